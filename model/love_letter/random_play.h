#pragma once
// Random legal play: shuffled deals and uniformly chosen legal plays, from a
// seed. Used by the tests, the properties and the simulator.
#include "../core/rng.h"
#include "engine.h"

namespace errata::love_letter {

// A round dealt as the setup says: the deck shuffled, cards set aside (and
// face up in a 2-player game), one card to each player.
Deal random_deal(const Edition& ed, int players, Rng& rng);

// The first round of a game: `first` takes the first turn.
State first_round(const Engine& engine, int players, int first, Rng& rng);

// Plays uniformly chosen legal plays until the round ends; returns the turns played.
int play_random_round(const Engine& engine, State& s, Rng& rng, Trace* t = nullptr);

// Plays rounds until the game ends; returns the rounds played.
int play_random_game(const Engine& engine, State& s, Rng& rng);

}  // namespace errata::love_letter
