#include "diff_support.h"

#include <algorithm>
#include <cctype>

#include "diff.h"
#include "game_search.h"
#include "props/love_letter/game_witness.h"
#include "witness.h"

namespace errata::smt {

using love_letter::Edition;

std::vector<std::string> present(const Edition& a, const Edition& b, const std::vector<std::string>& ids) {
  std::vector<std::string> out;
  for (const auto& id : ids)
    if ((a.clause(id) || b.clause(id)) && std::find(out.begin(), out.end(), id) == out.end()) out.push_back(id);
  return out;
}

std::vector<std::string> in_both(const Edition& a, const Edition& b, const std::vector<std::string>& ids) {
  std::vector<std::string> out;
  for (const auto& id : ids)
    if (a.clause(id) && b.clause(id)) out.push_back(id);
  return out;
}

std::string seats(const std::vector<bool>& set) {
  std::string out;
  for (size_t p = 0; p < set.size(); ++p)
    if (set[p]) out += (out.empty() ? "" : ", ") + player_name(static_cast<int>(p));
  return out.empty() ? "nobody" : out;
}

std::string players_text(const std::vector<int>& counts) {
  bool running = true;
  for (size_t i = 1; i < counts.size(); ++i) running = running && counts[i] == counts[i - 1] + 1;
  if (counts.size() == 1) return std::to_string(counts[0]) + " players";
  if (running) return std::to_string(counts.front()) + " to " + std::to_string(counts.back()) + " players";
  std::string out;
  for (size_t i = 0; i < counts.size(); ++i) out += (i == 0 ? "" : i + 1 == counts.size() ? " and " : ", ") + std::to_string(counts[i]);
  return out + " players";
}

std::string tokens(int n) { return std::to_string(n) + (n == 1 ? " token" : " tokens"); }

void attach_witness(Finding& f, const std::string& kind, const std::function<std::string(bool)>& make, const Edition& a,
                    const Edition& b, const EditionCatalog& catalog) {
  if (kind == "divergence") {
    f.witness = make(true);
    const std::string problem = replay(f.witness, {&a, &b}, catalog);
    f.replayed = problem.empty();
    if (!problem.empty()) f.message += " [checker bug: the witness does not replay: " + problem + "]";
  } else {
    f.witness = make(false);
    f.replayed = replay(f.witness, {&a}, catalog).empty() && !replay(f.witness, {&b}, catalog).empty();
    if (!f.replayed) f.message += " [checker bug: the witness does not replay]";
  }
}

void attach_game(Finding& f, const std::string& kind, const GameGoal& goal, const std::string& what, const std::string& state,
                 const std::vector<std::string>& rests, const std::string& name, const Edition& a, const Edition& b, const Labels& l,
                 const EditionCatalog& catalog) {
  const GameSearch search = find_game_apart(a, b, goal);
  if (!search.found) {
    f.kind = "inconclusive";
    f.severity = "warning";
    f.id = "inconclusive:" + f.id.substr(f.id.find(':') + 1);
    const std::string searched = search.none_can.empty()
                                     ? "no game from a deal reaches a difference there within " + std::to_string(search.games) +
                                           " games searched (seed " + std::to_string(search.seed) + "): a search, not a proof"
                                     : search.none_can;
    std::string lower = what;
    if (!lower.empty()) lower[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(lower[0])));
    f.message = "The solver finds that " + lower + " (" + state + "), but " + searched + "; not shown by a game, so not a divergence" + resting_on(a, b, l, rests) +
                " (an inconclusive decision fails the run unless accepted).";
    return;
  }
  const props::GameApart& g = *search.found;
  // The game rests on the readings of every clause its plays were decided by, as well as the decision's own.
  std::vector<std::string> played = rests;
  for (const auto& c : g.decided)
    if (std::find(played.begin(), played.end(), c) == played.end()) played.push_back(c);
  f.message = what + ": " + props::parting_situation(g) + " is " + props::parting_outcome(g, true) + " under " + l.a + " but " +
              props::parting_outcome(g, false) + " under " + l.b + "." + resting_on(a, b, l, played);
  attach_witness(f, kind, [&](bool both) { return props::game_scenario(name, f.message, in_both(a, b, f.clauses), g, a, b, both); }, a, b, catalog);
}

Finding make_finding(const std::string& kind, const Edition& a, const Edition& b, const Labels& l, const std::string& decision,
                     const std::vector<std::string>& clauses) {
  Finding f;
  f.kind = kind;
  f.severity = kind == "divergence" ? "error" : "warning";
  f.editions = {a.id};
  if (b.id != a.id) f.editions.push_back(b.id);
  f.id = kind + ":" + a.id + (b.id != a.id ? ":" + b.id : ":" + l.b) + ":" + decision;
  f.clauses = present(a, b, clauses);
  for (auto& q : quotes_of(a, f.clauses)) f.quotes.push_back(q);
  if (b.id != a.id)
    for (auto& q : quotes_of(b, f.clauses)) f.quotes.push_back(q);
  return f;
}

Finding not_comparable(const Edition& a, const Edition& b, const Labels& l, const std::string& decision, const std::string& why,
                       bool players) {
  std::vector<std::string> clauses{"setup.cards"};
  if (players) clauses = {a.players_clause, b.players_clause};
  Finding f = make_finding("not-comparable", a, b, l, decision, clauses);
  f.severity = "info";
  f.message = "Nothing to compare for " + decision + " between " + l.a + " and " + l.b + ": " + why + " (not counted as proven).";
  return f;
}

namespace {

bool about(const love_letter::Edition& ed, const Reading& r, const std::vector<std::string>& clauses) {
  auto cited = [&](const std::string& c) { return std::find(clauses.begin(), clauses.end(), c) != clauses.end(); };
  for (const auto& c : r.clauses)
    if (cited(c)) return true;
  if (love_letter::Rules::is_variation_point(r.id))
    for (const auto& v : love_letter::Rules::variants_of(r.id))
      for (const auto& c : love_letter::Rules::clauses_needed(r.id, v))
        if (cited(c)) return true;
  for (const auto& o : r.options)
    if (!o.counts.empty()) return true;
  (void)ed;
  return false;
}

}  // namespace

std::string resting_on(const Edition& a, const Edition& b, const Labels& l, const std::vector<std::string>& clauses) {
  std::string out;
  auto add = [&](const Edition& ed, const std::string& label) {
    for (const auto& r : ed.readings)
      if (r.options.size() > 0 && about(ed, r, clauses)) out += (out.empty() ? "" : ", ") + label + " " + r.id + "=" + r.chosen;
  };
  add(a, l.a);
  if (b.id != a.id) add(b, l.b);  // (a reading's other option: the label says which)
  return out.empty() ? "" : " (resting on readings: " + out + ")";
}

namespace {
constexpr const char* kRaise = " (raise ";
constexpr const char* kFails = "; an inconclusive decision fails the run unless accepted).";
}  // namespace

Finding inconclusive(const Edition& a, const Edition& b, const Labels& l, const std::string& decision,
                     const std::vector<std::string>& clauses, const std::string& what) {
  Finding f = make_finding("inconclusive", a, b, l, decision, clauses);
  f.severity = "warning";
  const TaskBudget* budget = TaskBudget::current();
  if (budget && budget->ran_out())
    f.message = "The task's budget of " + std::to_string(budget->units()) + " resource units ran out before Z3 decided whether " +
                what + kRaise + "--task-rlimit" + kFails;
  else
    f.message = "Z3 could not decide within its resource limit whether " + what + kRaise + "--rlimit" + kFails;
  return f;
}

void stopped_by_safety_clock(Finding& f, unsigned seconds) {
  const auto whether = f.message.find(" whether "), raise = f.message.rfind(kRaise);
  if (whether == std::string::npos || raise == std::string::npos || raise < whether) return;
  f.message = "The safety clock of " + std::to_string(seconds) + " s (wall clock: this depends on the machine) stopped Z3 before it decided" +
              f.message.substr(whether, raise - whether) + kRaise + "--timeout" + kFails;
}

}  // namespace errata::smt
