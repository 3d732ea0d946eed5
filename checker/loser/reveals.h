#pragma once
// Every reveal a round of n players can end with, for proofs by exhaustion.
// The loser rules compare potions only by order, and seats are alike in them,
// so: the printed numbers are taken in seat order (1 < 2 < ... < n); the
// counted values range over every weak order of the n potions (ties included:
// a spell's effect), each written with the values 1..k; and the votes over
// every combination. 4,683 orders x 64 votes for six players.
#include <algorithm>

#include "model/loser/loser_rules.h"

namespace errata::loser {

template <typename F>
void for_each_reveal(int n, F&& visit) {
  long assignments = 1;
  for (int i = 0; i < n; ++i) assignments *= n;
  Reveal r;
  r.players = n;
  for (int p = 0; p < n; ++p) r.printed[static_cast<size_t>(p)] = p + 1;
  for (long code = 0; code < assignments; ++code) {
    long c = code;
    unsigned used = 0;
    int most = 0;
    for (int p = 0; p < n; ++p, c /= n) {
      const int v = static_cast<int>(c % n) + 1;
      r.counted[static_cast<size_t>(p)] = v;
      used |= 1u << v;
      most = std::max(most, v);
    }
    if (used != ((1u << (most + 1)) - 2)) continue;  // not the values 1..k: another code writes this order
    for (int votes = 0; votes < (1 << n); ++votes) {
      for (int p = 0; p < n; ++p) r.thumb[static_cast<size_t>(p)] = (votes >> p) & 1 ? Thumb::up : Thumb::down;
      visit(r);
    }
  }
}

// Whether the potions count differently from each other (no tie possible).
inline bool distinct_counts(const Reveal& r) {
  for (int p = 0; p < r.players; ++p)
    for (int q = p + 1; q < r.players; ++q)
      if (r.counted[static_cast<size_t>(p)] == r.counted[static_cast<size_t>(q)]) return false;
  return true;
}

}  // namespace errata::loser
