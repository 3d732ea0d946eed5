#pragma once
// What the encodings read of the cards' values: their order, where the
// Counts' bonus may bridge a gap (the showdown, the Baron, the Dowager Queen),
// and their sums (the discard totals that break a tie). Neither needs the
// values as printed: an edition whose values are another's scaled, or spread
// wider, compares and sums alike, and the formulas keep small numbers (the
// same formulas, where the order and the sums agree), which Z3 decides as
// fast. The Bishop's guess, a number compared with a value, keeps the values.
#include <array>

#include "model/love_letter/edition.h"

namespace errata::smt {

struct CardValues {
  // Order-preserving: the lowest value 0, each next one up by its gap to the
  // previous, capped at the most the Counts can add plus one, so that every
  // comparison of a value plus a Count bonus keeps its result.
  std::array<int, love_letter::kRoleCount> ranked{};
  // Sum-preserving: the values divided by their greatest common divisor (1
  // where a Count's bonus joins the sums: count.tie-break raised-score).
  std::array<int, love_letter::kRoleCount> summed{};
  int top = 0;  // the highest ranked value plus the most the Counts add
};

// The values of the cards `ed` holds (others: 0).
CardValues card_values(const love_letter::Edition& ed);

// The most a discard pile's Counts add to a card at the showdown (count.bonus).
int most_count_bonus(const love_letter::Edition& ed);

}  // namespace errata::smt
