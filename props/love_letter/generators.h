#pragma once
// RapidCheck generators shared by the property tests and `errata props`:
// a differential case for two editions, and a random-game seed with a player
// count. They shrink towards fewer players, shorter deals, earlier steps.
#include <rapidcheck.h>

#include "differential.h"

namespace errata::props {

inline rc::Gen<DiffCase> diff_case(const love_letter::Edition& a, const love_letter::Edition& b) {
  const auto [lo, hi] = common_players(a, b);
  const int total = static_cast<int>(common_cards(a, b).size());
  return rc::gen::build<DiffCase>(
      rc::gen::set(&DiffCase::players, rc::gen::inRange(lo, std::max(lo, hi) + 1)),
      rc::gen::set(&DiffCase::shuffle,
                   rc::gen::container<std::vector<uint32_t>>(static_cast<size_t>(total), rc::gen::inRange<uint32_t>(0, 1000))),
      rc::gen::set(&DiffCase::tokens,
                   rc::gen::container<std::vector<uint32_t>>(static_cast<size_t>(std::max(hi, 1)), rc::gen::inRange<uint32_t>(0, 8))),
      rc::gen::set(&DiffCase::picks, rc::gen::container<std::vector<uint32_t>>(rc::gen::inRange<uint32_t>(0, 100000))));
}

}  // namespace errata::props
