#pragma once
// Whether an edition holds every card a Love Letter scenario deals or plays:
// a scenario naming no `editions:` asks every edition seating its players,
// and one whose deck lacks a card the scenario uses (the Chancellor in
// love-letter-bga) is skipped with this reason rather than refused.
#include <string>

#include "checker/love_letter/edition_catalog.h"
#include "checker/scenario/scenario.h"
#include "model/love_letter/edition.h"

namespace errata::love_letter {

// "" when `ed`'s deck holds every card the scenario deals (setup, new rounds)
// or plays (play, keep, bottom), or when the scenario expects its setup to be
// refused; else why not, in the edition's words ("love-letter-bga's deck
// holds no chancellor (named at s.yaml:5:16)"). A card no edition knows is
// not lacking: it is a typo, for the run to report.
std::string missing_card(const Scenario& sc, const Edition& ed, const EditionCatalog& catalog);

}  // namespace errata::love_letter
