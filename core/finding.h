#pragma once
// What the checker found: a difference between editions, a contradiction in
// one text, a dead or silent clause, a claim proven or refuted. Every finding
// quotes the text behind it and, where a situation shows it, carries a witness
// scenario that the executable models replayed.
#include <string>
#include <vector>

namespace errata {

struct Quote {
  std::string edition;
  std::string clause;
  std::string rulebook;  // the rulebook's name, as the edition file gives it
  int line = 0;
  std::string text;
  std::string path{};  // where the text was read ("docs/rulebooks/NAME", a user's file): set by the command for reports
};

struct Finding {
  std::string id;        // stable: kind, editions and decision; what a baseline names
  std::string kind;      // divergence, contradiction, dead-clause, underspecified, ambiguity,
                         // resource-shortage, claim-proven, claim-refuted, outside-the-model, inconclusive
  std::string severity;  // error, warning, info
  std::vector<std::string> editions;
  std::vector<std::string> clauses;
  std::string message;
  // One root cause, one finding: when one cause (a reading's option) makes
  // several decisions differ, each of them, "decision: what differs", one per
  // line; the witness shows the first.
  std::vector<std::string> consequences;
  std::vector<Quote> quotes;
  std::string witness;       // the witness scenario (YAML), when a situation shows the finding
  std::string witness_path;  // where it was written (--out)
  bool replayed = false;     // the witness ran under the executable models and showed the finding
};

// What a diff (or a check, run as a task of errata verify) found: its
// findings, and the decisions proven to agree, one line each.
struct DiffResult {
  std::vector<Finding> findings;
  std::vector<std::string> proven;
};

// A finding about one edition's text, with its stable id `kind:edition:what`
// (what a baseline names).
inline Finding edition_finding(const std::string& edition, const std::string& kind, const std::string& severity,
                               const std::string& what) {
  Finding f;
  f.id = kind + ":" + edition + ":" + what;
  f.kind = kind;
  f.severity = severity;
  f.editions = {edition};
  return f;
}

}  // namespace errata
