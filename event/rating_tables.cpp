#include "event/rating_tables.h"

#include <algorithm>
#include <cstdlib>
#include <iterator>

namespace arbiter::event {

namespace {

// 8.1a: dp for p = 1.00, 0.99, ..., 0.50.
constexpr int DpFromTop[51] = {800, 677, 589, 538, 501, 470, 444, 422, 401, 383, 366, 351, 336, 322, 309, 296, 284,
                               273, 262, 251, 240, 230, 220, 211, 202, 193, 184, 175, 166, 158, 149, 141, 133, 125,
                               117, 110, 102, 95,  87,  80,  72,  65,  57,  50,  43,  36,  29,  21,  14,  7,   0};

// 8.1b: the highest difference that still expects 0.50, 0.51, ..., 0.99;
// above the last, 1.00.
constexpr int HighestDifference[50] = {3,   10,  17,  25,  32,  39,  46,  53,  61,  68,  76,  83,  91,
                                       98,  106, 113, 121, 129, 137, 145, 153, 162, 170, 179, 188, 197,
                                       206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344,
                                       357, 374, 391, 411, 432, 456, 484, 517, 559, 619, 735};

}  // namespace

int rating_difference(int percent) {
  percent = std::clamp(percent, 0, 100);
  return percent >= 50 ? DpFromTop[100 - percent] : -DpFromTop[percent];
}

int expected_hundredths(int difference) {
  int d = std::abs(difference);
  int above_half = static_cast<int>(std::lower_bound(std::begin(HighestDifference), std::end(HighestDifference), d) -
                                    std::begin(HighestDifference));
  int p = 50 + above_half;
  return difference >= 0 ? p : 100 - p;
}

}  // namespace arbiter::event
