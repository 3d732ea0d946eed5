#pragma once
// Settings no SMT encoding reads (see encoding_reads.h): differential play
// between two editions, or an edition and the same read otherwise (the same
// deal and choices in both engines, over up to three rounds), from a seeded
// generator, the first case where they differ shrunk greedily (fewer players,
// a shorter deal, fewer steps, no tokens). Thread-safe and deterministic, so `errata verify` can run
// it beside the other checks. A search, not a proof: finding nothing proves
// nothing, and the finding says so.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "model/love_letter/edition.h"
#include "props/love_letter/differential.h"

namespace errata::smt {

// The smallest divergence of a decision `wanted` accepts, found within `cases`
// random cases from `seed` (deterministic), or nullopt.
std::optional<props::Divergence> search_divergence(const love_letter::Edition& a, const love_letter::Edition& b, uint64_t seed,
                                                   int cases, const std::function<bool(const std::string&)>& wanted);

}  // namespace errata::smt
