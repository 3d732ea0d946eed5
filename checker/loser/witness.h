#pragma once
// Witness scenarios for `errata check loser`: situations written in the Loser
// scenario format, then replayed through the Game like any scenario file.
#include <optional>
#include <string>
#include <vector>

#include "model/loser/edition.h"
#include "model/loser/state.h"

namespace errata::loser {

// "Ana", "Bo", ... for seat 0, 1, ...
std::string seat_name(int seat);

// A vote-phase setup for `printed.size()` players whose last potions are
// `printed`; every other potion is dealt as the edition's table says (played
// before, face up, face down), so the setup is valid. nullopt when no deal
// can place them (no table row, or a potion outside the edition).
std::optional<std::string> vote_setup(const Edition& ed, const std::vector<int>& printed);

// A setup dealing the potions exactly as a deal-table row says (in order;
// the last potion again when the row deals more than there are), expected to
// be refused: it shows a row that does not add up to the potions.
std::string deal_witness(const Edition& ed, const DealRow& row);

// A scenario with one vote step whose expectation is `expect` (a flow map).
std::string vote_witness(const std::string& name, const std::vector<std::string>& clauses,
                         const std::string& setup, const std::vector<Thumb>& votes, const std::vector<int>& counted,
                         const std::vector<int>& printed, const std::string& expect);

// Runs every scenario of `yaml` under the edition; "" when all pass, else why not.
std::string replay_problem(const std::string& yaml, const Edition& ed);

}  // namespace errata::loser
