#pragma once
// Edition ids typed on the command line, for the verbs that play or compare
// Love Letter editions only (simulate, props --pair, diff): an id of any game
// is recognised, and one of a game the verb does not apply to is refused in
// words ("'secret-moon' is a Secret Moon edition; simulate plays Love Letter
// editions"), an unknown one with a "did you mean" over every game's ids.
#include <string>
#include <utility>
#include <vector>

#include "checker/edition_catalog.h"

namespace errata::cli {

// The Love Letter edition `id`; InputError at `where` otherwise. `verb_does`
// says what the verb does: "simulate plays Love Letter editions".
const love_letter::Edition& love_letter_edition(const EditionCatalog& catalog, const std::string& id,
                                                const std::string& where, const std::string& verb_does);

// Two different editions of one game to compare; InputError at `where` when
// they are not (of different games, the same, or of a game with a single edition).
std::pair<const love_letter::Edition*, const love_letter::Edition*> edition_pair(const EditionCatalog& catalog,
                                                                                const std::string& a,
                                                                                const std::string& b,
                                                                                const std::string& where);

// Every game's edition ids (Love Letter's, then Secret Moon's and Loser's).
std::vector<std::string> all_edition_ids(const EditionCatalog& catalog);

}  // namespace errata::cli
