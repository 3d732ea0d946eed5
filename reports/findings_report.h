#pragma once
// Findings as text (for people) and JSON (for tools), deterministic: the same
// findings give byte-identical output.
#include <string>
#include <vector>

#include "checker/smt/finding.h"

namespace errata {

std::string findings_text(const std::vector<smt::Finding>& findings, const std::vector<std::string>& proven);
std::string findings_json(const std::vector<smt::Finding>& findings, const std::vector<std::string>& proven);

}  // namespace errata
