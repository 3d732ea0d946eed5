#pragma once
// What every Secret Moon check shares: findings with stable ids and the text
// they quote, and witnesses replayed through the game's own run.
#include <optional>
#include <string>
#include <vector>

#include "core/finding.h"
#include "model/secret_moon/edition.h"

namespace errata::secret_moon {

Finding finding(const Edition& ed, const std::string& kind, const std::string& severity, const std::string& what);
// The quotes of these clauses (a silent clause quotes nothing).
std::vector<Quote> quotes_of(const Edition& ed, const std::vector<std::string>& clauses);
// Line `line` of the rulebook, whole, as the quote of `clause`.
Quote line_quote(const Edition& ed, const std::string& clause, int line);
// `f` proven or refuted: claim-proven (info) or claim-refuted (error).
Finding claim(const Edition& ed, const std::string& clause, bool holds, const std::string& message);

// Runs the witness scenario (YAML) under the edition; "" when every scenario in it passed.
std::string replay_problem(const std::string& yaml, const Edition& ed);
// Sets f.witness and f.replayed (the witness passed under the edition).
void attach_witness(Finding& f, const std::string& yaml, const Edition& ed);
// A refutation's witness where a game from the deal shows it (game_from_deal.h);
// where no game found within the search's budget does, the finding is inconclusive (a warning), never a refutation.
void attach_game_or_inconclusive(Finding& f, const std::optional<std::string>& yaml, const Edition& ed);

}  // namespace errata::secret_moon
