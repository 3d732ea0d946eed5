#include "run_as.h"

#include <algorithm>
#include <set>

#include "checker/game/game.h"
#include "clauses_behind.h"
#include "edition_selection.h"
#include "model/core/input_error.h"
#include "scenario_runs.h"

namespace errata {
namespace {

AsRun not_applicable(RunResult mine, std::string reason) {
  AsRun out;
  out.outcome = AsRun::Outcome::not_applicable;
  out.reason = std::move(reason);
  out.mine = std::move(mine);
  out.mine.not_applicable = out.reason;
  return out;
}

bool seats(const GameEdition& e, int seated) { return seated >= e.min_players && seated <= e.max_players; }

// Why MINE cannot answer the scenario before running it: its player range
// (unless BASE does not seat them either: the scenario is then about the
// player count, which MINE judges too), a component it lacks. "" when it can.
std::string cannot_answer(const Scenario& sc, const Game& game, const std::string& base, const std::string& mine) {
  const auto editions = game.editions();
  const auto of = [&](const std::string& id) {
    return *std::find_if(editions.begin(), editions.end(), [&](const GameEdition& e) { return e.id == id; });
  };
  const GameEdition& m = of(mine);
  if (!seats(m, sc.seated) && seats(of(base), sc.seated))
    return mine + " is for " + std::to_string(m.min_players) + " to " + std::to_string(m.max_players) +
           " players; the setup seats " + std::to_string(sc.seated);
  return game.lacks(sc, mine);
}

// The same step of BASE's run as `step` of MINE's (both runs play the
// scenario's steps in order, each from its own line), or nullptr.
const StepTrace* same_step(const RunResult& base, const StepTrace& step) {
  for (const auto& st : base.steps)
    if (st.mark.line == step.mark.line && st.mark.column == step.mark.column) return &st;
  return nullptr;
}

// The clauses each step cites from where the two steps' decisions part (the
// first decision whose clause differs): what decided differently. When they
// cite the same clauses in the same order, every clause of both.
std::pair<std::set<std::string>, std::set<std::string>> parting_clauses(const StepTrace& a, const StepTrace& b) {
  auto clauses = [](const StepTrace& st) {
    std::vector<std::string> out;
    for (const auto& ev : st.events)
      if (!ev.clause.empty()) out.push_back(ev.clause);
    return out;
  };
  const auto ca = clauses(a), cb = clauses(b);
  size_t common = 0;
  while (common < ca.size() && common < cb.size() && ca[common] == cb[common]) ++common;
  if (common == ca.size() && common == cb.size()) common = 0;
  return {{ca.begin() + static_cast<long>(common), ca.end()}, {cb.begin() + static_cast<long>(common), cb.end()}};
}

std::vector<Quote> only(std::vector<Quote> quotes, const std::set<std::string>& clauses) {
  std::erase_if(quotes, [&](const Quote& q) { return !clauses.count(q.clause); });
  return quotes;
}

// The clauses that decided the failed expectation's step differently under each edition.
void quote_difference(AsRun& out, const RunResult& base, const RunResult& mine, const Failure& f) {
  const StepTrace* step = step_of(mine, f);
  const StepTrace* base_step = step ? same_step(base, *step) : nullptr;
  if (!step || !base_step) {
    out.mine_clauses = clauses_behind(mine, f);
    return;
  }
  const auto [base_ids, mine_ids] = parting_clauses(*base_step, *step);
  out.base_clauses = only(clauses_of_step(base, *base_step), base_ids);
  out.mine_clauses = only(clauses_of_step(mine, *step), mine_ids);
}

}  // namespace

std::pair<std::string, std::string> as_editions(const std::string& option) {
  const SourceMark at{"--as", 0, 0};
  const auto eq = option.find('=');
  if (eq == std::string::npos || eq == 0 || eq + 1 == option.size())
    throw InputError(at, "expected BASE=MINE (the edition the scenarios are written for, then yours), got '" + option + "'");
  std::string base = option.substr(0, eq), mine = option.substr(eq + 1);
  for (const auto& id : {base, mine})
    if (!known_edition(id)) throw InputError(at, unknown_edition(id));
  if (base == mine) throw InputError(at, "'" + base + "' is on both sides: name the edition the scenarios are written for, then another");
  if (game_of(base) != game_of(mine))
    throw InputError(at, "'" + base + "' is a " + game_title(game_of(base)) + " edition and '" + mine + "' a " +
                             game_title(game_of(mine)) + " one: --as compares two editions of one game");
  return {base, mine};
}

bool written_for(const Scenario& sc, const std::string& base) {
  if (game_of(base) != sc.game.text) return false;
  const auto runs = select_editions(sc, std::nullopt).run;
  return std::find(runs.begin(), runs.end(), base) != runs.end();
}

AsRun run_as(const Scenario& sc, const std::string& base, const std::string& mine) {
  const Game* game = game_of_edition(mine);
  RunResult mine_run;
  mine_run.scenario = sc.name, mine_run.file = sc.mark.file, mine_run.mark = sc.mark, mine_run.edition = mine;
  if (std::string why = cannot_answer(sc, *game, base, mine); !why.empty()) return not_applicable(std::move(mine_run), why);
  const RunResult base_run = run_under(sc, base);
  if (!base_run.passed())
    return not_applicable(std::move(mine_run), "it fails under " + base + " itself, so it is no reference");
  mine_run = game->run_as(sc, mine, base);
  if (mine_run.bad_input) {
    const std::string why = mine + " refuses it: " + mine_run.bad_input->message;
    mine_run.bad_input.reset();
    return not_applicable(std::move(mine_run), why);
  }
  AsRun out;
  if (!mine_run.failures.empty()) {
    const Failure& first = mine_run.failures.front();
    out.outcome = AsRun::Outcome::differs;
    out.first_difference = first;
    quote_difference(out, base_run, mine_run, first);
  }
  out.mine = std::move(mine_run);
  return out;
}

}  // namespace errata
