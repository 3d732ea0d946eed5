#pragma once
// User editions with cards written as data, drawn at random: a drawn edition
// (tests/drawn_editions.h: bundled or a random user edition), each of its
// roles the vocabulary states written as data (its twin, native_twins.h),
// then one to three parameters of those effects changed at random (the
// mutation suite's one-parameter changes, smt::effect_mutants, each a change
// an edition file can state). What is held of the bundled cards is held of
// these too.
#include <memory>
#include <string>

#include "checker/love_letter/smt/data_card_mutants.h"
#include "../drawn_editions.h"
#include "native_twins.h"

namespace errata::test {

// The data edition drawn from `seed`; `changed` receives where it is from and what was changed.
inline love_letter::Edition drawn_data_edition(uint64_t seed, std::string* changed = nullptr) {
  love_letter::Edition ed = native_twin(drawn_edition(seed));
  if (changed) *changed = "from " + ed.id + ":";
  ed.id = "data-edition-" + std::to_string(seed);
  Rng rng(seed * 7927 + 3);
  const uint32_t changes = 1 + rng.below(3);
  for (uint32_t i = 0; i < changes; ++i) {
    const auto mutants = smt::effect_mutants(ed);
    if (mutants.empty()) break;
    const auto& m = mutants[rng.below(static_cast<uint32_t>(mutants.size()))];
    smt::put_effect(ed, m.role, std::make_shared<const love_letter::CardEffect>(m.effect));
    if (changed) *changed += " " + m.what;
  }
  return ed;
}

}  // namespace errata::test
