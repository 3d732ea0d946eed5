#include "finding_filter.h"

#include <algorithm>

#include "core/finding_kinds.h"
#include "model/core/suggest.h"

namespace errata::report {

bool FindingFilter::keeps(const Finding& f) const {
  if (!severities.empty() && !severities.count(f.severity)) return false;
  if (!kinds.empty() && !kinds.count(f.kind)) return false;
  if (editions.empty()) return true;
  for (const auto& e : f.editions)
    if (editions.count(e)) return true;
  return false;
}

std::string check_filter(const FindingFilter& filter) {
  for (const auto& s : filter.severities)
    if (!std::count(severities().begin(), severities().end(), s))
      return "--severity: unknown severity '" + s + "' (error, warning or info)" + did_you_mean(s, severities());
  std::vector<std::string> kinds;
  for (const auto& k : finding_kinds()) kinds.push_back(k.id);
  for (const auto& k : filter.kinds)
    if (!finding_kind(k))
      return "--kind: unknown finding kind '" + k + "'" + did_you_mean(k, kinds) + " (the kinds: " + finding_kind_ids() + ")";
  return "";
}

Report filtered(const Report& r, const FindingFilter& filter, int& hidden) {
  hidden = 0;
  Report out = r;
  for (auto& g : out.groups) {
    std::vector<Finding> kept;
    for (auto& f : g.findings) {
      if (filter.keeps(f)) kept.push_back(std::move(f));
      else {
        ++hidden;
        if (out.baseline) out.baseline->accepted.erase(f.id);  // found, only not shown: not stale
      }
    }
    g.findings = std::move(kept);
  }
  return out;
}

}  // namespace errata::report
