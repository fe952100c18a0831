// The envelope format, line by line: a separator, a comment, a blank line or
// a field; anything else is a problem of its envelope.
#include "parser/envelope.h"

#include <boost/fusion/adapted/std_pair.hpp>
#include <boost/spirit/home/x3.hpp>
#include <utility>

namespace arbiter {

namespace {

namespace x3 = boost::spirit::x3;

const auto blanks = x3::omit[*x3::char_(" \t")];
const auto separator = blanks >> x3::lit("---") >> *x3::lit('-') >> blanks >> x3::eoi;
const auto comment_or_blank = blanks >> (x3::lit('#') | x3::eoi);
// A key is words of letters, digits and - _, with single spaces between.
const auto key_byte = x3::char_("A-Za-z0-9_-") | x3::char_('\x80', '\xFF');
const auto key = x3::raw[+key_byte >> *(+x3::char_(' ') >> +key_byte)];
const auto field = blanks >> key >> blanks >> x3::lit(':') >> blanks >> x3::raw[*x3::char_];

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

std::string folded(std::string_view key) {
  std::string out;
  for (char c : key) {
    if (c == ' ' || c == '-' || c == '_') continue;
    out += c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
  }
  return out;
}

enum class LineKind { separator, skip, field, other };

LineKind classify(std::string_view line, EnvelopeField& out) {
  const char* first = line.data();
  const char* last = first + line.size();
  if (x3::parse(first, last, separator)) return LineKind::separator;
  first = line.data();
  if (x3::parse(first, last, comment_or_blank)) return LineKind::skip;
  first = line.data();
  std::pair<boost::iterator_range<const char*>, boost::iterator_range<const char*>> kv;
  if (!x3::parse(first, last, field, kv)) return LineKind::other;
  out.key.assign(kv.first.begin(), kv.first.end());
  out.value = std::string(trimmed(std::string_view(kv.second.begin(), kv.second.size())));
  return LineKind::field;
}

template <class Visit>
void for_each_line(std::string_view text, Visit visit) {
  size_t number = 1;
  for (size_t at = 0; at < text.size(); ++number) {
    size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    if (!visit(trimmed(text.substr(at, end - at)), number, at)) return;
    at = end + 1;
  }
}

}  // namespace

const EnvelopeField* EnvelopeText::find(std::string_view name) const {
  const std::string wanted = folded(name);
  for (const EnvelopeField& f : fields)
    if (folded(f.key) == wanted) return &f;
  return nullptr;
}

std::vector<EnvelopeText> read_envelopes(std::string_view text) {
  const size_t bom = text.starts_with("\xEF\xBB\xBF") ? 3 : 0;
  text.remove_prefix(bom);
  std::vector<EnvelopeText> out;
  EnvelopeText current;
  auto close = [&] {
    if (!current.fields.empty() || !current.problems.empty()) out.push_back(std::move(current));
    current = EnvelopeText();
  };
  const auto start = [&](size_t number, size_t at) {
    if (!current.fields.empty() || !current.problems.empty()) return;
    current.line = number;
    current.offset = bom + at;
  };
  for_each_line(text, [&](std::string_view line, size_t number, size_t at) {
    EnvelopeField f;
    switch (classify(line, f)) {
      case LineKind::separator: close(); break;
      case LineKind::skip: break;
      case LineKind::field:
        start(number, at);
        f.line = number;
        if (current.find(f.key)) current.problems.push_back({"the field \"" + f.key + "\" is written twice", number});
        else current.fields.push_back(std::move(f));
        break;
      case LineKind::other:
        start(number, at);
        current.problems.push_back({"not a \"Key: value\" line: " + std::string(line.substr(0, 60)), number});
    }
    return true;
  });
  close();
  return out;
}

bool is_envelope_text(std::string_view text) {
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  bool envelope = false;
  for_each_line(text, [&](std::string_view line, size_t, size_t) {
    EnvelopeField f;
    const LineKind kind = classify(line, f);
    if (kind == LineKind::skip) return true;
    envelope = kind == LineKind::separator || kind == LineKind::field;
    return false;
  });
  return envelope;
}

}  // namespace arbiter
