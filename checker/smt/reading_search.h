#pragma once
// A reading whose outcomes the SMT encodings do not cover yet: differential
// play between the edition as read and the edition read otherwise (the same
// deal and choices in both engines), from a seeded generator, the first case
// where they differ shrunk greedily (fewer players, a shorter deal, fewer
// steps, no tokens). Thread-safe and deterministic, so `errata verify` can run
// it beside the other checks. A search, not a proof: finding nothing proves
// nothing, and the finding says so.
#include <cstdint>
#include <optional>

#include "model/love_letter/edition.h"
#include "props/differential.h"

namespace errata::smt {

// The smallest divergence found within `cases` random cases from `seed`
// (deterministic), or nullopt.
std::optional<props::Divergence> search_reading(const love_letter::Edition& as_read, const love_letter::Edition& otherwise,
                                                uint64_t seed, int cases);

}  // namespace errata::smt
