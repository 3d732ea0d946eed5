#pragma once
// A Secret Moon state as the keys of a scenario's `expect` map, one line a
// key ("captured: [Bo]"): what errata explain ends each edition with, and
// what it compares between editions.
#include <string>
#include <vector>

#include "model/secret_moon/engine.h"
#include "names.h"

namespace errata::secret_moon {

std::vector<std::string> state_text(const State& s, const Engine& engine, const Names& n);

}  // namespace errata::secret_moon
