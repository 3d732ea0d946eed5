#pragma once
// What the benchmarks share: the bundled editions, and the tables (edition,
// player count) each benchmark family is run at, so that rounds/ and
// simulate/ figures line up.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "checker/love_letter/edition_catalog.h"
#include "model/love_letter/edition.h"

namespace errata::bench {

const EditionCatalog& catalog();  // the bundled editions, loaded once
const love_letter::Edition& edition(const std::string& id);

// Every bundled edition with 2 and 4 players where it allows them, and the
// Premium edition with 5 and 8 players (its Premium cards need 5 or more).
std::vector<std::pair<std::string, int>> benchmarked_tables();

// The rounds counted/ plays, and the floors' counted-floor/ and
// counted-floor-premium/: a fixed number from the same seed, so that an
// instruction count (callgrind) divided by it is the cost of a round.
inline constexpr int64_t kCountedRounds = 20000;

void register_rounds();
void register_simulate();
void register_simulate_other_games();  // Loser and Secret Moon
void register_checker();
void register_conform();
void register_floor();
void register_floor_premium();

}  // namespace errata::bench
