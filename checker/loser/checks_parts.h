#pragma once
// The groups of checks `errata check loser` runs, one file each.
#include <string>
#include <vector>

#include "core/finding.h"
#include "model/loser/edition.h"

namespace errata::loser {

// checks_components.cpp
bool outside_the_model(const std::string& what);  // a stated number the model has nothing to compare with
void check_stated_totals(const Edition& ed, std::vector<Finding>& out);
void check_colours(const Edition& ed, std::vector<Finding>& out);
void check_deal_table(const Edition& ed, std::vector<Finding>& out);
// checks_round.cpp
void check_phase_one(const Edition& ed, std::vector<Finding>& out);
void check_loser_rules(const Edition& ed, std::vector<Finding>& out);
// checks_readings.cpp
void check_tie_reading(const Edition& ed, std::vector<Finding>& out);
void check_in_play_reading(const Edition& ed, std::vector<Finding>& out);
void check_mistake_claim(const Edition& ed, std::vector<Finding>& out);
void check_silent_clauses(const Edition& ed, std::vector<Finding>& out);
// checks_game.cpp
void check_game_length(const Edition& ed, std::vector<Finding>& out);
void check_claims_outside_the_model(const Edition& ed, std::vector<Finding>& out);

}  // namespace errata::loser
