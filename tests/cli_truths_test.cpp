// What people read tells the truth at a glance (issue 23, items 4-8): an
// edition lacking a card is skipped, not refused; explain answers (the final
// state, a verdict across editions, the setup folded, the terminal's width);
// a problem is said once; long commands show progress; and the smaller
// truths (names, whose turn, indentation, the clause behind a refusal,
// coverage, help, metavars, colours, times, ids, seeds, paths).
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "cli_fixture.h"
#include "json_reader.h"

namespace errata {
namespace {

namespace fs = std::filesystem;
using test::Cli;
using test::errata;
using test::has;
using test::json_file;
using test::json_of;
using test::Output;

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream ss(text);
  for (std::string l; std::getline(ss, l);) out.push_back(l);
  return out;
}

int count_of(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t p = text.find(what); p != std::string::npos; p = text.find(what, p + 1)) ++n;
  return n;
}

size_t code_points(const std::string& s) {
  size_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

// A command run on a terminal (script(1) gives it one), for at most `seconds`.
Output on_a_terminal(const std::string& args, int seconds) {
  return test::shell("timeout " + std::to_string(seconds) + " script -qec '" + std::string(ERRATA_BINARY) + " " + args +
                     "' /dev/null");
}

// l.110 (love-letter-2019): the Chancellor draws 2 cards, keeps one of the
// three and puts the two others under the deck. The classic variant puts both
// Chancellors back in the bag (l.168), and the BGA page has no Chancellor.
const char* kChancellor = R"(name: The Chancellor keeps one card of three
game: love-letter
setup: {players: [Ana, Bo], hands: {Ana: chancellor, Bo: priest}, deck: [guard, baron, king, spy]}
steps:
  - turn: Ana
    play: chancellor
    keep: baron
    bottom: [guard, king]
    expect: {hands: {Ana: baron}, deck_size: 3}
)";

TEST_F(Cli, AnEditionWithoutACardTheScenarioUsesIsSkippedInItsDecksWords) {
  const Output o = errata("run -v " + write("c.yaml", kChancellor));
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_TRUE(has(o, "love-letter-2019-classic's deck holds no Chancelier (the scenario names chancellor at ")) << o.text;
  EXPECT_TRUE(has(o, "love-letter-bga's deck holds no chancellor (the scenario names chancellor at ")) << o.text;
  EXPECT_TRUE(has(o, "2 passed, 0 failed, 3 skipped")) << o.text;  // 2019 and princesse-princesse; Premium seats 5 to 8
}

// l.143: a Guard naming the Chancellor. love-letter-2019 holds Chancellors;
// the classic variant and the BGA page refuse a card their deck lacks.
const char* kGuessChancellor = R"(name: A Guard names the Chancellor
game: love-letter
setup: {players: [Ana, Bo], hands: {Ana: guard, Bo: priest}, deck: [baron, guard, king]}
steps:
  - {turn: Ana, play: guard, target: Bo, guess: chancellor}
)";

TEST_F(Cli, ExplainEndsEachEditionWithItsStateAndAllWithAVerdict) {
  const std::string f = write("g.yaml", kGuessChancellor);
  const Output o = errata("explain " + f);
  EXPECT_EQ(count_of(o.text, "  final state (what an expect can check):\n    hands: {Ana: baron, Bo: priest}\n"), 2) << o.text;
  const auto lines = lines_of(o.text);
  std::string verdict;
  for (const auto& l : lines)
    if (l.rfind("verdict: ", 0) == 0) verdict += l + "\n";
  EXPECT_TRUE(std::regex_search(verdict, std::regex("differs? at step 1 \\(Ana plays .*\\): refused \\(")) ) << o.text;
  const Output same = errata("explain " + write("s.yaml", test::replaced(kGuessChancellor, "guess: chancellor", "guess: priest")));
  EXPECT_TRUE(has(same, "verdict: all 4 editions agree")) << same.text;
}

TEST_F(Cli, ExplainFoldsTheSetupsRuleTextUnlessVerbose) {
  const std::string f = write("g.yaml", test::replaced(kGuessChancellor, "name:", "editions: [love-letter-2019]\nname:"));
  const Output folded = errata("explain " + f), full = errata("explain -v " + f);
  EXPECT_TRUE(has(folded, "[setup.cards] every card the setup names is one of the deck's 21 cards, within its copies (-v: its rule text)"))
      << folded.text;
  EXPECT_FALSE(has(folded, "reading composition.total (lines")) << folded.text;
  EXPECT_TRUE(has(full, "reading composition.total (lines")) << full.text;
  EXPECT_LT(lines_of(folded.text).size(), lines_of(full.text).size());
}

TEST_F(Cli, ExplainSideBySideFitsTheWidth) {
  const std::string f = write("g.yaml", kGuessChancellor);
  for (int width : {100, 160}) {
    const Output o = test::shell("COLUMNS=" + std::to_string(width) + " " + ERRATA_BINARY +
                                 " explain --edition love-letter-2019 --edition love-letter-bga " + f);
    size_t widest = 0;
    for (const auto& l : lines_of(o.text)) widest = std::max(widest, code_points(l));
    EXPECT_LE(widest, static_cast<size_t>(width)) << o.text;
    EXPECT_GE(widest, static_cast<size_t>(width) - 2) << o.text;  // the columns fill it
  }
}

TEST_F(Cli, ATypoIsSaidOnceNotOncePerEdition) {
  const Output o = errata("run " + write("t.yaml", test::replaced(kGuessChancellor, "play: guard", "play: gaurd")));
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_EQ(count_of(o.text, "unknown card 'gaurd'"), 1) << o.text;
  EXPECT_TRUE(has(o, "error: [love-letter-2019, love-letter-2019-classic, love-letter-bga, princesse-princesse] unknown card 'gaurd'"))
      << o.text;
  EXPECT_TRUE(has(o, "0 passed, 0 failed, 1 skipped (-v says why), 1 error (bad input")) << o.text;
  EXPECT_TRUE(has(o, "1 file, 4 scenario runs\n")) << o.text;
}

TEST_F(Cli, VerifyAndMutateShowProgressOnATerminal) {
  // Each is stopped after a few seconds: the bar shows from the start.
  const Output verify = on_a_terminal("verify " + write("g.yaml", kGuessChancellor) + " --rlimit 1000", 6);
  EXPECT_TRUE(has(verify, "scenario files [")) << verify.text;
  const Output mutate = on_a_terminal("mutate love-letter-bga", 4);
  EXPECT_TRUE(has(mutate, "mutants [")) << mutate.text;
  // Not on a pipe.
  const Output piped = errata("run " + write("h.yaml", kGuessChancellor));
  EXPECT_FALSE(has(piped, "[#")) << piped.text;
}

TEST_F(Cli, CheckSaysEachSilentClauseOnceAndQuotesALineOnce) {
  const fs::path out = dir / "out";
  const Output o = errata("check love-letter-bga --out " + out.string());
  const auto all = json_file(out / "findings.json");
  std::map<std::string, int> underspecified;  // clause -> findings saying the text is silent on it
  for (const auto& f : all.at("findings"))
    if (f.at("kind").get<std::string>() == "underspecified")
      for (const auto& c : f.at("clauses")) ++underspecified[c.get<std::string>()];
  // The clauses love-letter-bga's edition file says it is silent on.
  const YAML::Node edition = YAML::LoadFile(std::string(ERRATA_SOURCE_DIR) + "/model/love_letter/editions/love-letter-bga.yaml");
  int silent = 0;
  for (const auto& c : edition["clauses"]) {
    if (!c.second.IsMap() || !c.second["silent"]) continue;
    ++silent;
    EXPECT_LE(underspecified[c.first.as<std::string>()], 1) << c.first.as<std::string>();
  }
  EXPECT_GT(silent, 2);
  // A rulebook line is quoted in full once; again, it is named.
  std::map<std::string, int> quoted;
  for (const auto& l : lines_of(o.text))
    if (l.find("« ") != std::string::npos && code_points(l) > 200) ++quoted[l.substr(l.find("« "))];
  for (const auto& [q, n] : quoted) EXPECT_EQ(n, 1) << q;
  EXPECT_TRUE(has(o, "quoted above)")) << o.text;
}

TEST_F(Cli, APlayerTheSetupDoesNotSeatIsNoTypoOfAnother) {
  const Output o = errata("run " + write("d.yaml", test::replaced(kGuessChancellor, "target: Bo", "target: Dan")));
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_TRUE(has(o, "unknown player 'Dan': the setup seats Ana, Bo")) << o.text;
  EXPECT_FALSE(has(o, "did you mean")) << o.text;
}

TEST_F(Cli, NotYourTurnSaysWhoseTurnItIs) {
  const Output o = errata("run " + write("n.yaml", test::replaced(kGuessChancellor, "turn: Ana, play: guard, target: Bo, guess: chancellor", "turn: Bo, play: priest, target: Ana")));
  EXPECT_EQ(o.code, 1) << o.text;
  EXPECT_TRUE(has(o, "the step was rejected with not-your-turn: it is Ana's turn, not Bo's")) << o.text;
}

TEST_F(Cli, AnOverIndentedKeyIsAnIndentationError) {
  const Output o = errata("run " + write("i.yaml", "name: x\ngame: love-letter\n  setup: {players: [Ana, Bo]}\n"));
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_TRUE(has(o, "i.yaml:3:3: error: indentation: this line is indented by 2 spaces while line 2 is indented by 0 spaces"))
      << o.text;
  EXPECT_FALSE(has(o, "illegal map value")) << o.text;
}

TEST_F(Cli, ARefusalOnAProtectedPlayerCitesTheHandmaid) {
  // l.126: until her next turn, the others cannot choose Bo; she is the only other player.
  const std::string s = test::replaced(kGuessChancellor, "deck: [baron, guard, king]}", "deck: [baron, guard, king], protected: [Bo], discards: {Bo: [handmaid]}}");
  const Output o = errata("explain " + write("p.yaml", test::replaced(s, "name:", "editions: [love-letter-2019]\nname:")));
  EXPECT_TRUE(has(o, "=> rejected: target-protected by [handmaid.protect]")) << o.text;
}

TEST_F(Cli, CoverageLeavesOutTheClausesOfCardsADeckLacks) {
  // l.165-169: the classic variant puts the Chancellors and the Spies back in the bag.
  const Output o = errata("coverage " + std::string(ERRATA_SOURCE_DIR) + "/scenarios --verbose");
  std::string uncovered;
  for (const auto& l : lines_of(o.text))
    if (l.rfind("  uncovered in love-letter-2019-classic:", 0) == 0) uncovered = l;
  ASSERT_FALSE(uncovered.empty()) << o.text;
  EXPECT_EQ(uncovered.find(" chancellor."), std::string::npos) << uncovered;
  EXPECT_EQ(uncovered.find(" spy."), std::string::npos) << uncovered;
}

TEST_F(Cli, HelpListsEveryVerbAndNamesFiles) {
  const Output help = errata("help");
  EXPECT_TRUE(has(help, "Usage: errata [OPTIONS] SUBCOMMAND")) << help.text;
  EXPECT_TRUE(has(help, "\n  completion ")) << help.text;
  EXPECT_TRUE(has(errata("--help"), "\n  completion ")) << help.text;
  const Output verify = errata("help verify");
  for (const char* option : {"--sarif FILE", "--html FILE", "--markdown FILE", "--junit FILE", "--baseline FILE"})
    EXPECT_TRUE(has(verify, option)) << option;
  EXPECT_TRUE(has(errata("help mutate"), "--out FILE"));
}

TEST_F(Cli, RunColoursOnATerminalCountsWarningsAndTimesRuns) {
  // A setup no real play reaches (Bo protected without a Handmaid played): a warning.
  const std::string s = test::replaced(kGuessChancellor, "deck: [baron, guard, king]}", "deck: [baron, guard, king], protected: [Bo]}");
  const std::string f = write("w.yaml", test::replaced(s, "name:", "editions: [love-letter-2019]\nname:"));
  const Output tty = on_a_terminal("run " + f + " --junit " + (dir / "j.xml").string(), 20);
  EXPECT_TRUE(has(tty, "\033[1;33mwarning:\033[0m")) << tty.text;
  EXPECT_TRUE(has(tty, "\033[1;31merror:\033[0m")) << tty.text;  // the Guard on protected Bo is refused
  EXPECT_TRUE(has(tty, "0 passed, 1 failed, 1 warning")) << tty.text;
  std::ifstream in(dir / "j.xml");
  std::stringstream xml;
  xml << in.rdbuf();
  std::smatch m;
  const std::string x = xml.str();
  ASSERT_TRUE(std::regex_search(x, m, std::regex("<testcase [^>]* time=\"([0-9.]+)\""))) << x;
  EXPECT_GT(std::stod(m[1]), 0.0) << x;
}

TEST_F(Cli, SimulateNamesCardsByRoleId) {
  const Output o = errata("simulate --edition princesse-princesse --players 3 --games 40 --format json");
  ASSERT_EQ(o.code, 0) << o.text;
  const auto sim = json_of(o.text, "simulate --format json");
  const auto cards = json_of(errata("cards --format json").text, "cards --format json");
  std::set<std::string> roles;  // every role id the card table lists
  for (const auto& r : cards.at("love-letter").at("roles")) roles.insert(r.at("role").get<std::string>());
  ASSERT_FALSE(roles.empty()) << errata("cards --format json").text;
  for (const auto& kv : sim.at("round_wins_by_card").items()) EXPECT_TRUE(roles.count(kv.key())) << kv.key();
}

TEST_F(Cli, PropsPrintsOneSeed) {
  const Output o = errata("props --games 10 --pair love-letter-2019,love-letter-bga --seed 7");
  EXPECT_EQ(count_of(o.text, "seed"), 2) << o.text;  // "seed: 7 (errata props --seed 7 runs the same cases)"
  EXPECT_TRUE(has(o, "seed: 7 (errata props --seed 7 ")) << o.text;
}

TEST_F(Cli, AnOutFolderWithATrailingSlashGivesCleanPaths) {
  const Output o = errata("diff love-letter-2019 princesse-princesse --out " + (dir / "out").string() + "/");
  EXPECT_TRUE(has(o, (dir / "out" / "witnesses").string() + "/")) << o.text;
  EXPECT_FALSE(has(o, "//witnesses")) << o.text;
}

}  // namespace
}  // namespace errata
