#pragma once
// A Loser state as the keys of a scenario's `expect` map, one line a key
// ("hands: {Ana: [9], Bo: [10]}"): what errata explain ends each edition
// with, and what it compares between editions.
#include <string>
#include <vector>

#include "model/loser/state.h"
#include "names.h"

namespace errata::loser {

std::vector<std::string> state_text(const State& s, const Names& names);

}  // namespace errata::loser
