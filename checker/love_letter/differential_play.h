#pragma once
// Differential play between two Love Letter editions (errata props).
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>

#include "checker/love_letter/edition_catalog.h"
#include "checker/game/game.h"

namespace errata::love_letter {

// `runs` cases from `seed`: what it finds goes to `out`, each decision's
// smallest divergence (or the shrunk failing case) under `dir` when given.
DifferentialPlay differential_play(const Edition& a, const Edition& b, const EditionCatalog& catalog, uint64_t seed, long runs,
                                   const std::optional<std::string>& dir, std::ostream& out);

}  // namespace errata::love_letter
