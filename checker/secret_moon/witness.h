#pragma once
// Secret Moon's one scenario writer: every scenario errata writes for Secret
// Moon (a check's witness, a diff's, a game played apart) is built from these
// nodes and written by yaml-cpp's emitter (model/core/scenario_emitter.h).
// Players are Ana, Bo, ... in seating order; NPCs npc-1, ...
#include <yaml-cpp/yaml.h>

#include <string>
#include <vector>

#include "model/secret_moon/edition.h"
#include "model/secret_moon/engine.h"

namespace errata::secret_moon {

std::string player_name(int seat);
// figure -> name, for a state's players and NPCs.
std::vector<std::string> figure_names(const State& s);
// One step as a `steps:` item: {turn: Ana, action: accuse, target: Bo, guess: guard}, and
// its expectation (a flow map's text, "" for none).
YAML::Node step_node(const State& s, int player, const Action& a, const std::string& expect = "");
// The next round dealt: {new_round: {turn_cards: {Ana: 2, ...}}}.
YAML::Node new_round_node(const State& s, const TurnCards& cards);
// A state as a `setup`: the deal (characters, NPCs, the card removed, turn
// cards) and whatever of a later moment it holds (round, revealed, ...).
YAML::Node setup_node(const State& s);

struct Witness {
  std::string name;     // one line: what it shows
  std::string comment;  // why, with the lines of the text
  std::vector<std::string> clauses;
  std::vector<YAML::Node> steps;  // from the first turn
  std::string expect;   // flow map text of the final expectation, or ""
};

// The scenario `w` from `setup`, run under `editions` (each edition's id; none: the edition it is replayed under).
std::string witness_yaml(const Witness& w, const State& setup, const std::vector<std::string>& editions);
// The same without name, game and editions: the body a diff's witness document wraps.
YAML::Node witness_body(const Witness& w, const State& setup);

}  // namespace errata::secret_moon
