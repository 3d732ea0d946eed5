#pragma once
// What must hold in every state of a game of Secret Moon, whatever was played:
// the cards are conserved, markers are conserved, a captured card is revealed,
// no revealed Guard is free, one turn a round, protection ends with its round,
// rounds follow each other, the game ends exactly at one of its four ends.
#include <optional>
#include <string>

#include "model/secret_moon/engine.h"

namespace errata::secret_moon {

// What a game has done so far, for the invariants that look back.
struct History {
  State start;                                   // the deal
  std::array<int, kMaxPlayers> turns{};          // turns each player has taken
  std::array<int, kMaxPlayers> turns_this_round{};
};

// The first invariant `s` breaks, or nullopt. `before` is the previous state.
std::optional<std::string> broken_invariant(const Engine& engine, const History& h, const State& before, const State& s);

}  // namespace errata::secret_moon
