#pragma once
// errata diff A B: for each decision the rules make, a well-formed state
// where the two editions decide differently, found by Z3 and replayed by the
// executable models; or a proof, within the bounds, that they agree.
#include <string>
#include <vector>

#include "checker/love_letter/edition_catalog.h"
#include "core/finding.h"
#include "checker/smt/solve.h"
#include "diff_support.h"

namespace errata::smt {

// How much of a diff is asked for: every decision (errata diff, a reading's
// check), or the decisions in their order up to the first divergence with a
// replayed witness (errata mutate: that divergence is the mutant's verdict,
// and what follows it cannot change the verdict).
enum class DiffExtent { whole, to_first_divergence };

// `kind` names what the findings are: "divergence" between two editions, or
// "ambiguity" between two readings of one edition (then `b` is `a` under the
// other reading and `b_label` says which).
DiffResult diff_editions(const love_letter::Edition& a, const love_letter::Edition& b, const EditionCatalog& catalog,
                         const SolveOptions& options, const std::string& kind = "divergence",
                         const std::string& b_label = "", DiffExtent extent = DiffExtent::whole);

// The findings of the whole diff of `a` and `b` that `wanted` names (by
// decision id: see Wanted), each decision asked of Z3 as the whole diff asks
// it, the others not asked. Where a setting no encoding reads is compared by
// differential play (whose search skips the decisions already found), the
// whole diff is asked, so that the answer is always the whole diff's.
DiffResult diff_decisions_of(const love_letter::Edition& a, const love_letter::Edition& b, const EditionCatalog& catalog,
                             const SolveOptions& options, const Wanted& wanted);

// Whether `out` has reached what `extent` asks for (a replayed divergence, for to_first_divergence).
bool diff_settled(const DiffResult& out, DiffExtent extent);

// The clauses every decision at the end of a round states, together (what a
// finding about a round's end as a whole, the tokens in play, rests on).
std::vector<std::string> round_end_clauses();

// Quotes of `clauses` as `ed` states them (clauses it does not have are skipped).
std::vector<Quote> quotes_of(const love_letter::Edition& ed, const std::vector<std::string>& clauses);

}  // namespace errata::smt
