#pragma once
// The end of a round as Z3 formulas, per edition: who wins the round and how
// many favor tokens each player gains (round, Spy, pair and token rules), and
// then whether the game ends and who wins it. The same decisions the engine
// takes in round_end.cpp, encoded from the same edition data and variants; a
// property test evaluates both on random states so they cannot drift.
#include <z3++.h>

#include <string>
#include <vector>

#include "symbolic_round.h"

namespace errata::smt {

struct RoundEnd {
  std::vector<z3::expr> wins_round;  // Bool per seat
  std::vector<z3::expr> gains;       // Int per seat: tokens gained at the end of the round
  std::vector<z3::expr> spy_bonus;   // Int per seat: the Spy's part of `gains`
  std::vector<z3::expr> pair_bonus;  // Int per seat: the pair bonus's part of `gains`
  z3::expr game_over;
  std::vector<z3::expr> wins_game;   // Bool per seat
  z3::expr definitions;              // what the fresh variables (maxima) mean: add it to any goal
};

// The round ends with the state `s` as it is: with one player left, that player
// wins; with more, the deck is empty and they compare hands.
// Two editions' encodings in one context share their terms (fresh variables
// included) exactly where they define them alike: where two editions decide
// alike, Z3 sees one term for both and proves it at once (an UNSAT answer all
// the same).
RoundEnd encode_round_end(const SymbolicRound& s, const love_letter::Edition& ed);

// Whether two encodings are the same formulas.
bool same_formulas(const RoundEnd& x, const RoundEnd& y);

}  // namespace errata::smt
