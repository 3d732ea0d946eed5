#pragma once
// Witness scenarios for `errata check loser`, written by Loser's scenario
// writer and replayed through the Game like any scenario file: a game from
// the deal to the vote that shows a check's case, or, where a deal alone is
// the evidence (a row the edition refuses), that deal.
#include <optional>
#include <string>
#include <vector>

#include "model/loser/edition.h"
#include "model/loser/state.h"
#include "scenario_writer.h"

namespace errata::loser {

// A game from the deal for printed.size() players whose vote finds potion
// printed[p] in seat p's hand (every other potion dealt in order), voting
// `votes` with the potions counting as `counted`, expecting `expect`
// ("key: value" lines). nullopt when no game reaches it (see game_from_deal.h).
std::optional<std::string> vote_game_witness(const Edition& ed, const std::string& name, const std::vector<std::string>& clauses,
                                             const std::vector<Thumb>& votes, const std::vector<int>& counted,
                                             const std::vector<int>& printed, const std::vector<std::string>& expect);

// A setup dealing the potions exactly as a deal-table row says (in order;
// the last potion again when the row deals more than there are), expected to
// be refused: it shows a row that does not add up to the potions.
std::string deal_witness(const Edition& ed, const DealRow& row);

// Runs every scenario of `yaml` under the edition; "" when all pass, else why not.
std::string replay_problem(const std::string& yaml, const Edition& ed);

}  // namespace errata::loser
