// `errata run` picks the editions a scenario runs under, and refuses what
// would otherwise be accepted silently (issue 15, "Wrong answers").
#include <gtest/gtest.h>

#include "cli_fixture.h"

namespace errata {
namespace {

using test::Cli;
using test::errata;
using test::has;

// Cards every Love Letter edition has (the eight of the 1st edition), three at the table.
const char* kThreePlayers = R"(name: three at the table
game: love-letter
setup: {players: [Ana, Bo, Cy], hands: {Ana: guard, Bo: priest, Cy: baron}, deck: [baron, handmaid, king, prince]}
steps:
  - {turn: Ana, play: guard, target: Bo, guess: priest}
expect: {eliminated: [Bo]}
)";

std::string named(const std::string& edition) {
  std::string s = kThreePlayers;
  s = test::replaced(s, "game: love-letter\n", "game: love-letter\neditions: [" + edition + "]\n");
  return s;
}

TEST_F(Cli, EditionSelectsTheScenariosNamingItAndSaysHowManyItSkipped) {
  write("a.yaml", named("love-letter-2019"));
  write("b.yaml", named("princesse-princesse"));
  write("c.yaml", kThreePlayers);  // names none: runs under any edition of its game seating 3
  auto o = errata("run -v --edition love-letter-2019 " + dir.string());
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_TRUE(has(o, "2 passed, 0 failed, 1 skipped")) << o.text;
  EXPECT_TRUE(has(o, "b.yaml:1:1: skipped: [love-letter-2019] three at the table: it names princesse-princesse")) << o.text;
  EXPECT_FALSE(has(o, "[princesse-princesse]")) << o.text;
}

TEST_F(Cli, TheBundledScenariosPassUnderOneEditionSelected) {
  auto o = errata("run --edition love-letter-2019 " + std::string(ERRATA_SOURCE_DIR) + "/scenarios");
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_TRUE(has(o, " skipped (-v says why)")) << o.text;
}

TEST_F(Cli, WithoutEditionsAScenarioRunsWhereThePlayerRangeFits) {
  // love-letter-bga-premium is for 5 to 8 players (its rulebook): a 3-player
  // scenario naming no edition is skipped there, not failed.
  auto o = errata("run " + write("a.yaml", kThreePlayers));
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_TRUE(has(o, " skipped (-v says why)")) << o.text;
  auto v = errata("run -v " + write("a.yaml", kThreePlayers));
  EXPECT_TRUE(has(v, "skipped: [love-letter-bga-premium] three at the table: love-letter-bga-premium is for 5 to 8 "
                     "players; the setup seats 3")) << v.text;
  EXPECT_TRUE(has(v, "passed: [love-letter-2019]")) << v.text;
  // --edition on an edition whose range does not fit: skipped, with that
  // reason; and as nothing ran at all, exit 2, never a green 0 (issue 22).
  auto p = errata("run -v --edition love-letter-bga-premium " + write("a.yaml", kThreePlayers));
  EXPECT_EQ(p.code, 2) << p.text;
  EXPECT_TRUE(has(p, "0 passed, 0 failed, 1 skipped")) << p.text;
  EXPECT_TRUE(has(p, "error: nothing ran: 1 skipped, the first because")) << p.text;
}

TEST_F(Cli, SecretMoonAndLoserIdsAreKnownEverywhere) {
  const std::string src = ERRATA_SOURCE_DIR;
  auto sm = errata("run --edition secret-moon " + src + "/scenarios/secret-moon " + write("a.yaml", kThreePlayers));
  EXPECT_EQ(sm.code, 0) << sm.text;
  EXPECT_FALSE(has(sm, "unknown edition")) << sm.text;
  EXPECT_TRUE(has(sm, "1 skipped")) << sm.text;  // the Love Letter scenario
  auto loser = errata("run --edition loser " + src + "/scenarios/loser");
  EXPECT_EQ(loser.code, 0) << loser.text;

  // Secret Moon is played by 5 to 8 (l.27, « de 5 à 8 joueurs »).
  auto sim = errata("simulate --edition secret-moon --players 4");
  EXPECT_EQ(sim.code, 2);
  EXPECT_TRUE(has(sim, "secret-moon is for 5 to 8 players, not 4")) << sim.text;
  auto mutate = errata("mutate secret-moon");
  EXPECT_EQ(mutate.code, 0) << mutate.text;
  EXPECT_TRUE(has(mutate, "## secret-moon")) << mutate.text;
  auto pair = errata("props --pair secret-moon,loser");
  EXPECT_EQ(pair.code, 2);
  EXPECT_TRUE(has(pair, "'secret-moon' is a Secret Moon edition and 'loser' a Loser edition")) << pair.text;
  auto diff = errata("diff loser loser");
  EXPECT_EQ(diff.code, 2);
  EXPECT_TRUE(has(diff, "Loser has one edition (loser)")) << diff.text;
  auto typo = errata("diff secret-mon love-letter-2019");
  EXPECT_EQ(typo.code, 2);
  EXPECT_TRUE(has(typo, "did you mean 'secret-moon'")) << typo.text;
}

TEST_F(Cli, AnExpectForAnEditionNotRunIsAnError) {
  std::string s = named("love-letter-2019");
  s = test::replaced(s, "expect: {eliminated: [Bo]}", "expect:\n  - {eliminated: [Bo]}\n  - {editions: [princesse-princesse], eliminated: []}\n");
  auto o = errata("run " + write("a.yaml", s));
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_TRUE(has(o, "a.yaml:9:17: error: expect.editions: this scenario does not run under princesse-princesse")) << o.text;
}

TEST_F(Cli, ScenariosThatCheckNothingAreErrors) {
  std::string empty = kThreePlayers;
  empty = test::replaced(empty, "expect: {eliminated: [Bo]}", "expect: {}");
  auto e = errata("run " + write("a.yaml", empty));
  EXPECT_EQ(e.code, 2) << e.text;
  EXPECT_TRUE(has(e, "a.yaml:6:9: error: this expect checks nothing")) << e.text;
  std::string bare = kThreePlayers;
  bare = bare.substr(0, bare.find("steps:"));
  auto b = errata("run " + write("b.yaml", bare));
  EXPECT_EQ(b.code, 2) << b.text;
  EXPECT_TRUE(has(b, "b.yaml:1:1: error: this scenario checks nothing")) << b.text;
}

TEST_F(Cli, AnEditionListedTwiceIsAnError) {
  auto o = errata("run " + write("a.yaml", named("love-letter-2019, love-letter-2019")));
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_TRUE(has(o, "a.yaml:3:30: error: editions: 'love-letter-2019' is listed twice")) << o.text;
}

TEST_F(Cli, AFileGivenTwiceRunsOnce) {
  const std::string f = write("a.yaml", named("love-letter-2019"));
  auto o = errata("run " + f + " " + f + " " + dir.string());
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_TRUE(has(o, "this file is given twice; it is run once")) << o.text;
  EXPECT_TRUE(has(o, "1 file, 1 scenario run\n")) << o.text;
}

TEST_F(Cli, AFolderWithNoScenarioIsBadInput) {
  write("notes.txt", "not a scenario\n");
  auto o = errata("run " + dir.string());
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_TRUE(has(o, "no scenario found")) << o.text;
}

TEST_F(Cli, NegativeCountsAreBadInput) {
  std::string s = kThreePlayers;
  s = test::replaced(s, "expect: {eliminated: [Bo]}", "expect: {deck_size: -1}");
  auto o = errata("run " + write("a.yaml", s));
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_TRUE(has(o, "a.yaml:6:21: error: expect.deck_size: expected a number from 0 up, got -1")) << o.text;
}

// A setup no real play reaches (model/love_letter/reachability.h): Bo is
// protected without having played the Handmaid. A warning at the key, an
// error under --strict.
TEST_F(Cli, AnUnreachableSetupIsAWarningAndUnderStrictAnError) {
  std::string s = test::replaced(named("love-letter-2019"), "deck: [baron, handmaid, king, prince]}",
                                 "deck: [baron, handmaid, king, prince],\n        protected: [Bo]}");
  s = test::replaced(s, "guess: priest}", "guess: priest, expect: {error: target-protected}}");
  s = test::replaced(s, "expect: {eliminated: [Bo]}", "expect: {eliminated: []}");
  const std::string f = write("a.yaml", s);
  auto o = errata("run " + f);
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_TRUE(has(o, "a.yaml:5:20: warning: [love-letter-2019] no real play reaches this setup: it breaks "
                     "protected-played-handmaid (handmaid.protect)")) << o.text;
  auto strict = errata("run --strict " + f);
  EXPECT_EQ(strict.code, 2) << strict.text;
  EXPECT_TRUE(has(strict, "a.yaml:5:20: error: [love-letter-2019] no real play reaches this setup")) << strict.text;
}

}  // namespace
}  // namespace errata
