#pragma once
// Known deviations of one engine, each with its reason (as web-platform-tests
// keeps, per browser, the tests it is known to fail): a YAML list of
//   - {id: deviation:EDITION:CLAUSE, reason: ...}   the rule broken, wherever it shows
//   - {scenario: NAME, reason: ...}                  one scenario's deviation (its `name:`)
// with `edition: ID` to narrow a `scenario:` entry. Only deviations no entry
// accepts fail the run (a scenario's run deviates wherever it departs: an
// entry accepts each of its deviations); an entry that accepts nothing is stale.
#include <string>
#include <vector>

#include "conform_run.h"
#include "model/core/source_mark.h"

namespace errata::conform {

struct Expectation {
  std::string id, scenario, edition, reason;
  SourceMark mark;
};

// Reads an expectations file; InputError with file:line:col on bad input.
std::vector<Expectation> load_expectations(const std::string& path);
std::vector<Expectation> read_expectations(const std::string& text, const std::string& path);

// The entry that accepts deviation `d` of the run, or nullptr.
const Expectation* accepting(const std::vector<Expectation>& entries, const Run& run, const Deviation& d);

}  // namespace errata::conform
