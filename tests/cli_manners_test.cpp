// The command line's manners (issue 15): --version, help, "did you mean"
// wherever an id is typed, YAML indentation in words, what a refused player
// holds, every verb's --help, and explain's readings, rules and comparisons.
#include <gtest/gtest.h>
#include <z3.h>

#include <regex>
#include <sstream>

#include "cli_fixture.h"

namespace errata {
namespace {

using test::Cli;
using test::errata;
using test::has;
using test::listed_verbs;

const char* kGuard = R"(name: a right Guard guess takes Bo out
game: love-letter
editions: [love-letter-2019]
setup: {players: [Ana, Bo], hands: {Ana: guard, Bo: priest}, deck: [baron, spy, guard]}
steps:
  - {turn: Ana, play: guard, target: Bo, guess: priest}
expect: {eliminated: [Bo], round_winners: [Ana]}
)";

TEST_F(Cli, VersionNamesTheProjectAndZ3) {
  unsigned major = 0, minor = 0, build = 0, revision = 0;
  Z3_get_version(&major, &minor, &build, &revision);
  auto o = errata("--version");
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_TRUE(has(o, std::string("errata ") + ERRATA_VERSION)) << o.text;
  EXPECT_TRUE(has(o, "Z3 " + std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(build))) << o.text;
}

TEST_F(Cli, EveryVerbsHelpHasAnExampleTheDefaultsAndTheExitCodes) {
  const auto verbs = listed_verbs();
  ASSERT_GE(verbs.size(), 9u);
  for (const auto& v : verbs) {
    for (const std::string& how : {v + " --help", "help " + v}) {
      auto o = errata(how);
      EXPECT_EQ(o.code, 0) << how;
      EXPECT_TRUE(has(o, "Example:\n  errata " + v)) << how << "\n" << o.text;
      EXPECT_TRUE(has(o, "Exit codes: 0 all good; 1 failed expectations")) << how;
    }
  }
  EXPECT_TRUE(has(errata("help simulate"), "--games,--runs INT:POSITIVE=1000")) << errata("help simulate").text;
  EXPECT_TRUE(has(errata("help run"), "--junit FILE")) << errata("help run").text;
  EXPECT_TRUE(has(errata("help verify"), "--out DIR")) << errata("help verify").text;
}

TEST_F(Cli, AMisspeltVerbGetsADidYouMean) {
  auto o = errata("rnu " + write("a.yaml", kGuard));
  EXPECT_EQ(o.code, 2);
  EXPECT_TRUE(has(o, "unknown verb 'rnu' (did you mean 'run'?)")) << o.text;
  auto h = errata("help explian");
  EXPECT_EQ(h.code, 2);
  EXPECT_TRUE(has(h, "did you mean 'explain'")) << h.text;
}

// A misspelt option is named with the nearest the verb has (CLI11 alone said
// "--players is required" for --player, and "not expected" for --gamez).
TEST_F(Cli, AMisspeltOptionGetsADidYouMean) {
  const auto player = errata("simulate --edition loser --player 4 --games 5");
  EXPECT_EQ(player.code, 2);
  EXPECT_TRUE(has(player, "error: unknown option '--player' for errata simulate (did you mean '--players'?)")) << player.text;
  const auto games = errata("simulate --edition loser --players 4 --gamez=5");
  EXPECT_EQ(games.code, 2);
  EXPECT_TRUE(has(games, "unknown option '--gamez' for errata simulate (did you mean '--games'?)")) << games.text;
  const auto from = errata("edition new --form loser --rulebook x.md");
  EXPECT_EQ(from.code, 2);
  EXPECT_TRUE(has(from, "unknown option '--form' for errata edition new (did you mean '--from'?)")) << from.text;
  EXPECT_EQ(errata("simulate --edition loser --players 4 --games=5 --seed=3").code, 0);  // --name=value is an option it has
}

TEST_F(Cli, OneNameForHowManyInPropsAndSimulateWithTheOldNameKept) {
  EXPECT_EQ(errata("simulate --edition love-letter-2019 --players 2 --games 3").code, 0);
  EXPECT_EQ(errata("simulate --edition love-letter-2019 --players 2 --runs 3").code, 0);
  EXPECT_EQ(errata("props --edition loser --games 2 --seed 1").code, 0);
  EXPECT_EQ(errata("props --edition loser --runs 2 --seed 1").code, 0);
}

TEST_F(Cli, EditionIdsGetADidYouMeanInEveryVerb) {
  for (const char* cmd : {"check love-leter-2019", "diff love-leter-2019 princesse-princesse",
                          "simulate --players 2 --edition love-leter-2019", "props --edition love-leter-2019"}) {
    auto o = errata(cmd);
    EXPECT_EQ(o.code, 2) << cmd;
    EXPECT_TRUE(has(o, "did you mean 'love-letter-2019'")) << cmd << "\n" << o.text;
  }
  write("my.fr.md", "Ma règle\n");
  auto base = errata("editions --edition-file " + write("my.yaml", "id: my-printing\nbase: love-letter-2091\nrulebook: my.fr.md\n"));
  EXPECT_EQ(base.code, 2);
  EXPECT_TRUE(has(base, "my.yaml:2:7: error: base: no edition 'love-letter-2091' is loaded before this one (did you mean "
                        "'love-letter-2019'?)")) << base.text;
}

TEST_F(Cli, ReadingOptionsAreSuggestedAndListed) {
  auto o = errata("run --reading composition.total=card-by-crad " + write("a.yaml", kGuard));
  EXPECT_EQ(o.code, 2);
  EXPECT_TRUE(has(o, "has no option 'card-by-crad' (did you mean 'card-by-card'?); its options: twenty-one-cards, "
                     "card-by-card")) << o.text;
  auto id = errata("run --reading composition.totl=card-by-card " + write("a.yaml", kGuard));
  EXPECT_TRUE(has(id, "did you mean 'composition.total'")) << id.text;
}

TEST_F(Cli, PlayerNamesInLoserVotesGetADidYouMean) {
  const std::string f = write("v.yaml", R"(name: a vote by a misspelt player
game: loser
setup:
  players: [Ana, Bo, Cy]
  hands: { Ana: [9], Bo: [10], Cy: [11] }
  played: { Ana: [2, 5, 16], Bo: [3, 6, 17], Cy: [4, 7, 18] }
  face_up: [8, 12, 13, 14]
  face_down: [1, 15, 19]
steps:
  - vote: { Ana: up, Boo: up, Cy: up }
)");
  auto o = errata("run " + f);
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_TRUE(has(o, "v.yaml:10:22:")) << o.text;
  EXPECT_TRUE(has(o, "unknown player 'Boo' (did you mean 'Bo'?)")) << o.text;
}

TEST_F(Cli, AnotherEditionsPrintedNameIsRecognised) {
  std::string s = kGuard;
  s = test::replaced(s, "hands: {Ana: guard", "hands: {Ana: Prince Vladric");
  auto o = errata("run " + write("a.yaml", s));
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_TRUE(has(o, "'Prince Vladric' is princesse-princesse's name for prince; edition love-letter-2019 calls it "
                     "'Prince'")) << o.text;
}

TEST_F(Cli, YamlIndentationIsSaidInWordsAtTheWrongLine) {
  const std::string f = write("y.yaml", "name: x\ngame: love-letter\nsetup:\n  players: [Ana, Bo]\n   hands: {}\n");
  auto o = errata("run " + f);
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_TRUE(has(o, f + ":5:4: error: indentation: this line is indented by 3 spaces while line 4 is indented by 2 spaces"))
      << o.text;
  EXPECT_FALSE(has(o, "end of map not found")) << o.text;
  auto tab = errata("run " + write("t.yaml", "name: x\nsetup:\n\tplayers: [Ana]\n"));
  EXPECT_TRUE(has(tab, "t.yaml:3:1: error: indentation: this line is indented with a tab")) << tab.text;
}

TEST_F(Cli, ARefusedPlaySaysWhatThePlayerHolds) {
  const std::string s = test::replaced(kGuard, "play: guard, target: Bo, guess: priest", "play: king, target: Bo");
  auto o = errata("run " + write("a.yaml", s));
  EXPECT_EQ(o.code, 1) << o.text;
  // Ana holds her Guard and has drawn the deck's top card, the Baron.
  EXPECT_TRUE(has(o, "the step was rejected with card-not-in-hand: Ana holds guard, baron")) << o.text;
}

TEST_F(Cli, ExplainSaysAReadingOnceCitesTheRuleOfEachRejectionAndTheCommandForAnotherReading) {
  // Bo plays first, out of turn: refused (turn.order); then Ana's Guard.
  const std::string s = test::replaced(kGuard, "steps:\n",
                                       "steps:\n  - {turn: Bo, play: priest, target: Ana, expect: {error: not-your-turn}}\n");
  const std::string f = write("a.yaml", s);
  auto o = errata("explain -v " + f);  // -v: the setup's reading too
  EXPECT_EQ(o.code, 0) << o.text;
  size_t n = 0;
  for (size_t at = o.text.find("reading composition.total (lines"); at != std::string::npos;
       at = o.text.find("reading composition.total (lines", at + 1))
    ++n;
  EXPECT_EQ(n, 1u) << o.text;
  EXPECT_TRUE(has(o, "=> rejected: not-your-turn by [turn.order]")) << o.text;
  EXPECT_TRUE(has(o, "errata explain " + f + " --edition love-letter-2019 --reading composition.total=card-by-card"))
      << o.text;
}

TEST_F(Cli, ExplainShowsTwoEditionsSideBySide) {
  const std::string s =
      test::replaced(kGuard, "editions: [love-letter-2019]", "editions: [love-letter-2019, princesse-princesse]");
  auto o = errata("explain " + write("a.yaml", s) + " --edition love-letter-2019 --edition princesse-princesse");
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_TRUE(has(o, "under love-letter-2019")) << o.text;
  EXPECT_TRUE(has(o, "under princesse-princesse")) << o.text;
  // Step by step: the Guard's decision faces the Guard's decision.
  const std::regex facing(R"(\[guard\.guess\] Ana names[^\n|]*\| +\[guard\.guess\] Ana names)");
  EXPECT_TRUE(std::regex_search(o.text, facing)) << o.text;
}

// The completion script is generated from the command's own definitions: bash
// completes the verbs, a verb's options, an option's values and the edition ids.
TEST_F(Cli, BashCompletionComesFromTheCommandsOwnDefinitions) {
  const std::string script = write("errata.bash", errata("completion bash").text);
  auto complete = [&](const std::string& words) {
    const std::string line = "source " + script + "; COMP_WORDS=(" + words + "); COMP_CWORD=$((${#COMP_WORDS[@]}-1)); " +
                             "_errata; echo \"${COMPREPLY[*]}\"";
    return test::shell("bash -c '" + line + "'").text;
  };
  EXPECT_EQ(complete("errata ex"), "explain\n");
  const std::string run_options = complete("errata run --");
  for (const char* o : {"--edition", "--junit", "--strict", "--verbose", "--reading", "--edition-file"})
    EXPECT_NE(run_options.find(o), std::string::npos) << o << " in " << run_options;
  EXPECT_EQ(complete("errata cards --format j"), "json\n");
  EXPECT_EQ(complete("errata run --edition secret"), "secret-moon\n");
  const std::string ids = complete("errata check lo");
  EXPECT_NE(ids.find("loser"), std::string::npos) << ids;
  EXPECT_NE(ids.find("love-letter-bga-premium"), std::string::npos) << ids;
  EXPECT_EQ(ids.find("secret-moon"), std::string::npos) << ids;
  auto zsh = errata("completion zsh");
  EXPECT_TRUE(has(zsh, "#compdef errata")) << zsh.text;
}

}  // namespace
}  // namespace errata
