#pragma once
// Which clause of the rules a deviation breaks: the clause errata's own
// decision of the same step cites in its trace, chosen by what the engine
// answered otherwise (a refusal, an acceptance, a field of the state, what a
// player saw); when the trace cites none, the clause the rejection code or the
// card played stands for.
#include <string>
#include <vector>

#include "model/love_letter/rejection.h"
#include "model/love_letter/role.h"
#include "model/love_letter/trace.h"
#include "state_diff.h"

namespace errata::love_letter {

// errata refused the step with `r`; the engine accepted it (or refused it otherwise).
std::string refusal_clause(const std::vector<Event>& events, Rejection r, Role card);
// errata accepted the step; the engine refused it.
std::string acceptance_clause(const std::vector<Event>& events, Role card);
// The states differ: the first difference's group (state_diff's order) decides.
std::string state_clause(const std::vector<Event>& events, const std::vector<FieldDiff>& diffs, Role card);
// A player saw otherwise.
std::string sighting_clause(const std::vector<Event>& events, Role card);
// A setup errata refuses, from its reason ("... (setup.cards)").
std::string setup_clause(const std::string& problem);

}  // namespace errata::love_letter
