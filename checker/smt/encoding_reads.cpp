#include "encoding_reads.h"

#include <algorithm>

#include "play_encoding.h"
#include "round_end_encoding.h"
#include "setup_encoding.h"

namespace errata::smt {

using love_letter::Edition;
using love_letter::Role;

namespace {

bool differ(const z3::expr& x, const z3::expr& y) { return !z3::eq(x, y); }

bool differ(const std::vector<z3::expr>& x, const std::vector<z3::expr>& y) {
  if (x.size() != y.size()) return true;
  for (size_t i = 0; i < x.size(); ++i)
    if (differ(x[i], y[i])) return true;
  return false;
}

bool round_end_differs(z3::context& c, const Edition& a, const Edition& b, const std::vector<Role>& roles, int n) {
  const SymbolicRound s(c, n, roles);
  if (differ(well_formed(s, a), well_formed(s, b))) return true;
  const RoundEnd x = encode_round_end(s, a, "t"), y = encode_round_end(s, b, "t");
  return differ(x.wins_round, y.wins_round) || differ(x.gains, y.gains) || differ(x.spy_bonus, y.spy_bonus) ||
         differ(x.pair_bonus, y.pair_bonus) || differ(x.game_over, y.game_over) || differ(x.wins_game, y.wins_game) ||
         differ(x.definitions, y.definitions);
}

bool play_differs(z3::context& c, const Edition& a, const Edition& b, const std::vector<Role>& roles, int n) {
  const SymbolicPlay s(c, n);
  if (differ(play_well_formed(s, a, roles), play_well_formed(s, b, roles))) return true;
  const PlayOutcome x = encode_play(s, a, roles), y = encode_play(s, b, roles);
  return differ(x.code, y.code) || differ(x.eliminated, y.eliminated) || differ(x.hand, y.hand) ||
         differ(x.protect, y.protect) || differ(x.gains, y.gains) || differ(x.jester, y.jester) ||
         differ(x.deck, y.deck) || differ(x.sycophant, y.sycophant);
}

}  // namespace

bool encodings_differ(const Edition& a, const Edition& b, const std::vector<Role>& roles, int lo, int hi) {
  z3::context c;
  for (int n = lo; n <= hi; ++n)
    if (differ(setup_accepts(c, n, a, roles), setup_accepts(c, n, b, roles)) || round_end_differs(c, a, b, roles, n)) return true;
  // Plays are encoded up to four seats (the diff's bound for them).
  for (int n = lo; n <= std::min(hi, std::max(lo, 4)); ++n)
    if (play_differs(c, a, b, roles, n)) return true;
  return false;
}

}  // namespace errata::smt
