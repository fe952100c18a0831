// The store that keeps an archive's games by event until each event is
// built: what goes in comes back in order, however often it went to the
// temporary file on the way, and memory never holds more than the budget.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "event/game_store.h"

using arbiter::event::GameStore;

namespace {

// Three groups taking records in turn, unevenly, the records of varied
// sizes; returns what each group was given, in order.
std::vector<std::string> fill(GameStore& store) {
  std::vector<std::string> given(3);
  for (int i = 0; i < 3; ++i) store.add_group();
  for (int i = 0; i < 500; ++i) {
    const size_t g = i % 7 == 0 ? 2 : i % 2;
    const std::string record = std::to_string(i) + std::string(size_t(i % 37), char('a' + g)) + ";";
    store.append(g, record);
    given[g] += record;
  }
  return given;
}

// Sets an environment variable for a scope.
class ScopedEnv {
 public:
  ScopedEnv(const char* name, const char* value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    ::setenv(name, value, 1);
  }
  ~ScopedEnv() { old_ ? ::setenv(name_, old_->c_str(), 1) : ::unsetenv(name_); }

 private:
  const char* name_;
  std::optional<std::string> old_;
};

}  // namespace

TEST_CASE("game store: records come back in the order given, across spills to the file", "[event]") {
  for (size_t budget : {size_t(0), size_t(1), size_t(100), size_t(1000), size_t(1) << 20}) {
    GameStore store(budget);
    const std::vector<std::string> given = fill(store);
    CHECK(store.held() <= budget);
    for (size_t g : {size_t(1), size_t(0), size_t(2)}) CHECK(store.take(g) == given[g]);
    CHECK(store.take(0).empty());  // taken once: its memory is released
  }
}

TEST_CASE("game store: memory holds at most the budget after every append", "[event]") {
  GameStore store(256);
  store.add_group();
  store.add_group();
  size_t most = 0;
  for (int i = 0; i < 2000; ++i) {
    store.append(size_t(i % 2), "record " + std::to_string(i) + "\n");
    most = std::max(most, store.held());
  }
  CHECK(most <= 256);
  CHECK(most > 200);  // it does hold records until the budget is reached
}

TEST_CASE("game store: with no temporary file, the records stay in memory and it says why", "[event]") {
  ScopedEnv tmpdir("TMPDIR", "/nonexistent/arbiter-tmp");
  GameStore store(10);
  store.add_group();
  store.append(0, "short");  // within the budget: no file needed
  CHECK(store.error().empty());
  store.append(0, "past the budget");
  CHECK_THAT(store.error(), Catch::Contains("/nonexistent/arbiter-tmp"));
  store.append(0, "and more");
  CHECK(store.take(0) == "shortpast the budgetand more");
}
