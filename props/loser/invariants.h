#pragma once
// What holds in every state of a game of Loser played by the rules: each
// potion and each spell card in exactly one place, hands in turn order, the
// vote exactly when every hand holds one potion, frog sides that only grow,
// and every reachable state accepted as a setup.
#include <optional>
#include <string>

#include "model/loser/engine.h"

namespace errata::loser {

// The first invariant `s` breaks, or nullopt.
std::optional<std::string> state_problem(const Engine& engine, const State& s);

// Between two consecutive states: frogs only grow, and by one card at a vote.
std::optional<std::string> step_problem(const State& before, const State& after);

}  // namespace errata::loser
