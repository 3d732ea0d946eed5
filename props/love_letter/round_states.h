#pragma once
// Generators of concrete states, reusable by the properties, the encoding
// tests and the mutation tests: a round about to end, and a setup.
#include "model/core/rng.h"
#include "model/love_letter/edition.h"
#include "model/love_letter/state.h"

namespace errata::props {

// A round about to end under `ed`: players in the round hold one card each,
// the deck is empty (or one player is left), discard piles of at most
// `max_pile` cards, tokens below the winning count. Card copies never exceed
// the edition's. `players` 0: drawn from the edition's range.
love_letter::State round_about_to_end(const love_letter::Edition& ed, Rng& rng, int max_pile = 3, int players = 0);

// A setup drawn from every card any edition has (`pool`: the editions'
// combined copies), with 1 to 8 players, one card each and at least one to
// draw; it may break the rules of the edition it is judged by.
love_letter::State any_setup(const std::array<int8_t, love_letter::kRoleCount>& pool, Rng& rng);

}  // namespace errata::props
