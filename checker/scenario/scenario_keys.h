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

// The keys a scenario takes at its top level, the same for every game (the
// common loader checks them; each game's ScenarioKeys::top repeats them).
const std::vector<std::string>& scenario_top_keys();

}  // namespace errata
