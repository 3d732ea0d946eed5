#pragma once
// JUnit XML for CI: one <testsuite> per scenario file, one <testcase> per
// scenario and edition (its measured time); one <testsuite> per check or diff
// (its measured time), one <testcase> per decision (each finding and each
// proof). Every testcase has at most one <failure> (failed expectations, a new
// error finding, a witness that did not replay) or one <error> (bad input).
#include <string>

#include "report.h"

namespace errata::report {

std::string junit_report(const Report& r);

}  // namespace errata::report
