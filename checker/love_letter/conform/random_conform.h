#pragma once
// Random differential play against an engine: seeded deals and uniformly
// chosen legal plays, played by errata's engine and by the adapter's turn by
// turn, each game to its end. After each draw the sets of legal plays are
// compared (`legal`), after each play the outcome, the state and what each
// player saw; one turn in four first asks for a play the rules refuse (a
// protected or own target, the King or Prince beside the Countess, the Guard
// naming the Guard, a play out of turn or after the round ended), and checks
// both the refusal and the unchanged state. After a difference the game goes
// on along the rulebook's path (engine_path.h: a fresh new_round at the
// rules' state when the engine's parted). Deviations are counted by rule,
// card and kind of difference; the first of each is shrunk to a short
// scenario (the state just before it as the setup, and the one step; else
// the game from its last point in common with the engine) that errata's own
// run passes and that deviates on the engine in the same way. An adapter
// that answers `unsupported` leaves that game out, not the others. This
// finds deviations no bundled scenario covers.
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
