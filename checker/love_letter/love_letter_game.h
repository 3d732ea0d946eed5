#pragma once
// Love Letter: the Game the checker runs scenarios, checks and diffs through,
// over the editions of its catalog (the bundled ones and --edition-file's).
#include "checker/love_letter/edition_catalog.h"
#include "checker/game/game.h"

namespace errata::love_letter {

const Game& love_letter_game();
// Love Letter's editions: the bundled ones, then those --edition-file added
// (read on first use; InputError if a bundled one does not load).
const EditionCatalog& edition_catalog();

}  // namespace errata::love_letter
