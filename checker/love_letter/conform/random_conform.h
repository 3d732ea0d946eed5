#pragma once
// Random differential play against an engine: seeded deals and uniformly
// chosen legal plays, played by errata's engine and by the adapter's turn by
// turn, whole games long. After each draw the sets of legal plays are
// compared (`legal`), after each play the outcome, the state and what each
// player saw. The first divergence of a game is shrunk to a short scenario
// (the state just before it as the setup, and the one step; or, for an
// engine that deals only from a deck order, the game from its first deal)
// that errata's own run passes and that deviates on the engine: conform's
// scenario run of it names the clause. This finds deviations no bundled
// scenario covers.
#include <cstdint>
#include <vector>

#include "checker/conform/conform_run.h"
#include "checker/conform/session.h"
#include "checker/love_letter/edition_catalog.h"

namespace errata::love_letter {

// `games` games from `seed`, the editions in turn (each a Love Letter edition
// the engine plays); each game's player count and first player drawn from its seed.
conform::RandomPlay conform_random(const std::vector<const Edition*>& editions, const EditionCatalog& catalog, long games,
                             uint64_t seed, conform::Session& session);

}  // namespace errata::love_letter
