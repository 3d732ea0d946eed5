#pragma once
// --severity, --kind, --edition/--game: which findings a run shows and reports.
// The exit code still counts every finding (a filter narrows what is read,
// not what fails).
#include <set>
#include <string>
#include <vector>

#include "report.h"

namespace errata::report {

struct FindingFilter {
  std::set<std::string> severities, kinds, editions;  // empty: any
  bool keeps(const Finding& f) const;
  bool empty() const { return severities.empty() && kinds.empty() && editions.empty(); }
};

// "" or what is wrong with a --severity or --kind value, with "did you mean".
std::string check_filter(const FindingFilter& filter);

// `r` with only the findings the filter keeps; `hidden` gets how many it left out.
Report filtered(const Report& r, const FindingFilter& filter, int& hidden);

}  // namespace errata::report
