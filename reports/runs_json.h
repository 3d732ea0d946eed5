#pragma once
// Scenario runs as JSON (errata run --format json, errata explain --format
// json), deterministic: the same runs give byte-identical output.
#include <string>
#include <utility>
#include <vector>

#include "core/run_result.h"
#include "core/json_text.h"

namespace errata::report {

// A place in a file: {"file": ..., "line": N, "column": N}.
Json mark_json(const SourceMark& m);
// A failure (a failed expectation, bad input, a warning): its place and message.
Json failure_json(const Failure& f);
// One run's outcome, without its steps: scenario, file, line, edition,
// "passed", "failures", "bad_input" (or null), "warnings", "not_applicable"
// (or null); a caller adds further members after these.
Json run_json(const RunResult& r);
// errata run --format json: {"runs": [...], "summary": {NAME: N, ...}}.
std::string runs_json(const std::vector<RunResult>& runs, const std::vector<std::pair<std::string, int>>& summary);

}  // namespace errata::report
