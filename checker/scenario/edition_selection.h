#pragma once
// Which editions a scenario runs under, and which it skips (and why):
//   - a scenario naming `editions:` runs under those (each an edition of its
//     game, each named once);
//   - a scenario naming none runs under the editions of its game whose
//     player range seats its players and that hold every component it uses
//     (Game::lacks: a card the deck lacks); the others are skipped, with why;
//   - `errata run --edition ID` selects: a scenario runs under ID alone when
//     it would run under ID as above, and is skipped otherwise.
// Every expect map restricted to editions must name editions the scenario
// runs under (without --edition), or it would silently check nothing.
#include <optional>
#include <string>
#include <vector>

#include "scenario.h"

namespace errata {

struct SkippedRun {
  std::string edition;
  std::string reason;  // "love-letter-bga-premium is for 5 to 8 players; the setup seats 3"
};

struct EditionSelection {
  std::vector<std::string> run;
  std::vector<SkippedRun> skipped;
};

// InputError (located) for an unknown id, another game's edition, an edition
// listed twice, or an expect restricted to an edition the scenario never runs.
EditionSelection select_editions(const Scenario& sc, const std::optional<std::string>& only);

// The game an edition belongs to ("love-letter", "secret-moon", "loser"), or "".
std::string game_of(const std::string& edition);

}  // namespace errata
