#pragma once
// What the decisions of `errata diff` share: the two editions' labels, a
// finding with the quotes of both texts, and the witness attached and
// replayed by both executable models.
#include <functional>
#include <string>
#include <vector>

#include "checker/love_letter/edition_catalog.h"
#include "core/finding.h"
#include "checker/smt/solve.h"

namespace errata::smt {

struct Labels {
  std::string a, b;
};

// Which of a diff's decisions are asked of Z3, by the id its finding takes
// (round-end.winners, play.guard, play.guard.refusal, round-start,
// setup.players, ...): every one, or those a caller wants (props' cross-check
// asks only about the decision a divergence was found in).
using Wanted = std::function<bool(const std::string& decision)>;
inline bool asked(const Wanted& wanted, const std::string& decision) { return !wanted || wanted(decision); }

// The clauses of `ids` that either edition (or both) states.
std::vector<std::string> present(const love_letter::Edition& a, const love_letter::Edition& b, const std::vector<std::string>& ids);
std::vector<std::string> in_both(const love_letter::Edition& a, const love_letter::Edition& b, const std::vector<std::string>& ids);

// A finding of `kind` about `decision`, quoting both editions' text of `clauses`.
Finding make_finding(const std::string& kind, const love_letter::Edition& a, const love_letter::Edition& b, const Labels& l,
                     const std::string& decision, const std::vector<std::string>& clauses);

// Attaches the witness `make(true)` (both editions' outcomes) and replays it:
// a divergence must show under both editions. For an ambiguity, `make(false)`
// holds the outcome of the reading taken: it must pass under it and fail
// under the other reading. A witness that does not replay is a checker bug.
void attach_witness(Finding& f, const std::string& kind, const std::function<std::string(bool)>& make,
                    const love_letter::Edition& a, const love_letter::Edition& b, const EditionCatalog& catalog);

// A decision the solver found apart, shown by a game (game_apart.h): the
// finding's message is `what` with the game's situation where the editions
// part and each one's outcome, then the readings it rests on (those about
// `rests`, the decision's clauses, and about every clause the game's plays
// were decided by); its
// witness is the game from the deal, named `name` (both editions' outcomes
// for a divergence, the first's for a reading's ambiguity), replayed as
// attach_witness replays. When no game is found within the search's games,
// the finding becomes inconclusive, saying what the solver found (`state`)
// and what was searched: a search, not a proof.
struct GameGoal;
void attach_game(Finding& f, const std::string& kind, const GameGoal& goal, const std::string& what, const std::string& state,
                 const std::vector<std::string>& rests, const std::string& name, const love_letter::Edition& a, const love_letter::Edition& b,
                 const Labels& l, const EditionCatalog& catalog);

// An inconclusive finding: Z3 answered `unknown` within its resource limit
// for the query, or the task's budget (TaskBudget) ran out, so the decision is
// neither found nor proven; each cause has its own message, the same on any
// machine.
Finding inconclusive(const love_letter::Edition& a, const love_letter::Edition& b, const Labels& l, const std::string& decision,
                     const std::vector<std::string>& clauses, const std::string& what);
// The same finding when the safety clock of `seconds` stopped the task (what
// no verdict should rest on: the budget is meant to be reached first).
void stopped_by_safety_clock(Finding& inconclusive, unsigned seconds);

// A decision with nothing in common to compare (no player count both
// editions seat, no card of it in either deck, no state both can be in):
// `info`, never counted as proven. It quotes what the editions say of the
// player range (`players`) or, by default, of their decks.
Finding not_comparable(const love_letter::Edition& a, const love_letter::Edition& b, const Labels& l, const std::string& decision,
                       const std::string& why, bool players = false);

// The readings a decision stated by `clauses` rests on, in either edition:
// those about its clauses, those at a variation point whose variants cite
// them, and those that change the card counts (every decision reads the
// deck). " (resting on readings: EDITION READING=OPTION, ...)", or "".
std::string resting_on(const love_letter::Edition& a, const love_letter::Edition& b, const Labels& l,
                       const std::vector<std::string>& clauses);

std::string seats(const std::vector<bool>& set);
// "2 to 4 players", "2 and 4 players", "3 players".
std::string players_text(const std::vector<int>& counts);
std::string tokens(int n);

}  // namespace errata::smt
