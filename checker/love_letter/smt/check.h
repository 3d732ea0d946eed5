#pragma once
// errata check E: what one edition's text says against itself. Stated totals
// against the card table, the component supply against the most the rules can
// hand out, clauses that can never apply, what the text leaves silent, and
// readings whose options change outcomes (with witnesses).
#include <functional>
#include <vector>

#include "checker/love_letter/edition_catalog.h"
#include "core/finding.h"
#include "checker/smt/solve.h"

namespace errata::smt {

std::vector<Finding> check_edition(const love_letter::Edition& ed, const EditionCatalog& catalog, const SolveOptions& options);

// The same checks as independent tasks (each reading's diffs apart), for
// callers that run them on several cores; their findings, concatenated in
// order, are check_edition's.
std::vector<std::function<std::vector<Finding>()>> check_tasks(const love_letter::Edition& ed, const EditionCatalog& catalog,
                                                               const SolveOptions& options);

}  // namespace errata::smt
