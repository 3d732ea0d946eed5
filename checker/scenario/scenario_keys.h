#pragma once
// The keys a game's scenario reader accepts at each level: the tables the
// readers check maps against, and the ones `errata schema` writes the JSON
// Schema from, so that the two cannot drift.
#include <string>
#include <vector>

namespace errata {

struct ScenarioKeys {
  std::string game;
  std::vector<std::string> top, setup, step, new_round, expect;
};

// The games a scenario may name (`game:`), in the loader's order.
const std::vector<std::string>& scenario_games();
// Love Letter's keys (the common loader reads them); the other games' come
// from their Game::scenario_keys.
const ScenarioKeys& love_letter_scenario_keys();

}  // namespace errata
