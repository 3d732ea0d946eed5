#pragma once
// errata cards for Loser: every edition's components (potions and their
// colours, spell and action cards, characters, the spell cards drawn) and its
// deal table, side by side.
#include <vector>

#include "checker/game/component_table.h"
#include "model/loser/edition.h"

namespace errata::loser {

ComponentTable component_table(const std::vector<const Edition*>& editions);
// "1, 15-19": values as runs.
std::string value_runs(const std::vector<int>& values);

}  // namespace errata::loser
