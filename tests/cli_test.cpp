// The errata command as a user runs it: exit codes, compiler-style lines,
// the summary line, JUnit files, explain and editions.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include "cli_fixture.h"

namespace errata {
namespace {

namespace fs = std::filesystem;

using test::Output;
using test::errata;

using test::Cli;

const char* kPass = R"(name: a right Guard guess takes Bo out
game: love-letter
editions: [love-letter-2019]
setup: {players: [Ana, Bo], hands: {Ana: guard, Bo: priest}, deck: [baron, spy]}
steps:
  - {turn: Ana, play: guard, target: Bo, guess: priest}
expect: {eliminated: [Bo], round_winners: [Ana]}
)";

TEST_F(Cli, AllGoodExitsZeroWithTheSummary) {
  auto o = errata("run " + write("a.yaml", kPass));
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_NE(o.text.find("\n1 passed, 0 failed\n"), std::string::npos) << o.text;
}

TEST_F(Cli, AFailedExpectationExitsOneInCompilerStyle) {
  std::string text = kPass;
  text.replace(text.find("round_winners: [Ana]"), 20, "round_winners: [Bo]");
  const std::string f = write("b.yaml", text);
  auto o = errata("run " + f);
  EXPECT_EQ(o.code, 1) << o.text;
  EXPECT_NE(o.text.find(f + ":7:"), std::string::npos) << o.text;
  EXPECT_NE(o.text.find(": error: [love-letter-2019] expected round_winners = [Bo], got [Ana]"), std::string::npos) << o.text;
  EXPECT_NE(o.text.find("0 passed, 1 failed"), std::string::npos) << o.text;
}

TEST_F(Cli, BadInputExitsTwoWithItsLocation) {
  std::string text = kPass;
  text.replace(text.find("guess: priest"), 13, "guess: preist");
  const std::string f = write("c.yaml", text);
  auto o = errata("run " + f);
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_NE(o.text.find(f + ":6:"), std::string::npos) << o.text;
  EXPECT_NE(o.text.find("did you mean 'priest'"), std::string::npos) << o.text;
  auto yaml = errata("run " + write("d.yaml", "name: [unclosed\n"));
  EXPECT_EQ(yaml.code, 2) << yaml.text;
  EXPECT_NE(yaml.text.find("malformed YAML"), std::string::npos);
  EXPECT_EQ(errata("run " + (dir / "missing.yaml").string()).code, 2);
}

TEST_F(Cli, UnknownEditionIsAnErrorWithASuggestion) {
  auto o = errata("run --edition love-letter-2018 " + write("e.yaml", kPass));
  EXPECT_EQ(o.code, 2);
  EXPECT_NE(o.text.find("did you mean 'love-letter-2019'"), std::string::npos) << o.text;
  std::string text = kPass;
  text.replace(text.find("editions: [love-letter-2019]"), 28, "editions: [love-leter-2019]");
  auto named = errata("run " + write("f.yaml", text));
  EXPECT_EQ(named.code, 2);
  EXPECT_NE(named.text.find("unknown edition 'love-leter-2019'"), std::string::npos) << named.text;
  // --edition selects among the ids a scenario names: a misspelt one is still bad input.
  auto selected = errata("run --edition love-letter-2019 " + write("g.yaml", text));
  EXPECT_EQ(selected.code, 2);
  EXPECT_NE(selected.text.find("g.yaml:3:"), std::string::npos) << selected.text;
}

TEST_F(Cli, JUnitReportIsWrittenWhole) {
  const std::string report = (dir / "out" / "junit.xml").string();
  std::string failing = kPass;
  failing.replace(failing.find("round_winners: [Ana]"), 20, "round_winners: []");
  auto o = errata("run --junit " + report + " " + write("h.yaml", std::string(kPass) + "---\n" + failing));
  EXPECT_EQ(o.code, 1) << o.text;
  std::ifstream in(report);
  std::stringstream ss;
  ss << in.rdbuf();
  const std::string xml = ss.str();
  EXPECT_NE(xml.find("<testsuites name=\"errata\" tests=\"2\" failures=\"1\" errors=\"0\" time=\""), std::string::npos) << xml;
  EXPECT_NE(xml.find("<failure message=\"expected round_winners = [], got [Ana]\">"), std::string::npos) << xml;
  EXPECT_NE(xml.rfind("</testsuites>\n"), std::string::npos);
  for (const auto& entry : fs::directory_iterator(dir / "out")) EXPECT_EQ(entry.path().filename(), "junit.xml");
}

TEST_F(Cli, ExplainCitesTheRuleTextOfEachDecision) {
  auto o = errata("explain -v " + write("i.yaml", kPass));
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_NE(o.text.find("[guard.guess]"), std::string::npos) << o.text;
  EXPECT_NE(o.text.find("Si le joueur choisi a cette carte en main, il quitte la manche."), std::string::npos);
  EXPECT_NE(o.text.find("love-letter-2019.fr.md:143"), std::string::npos);
  EXPECT_NE(o.text.find("Ana draws Baron"), std::string::npos);
  // The setup depends on the reading of the deck's size: explain -v shows it.
  EXPECT_NE(o.text.find("reading composition.total"), std::string::npos);
}

TEST_F(Cli, EditionsListsTheCardTable) {
  auto o = errata("editions");
  EXPECT_EQ(o.code, 0);
  EXPECT_NE(o.text.find("love-letter-2019"), std::string::npos);
  EXPECT_NE(o.text.find("love-letter-2019.fr.md"), std::string::npos);
  EXPECT_NE(o.text.find("Espionne"), std::string::npos);
  EXPECT_NE(o.text.find("5 (model: 6)"), std::string::npos) << o.text;
}

TEST_F(Cli, CardsPrintsTheTranslationTable) {
  auto md = errata("cards --format md");
  EXPECT_EQ(md.code, 0);
  EXPECT_NE(md.text.find("| `princess` | Princesse (9, ×1) | Princesse (9, ×1) | Princesse Annette (8, copies not stated, model 1) |"),
            std::string::npos) << md.text;
  auto json = errata("cards --format json");
  EXPECT_EQ(json.code, 0);
  EXPECT_NE(json.text.find("\"love-letter-bga\": {\"name\": \"Garde Odette\", \"value\": 1, \"count\": 5"), std::string::npos)
      << json.text;
  EXPECT_EQ(errata("cards --format html").code, 2);
}

TEST_F(Cli, ExplainSaysWhichOutcomesHingeOnWhichReading) {
  const std::string f = write("k.yaml", R"(name: a Prince makes Bo discard the Princess
game: love-letter
editions: [love-letter-2019]
setup: {players: [Ana, Bo], hands: {Ana: prince, Bo: princess}, deck: [guard, priest, baron]}
steps:
  - {turn: Ana, play: prince, target: Bo}
expect: {discards: {Bo: [princess]}, deck: [priest, baron]}
)");
  auto o = errata("explain " + f);
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_NE(o.text.find("hinges on reading prince.princess: under 'draws-then-leaves' it fails"), std::string::npos)
      << o.text;
}

// A publisher's own printing: an edition file from anywhere, starting from a bundled one.
TEST_F(Cli, AUsersEditionFileLoadsWithoutRebuilding) {
  write("my.fr.md", "Ma règle\nIl faut 2 pions pour gagner à deux joueurs.\n");
  const std::string ed = write("my.yaml", R"(id: my-printing
base: love-letter-2019
rulebook: my.fr.md
tokens_to_win:
  clause: my.tokens
  table: {2: 2, 3: 5, 4: 4, 5: 3, 6: 3}
clauses:
  my.tokens: {line: 2, quote: "Il faut 2 pions pour gagner à deux joueurs."}
)");
  const std::string sc = write("l.yaml", R"(name: two tokens win a 2-player game of this printing
game: love-letter
editions: [my-printing]
setup: {players: [Ana, Bo], hands: {Ana: guard, Bo: priest}, deck: [baron], tokens: {Ana: 1}}
steps:
  - {turn: Ana, play: guard, target: Bo, guess: priest}
expect: {game_over: true, game_winners: [Ana]}
)");
  auto o = errata("run --edition-file " + ed + " " + sc);
  EXPECT_EQ(o.code, 0) << o.text;
  auto listed = errata("editions --edition-file " + ed);
  EXPECT_NE(listed.text.find("my-printing"), std::string::npos);
  write("bad.yaml", "id: bad\nbase: love-letter-2019\nclauses:\n  x: {line: 2, quote: \"absent\"}\n");
  auto bad = errata("editions --edition-file " + (dir / "bad.yaml").string());
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.text.find("bad.yaml:4:"), std::string::npos) << bad.text;
}

// Board Game Arena's protection is a reading (line 18 against lines 36-38).
// Under effects-ignored a Prince may choose the one protected opponent and is
// wasted, yet once every opponent is protected it may not (line 38): the
// non-monotone Prince. Under cannot-be-chosen, the model's default, the
// first play is refused.
TEST_F(Cli, BgaProtectionIsAReading) {
  const std::string f = write("p.yaml", R"(name: with one of two opponents protected, the Prince may choose him and does nothing
game: love-letter
editions: [love-letter-bga]
setup: {players: [Ana, Bo, Cy], hands: {Ana: prince, Bo: princess, Cy: priest}, discards: {Bo: [handmaid]}, protected: [Bo], deck: [guard, baron]}
steps:
  - {turn: Ana, play: prince, target: Bo}
expect: {hands: {Ana: guard, Bo: princess, Cy: priest}, eliminated: [], discards: {Ana: [prince], Bo: [handmaid], Cy: []}, deck: [baron]}
---
name: with his only opponent protected, the Prince must choose his own player
game: love-letter
editions: [love-letter-bga]
setup: {players: [Ana, Bo], hands: {Ana: prince, Bo: princess}, discards: {Bo: [handmaid]}, protected: [Bo], deck: [guard, baron, king]}
steps:
  - {turn: Ana, play: prince, target: Bo, expect: {error: target-protected}}
  - {turn: Ana, play: prince, target: Ana}
expect: {hands: {Ana: baron, Bo: princess}, discards: {Ana: [prince, guard], Bo: [handmaid]}, deck: [king]}
)");
  const auto ignored = errata("run --reading handmaid.protection=effects-ignored " + f);
  EXPECT_EQ(ignored.code, 0) << ignored.text;
  const auto as_read = errata("run " + f);
  EXPECT_EQ(as_read.code, 1) << as_read.text;
  EXPECT_NE(as_read.text.find("rejected with target-protected"), std::string::npos) << as_read.text;
  EXPECT_NE(as_read.text.find("1 passed, 1 failed"), std::string::npos) << as_read.text;
  // The bundled scenarios state the default; explain names the reading they hinge on.
  const auto bundled = errata("explain " + std::string(ERRATA_SOURCE_DIR) + "/scenarios/love-letter-bga/protection.yaml");
  EXPECT_EQ(bundled.code, 0) << bundled.text;
  EXPECT_NE(bundled.text.find("hinges on reading handmaid.protection: under 'effects-ignored' it fails"), std::string::npos)
      << bundled.text;
}

TEST_F(Cli, AnotherReadingChangesTheOutcome) {
  const std::string f = write("j.yaml", R"(name: six Guards fit the deck
game: love-letter
editions: [love-letter-2019]
setup: {players: [Ana, Bo], hands: {Ana: guard, Bo: guard}, deck: [guard, guard, guard, guard]}
expect: {round_over: false}
)");
  EXPECT_EQ(errata("run " + f).code, 0);
  auto o = errata("run --reading composition.total=card-by-card " + f);
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_NE(o.text.find("uses 6 Garde but love-letter-2019's deck holds 5"), std::string::npos) << o.text;
}

// errata mutate --pairs: a number of pairs drawn, or all of them.
TEST_F(Cli, MutatePairsIsANumberOrAll) {
  auto o = errata("mutate love-letter-2019 --pairs some");
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_NE(o.text.find("expected a number or 'all', got 'some'"), std::string::npos) << o.text;
}

// --reading EDITION:READING=OPTION takes the option in that edition only: the
// 2019 text's own reading, and none for an edition without it.
TEST_F(Cli, AReadingCanBeTakenInOneEdition) {
  const std::string f = write("j.yaml", R"(name: six Guards fit the deck
game: love-letter
editions: [love-letter-2019]
setup: {players: [Ana, Bo], hands: {Ana: guard, Bo: guard}, deck: [guard, guard, guard, guard]}
expect: {round_over: false}
)");
  auto o = errata("run --reading love-letter-2019:composition.total=card-by-card " + f);
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_NE(o.text.find("uses 6 Garde but love-letter-2019's deck holds 5"), std::string::npos) << o.text;
  auto other = errata("run --reading princesse-princesse:composition.total=card-by-card " + f);
  EXPECT_EQ(other.code, 2) << other.text;
  EXPECT_NE(other.text.find("edition princesse-princesse has no reading 'composition.total'"), std::string::npos) << other.text;
  auto unknown = errata("run --reading love-letter-2091:composition.total=card-by-card " + f);
  EXPECT_EQ(unknown.code, 2) << unknown.text;
  EXPECT_NE(unknown.text.find("unknown edition 'love-letter-2091'"), std::string::npos) << unknown.text;
}

}  // namespace
}  // namespace errata

namespace errata {
namespace {

TEST_F(Cli, DiffFindsTheSpyDifferenceWithAReplayedWitness) {
  const std::string out = (dir / "out").string();
  auto o = errata("diff --timeout 30000 love-letter-2019 princesse-princesse --format json --out " + out);
  EXPECT_EQ(o.code, 1) << o.text;  // divergences are errors until a baseline accepts them
  EXPECT_NE(o.text.find("\"id\": \"divergence:love-letter-2019:princesse-princesse:round-end.spy-bonus\""), std::string::npos) << o.text;
  EXPECT_NE(o.text.find("\"replayed\": true"), std::string::npos);
  EXPECT_EQ(o.text.find("\"replayed\": false, \"scenario\": \""), std::string::npos);  // every witness replayed
  const std::string witness = (dir / "out" / "witnesses" / "divergence_love-letter-2019_princesse-princesse_round-end.spy-bonus.yaml").string();
  auto replay = errata("run " + witness);  // the witness is a scenario like any other
  EXPECT_EQ(replay.code, 0) << replay.text;
  EXPECT_NE(replay.text.find("2 passed, 0 failed"), std::string::npos) << replay.text;
  EXPECT_TRUE(fs::exists(dir / "out" / "findings.json"));
  EXPECT_EQ(errata("diff love-letter-2019 love-letter-2091").code, 2);
}

TEST_F(Cli, CheckFindsTheStatedTotalsContradictionAndTheTokenShortage) {
  auto o = errata("check --timeout 30000 love-letter-2019");
  EXPECT_NE(o.text.find("contradiction [contradiction:love-letter-2019:stated-cards-11]"), std::string::npos) << o.text;
  EXPECT_NE(o.text.find("resource-shortage [resource-shortage:love-letter-2019:favor-tokens]"), std::string::npos) << o.text;
  EXPECT_NE(o.text.find("ambiguity [ambiguity:love-letter-2019:composition.total=card-by-card]"), std::string::npos) << o.text;
}

// One root cause, one finding: BGA's protection read as "effects ignored"
// (l.18, l.36-38) lets every card that chooses another player (l.15-19: Guard,
// Priest, Baron, Prince, King) be played on a protected one. That is one
// ambiguity listing the five plays, not five findings.
TEST_F(Cli, AReadingsOptionIsOneFindingThatListsEveryDecisionItChanges) {
  auto o = errata("check love-letter-bga");
  const std::string id = "[ambiguity:love-letter-bga:handmaid.protection=effects-ignored]";
  const auto at = o.text.find(id);
  ASSERT_NE(at, std::string::npos) << o.text;
  EXPECT_EQ(o.text.find(id, at + 1), std::string::npos) << "reported twice";
  EXPECT_EQ(o.text.find("handmaid.protection=effects-ignored:play."), std::string::npos) << "a decision reported on its own";
  const std::string finding = o.text.substr(at, o.text.find("\nwarning:", at) - at);
  for (const char* card : {"guard", "priest", "baron", "prince", "king"})
    EXPECT_NE(finding.find(std::string("\n    - play.") + card + ": "), std::string::npos) << card << "\n" << finding;
  EXPECT_NE(finding.find("5 decisions come out otherwise"), std::string::npos) << finding;
  EXPECT_NE(finding.find("witness, replayed by the models"), std::string::npos) << finding;
}

TEST_F(Cli, ABaselineAcceptsKnownFindingsAndOutputIsDeterministic) {
  const std::string base = write("baseline.yaml", "accepted:\n"
                                                  "  - {id: \"divergence:love-letter-2019:princesse-princesse:round-end.spy-bonus\", reason: \"l.119 vs l.149\"}\n"
                                                  "  - {id: \"divergence:love-letter-2019:princesse-princesse:round-end.pair-bonus\", reason: \"l.88\"}\n");
  auto a = errata("diff --timeout 30000 love-letter-2019 princesse-princesse --format json --baseline " + base);
  auto b = errata("diff --timeout 30000 love-letter-2019 princesse-princesse --format json --baseline " + base);
  EXPECT_EQ(a.code, 0) << a.text;
  EXPECT_EQ(a.text, b.text);
  auto bad = errata("diff --timeout 30000 love-letter-2019 princesse-princesse --baseline " + write("bad.yaml", "accepted:\n  - {idd: x}\n"));
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.text.find("bad.yaml:2:"), std::string::npos) << bad.text;
}

// simulate: the JSON totals agree with the table and with each other.
TEST_F(Cli, SimulateReportsTotalsAndTheSameSeedGivesTheSameStatistics) {
  const auto a = errata("simulate --edition love-letter-2019 --players 4 --games 200 --seed 5 --format json");
  const auto b = errata("simulate --edition love-letter-2019 --players 4 --games 200 --seed 5 --format json");
  ASSERT_EQ(a.code, 0) << a.text;
  EXPECT_EQ(a.text, b.text);
  EXPECT_NE(a.text.find("\"games\": 200,"), std::string::npos) << a.text;
  EXPECT_NE(a.text.find("\"rounds\": "), std::string::npos);
  EXPECT_NE(a.text.find("\"turns\": "), std::string::npos);
  EXPECT_NE(a.text.find("\"round.highest-wins\""), std::string::npos);
  const auto table = errata("simulate --edition love-letter-2019 --players 4 --games 200 --seed 5");
  EXPECT_NE(table.text.find("200 games"), std::string::npos) << table.text;
  EXPECT_EQ(errata("simulate --edition love-letter-2019 --players 9 --games 1").code, 2);
  EXPECT_EQ(errata("simulate --edition love-leter-2019 --players 2 --games 1").code, 2);
}

// props: prints its seed, runs clean on the bundled editions, names bad pairs.
TEST_F(Cli, PropsPrintsTheSeedAndRunsClean) {
  const auto o = errata("props --runs 150 --seed 3 --out " + dir.string());
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_NE(o.text.find("seed: 3"), std::string::npos);
  EXPECT_NE(o.text.find("ok love-letter-2019 vs love-letter-bga"), std::string::npos) << o.text;
  EXPECT_NE(o.text.find("0 failures"), std::string::npos);
  // Every divergence example written under --out is a scenario that passes.
  int files = 0;
  for (const auto& e : fs::directory_iterator(dir)) {
    ++files;
    const auto r = errata("run " + e.path().string());
    EXPECT_EQ(r.code, 0) << e.path() << r.text;
  }
  EXPECT_GT(files, 3);
  EXPECT_EQ(errata("props --pair love-letter-2019,secret-moon --runs 5").code, 2);
  EXPECT_EQ(errata("props --pair love-letter-2019 --runs 5").code, 2);
}

// --reading reaches Secret Moon's readings too: the markers scenario holds
// under the reading taken and fails under the other; a misspelt reading or
// option is bad input.
TEST_F(Cli, ReadingsOfTheOtherGamesCanBeChosen) {
  const std::string file = std::string(ERRATA_SOURCE_DIR) + "/scenarios/secret-moon/markers.yaml";
  EXPECT_EQ(errata("run " + file).code, 0);
  const auto other = errata("run " + file + " --reading markers.repeat=once-per-player");
  EXPECT_EQ(other.code, 1) << other.text;
  EXPECT_NE(other.text.find("markers_lacking"), std::string::npos) << other.text;
  const auto typo = errata("run " + file + " --reading markers.repeet=once-per-player");
  EXPECT_EQ(typo.code, 2);
  EXPECT_NE(typo.text.find("did you mean 'markers.repeat'"), std::string::npos) << typo.text;
  EXPECT_EQ(errata("run " + file + " --reading markers.repeat=twice").code, 2);
}

// errata explain re-runs a Secret Moon scenario under every other option of
// each of its readings, through the Game: the Priest's Minister marker
// (l.115) hinges on inquire.marker, a second answer's marker on
// markers.repeat.
TEST_F(Cli, ExplainSaysWhichSecretMoonOutcomesHingeOnWhichReading) {
  const std::string folder = std::string(ERRATA_SOURCE_DIR) + "/scenarios/secret-moon/";
  const auto inquire = errata("explain " + folder + "inquire.yaml");
  EXPECT_EQ(inquire.code, 0) << inquire.text;
  EXPECT_NE(inquire.text.find("hinges on reading inquire.marker: under 'character-team' it fails"), std::string::npos)
      << inquire.text;
  const auto markers = errata("explain " + folder + "markers.yaml");
  EXPECT_EQ(markers.code, 0) << markers.text;
  EXPECT_NE(markers.text.find("hinges on reading markers.repeat: under 'once-per-player' it fails"), std::string::npos)
      << markers.text;
  // Read the other way, the scenario fails, and its outcome under the reading
  // the model takes is what explain reports as the hinge.
  const auto other = errata("explain " + folder + "markers.yaml --reading markers.repeat=once-per-player");
  EXPECT_EQ(other.code, 1) << other.text;
  EXPECT_NE(other.text.find("hinges on reading markers.repeat: under 'each-answer' it passes"), std::string::npos)
      << other.text;
}

}  // namespace
}  // namespace errata
