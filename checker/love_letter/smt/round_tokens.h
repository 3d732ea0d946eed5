#pragma once
// The favor tokens one round can hand out, by source, as Z3 formulas: the
// round's winners (round.tie), the Spy's bonus, the pair bonus, and the tokens
// won during the round (the Bishop's guess, the Constable in an eliminated
// player's discard pile, the Jester token's giver). Each source's bound is a
// fact of the engine (cards are played once a round, one Jester token, an
// eliminated player cannot win, the Jester's holder is another player than its
// giver); tests/round_tokens_test.cpp checks on random rounds that the engine
// never hands out more than these formulas allow.
#include <z3++.h>

#include <cstdint>
#include <string>
#include <vector>

#include "core/limits.h"
#include "model/love_letter/edition.h"

namespace errata::smt {

struct RoundTokens {
  RoundTokens(z3::context& c, const love_letter::Edition& ed, int players);

  std::vector<z3::expr> gained;  // Int per seat: tokens won this round, all sources
  z3::expr rules;                // what the edition's rules allow
  z3::expr total() const;
};

// The most tokens one player, and all players together, can win in one round
// with `players` players, by Z3 (at most `cap`); -1 when Z3 gives no answer in time.
struct RoundTokenBounds {
  int per_round = -1, per_player = -1;
};
RoundTokenBounds round_token_bounds(const love_letter::Edition& ed, int players, const SolveOptions& options);

// A round of random legal play (from `seed`, at most `rounds` tried) that
// hands out at least `at_least` tokens (to one player when `one_player`), as a
// scenario whose expect is the tokens won; "" when none was found.
std::string round_with_tokens(const love_letter::Edition& ed, int players, bool one_player, int at_least, uint64_t seed,
                              int rounds);

}  // namespace errata::smt
