// errata run --as BASE=MINE (issue 22): the scenarios written for one edition
// run under a translator's, each same, differs (both texts quoted) or not
// applicable, and a run that runs nothing is no green pass. The translator's
// edition is tests/translator/love-letter-bga-en.yaml, over its English text.
#include <gtest/gtest.h>
#include <fstream>
#include <iterator>

#include "cli_fixture.h"

namespace errata {
namespace {

using test::errata;
using test::has;

const std::string kSource = ERRATA_SOURCE_DIR;
const std::string kMine = " --edition-file " + kSource + "/tests/translator/love-letter-bga-en.yaml";

// love-letter-2019 l.60: "En cas d'égalité, tous les joueurs concernés
// remportent la manche". The English text (l.12-13, l.48): the tied players
// compare the totals of their discards, card in hand included, and the
// highest wins. Ana's Guard (1) + Prince (5) = 6 beats Bo's Prince (5).
const char* kTie = R"(name: A tie for the highest card
game: love-letter
editions: [love-letter-2019]
setup: {players: [Ana, Bo, Cy], hands: {Ana: [guard, prince], Bo: prince, Cy: baron}, deck: []}
steps:
  - turn: Ana
    play: guard
    target: Cy
    guess: priest
    expect: {round_winners: [Ana, Bo]}
)";

// Both texts: the Priest looks at another player's hand and nothing else happens.
const char* kPriest = R"(name: The Priest looks
game: love-letter
editions: [love-letter-2019]
setup: {players: [Ana, Bo], hands: {Ana: [priest, guard], Bo: baron}, deck: [king, handmaid]}
steps:
  - {turn: Ana, play: priest, target: Bo, expect: {hands: {Ana: guard, Bo: baron}, round_over: false}}
)";

// The English page's classic deck holds no Spy (love-letter-2019's does).
const char* kSpy = R"(name: The Spy is played
game: love-letter
editions: [love-letter-2019]
setup: {players: [Ana, Bo], hands: {Ana: [spy, guard], Bo: baron}, deck: [king, handmaid]}
steps:
  - {turn: Ana, play: spy, expect: {hands: {Ana: guard}}}
)";

class RunAs : public test::Cli {};

TEST_F(RunAs, ATieTheTextsDecideDifferentlyDiffersWithBothClausesQuoted) {
  const std::string f = write("tie.yaml", kTie);
  const auto o = errata("run " + f + kMine + " --as love-letter-2019=love-letter-bga-en");
  EXPECT_EQ(o.code, 1) << o.text;
  EXPECT_TRUE(has(o, f + ":10:29: differs: [love-letter-2019 → love-letter-bga-en] A tie for the highest card: "
                         "expected round_winners = [Ana, Bo], got [Ana]")) << o.text;
  EXPECT_TRUE(has(o, "    love-letter-2019, love-letter-2019.fr.md:60 (round.tie): « En cas d'égalité")) << o.text;
  EXPECT_TRUE(has(o, "    love-letter-bga-en, love-letter-bga.en.md:48 (round.tie-break): « The one with the highest total"))
      << o.text;
  EXPECT_FALSE(has(o, "(turn.play)")) << "a clause both editions decided alike is quoted:\n" << o.text;
  EXPECT_TRUE(has(o, "0 same, 1 differ, 0 not applicable")) << o.text;
}

TEST_F(RunAs, WhatBothTextsDecideAlikeIsSameAndACardMineLacksIsNotApplicable) {
  write("s/priest.yaml", kPriest);
  write("s/spy.yaml", kSpy);
  const std::string junit = (dir / "r.xml").string();
  const auto o = errata("run " + (dir / "s").string() + kMine + " --as love-letter-2019=love-letter-bga-en -v --junit " + junit);
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_TRUE(has(o, ": same: [love-letter-2019 → love-letter-bga-en] The Priest looks")) << o.text;
  EXPECT_TRUE(has(o, ": not applicable: [love-letter-bga-en] The Spy is played: love-letter-bga-en's deck holds no spy")) << o.text;
  EXPECT_TRUE(has(o, "2 files, 2 scenarios written for love-letter-2019\n1 same, 0 differ, 1 not applicable")) << o.text;
  std::ifstream in(junit);
  const std::string xml((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(xml.find("skipped=\"1\""), std::string::npos) << xml;
  EXPECT_NE(xml.find("<skipped message=\"love-letter-bga-en&#39;s deck holds no spy"), std::string::npos) << xml;
}

// A whole deal written for the base (setup.completion, as errata's witnesses
// write it) places the base's own cards; under the translation, whose deck
// holds the same cards, the base's entry places them too.
const char* kWholeDeal = R"(name: A whole deal, the Priest looks
game: love-letter
editions: [love-letter-bga]
setup:
  players: [Ana, Bo, Cy]
  hands: {Ana: priest, Bo: baron, Cy: king}
  deck: [guard]
  completion:
    - {editions: [love-letter-bga], set_aside: princess, deck: [guard, guard, guard, guard, priest, baron, handmaid, handmaid, prince, prince, countess]}
steps:
  - {turn: Ana, play: priest, target: Bo, expect: {hands: {Ana: guard, Bo: baron}, deck_size: 11, round_over: false}}
)";

TEST_F(RunAs, AWholeDealWrittenForTheBaseIsCompletedUnderTheTranslation) {
  const std::string f = write("whole.yaml", kWholeDeal);
  EXPECT_EQ(errata("run " + f).code, 0);
  const auto o = errata("run " + f + kMine + " --as love-letter-bga=love-letter-bga-en");
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_TRUE(has(o, "1 same, 0 differ, 0 not applicable")) << o.text;
}

TEST_F(RunAs, NothingApplicableIsNothingRan) {
  const std::string f = write("spy.yaml", kSpy);
  const auto o = errata("run " + f + kMine + " --as love-letter-2019=love-letter-bga-en");
  EXPECT_EQ(o.code, 2) << "nothing ran under the translator's edition:\n" << o.text;
  EXPECT_TRUE(has(o, "error: nothing ran under love-letter-bga-en: 1 scenarios written for love-letter-2019, none applicable"))
      << o.text;
}

TEST_F(RunAs, ScenariosOfTheBaseDifferOnlyWhereTheTranslationStatesOtherwise) {
  // The English text's Guard names a number (l.16, l.27): with one character
  // a value in the classic deck, every Guard scenario is the same. Its round
  // still tied on discard totals is won by all of them (l.49), where BGA's
  // is won by nobody (l.48): those scenarios, and only those, differ.
  const auto o = errata("run " + kSource + "/scenarios/love-letter-bga" + kMine + " --as love-letter-bga=love-letter-bga-en");
  EXPECT_EQ(o.code, 1) << o.text;
  size_t differ = 0;
  for (size_t at = o.text.find(": differs: "); at != std::string::npos; at = o.text.find(": differs: ", at + 1), ++differ)
    EXPECT_NE(o.text.substr(at, o.text.find('\n', at) - at).find("expected round_winners = [], got [Ana, Bo]"), std::string::npos)
        << o.text.substr(at, o.text.find('\n', at) - at);
  EXPECT_GT(differ, 0u);
  EXPECT_TRUE(has(o, " " + std::to_string(differ) + " differ, 0 not applicable\n")) << o.text;
  EXPECT_FALSE(has(o, "\n0 same")) << o.text;
}

TEST_F(RunAs, BadAsIsALocatedError) {
  const std::string f = write("p.yaml", kPriest);
  for (const std::string as : {"love-letter-2019", "love-letter-2019=love-letter-2019", "love-letter-2019=loser",
                               "love-letter-2091=love-letter-bga"}) {
    const auto o = errata("run " + f + " --as " + as);
    EXPECT_EQ(o.code, 2) << as << "\n" << o.text;
    EXPECT_TRUE(has(o, "--as: ")) << o.text;
  }
  EXPECT_TRUE(has(errata("run " + f + " --as love-letter-2091=love-letter-bga"), "did you mean 'love-letter-2019'"));
}

// A run that executes no scenario at all is bad input, never a green 0.
TEST_F(RunAs, ARunThatRunsNothingIsExitTwo) {
  const std::string f = write("spy.yaml", test::replaced(kSpy, "editions: [love-letter-2019]\n", ""));
  const auto o = errata("run " + f + " --edition love-letter-bga");
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_TRUE(has(o, "error: nothing ran: 1 skipped, the first because " + f + ":1:1: [love-letter-bga] love-letter-bga's deck holds no spy"))
      << o.text;
}

}  // namespace
}  // namespace errata
