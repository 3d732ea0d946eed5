#pragma once
// The kinds of finding the checker reports, each with the help text a reader
// (or a SARIF viewer, as the rule's help) sees; the severities.
#include <string>
#include <vector>

namespace errata::report {

struct FindingKind {
  std::string id;     // "divergence": what Finding::kind holds, a SARIF rule id
  std::string title;  // one short sentence
  std::string help;   // what it means and what to do
};

const std::vector<FindingKind>& finding_kinds();
const FindingKind* finding_kind(const std::string& id);

const std::vector<std::string>& severities();  // error, warning, info

}  // namespace errata::report
