#pragma once
// JUnit XML for CI: one <testsuite> per scenario file, one <testcase> per
// scenario and edition, a <failure> per failed expectation, an <error> for
// bad input.
#include <string>
#include <vector>

#include "checker/scenario/run_result.h"

namespace errata {

std::string junit_report(const std::vector<RunResult>& results);

}  // namespace errata
