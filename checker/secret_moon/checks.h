#pragma once
// errata check secret-moon: the text against itself. Each check proves or
// refutes what the text states (its numbers, its deal table, its marker
// supply, its claims about itself, the ends of the game) and reports what it
// leaves silent or ambiguous; every refutation carries a witness scenario
// replayed through the engine.
#include <vector>

#include "checker/smt/finding.h"
#include "checker/smt/solve.h"
#include "model/secret_moon/edition.h"

namespace errata::secret_moon {

std::vector<smt::Finding> check_edition(const Edition& ed, const smt::SolveOptions& options);

}  // namespace errata::secret_moon
