#pragma once
// Whole games of Loser by random legal play, with the invariants checked
// after every step (props/loser/invariants.h).
#include <cstdint>
#include <optional>
#include <string>

#include "model/core/rng.h"
#include "model/loser/engine.h"

namespace errata::loser {

// A random deal of the potions as the edition's table says for s.players.
Deal random_deal(const Edition& ed, int players, Rng& rng);

// A new game: seats, a random deal, random action faces, a shuffled spell
// pile and a random first player; begin() has run (he drew his spell card).
State random_new_game(const Engine& engine, int players, Rng& rng, Trace* t = nullptr);

// A new game before its first player draws: seats, a random deal, random
// action faces, a shuffled spell pile (top first) and a random first player.
State random_setup(const Edition& ed, int players, Rng& rng);

// One step of a game, as random play chose it: what the phase asks for.
struct RandomStep {
  Phase phase = Phase::potions;
  Turn turn;     // potions
  Vote vote;     // vote
  int keep = 0;  // spells
  Deal deal;     // deal
};
// A random legal step from `s` (its phase's kind), drawn from `rng`.
RandomStep random_choice(const Engine& engine, const State& s, Rng& rng);
// Plays `step` on `s` (`rng`: shuffles a spell discard turned into a pile; none: kept in order).
Rejection play_step(const Engine& engine, State& s, const RandomStep& step, Trace* t, Rng* rng);

// One random legal step from `s` (a turn, a vote, a spell kept or a new
// deal); the engine must accept it. Returns the rejection if it did not.
Rejection random_step(const Engine& engine, State& s, Rng& rng, Trace* t = nullptr);

// Plays one whole game by random legal play with that seed and returns the
// first invariant broken, or nullopt.
std::optional<std::string> random_game_problem(int players, uint64_t seed);
// The same under another edition (one a user or the fuzzer loaded).
std::optional<std::string> random_game_problem(const Edition& ed, int players, uint64_t seed);

}  // namespace errata::loser
