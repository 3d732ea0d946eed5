#pragma once
// A Markdown summary for a pull-request comment: the counts, then each new
// error finding with its quotes (the accepted ones counted, not listed).
#include <string>

#include "report.h"

namespace errata::report {

std::string markdown_report(const Report& r);

}  // namespace errata::report
