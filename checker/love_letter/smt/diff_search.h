#pragma once
// errata diff, the settings no encoding reads (encoding_reads.h): where two
// editions differ in such a setting, differential play searches for a
// situation the two engines decide differently, over a fixed number of
// seeded random cases, each shrunk and replayed. Found: a divergence whose
// message says it was found by a search. Not found: `inconclusive`, saying
// exactly what was searched, never "proven".
#include "diff.h"
#include "diff_support.h"
#include "rule_data.h"

namespace errata::smt {

// Random cases the search plays (each a deal, up to three rounds of choices).
inline constexpr int kSearchCases = 8000;

// The settings of `differences` that no encoding reads, for these two editions
// (the encodings built in `c`).
std::vector<Setting> unencoded_settings(z3::context& c, const love_letter::Edition& a, const love_letter::Edition& b,
                                        const std::vector<Setting>& differences);

void diff_unencoded(const love_letter::Edition& a, const love_letter::Edition& b, const EditionCatalog& catalog,
                    const std::string& kind, const Labels& labels, const std::vector<Setting>& unencoded, DiffResult& out);

}  // namespace errata::smt
