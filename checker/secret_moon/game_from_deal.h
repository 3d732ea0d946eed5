#pragma once
// A check's witness as a game from the deal (docs/checks.md, "Witnesses: a
// game from the deal"): where the exhaustion (exhaustion.h) finds a case in
// a state of its family, seeded random games from the same deal (the case's
// characters, the players', the NPCs' and the card removed, with random
// turn-order cards) play every legal action until one meets the case; that
// game, from its deal to the case's action, is the witness.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/secret_moon/engine.h"
#include "witness.h"

namespace errata::secret_moon {

// One step of a game: a turn (`player`'s `action`) or the next round dealt (`cards`).
struct PlayedStep {
  bool round = false;
  int player = 0;
  Action action;
  TurnCards cards{};
};

struct GameToCase {
  State deal;                     // as a scenario's setup states it
  std::vector<PlayedStep> steps;  // from the first turn, the case's action last
  State before, after;            // around the case's action
};

// Whether an action is the case looked for: the state before it, its actor, the action, the state after.
using IsCase = std::function<bool(const State& before, int actor, const Action& a, const State& after)>;

// The first of `games` seeded games dealt as `like` is (its figures' cards)
// that meets `is_case`, or nullopt (no game shows it within the budget).
std::optional<GameToCase> game_to_case(const Engine& engine, const State& like, const IsCase& is_case, long games = 3000);

// The game as a witness: `w`'s name, comment and clauses, the game's steps,
// the last expecting `expect` (a flow map's text).
std::string game_witness(const GameToCase& g, Witness w, const std::string& expect, const std::vector<std::string>& editions);

}  // namespace errata::secret_moon
