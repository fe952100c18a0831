// The PGN reader on any bytes as one game: events in the documented order,
// every token a piece of the text, variations balanced.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz/expect.h"
#include "parser/pgn_reader.h"

namespace arbiter::fuzz {
namespace {

class OrderChecker final : public PgnVisitor {
 public:
  OrderChecker(std::string_view text, bool skip_odd_variations) : text_(text), skip_odd_(skip_odd_variations) {}

  void begin_tags() override {
    expect(!began_, "begin_tags comes once, first");
    began_ = true;
  }
  Flow tag(std::string_view name, std::string_view, size_t offset) override {
    movetext_event("tag", offset);
    expect(!tags_ended_, "tags come before end_tags");
    expect(inside(name) && !name.empty(), "a tag name is a piece of the text");
    return Flow::go_on;
  }
  Flow end_tags() override {
    movetext_event("end_tags", 0);
    expect(!tags_ended_, "end_tags comes once");
    tags_ended_ = true;
    return Flow::go_on;
  }
  Flow san(std::string_view token, size_t offset) override {
    after_tags(offset);
    expect(inside(token) && !token.empty(), "a move token is a piece of the text");
    expect(size_t(token.data() - text_.data()) == offset, "a move's offset is where its token starts");
    return Flow::go_on;
  }
  Flow nag(int value, size_t offset) override {
    after_tags(offset);
    expect(value >= 0 && value <= 255, "a NAG is a byte");
    return Flow::go_on;
  }
  bool wants_comments() const override { return true; }
  Flow comment(std::string_view text, size_t offset) override {
    movetext_event("comment", offset);
    expect(inside(text), "a comment is a piece of the text");
    return Flow::go_on;
  }
  Skip begin_variation(size_t offset) override {
    after_tags(offset);
    expect(offset < text_.size() && text_[offset] == '(', "a variation begins at its '('");
    if (skip_odd_ && variations_++ % 2 == 1) return Skip::yes;
    ++depth_;
    return Skip::no;
  }
  Flow end_variation() override {
    after_tags(0);
    expect(depth_-- > 0, "end_variation only closes an open variation");
    return Flow::go_on;
  }
  Flow outcome(std::string_view result, size_t offset) override {
    after_tags(offset);
    expect(inside(result), "a result is a piece of the text");
    return Flow::go_on;
  }
  void problem(std::string_view message, size_t offset) override {
    movetext_event("problem", offset);
    expect(!message.empty(), "a problem says what it is");
    problem_ = true;
  }
  void end_game() override {
    expect(began_ && !ended_, "end_game comes once, last");
    ended_ = true;
  }
  bool ended() const { return ended_; }

 private:
  // Any event but begin_tags and end_game.
  void movetext_event(const char*, size_t offset) {
    expect(began_ && !ended_, "events come between begin_tags and end_game");
    expect(!problem_, "only end_game follows a problem");
    expect(offset <= text_.size(), "offsets lie within the text");
  }
  void after_tags(size_t offset) {
    movetext_event("movetext", offset);
    expect(tags_ended_, "movetext events come after end_tags");
  }
  bool inside(std::string_view part) const {
    return part.data() >= text_.data() && part.data() + part.size() <= text_.data() + text_.size();
  }

  std::string_view text_;
  bool skip_odd_;
  bool began_ = false, tags_ended_ = false, ended_ = false, problem_ = false;
  uint64_t variations_ = 0, depth_ = 0;
};

}  // namespace
}  // namespace arbiter::fuzz

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace arbiter;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  // Variations read and variations skipped take different paths.
  for (bool skip_odd : {false, true}) {
    fuzz::OrderChecker checker(text, skip_odd);
    read_pgn_game(text, checker);
    fuzz::expect(checker.ended(), "every game ends with end_game");
  }
  return 0;
}
