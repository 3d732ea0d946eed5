#pragma once
// Random legal play of whole Secret Moon games, checked against the
// invariants after every step (props/secret_moon/invariants.h). The same
// generators serve the RapidCheck properties and `errata props`.
#include <cstdint>
#include <optional>
#include <string>

#include "model/core/rng.h"
#include "model/secret_moon/engine.h"

namespace errata::secret_moon {

// A random deal at the start of a game: characters shuffled (one Priest or
// Guard removed at 5 players, l.71), the rest NPCs, round 1's turn-order cards.
State random_deal(const Edition& ed, int players, Rng& rng);
// Shuffled turn-order cards for the players not captured (l.77, l.154).
TurnCards random_turn_cards(const Edition& ed, const State& s, Rng& rng);

// A position reached by `steps` random legal steps (actions and new rounds)
// from a random deal of `players`; the game may have ended before.
State random_position(int players, uint64_t seed, int steps);

// Plays one whole game by random legal play with that seed; the first
// invariant broken, or nullopt.
std::optional<std::string> random_game_problem(int players, uint64_t seed);
// The same, keeping the game's last state in `last` (a name of its own, so
// that &random_game_problem names one function).
std::optional<std::string> play_random_game(int players, uint64_t seed, State& last);
// The same under another edition (one a user or the fuzzer loaded).
std::optional<std::string> play_random_game(const Edition& ed, int players, uint64_t seed, State& last);

}  // namespace errata::secret_moon
