#pragma once
// A Love Letter state as the keys of a scenario's `expect` map, one line a
// key ("hands: {Ana: handmaid, Bo: priest}"), cards by role id: what errata
// explain ends each edition with, ready to paste into an expect, and what it
// compares between editions.
#include <string>
#include <vector>

#include "model/love_letter/state.h"

namespace errata::love_letter {

std::vector<std::string> state_text(const State& s, const std::vector<std::string>& names);

}  // namespace errata::love_letter
