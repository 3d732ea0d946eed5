#include "targets.h"

#include <cstdlib>
#include <string>

#include "checker/love_letter/edition_catalog.h"
#include "checker/scenario/scenario_loader.h"
#include "checker/scenario/scenario_runs.h"
#include "core/baseline.h"
#include "exercise.h"
#include "model/core/input_error.h"
#include "model/core/text_encoding.h"
#include "model/core/user_file.h"
#include "reports/junit_report.h"

namespace errata::fuzz {
namespace {

// A report must stay well-formed whatever the input held: UTF-8, and no
// character XML 1.0 forbids (controls but tab and newline). A crash here is
// the fuzzer's finding.
void well_formed_report(const std::string& xml) {
  if (first_bad_byte(xml)) std::abort();
  for (unsigned char c : xml)
    if (c < 0x20 && c != '\n' && c != '\t' && c != '\r') std::abort();
}

}  // namespace

void scenario_file(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    require_user_text(text, "fuzz.yaml", "scenario file");  // what errata checks as it reads a file
    report::Report rep;
    for (const auto& sc : load_scenarios(text, "fuzz.yaml"))
      for (const auto& ed : run_editions(sc, std::nullopt)) {
        rep.runs.push_back(run_under(sc, ed));
        rep.run_seconds.push_back(0);
      }
    well_formed_report(report::junit_report(rep));
  } catch (const InputError&) {
  }
}

void edition_file(const uint8_t* data, size_t size) {
  exercise_edition_text(std::string(reinterpret_cast<const char*>(data), size), size);
}

void baseline_file(const uint8_t* data, size_t size) {
  try {
    const std::string text(reinterpret_cast<const char*>(data), size);
    require_user_text(text, "fuzz-baseline.yaml", "baseline file");
    (void)read_baseline(text, "fuzz-baseline.yaml");
  } catch (const InputError&) {
  }
}

void warm_up() {
  const uint8_t first_bundled_edition = 0;
  edition_edits(&first_bundled_edition, 1);  // the catalog, every game's scenarios, the edition trees
}

Target find_target(std::string_view name) {
  if (name == "scenario") return scenario_file;
  if (name == "edition") return edition_file;
  if (name == "edition-edits") return edition_edits;
  if (name == "baseline") return baseline_file;
  if (name == "shard") return shard_file;
  if (name == "adapter") return adapter_replies;
  return nullptr;
}

}  // namespace errata::fuzz
