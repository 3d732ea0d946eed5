#pragma once
// Findings as JSON (for tools; the text is text_report), deterministic: the same
// findings give byte-identical output.
#include <string>
#include <vector>

#include "core/finding.h"

namespace errata {

std::string findings_json(const std::vector<Finding>& findings, const std::vector<std::string>& proven);

}  // namespace errata
