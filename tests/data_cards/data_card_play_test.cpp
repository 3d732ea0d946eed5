// A card of an edition's own (issue 41): what its effect says beside its
// play is the engine's rule for it too. Forced beside the King, it must be
// played as the Countess must (countess.forced); leaving when discarded, a
// Prince that makes its holder discard it makes her leave (princess.leave,
// prince.princess); its bonus is counted at the round's end (spy.bonus).
#include <gtest/gtest.h>

#include "../cli_fixture.h"

namespace errata {
namespace {

using test::errata;
using test::has;

// love-letter-2019's deck, its Countess replaced by a Duchess of the
// edition's own, who cites the Countess's and the Princess's clauses.
const char* kDuchess = R"(id: house-duchess
base: love-letter-2019
title: A Duchess in place of the Countess
cards:
  - { role: princess, name: Princesse, value: 9, count: 1 }
  - id: duchess
    name: Duchesse
    value: 8
    count: 1
    effect:
      steps:
        - { do: nothing, clause: countess.no-effect }
      forced_beside: { cards: [king], clause: countess.forced }
      leaves_when_discarded: { clause: princess.leave }
  - { role: king, name: Roi, value: 7, count: 1 }
  - { role: prince, name: Prince, value: 5, count: 2 }
  - { role: handmaid, name: Servante, value: 4, count: 2 }
  - { role: baron, name: Baron, value: 3, count: 2 }
  - { role: priest, name: Prêtre, value: 2, count: 2 }
  - { role: guard, name: Garde, value: 1, count: 5 }
)";

class DataCardPlay : public test::Cli {};

TEST_F(DataCardPlay, ACardForcedBesideTheKingMustBePlayed) {
  const std::string scenario = write("forced.yaml", R"(name: The Duchess beside the King
game: love-letter
editions: [house-duchess]
setup: {players: [Ana, Bo], hands: {Ana: duchess, Bo: guard}, deck: [king, priest]}
steps:
  - {turn: Ana, play: king, target: Bo, expect: {error: countess-must-be-played}}
  - {turn: Ana, play: duchess, expect: {hands: {Ana: king, Bo: guard}, discards: {Ana: [duchess], Bo: []}}}
)");
  const auto o = errata("run " + scenario + " --edition-file " + write("duchess.yaml", kDuchess));
  EXPECT_EQ(o.code, 0) << o.text;
}

TEST_F(DataCardPlay, APrinceMakingItsHolderDiscardItMakesHerLeave) {
  const std::string scenario = write("prince.yaml", R"(name: A Prince on the Duchess
game: love-letter
editions: [house-duchess]
setup: {players: [Ana, Bo, Cy], hands: {Ana: prince, Bo: duchess, Cy: guard}, deck: [baron, priest, guard]}
steps:
  - {turn: Ana, play: prince, target: Bo, expect: {eliminated: [Bo], discards: {Ana: [prince], Bo: [duchess]}}}
)");
  const auto o = errata("explain " + scenario + " --edition-file " + write("duchess.yaml", kDuchess));
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_TRUE(has(o, "prince.princess")) << o.text;
  EXPECT_TRUE(has(o, "Duchesse")) << o.text;
}

}  // namespace
}  // namespace errata
