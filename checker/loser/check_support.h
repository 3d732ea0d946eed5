#pragma once
// Shared by the Loser checks: a finding's common fields, and quotes taken
// from the edition's clauses and stated totals.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "core/finding.h"
#include "model/loser/edition.h"

namespace errata::loser {

inline Finding finding(const Edition& ed, const std::string& kind, const std::string& severity, const std::string& what) {
  return edition_finding(ed.id, kind, severity, what);
}

// A claim proven (info) or refuted (error).
inline Finding claim(const Edition& ed, bool holds, const std::string& what) {
  return finding(ed, holds ? "claim-proven" : "claim-refuted", holds ? "info" : "error", what);
}

inline void quote_clauses(const Edition& ed, const std::vector<std::string>& ids, Finding& f) {
  for (const auto& id : ids) {
    if (std::find(f.clauses.begin(), f.clauses.end(), id) == f.clauses.end()) f.clauses.push_back(id);
    const Clause* c = ed.clause(id);
    if (!c) continue;
    for (const auto& cite : c->citations) f.quotes.push_back({ed.id, id, cite.rulebook, cite.line, cite.quote});
  }
}

inline void quote_stated(const Edition& ed, const Stated& s, Finding& f) {
  f.quotes.push_back({ed.id, "stated:" + s.what, ed.rulebook.name(), s.line, s.quote});
}

// Replays a witness (witness.h) and records the outcome on the finding.
void attach_witness(Finding& f, const std::string& yaml, const Edition& ed);
// The same for a game the check searched for: `inconclusive` when none was found.
void attach_game_or_inconclusive(Finding& f, const std::optional<std::string>& yaml, const Edition& ed);

}  // namespace errata::loser
