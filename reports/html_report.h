#pragma once
// One self-contained HTML page a translator opens (no network): the summary on
// top, the findings with filters by severity, kind and edition, and the
// rulebook texts of the editions compared side by side, line-numbered; each
// finding anchored at its lines in both texts (a click scrolls both), its
// witness scenario and the editions' step traces beside it; each line shaded
// by how often a decision cited it, the uncovered clauses listed.
// Deterministic: the same report gives byte-identical pages.
#include <string>

#include "report.h"

namespace errata::report {

std::string html_report(const Report& r);

}  // namespace errata::report
