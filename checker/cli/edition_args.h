#pragma once
// Edition ids typed on the command line, for the verbs that only some games
// answer (simulate, mutate, props --pair, diff): an id of any game is
// recognised, and one of a game the verb does not apply to is refused in
// words ("'secret-moon' is a Secret Moon edition; simulate plays Love Letter
// editions"), an unknown one with a "did you mean" over every game's ids.
#include <string>

#include "checker/game/game.h"

namespace errata::cli {

// The edition `id` of a game that answers `verb`; InputError at `where`
// otherwise. `verb_does` begins the sentence that says which games do:
// "simulate plays" (+ " Love Letter editions").
GameEdition edition_answering(const std::string& id, Verb verb, const std::string& where, const std::string& verb_does);

// The game of two different editions to compare; InputError at `where` when
// they are not (of different games, the same, or of a game with a single edition).
const Game& edition_pair(const std::string& a, const std::string& b, const std::string& where);

}  // namespace errata::cli
