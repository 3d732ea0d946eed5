#pragma once
// Reads scenario files (YAML, one or more documents) into Scenarios, checking
// keys and types with located errors. Game rules are not applied here.
#include <string>
#include <vector>

#include "scenario.h"

namespace errata {

// Every scenario in the file at `path`; InputError on bad input.
std::vector<Scenario> load_scenario_file(const std::string& path);
std::vector<Scenario> load_scenarios(const std::string& text, const std::string& file);

// The scenario files under each path (a file, or a folder searched for
// *.yaml / *.yml), sorted, each once; InputError for a path that does not
// exist or a folder with no scenario file. A file given twice is run once,
// with a warning in `notes` when given.
std::vector<std::string> scenario_files(const std::vector<std::string>& paths, std::vector<std::string>* notes = nullptr);

}  // namespace errata
