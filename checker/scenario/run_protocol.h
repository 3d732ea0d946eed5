#pragma once
// What every game's scenario runner does around its own rules, the same for
// Love Letter, Secret Moon and Loser: which expectations apply to an
// edition, the top-level `{error: invalid-setup}`, the setup's verdict, and a
// step's outcome against the error it expects. `Expectation` is a game's
// expect map: it has `editions` (optional NamedList) and `error` (optional Named).
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "model/core/clause.h"
#include "model/core/input_error.h"
#include "model/core/suggest.h"
#include "core/run_result.h"
#include "scenario.h"
#include "setup_problem.h"

namespace errata::run_protocol {

// The run of a scenario under one edition, before any of it has run.
inline RunResult started(const Scenario& sc, const std::string& edition) {
  RunResult out;
  out.scenario = sc.name;
  out.file = sc.file;
  out.mark = sc.mark;
  out.edition = edition;
  return out;
}

// A run that cannot start: the scenario, as written, is bad input for this edition.
inline RunResult bad_input(const Scenario& sc, const std::string& edition, const std::string& message) {
  RunResult out = started(sc, edition);
  out.bad_input = Failure{sc.mark, message};
  return out;
}

// Runs `body` (which fills the result) for one scenario under one edition:
// the scenario's `clauses:` must be clauses of the edition, and bad input
// anywhere becomes the run's `bad_input` (exit code 2), never a crash.
template <typename Body>
RunResult run_guarded(const Scenario& sc, const std::string& edition, const std::map<std::string, Clause>& clauses,
                      Body body) {
  RunResult out = started(sc, edition);
  try {
    for (const auto& c : sc.clauses.items) {
      if (clauses.count(c.text)) continue;
      std::vector<std::string> ids;
      for (const auto& [id, cl] : clauses) ids.push_back(id);
      throw InputError(c.mark, "clause '" + c.text + "' is not a clause of edition " + edition + did_you_mean(c.text, ids));
    }
    body(out);
  } catch (const InputError& e) {
    out.bad_input = Failure{e.mark(), e.message()};
  }
  return out;
}

template <typename Expectation>
bool applies(const Expectation& e, const std::string& edition) {
  if (!e.editions) return true;
  for (const auto& n : e.editions->items)
    if (n.text == edition) return true;
  return false;
}

// The top-level expect `{error: invalid-setup}` that applies, if any; any
// other error code there is bad input.
template <typename Expectation>
const Expectation* expected_setup_error(const std::vector<Expectation>& expect, const std::string& edition) {
  const Expectation* found = nullptr;
  for (const auto& e : expect) {
    if (!applies(e, edition) || !e.error) continue;
    if (e.error->text != "invalid-setup")
      throw InputError(e.error->mark, "a scenario's top-level expect can only be {error: invalid-setup}, got '" +
                                          e.error->text + "'");
    found = &e;
  }
  return found;
}

// Records the setup step and its verdict. True when the steps are to run;
// InputError when the rules refuse a setup the scenario did not expect them to.
template <typename Expectation>
bool judge_setup(const std::optional<SetupProblem>& problem, const SourceMark& setup_mark, const Expectation* expected_error,
                 RunResult& out) {
  out.steps.push_back({setup_mark, "setup", {}, ""});
  if (problem) {
    out.steps.back().events.push_back({"", "setup rejected (invalid-setup): " + problem->message});
    out.steps.back().rejected = "invalid-setup";
    if (!expected_error) throw InputError(problem->mark, "invalid setup: " + problem->message);
    return false;  // refused as expected: the steps are not run
  }
  if (expected_error) {
    out.failures.push_back({expected_error->error->mark, "expected the setup to be rejected (invalid-setup), but it is valid"});
    return false;
  }
  return true;
}

// A step's expectations that apply to `edition`, and the one expecting an
// error (whose code must be one of `codes`).
template <typename Expectation>
struct StepExpectations {
  std::vector<const Expectation*> all;
  const Expectation* error = nullptr;
};

template <typename Expectation>
StepExpectations<Expectation> step_expectations(const std::vector<Expectation>& expect, const std::string& edition,
                                                const std::vector<std::string>& codes) {
  StepExpectations<Expectation> out;
  for (const auto& e : expect) {
    if (!applies(e, edition)) continue;
    out.all.push_back(&e);
    if (!e.error) continue;
    bool known = false;
    for (const auto& c : codes) known = known || c == e.error->text;
    if (!known) throw InputError(e.error->mark, "unknown error code '" + e.error->text + "'" + did_you_mean(e.error->text, codes));
    out.error = &e;
  }
  return out;
}

// Every error code of a game: the game's `rejection_code(r)` (declared
// beside its Rejection) for each rejection 1..Count-1, made once.
template <typename Rejection, int Count>
const std::vector<std::string>& error_codes() {
  static const std::vector<std::string> codes = [] {
    std::vector<std::string> out;
    for (int i = 1; i < Count; ++i) out.emplace_back(rejection_code(static_cast<Rejection>(i)));
    return out;
  }();
  return codes;
}

// A step's outcome against the error it expects: `code` is "" when the step
// was accepted. `unknown_name` (a name that did not resolve) is bad input
// unless that very code was expected. False when the scenario cannot go on.
template <typename Expectation>
bool judge_step(const std::string& code, const std::string& unknown_name, const SourceMark& unknown_mark,
                const Expectation* expected_error, const SourceMark& step_mark, RunResult& out) {
  if (code.empty()) {
    if (expected_error)
      out.failures.push_back({expected_error->error->mark,
                              "expected error " + expected_error->error->text + ", but the step was accepted"});
    return true;
  }
  if (expected_error && expected_error->error->text == code) return true;
  if (!unknown_name.empty()) throw InputError(unknown_mark, unknown_name);
  const auto& events = out.steps.back().events;
  const std::string reason = events.empty() ? "" : ": " + events.back().text;
  if (expected_error)
    out.failures.push_back({expected_error->error->mark, "expected error " + expected_error->error->text + ", got " + code + reason});
  else
    out.failures.push_back({step_mark, "the step was rejected with " + code + reason});
  return false;
}

// Records a step as run (its trace, the error code when refused) and judges
// it against the error it expects (see judge_step). A refused step must leave
// the state as it was: `changed` says it did not, an engine bug.
template <typename Expectation>
bool record_step(RunResult& out, StepTrace step, bool changed, const std::string& unknown_name,
                 const SourceMark& unknown_mark, const Expectation* expected_error) {
  if (!step.rejected.empty() && changed) throw std::logic_error("a rejected step changed the state");
  const SourceMark mark = step.mark;
  out.steps.push_back(std::move(step));
  return judge_step(out.steps.back().rejected, unknown_name, unknown_mark, expected_error, mark, out);
}

// What a game made of one step: the rules' rejection (`none` when they
// accepted it) and, when a name in the step did not resolve, what to say and
// where (bad input unless the scenario expects that very rejection).
template <typename Rejection>
struct StepOutcome {
  Rejection rejection = Rejection::none;
  std::string unknown_name;
  SourceMark unknown_mark;
};

// Runs one step, the same for every game: its expectations under `edition`,
// the state before it, a trace holding only its own events, the step recorded
// and judged against the error it expects (record_step), then `check(e)` for
// each of its expectations. `play(title)` plays the step on `state` (naming it
// in `title`) and returns its StepOutcome. False when the scenario cannot go on.
template <typename Rejection, int RejectionCount, typename Step, typename State, typename Trace, typename Play,
          typename Check>
bool run_step(const Step& st, const std::string& edition, const State& state, Trace& trace, RunResult& out, Play play,
              Check check) {
  const auto expect = step_expectations(st.expect, edition, error_codes<Rejection, RejectionCount>());
  const State before = state;
  trace.events.clear();
  std::string title;
  const StepOutcome<Rejection> o = play(title);
  const std::string code = o.rejection == Rejection::none ? "" : std::string(rejection_code(o.rejection));
  if (!record_step(out, StepTrace{st.mark, title, std::move(trace.events), code}, !(state == before), o.unknown_name,
                   o.unknown_mark, expect.error))
    return false;
  for (const auto* e : expect.all) check(*e);
  return true;
}

// Runs a game's script under `edition` after the common header, the same for
// every game: the setup `build()` made judged against the top-level expect
// (judge_setup), `begin()` starting the game with the setup step's events
// in `trace`, every step through `run_step(step)` until one the scenario
// cannot go on from, then `check(e)` for each top-level expectation of the
// edition that expects no error.
template <typename Script, typename Trace, typename Build, typename Begin, typename RunStep, typename Check>
void run_script(const Script& script, const std::string& edition, Trace& trace, RunResult& out, Build build, Begin begin,
                RunStep run_step, Check check) {
  const auto* setup_error = expected_setup_error(script.expect, edition);
  if (!judge_setup(build(), script.setup.mark, setup_error, out)) return;
  trace.events.clear();
  begin();
  out.steps.back().events = std::move(trace.events);
  for (const auto& st : script.steps)
    if (!run_step(st)) return;  // an unexpected rejection: later steps would mean nothing
  for (const auto& e : script.expect)
    if (applies(e, edition) && !e.error) check(e);
}

}  // namespace errata::run_protocol
