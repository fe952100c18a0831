// FIDE Rating Regulations (B.02) table 8.1: the rating difference dp that a
// fractional score p stands for (8.1a), and the expected score of a rating
// difference (8.1b). TPR, PTP and their averages are defined on them (C.07).
#pragma once

namespace arbiter::event {

// dp for a score of percent % (0..100), negative below 50.
int rating_difference(int percent);

// The expected score, in hundredths, of a player rated `difference` points
// above the opponent (negative when below).
int expected_hundredths(int difference);

}  // namespace arbiter::event
