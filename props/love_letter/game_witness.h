#pragma once
// A game apart (game_apart.h) as a witness scenario and in words. The
// scenario's setup is the deal: the cards both editions deal alike (hands,
// face-up and set-aside cards, the deck), and in `completion` each
// edition's own cards under the deck, so that it is a whole deal of each
// (docs/scenario-format.md); its steps are every play from the first turn,
// and the last carries each edition's outcome. Written by yaml-cpp's emitter.
#include <string>
#include <vector>

#include "game_apart.h"
#include "model/love_letter/edition.h"

namespace errata::props {

// The witness: each edition's outcome at the last play (`both`), or only
// the first edition's (a reading's witness, which its other option fails).
std::string game_scenario(const std::string& name, const std::string& comment, const std::vector<std::string>& clauses,
                          const GameApart& g, const love_letter::Edition& a, const love_letter::Edition& b, bool both);

// Where the game parts, in words: "after 3 plays from a 2-player deal, P2
// holding guard and baron plays guard on P1 (holding priest), naming spy".
std::string parting_situation(const GameApart& g);
// An edition's outcome of that play: "accepted, P1 leaving the round",
// "refused (invalid-choice)", "the round ends, won by P2 (P2: 2 tokens)".
std::string parting_outcome(const GameApart& g, bool first_edition);

}  // namespace errata::props
