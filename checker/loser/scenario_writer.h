#pragma once
// Loser's one scenario writer: every scenario errata writes for Loser (a
// check's witness, a diff's, a game played apart) is built from these nodes
// and written by yaml-cpp's emitter (model/core/scenario_emitter.h).
// Players are Ana, Bo, ... in seating order; potions their numbers, spell
// cards s1, s2, ..., action cards by their visible face (1a, 2b).
#include <yaml-cpp/yaml.h>

#include <string>
#include <vector>

#include "model/loser/action.h"
#include "model/loser/state.h"
#include "props/loser/random_games.h"

namespace errata::loser {

// "Ana", "Bo", ... for seat 0, 1, ...
std::string seat_name(int seat);

// A deal as a `setup`: the seats, the hands, the potions face up and face
// down, and, for a new game (`new_game`), the first player, the spell pile
// (top first) and the action cards' faces; a deal that is not a new game
// gives the spell cards each player holds instead.
YAML::Node setup_node(const State& s, bool new_game);
// One step of a game as a `steps:` item (a turn, a vote, a spell kept, a new round's deal).
YAML::Node step_node(const RandomStep& st, int players);
// An `expect` map of "key: value" lines (a state's text, or `error: code`).
YAML::Node expect_node(const std::vector<std::string>& lines);
// The body of a scenario: `setup`, `steps` (when any) and the expectation,
// on the last step when there are steps, else on the document.
YAML::Node body_node(const YAML::Node& setup, const YAML::Node& steps, const YAML::Node& expect);
// A whole document for Loser, replayed under the edition it is run with.
std::string scenario_yaml(const std::string& name, const std::vector<std::string>& clauses, const YAML::Node& body);

}  // namespace errata::loser
