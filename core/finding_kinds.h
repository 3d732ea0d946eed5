#pragma once
// The kinds of finding the checker reports, each with the help text a reader
// (or a SARIF viewer, as the rule's help) sees; the severities. The one list
// of kinds: SARIF's rules, --kind, `errata help kinds` (docs/reports.md's
// table) and the baseline reader read it, and a finding of a kind it lacks is
// a bug in errata (checker/cli's report refuses it).
#include <string>
#include <vector>

namespace errata {

struct FindingKind {
  std::string id;     // "divergence": what Finding::kind holds, a SARIF rule id
  std::string title;  // one short sentence
  std::string help;   // what it means and what to do
};

const std::vector<FindingKind>& finding_kinds();
const FindingKind* finding_kind(const std::string& id);

const std::vector<std::string>& severities();  // error, warning, info

// The kinds as a Markdown table, one row a kind (its id, title and help):
// `errata help kinds`, the table docs/reports.md holds.
std::string finding_kinds_markdown();
// "divergence, ambiguity, ...": the ids, for a message or an option's help.
std::string finding_kind_ids();

}  // namespace errata
