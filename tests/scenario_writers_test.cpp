// Each game's one scenario writer (yaml-cpp's emitter) round-trips through
// the scenario reader: a game random play reaches, written from its deal
// with every step and an `expect` of every part of the state it reached, is
// read back by the scenario loader and run to the same state. Love Letter's
// writer has its own round trip (round_trip_test.cpp).
#include <gtest/gtest.h>

#include "checker/loser/check_support.h"
#include "checker/loser/names.h"
#include "checker/loser/scenario_writer.h"
#include "checker/loser/state_text.h"
#include "checker/loser/witness.h"
#include "checker/scenario/scenario_loader.h"
#include "checker/secret_moon/check_support.h"
#include "checker/secret_moon/game_from_deal.h"
#include "checker/secret_moon/names.h"
#include "checker/secret_moon/state_text.h"
#include "model/loser/edition_loader.h"
#include "model/secret_moon/edition_loader.h"
#include "props/secret_moon/random_games.h"

namespace errata::test {
namespace {

// Loser: a new game and `steps` random steps from its deal.
std::string loser_game(const loser::Edition& ed, int players, uint64_t seed, int steps, std::string& expect_text) {
  using namespace loser;
  const Engine engine(ed);
  Rng rng(seed);
  const State s0 = random_setup(ed, players, rng);
  State s = s0;
  engine.begin(s, true, nullptr);
  YAML::Node played(YAML::NodeType::Sequence);
  std::vector<RandomStep> taken;
  for (int k = 0; k < steps && !s.game_over(); ++k) {
    const RandomStep st = random_choice(engine, s, rng);
    if (play_step(engine, s, st, nullptr, nullptr) != Rejection::none) break;
    played.push_back(step_node(st, players));
  }
  std::vector<std::string> names;
  for (int p = 0; p < players; ++p) names.push_back(seat_name(p));
  const std::vector<std::string> lines = state_text(s, Names(ed, names));
  for (const auto& l : lines) expect_text += l + "\n";
  return scenario_yaml("round trip", {}, body_node(setup_node(s0, true), played, expect_node(lines)));
}

TEST(ScenarioWriters, ALoserGameWrittenFromItsDealRunsToTheSameState) {
  const loser::Edition& ed = loser::bundled_edition();
  int written = 0;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    const int players = ed.min_players + static_cast<int>(seed % static_cast<uint64_t>(ed.max_players - ed.min_players + 1));
    std::string expect;
    const std::string yaml = loser_game(ed, players, seed, static_cast<int>(seed % 30) + 1, expect);
    ASSERT_EQ(load_scenarios(yaml, "written.yaml").size(), 1u) << yaml;
    EXPECT_EQ(loser::replay_problem(yaml, ed), "") << yaml << "\nthe state: " << expect;
    ++written;
  }
  EXPECT_EQ(written, 40);
}

TEST(ScenarioWriters, ASecretMoonGameWrittenFromItsDealRunsToTheSameState) {
  using namespace secret_moon;
  const Edition& ed = bundled_edition();
  const Engine engine(ed);
  int found = 0;
  for (int steps = 1; steps <= 12; ++steps) {
    // The game to its `steps`-th turn (the IsCase of that turn), written with every part of the state it reached.
    int seen = 0;
    Rng rng(static_cast<uint64_t>(steps));
    const auto g = game_to_case(engine, random_deal(ed, 5 + steps % 4, rng),
                                [&](const State&, int, const Action&, const State&) { return ++seen == steps; }, 1);
    if (!g) continue;
    NamedList players;
    for (int p = 0; p < g->after.players; ++p) players.items.push_back({player_name(p), {}});
    std::string expect;
    for (const auto& l : state_text(g->after, engine, Names(ed, players, g->after.npcs))) expect += (expect.empty() ? "" : ", ") + l;
    const std::string yaml = game_witness(*g, Witness{"round trip", "", {}, {}, ""}, "{" + expect + "}", {ed.id});
    ASSERT_EQ(load_scenarios(yaml, "written.yaml").size(), 1u) << yaml;
    EXPECT_EQ(replay_problem(yaml, ed), "") << yaml;
    ++found;
  }
  EXPECT_GE(found, 6);  // a game may end before its `steps`-th turn
}

}  // namespace
}  // namespace errata::test
