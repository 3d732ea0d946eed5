#include "checks.h"

#include "checks_parts.h"
#include "checker/translation/retelling.h"

namespace errata::loser {

std::vector<Finding> check_edition(const Edition& ed, const SolveOptions&, const Edition* reference) {
  // Every check is a proof by exhaustion over the model's finite cases (the
  // player counts, the potion orders, the votes, the sequences of losers), so
  // no solver time limit applies.
  std::vector<Finding> out;
  check_stated_totals(ed, out);
  check_colours(ed, out);
  check_deal_table(ed, out);
  check_phase_one(ed, out);
  check_loser_rules(ed, out);
  check_tie_reading(ed, out);
  check_in_play_reading(ed, out);
  check_mistake_claim(ed, out);
  check_game_length(ed, out);
  check_silent_clauses(ed, out);
  check_claims_outside_the_model(ed, out);
  const Edition& from = reference ? *reference : ed;
  std::vector<std::pair<int, int>> more;  // the stated numbers and the deal table's rows, row by row
  for (size_t i = 0; i < from.stated.size() && i < ed.stated.size(); ++i) more.emplace_back(from.stated[i].line, ed.stated[i].line);
  for (size_t i = 0; i < from.deal_table.size() && i < ed.deal_table.size(); ++i)
    more.emplace_back(from.deal_table[i].line, ed.deal_table[i].line);
  retell(out, retelling(from.rulebook.path(), from.clauses, {}, ed.rulebook.path(), ed.clauses, {}, more));
  return out;
}

}  // namespace errata::loser
