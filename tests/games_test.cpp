// Every registered game, the same way (OpenSpiel's RandomSimTest habit): the
// tests below take the registry as it is, so a game added to it is tested
// without a line here. Random games keep the game's invariants, every bundled
// scenario of the game passes under every edition it runs under, and every
// clause the engine cites is quoted (or stated silent) by every edition.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "checker/game/game.h"
#include "checker/scenario/scenario_loader.h"
#include "checker/scenario/scenario_runs.h"

namespace errata {
namespace {

class EveryGame : public ::testing::TestWithParam<const Game*> {};

std::string name_of(const ::testing::TestParamInfo<const Game*>& info) {
  std::string out;
  for (char c : info.param->id()) out += c == '-' ? '_' : c;
  return out;
}

constexpr int kGamesPerCount = 20;

TEST_P(EveryGame, RandomGamesKeepTheInvariants) {
  const Game& game = *GetParam();
  for (const auto& e : game.editions())
    for (int players = e.min_players; players <= e.max_players; ++players)
      for (uint64_t seed = 1; seed <= kGamesPerCount; ++seed) {
        const RandomGame g = game.random_game(e.id, players, seed);
        EXPECT_FALSE(g.problem) << e.id << ", " << players << " players, seed " << seed << ": " << *g.problem;
      }
}

TEST_P(EveryGame, EveryBundledScenarioPasses) {
  const Game& game = *GetParam();
  int runs = 0;
  for (const auto& file : scenario_files({std::string(ERRATA_SOURCE_DIR) + "/scenarios"}))
    for (const auto& sc : load_scenario_file(file)) {
      if (sc.game.text != game.id()) continue;
      for (const auto& ed : run_editions(sc, std::nullopt)) {
        const RunResult r = run_under(sc, ed);
        ++runs;
        EXPECT_TRUE(r.passed()) << file << ": " << sc.name << " under " << ed;
      }
    }
  EXPECT_GT(runs, 0) << game.id() << " has no bundled scenario";
}

TEST_P(EveryGame, EveryEditionQuotesEveryClauseTheEngineCites) {
  const Game& game = *GetParam();
  for (const auto& e : game.editions()) {
    const auto cited = game.engine_clause_ids(e.id);
    EXPECT_FALSE(cited.empty()) << e.id;
    for (const auto& id : cited) EXPECT_NE(game.clause(e.id, id), nullptr) << e.id << " lacks clause " << id;
  }
}

INSTANTIATE_TEST_SUITE_P(Registry, EveryGame, ::testing::ValuesIn(games()), name_of);

}  // namespace
}  // namespace errata
