#include "checks.h"

#include "check_support.h"
#include "checks_parts.h"
#include "checker/translation/retelling.h"

namespace errata::secret_moon {
namespace {

// Every claim the text makes about itself is a clause `claim.*`: one the
// checks did not decide is reported, never passed over.
void undecided_claims(const Edition& ed, std::vector<Finding>& out) {
  for (const auto& [id, clause] : ed.clauses) {
    if (id.rfind("claim.", 0) != 0) continue;
    bool decided = false;
    for (const auto& f : out)
      for (const auto& c : f.clauses) decided = decided || c == id;
    if (decided) continue;
    Finding f = finding(ed, "inconclusive", "warning", id);
    f.clauses = {id};
    f.quotes = quotes_of(ed, {id});
    f.message = "No check decides claim " + id + " yet.";
    out.push_back(std::move(f));
  }
}

}  // namespace

std::vector<Finding> check_edition(const Edition& ed, const SolveOptions& options, const Edition* reference) {
  std::vector<Finding> out;
  check_stated_numbers(ed, out);
  check_deal_table(ed, out);
  check_marker_supply(ed, options, out);
  check_ends(ed, out);
  check_claims(ed, out);
  check_readings(ed, out);
  undecided_claims(ed, out);
  const Edition& from = reference ? *reference : ed;
  std::vector<std::pair<int, int>> stated;
  for (size_t i = 0; i < from.stated.size() && i < ed.stated.size(); ++i) stated.emplace_back(from.stated[i].line, ed.stated[i].line);
  retell(out, retelling(from.rulebook.path(), from.clauses, from.readings, ed.rulebook.path(), ed.clauses, ed.readings, stated));
  return out;
}

}  // namespace errata::secret_moon
