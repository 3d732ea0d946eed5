#pragma once
// What the edition targets do with an edition that loads: run some bundled
// scenarios of its game under it and play a few random games, so that odd
// editions reach the engine, the expectation checks and the simulation.
#include <cstdint>
#include <string>

#include "checker/love_letter/edition_catalog.h"

namespace errata::fuzz {

// The bundled Love Letter editions, loaded once.
const EditionCatalog& bundled_catalog();

// Loads `text` as an edition file of the game its `game:` names and, when it
// loads, exercises it (`seed` picks the scenarios and the games). Returns
// whether it loaded; bad input ends as an InputError caught here.
bool exercise_edition_text(const std::string& text, uint64_t seed);

}  // namespace errata::fuzz
