#pragma once
// The run's findings as text for people: the summary first (new errors in
// full, then counts, stale baseline entries and how to refresh them), the
// other findings only when asked. Colour only when the caller says so (a
// terminal, NO_COLOR unset).
#include <string>

#include "report.h"

namespace errata::report {

struct TextOptions {
  bool list_findings = false;  // every finding not accepted (check, diff): not only the new errors
  bool verbose = false;        // every finding, the accepted ones marked `accepted:`, and every proof
  bool colour = false;
  int hidden = 0;              // findings left out by --severity/--kind/--edition/--game
  std::string baseline_path;   // for the refresh command
};

// One finding in full: its severity (or `accepted`), kind, id, message, quotes, witness.
std::string finding_text(const Report& r, const Finding& f, bool colour);

std::string text_report(const Report& r, const TextOptions& o);

}  // namespace errata::report
