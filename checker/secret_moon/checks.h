#pragma once
// errata check secret-moon: the text against itself. Each check proves or
// refutes what the text states (its numbers, its deal table, its marker
// supply, its claims about itself, the ends of the game) and reports what it
// leaves silent or ambiguous; every refutation carries a witness scenario
// replayed through the engine.
#include <vector>

#include "core/finding.h"
#include "checker/smt/solve.h"
#include "model/secret_moon/edition.h"

namespace errata::secret_moon {

// The edition whose text the checks' messages were written against (their
// marked lines, their quoted words: checker/translation/retelling.h).
inline constexpr const char* kMessagesEdition = "secret-moon";

// Every check of `ed`; its messages retold from `reference` (kMessagesEdition)
// into `ed`'s own text and lines, or, without one, as written.
std::vector<Finding> check_edition(const Edition& ed, const SolveOptions& options, const Edition* reference = nullptr);

}  // namespace errata::secret_moon
