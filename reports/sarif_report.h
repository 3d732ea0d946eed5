#pragma once
// SARIF 2.1.0 for code-scanning tools: one result per finding, located at the
// rulebook file and line of its first quote, the other quotes as related
// locations; rules are the finding kinds with their help; the witness scenario
// attached (path and contents); baselineState new/unchanged, and absent for
// baseline entries this run no longer finds. Deterministic: no times, no
// absolute paths.
#include <string>

#include "report.h"

namespace errata::report {

std::string sarif_report(const Report& r);

}  // namespace errata::report
