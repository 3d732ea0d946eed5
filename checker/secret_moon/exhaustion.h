#pragma once
// Proof by exhaustion over the engine: every single action, by every kind of
// character, from every state of a finite family that covers what decides
// reveals, captures and the ends of the game. The family: every player count
// (5 to 8), every card removed at 5 players, every choice of NPC cards, every
// set of revealed special cards (Princess, Traveler, Minister, Priest) that
// has not already ended the game, the Traveler and the Priest captured or not
// when revealed, the first round and the last; the actor is each player with a
// different character, and holds the lowest turn-order card.
#include <functional>

#include "model/secret_moon/engine.h"

namespace errata::secret_moon {

struct SingleAction {
  const State& before;
  int actor;
  const Action& action;
  const State& after;
};

// Calls `visit` for each case; returns the number of cases.
long for_each_single_action(const Engine& engine, const std::function<void(const SingleAction&)>& visit);

// The four ends, as they hold in a state (independent of how the engine decided).
struct Ends {
  bool third_round = false, minister_captured = false, princess_captured = false, both_revealed = false;
};
Ends ends_holding(const Engine& engine, const State& s);

}  // namespace errata::secret_moon
