#pragma once
// The marker demand of a game as Z3 formulas: per player and round, one
// action at most (l.81, l.91) -- Investigate (a colour marker) or Inquire (a
// team marker by the edition's answer table and readings, l.113-115) -- on
// another player; the characters dealt within the box's counts (l.71 at 5
// players). What is left out (captures, protection) only removes turns, so a
// bound proven here holds in the game; a shortage found is replayed.
#include <z3++.h>

#include <optional>
#include <vector>

#include "checker/smt/solve.h"
#include "model/secret_moon/edition.h"

namespace errata::secret_moon {

struct Encoding {
  int players = 0, rounds = 0;
  std::vector<z3::expr> role;                  // by player: a Character value
  std::vector<std::vector<z3::expr>> inquire;  // [round][player]
  std::vector<std::vector<z3::expr>> investigate;
  std::vector<std::vector<z3::expr>> target;
  z3::expr rules;
  explicit Encoding(z3::context& c) : rules(c.bool_val(true)) {}
};

Encoding encode(z3::context& c, const Edition& ed, int players);
// The team markers of kind `team` the answers call for in the game.
z3::expr demand(z3::context& c, const Edition& ed, const Encoding& e, Team team);
// The team marker an answer by this character calls for, as the engine decides it.
Team marker_of(const Edition& ed, Character c);
// The shortest game (fewest turns from the start) in which `goal` holds, or
// nullopt; `unknown` when Z3 ran out of time. Investigations are left out when
// `inquiries_only`.
std::optional<z3::model> shortest(z3::context& c, const Encoding& e, const z3::expr& goal, bool inquiries_only,
                                  const SolveOptions& o, bool& unknown);
int value(const z3::model& m, const z3::expr& x);

}  // namespace errata::secret_moon
