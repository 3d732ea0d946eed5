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

// The next round of a game whose last round did not end it: new_round with
// random_deal's deal from `rng` (the same state, the same notes on `t`),
// dealt in the state's own storage as first_round deals and not checked
// again; then, when several players may start, chance picks one of them
// (pick_first), drawing from `rng` after the deal.
void deal_next_round(const Engine& engine, State& s, Rng& rng, Trace* t = nullptr);

// Chance picks who starts among `s.first_candidates` (round.next-first-tie).
void pick_first(State& s, Rng& rng);

// Plays uniformly chosen legal plays until the round ends; returns the turns played.
int play_random_round(const Engine& engine, State& s, Rng& rng, Trace* t = nullptr);

// Plays rounds until the game ends; returns the rounds played.
int play_random_game(const Engine& engine, State& s, Rng& rng);

}  // namespace errata::love_letter
