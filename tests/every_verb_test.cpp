// Every verb on every game (issue 25), generated: the verbs are those
// `errata --help` lists, the games those of the registry (games()), each game
// with its first edition and a user edition of it loaded with --edition-file
// (`base:` that edition). Each verb either answers (exit 0 or 1, with output)
// or says in one line why it cannot (exit 2); which verbs may refuse which
// games is the data below, each with its reason.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "checker/game/game.h"
#include "cli_fixture.h"

namespace errata {
namespace {

using test::Cli;
using test::errata;
using test::listed_verbs;

// How each verb is asked about one game. {ed}: the game's first edition;
// {mine}: the user edition; {file}: --edition-file loading it; {game}: the
// game's id; {scen}: its scenarios folder, {scenfile} the first file in it;
// {players}: the edition's fewest players; {book}, {dir}: scratch files.
const std::map<std::string, std::vector<std::string>> kAsk = {
    {"run", {"run {scen} --edition {ed}{file}"}},
    {"explain", {"explain {scenfile} --edition {ed}{file}"}},
    {"editions", {"editions{file}"}},
    {"cards", {"cards --game {game}{file}"}},
    {"clauses", {"clauses --game {game}{file}"}},
    {"variants", {"variants --game {game}{file}"}},
    {"edition", {"edition new --from {ed} --rulebook {book} --id {ed}-new --out {dir}/new.yaml{file}"}},
    {"diff", {"diff {ed} {mine}{file}"}},
    {"check", {"check {mine}{file}"}},
    {"mutate", {"mutate {ed}{file}"}},
    {"coverage", {"coverage {scen}{file}"}},
    {"schema", {"schema"}},
    {"props", {"props --edition {mine} --games 2 --seed 1{file}", "props --pair {ed},{mine} --games 2 --seed 1{file}"}},
    {"simulate", {"simulate --edition {mine} --players {players} --games 3 --seed 1{file}"}},
    {"conform", {"conform {scenfile} --edition {ed} --engine '{errata} engine'{file}"}},
    {"help", {"help {verb}"}},
};

// Verbs not asked here, with why: each is run on every game by another test.
const std::map<std::string, std::string> kAskedElsewhere = {
    {"verify", "one run covers every game at once (30-40 s): VerifyIsDeterministicUnderLoad and docs/generated-blocks run it"},
    {"engine", "the adapter errata conform starts: the conform row above plays each game's scenario through it"},
    {"completion", "a shell's completion script, about no game: cli_manners_test runs the bash and zsh scripts it prints"},
    {"merge", "about no game: it merges the shard files of a run of props, simulate, mutate or verify, which tests/shard_test.cpp does"},
};

// (verb, game) pairs that may refuse, with why. A refusal is exit 2 and one line.
const std::map<std::pair<std::string, std::string>, std::string> kMayRefuse = {
    {{"conform", "loser"}, "the conformance protocol (docs/conformance.md) speaks Love Letter only"},
    {{"conform", "secret-moon"}, "the conformance protocol (docs/conformance.md) speaks Love Letter only"},
};
// Love Letter's mutate takes 20 s a run; tests/smt_mutation_test.cpp runs its suite.
const std::set<std::pair<std::string, std::string>> kCostly = {{"mutate", "love-letter"}};

std::string filled(std::string s, const std::map<std::string, std::string>& values) {
  for (const auto& [key, value] : values)
    for (size_t at; (at = s.find("{" + key + "}")) != std::string::npos;) s.replace(at, key.size() + 2, value);
  return s;
}

std::string first_file(const std::filesystem::path& folder) {
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator(folder))
    if (e.path().extension() == ".yaml") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  return files.empty() ? "" : files[0];
}

TEST_F(Cli, EveryVerbAnswersEveryGameOrSaysWhyNotInOneLine) {
  const auto verbs = listed_verbs();
  ASSERT_GE(verbs.size(), 15u);
  for (const auto& [verb, why] : kAskedElsewhere) EXPECT_NE(std::find(verbs.begin(), verbs.end(), verb), verbs.end()) << verb;
  for (const auto& [verb, how] : kAsk) EXPECT_NE(std::find(verbs.begin(), verbs.end(), verb), verbs.end()) << verb;
  std::set<std::pair<std::string, std::string>> refused;
  for (const Game* g : games()) {
    const GameEdition ed = g->editions().at(0);
    const std::string mine = ed.id + "-mine";
    const std::map<std::string, std::string> values = {
        {"ed", ed.id}, {"mine", mine}, {"game", g->id()}, {"players", std::to_string(ed.min_players)},
        {"file", " --edition-file " + write(mine + ".yaml", "id: " + mine + "\nbase: " + ed.id + "\n")},
        {"scen", std::string(ERRATA_SOURCE_DIR) + "/scenarios/" + g->id()},
        {"scenfile", first_file(std::string(ERRATA_SOURCE_DIR) + "/scenarios/" + g->id())},
        {"book", write("book.md", ed.book->line(1) + "\n")}, {"dir", dir.string()}, {"errata", ERRATA_BINARY}};
    for (const auto& verb : verbs) {
      if (kAskedElsewhere.count(verb) || kCostly.count({verb, g->id()})) continue;
      ASSERT_TRUE(kAsk.count(verb)) << "a new verb: say in kAsk how it is asked about a game, or why not in kAskedElsewhere: " << verb;
      for (const auto& how : kAsk.at(verb)) {
        auto args = filled(filled(how, values), {{"verb", verb}});
        const auto o = errata(args + " < /dev/null");
        if (o.code == 2) {
          refused.insert({verb, g->id()});
          EXPECT_TRUE(kMayRefuse.count({verb, g->id()})) << args << " refused:\n" << o.text;
          EXPECT_EQ(std::count(o.text.begin(), o.text.end(), '\n'), 1) << args << ": a refusal is one line\n" << o.text;
        } else {
          EXPECT_TRUE(o.code == 0 || o.code == 1) << args << "\n" << o.text;
          EXPECT_FALSE(o.text.empty()) << args;
        }
      }
    }
  }
  // No stale permission: each pair that may refuse does.
  for (const auto& [pair, why] : kMayRefuse) EXPECT_TRUE(refused.count(pair)) << pair.first << " now answers " << pair.second;
}

}  // namespace
}  // namespace errata
