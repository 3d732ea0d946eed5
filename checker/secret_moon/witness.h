#pragma once
// Witness scenarios written from states the checks found: the setup of a
// State (players Ana, Bo, ... in seating order; NPCs npc-1, ...), then steps
// and expectations as YAML lines.
#include <string>
#include <vector>

#include "model/secret_moon/edition.h"
#include "model/secret_moon/engine.h"

namespace errata::secret_moon {

std::string player_name(int seat);
// figure -> name, for a state's players and NPCs.
std::vector<std::string> figure_names(const State& s);
// One step, as a scenario line: "  - {turn: Ana, action: accuse, target: Bo, guess: guard}".
std::string step_line(const State& s, int player, const Action& a, const std::string& expect = "");

struct Witness {
  std::string name;     // one line: what it shows
  std::string comment;  // why, with the lines of the text
  std::vector<std::string> clauses;
  std::string steps;    // YAML lines of the steps
  std::string expect;   // YAML flow map of the final expectation, or ""
};

// The scenario `w` from `setup`, run under `editions` (each edition's id).
std::string witness_yaml(const Witness& w, const State& setup, const std::vector<std::string>& editions);

}  // namespace errata::secret_moon
