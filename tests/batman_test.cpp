// Real cards (issue 41): Love Letter: Batman and two cards of the house,
// written as data in edition files (tests/editions/) that cite rules texts of
// the errata project's own words. Their scenarios pass (each expectation taken
// from the text it cites), and `errata diff` of the Batman edition against
// the classic 2019 edition finds exactly the differences its text implies,
// each with a game witness that replays.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <map>
#include <set>
#include <string>

#include "cli_fixture.h"
#include "json_reader.h"

namespace errata {
namespace {

namespace fs = std::filesystem;
using test::Cli;
using test::errata;
using test::has;
using test::json_file;
using test::Output;

const std::string kEditions = std::string(ERRATA_SOURCE_DIR) + "/tests/editions/";
const std::string kBatman = kEditions + "batman/batman.yaml";
const std::string kOwnCards = kEditions + "own-cards/own-cards.yaml";
// The 16-card edition Batman reskins: love-letter-2019's "version classique".
const std::string kClassic = "love-letter-2019-classic";

// The scenarios of a folder, counted from its files: one per YAML document
// (each names one edition, so one run each).
int scenarios_in(const std::string& folder) {
  int n = 0;
  for (const auto& f : fs::directory_iterator(folder))
    for (const auto& doc : YAML::LoadAllFromFile(f.path().string())) n += doc["name"] ? 1 : 0;
  return n;
}

void expect_all_pass(const std::string& edition_file, const std::string& folder) {
  const int n = scenarios_in(folder);
  ASSERT_GT(n, 0);
  // --strict: every setup is one real play reaches under the edition's own
  // cards (a protection from La Messagère, a token from Batman).
  const Output o = errata("run --strict --edition-file " + edition_file + " " + folder);
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_TRUE(has(o, std::to_string(n) + " passed, 0 failed")) << o.text;
}

TEST(RealCards, BatmanScenariosPass) { expect_all_pass(kBatman, kEditions + "batman/scenarios"); }

TEST(RealCards, HouseCardsScenariosPass) { expect_all_pass(kOwnCards, kEditions + "own-cards/scenarios"); }

// errata's own engine, given the edition file, answers errata conform on an
// edition whose cards are data: every Batman scenario conforms.
TEST_F(Cli, ErrataEngineConformsOnTheBatmanEdition) {
  const std::string folder = kEditions + "batman/scenarios";
  const int n = scenarios_in(folder);
  ASSERT_GT(n, 0);
  const Output o = errata("conform " + folder + " --engine \"'" + std::string(ERRATA_BINARY) + "' engine --edition-file " + kBatman +
                          "\" --edition-file " + kBatman);
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_TRUE(has(o, std::to_string(n) + " runs, " + std::to_string(n) + " conform, 0 deviate")) << o.text;
}

// The divergences a diff reports (any severity), by decision: the finding id
// "divergence:A:B:DECISION" less its prefix.
std::map<std::string, nlohmann::json> divergences(const fs::path& out, const std::string& a, const std::string& b) {
  std::map<std::string, nlohmann::json> found;
  const std::string prefix = "divergence:" + a + ":" + b + ":";
  const auto findings = json_file(out / "findings.json");
  for (const auto& f : findings.at("findings")) {
    const std::string id = f.at("id").get<std::string>();
    if (f.at("kind").get<std::string>() == "divergence" && id.rfind(prefix, 0) == 0) found.emplace(id.substr(prefix.size()), f);
  }
  return found;
}

// The last step's expectation restricted to `edition` in a witness scenario.
YAML::Node outcome_under(const std::string& witness, const std::string& edition) {
  const YAML::Node steps = YAML::LoadFile(witness)["steps"];
  for (const auto& e : steps[steps.size() - 1]["expect"])
    for (const auto& ed : e["editions"])
      if (ed.as<std::string>() == edition) return static_cast<const YAML::Node&>(e);
  ADD_FAILURE() << witness << " has no expectation for " << edition;
  return {};
}

// rules.md against love-letter-2019.fr.md's classic version (lines 161-171),
// card by card and rule by rule:
// - the same cards, copies and effects under other names; the values differ
//   (Two-Face 6, Harley Quinn 7, The Joker 8 where the King, Countess and
//   Princess are 7, 8, 9) but keep their order, and no card of either deck
//   names a value: no decision can tell them apart;
// - Batman (lines 41-42) is the Guard (line 143 of the 2019 text) plus a token
//   at once for a villain named rightly: the play of the Guard differs
//   (play.guard), in the tokens it hands out;
// - seven tokens at every count (line 70) against 6, 5 and 4: whether the
//   game ends at a round's end differs (game-end), at 2, 3 and 4 players;
// - the end with the round in which a player reached seven (line 71) and the
//   most tokens winning (line 72): in the classic game only a round's end
//   hands out tokens, so after any play both editions judge alike the end of
//   the turn is decided alike (game-end.timing); the mid-round seventh token
//   is the play's own difference, and who wins at a round's end is part of
//   game-end.
// Nothing else: the setup, showdown, ties, Robin's protection, Poison Ivy and
// Harley Quinn read as the classic text does. (A Guard naming the Spy, a card
// of the 2019 text that Batman's lacks, is refused by both, with different
// codes: an info finding, not a difference of rule.)
const std::set<std::string> kBatmanDiffers{"play.guard", "game-end"};

// The rule differences (error divergences) of `diff A B`.
std::set<std::string> rule_differences(const std::map<std::string, nlohmann::json>& found) {
  std::set<std::string> out;
  for (const auto& [decision, f] : found)
    if (f.at("severity").get<std::string>() == "error") out.insert(decision);
  return out;
}

// The rule differences the texts imply (kBatmanDiffers), each found, none
// other, and each replays as a game under both editions.
TEST_F(Cli, BatmanAgainstTheClassicEditionDiffersWhereItsTextDoes) {
  const fs::path out = dir / "out";
  const Output o = errata("diff " + kClassic + " batman --edition-file " + kBatman + " --out " + out.string());
  ASSERT_EQ(o.code, 1) << o.text;
  const auto found = divergences(out, kClassic, "batman");
  const auto differs = rule_differences(found);
  ASSERT_EQ(differs, kBatmanDiffers) << o.text;
  for (const auto& decision : differs) EXPECT_TRUE(found.at(decision).at("witness").at("replayed").get<bool>()) << decision;

  // The game-end witness's round ends the classic game and not Batman's.
  const std::string end = found.at("game-end").at("witness").at("path").get<std::string>();
  EXPECT_TRUE(outcome_under(end, kClassic)["game_over"].as<bool>());
  EXPECT_FALSE(outcome_under(end, "batman")["game_over"].as<bool>());

  // Every witness is a game both editions play: each replays under each.
  const Output replay = errata("run --edition-file " + kBatman + " " + (out / "witnesses").string());
  EXPECT_EQ(replay.code, 0) << replay.text;
  EXPECT_TRUE(has(replay, " 0 failed")) << replay.text;
}

// The play.guard difference on a game both editions play (role ids name the
// same cards in both): Ana's Guard, Batman, names the Baron, Bane, that Bo
// holds. Bo leaves under both (2019 text line 143; rules.md line 41); only
// Batman's player takes a token (line 42: Bane is a villain, line 17).
TEST_F(Cli, BatmanPlaysWhereTheGuardDoesAndTakesAVillainsToken) {
  const std::string game = R"(name: a Guard names the Baron its target holds
game: love-letter
editions: [love-letter-2019-classic, batman]
clauses: [guard.guess]
setup:
  players: [Ana, Bo, Cy]
  hands: {Ana: [guard, priest], Bo: baron, Cy: handmaid}
  deck: [guard, prince]
steps:
  - turn: Ana
    play: guard
    target: Bo
    guess: baron
expect:
  - {eliminated: [Bo], round_over: false}
  - {editions: [love-letter-2019-classic], tokens: {Ana: 0, Bo: 0, Cy: 0}}
  - {editions: [batman], tokens: {Ana: 1, Bo: 0, Cy: 0}}
)";
  const Output o = errata("run --edition-file " + kBatman + " " + write("guard.yaml", game));
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_TRUE(has(o, "2 passed, 0 failed")) << o.text;
}

// Seven tokens at each player count (line 70), against the classic table
// (2019 text lines 76-80): the same two editions seated at 3 and at 4 only
// differ on the game's end there too, with a witness at that count.
TEST_F(Cli, BatmanPlaysToSevenAtEveryCount) {
  for (const int n : {3, 4}) {
    const std::string seats = "{ min: " + std::to_string(n) + ", max: " + std::to_string(n);
    const std::string files =
        " --edition-file " + kBatman + " --edition-file " +
        write("b.yaml", "id: batman-at\nbase: batman\nplayers: " + seats + ", clause: players.count }\n") +
        " --edition-file " + write("c.yaml", "id: classic-at\nbase: " + kClassic + "\nplayers: " + seats + ", clause: classic.players }\n");
    const Output o = errata("diff classic-at batman-at" + files + " --out " + (dir / "out").string());
    ASSERT_EQ(o.code, 1) << o.text;
    const auto found = divergences(dir / "out", "classic-at", "batman-at");
    ASSERT_TRUE(found.count("game-end")) << o.text;
    EXPECT_TRUE(has(o, "At the end of a round with " + std::to_string(n) + " players")) << o.text;
    EXPECT_TRUE(found.at("game-end").at("witness").at("replayed").get<bool>());
  }
}

// The text never says who wins when several players share the most tokens
// (line 72): the edition's reading game.winners is the gap `check` reports.
TEST(RealCards, BatmanCheckReportsTheTieAmongTheLeaders) {
  const Output o = errata("check batman --edition-file " + kBatman);
  EXPECT_TRUE(has(o, "warning: underspecified [underspecified:batman:reading-game.winners]")) << o.text;
  EXPECT_TRUE(has(o, "rules.md:72")) << o.text;
}

}  // namespace
}  // namespace errata
