#include "scenario_conform.h"

#include <chrono>

#include "checker/love_letter/expectation_check.h"
#include "checker/love_letter/resolver.h"
#include "checker/love_letter/runner.h"
#include "checker/scenario/run_protocol.h"
#include "deviation_clause.h"
#include "engine_path.h"
#include "model/core/input_error.h"
#include "plays.h"
#include "step_check.h"

namespace errata::love_letter {
namespace {

namespace ll = love_letter_script;
using conform::JsonObject;
using conform::Run;
using conform::Verdict;

std::vector<std::string> names_of(const NamedList& players) {
  std::vector<std::string> out;
  for (const auto& p : players.items) out.push_back(p.text);
  return out;
}

class ScenarioConform {
 public:
  ScenarioConform(const Scenario& sc, const Edition& ed, const EditionCatalog& catalog, conform::Session& session, Run& out)
      : sc_(sc), script_(ll::script_of(sc)), ed_(ed), catalog_(catalog), session_(session), engine_(ed),
        table_{ed, names_of(script_.setup.players)}, names_(ed, script_.setup.players), terms_(session.hello(), ed),
        path_(session, engine_, table_, terms_), out_(out) {}

  void run() {
    reference_ = run_scenario(sc_, ed_, catalog_, true, &log_);
    if (reference_.bad_input) throw InputError(reference_.bad_input->mark, reference_.bad_input->message);
    if (!log_.setup_stated) {
      out_.verdict = Verdict::skipped;
      out_.detail = "the setup is refused before it is a whole state (" + log_.setup_problem.value_or("") + "): no message can state it";
      return;
    }
    if (const std::string why = not_applicable(); !why.empty()) {
      out_.verdict = Verdict::not_applicable;
      out_.detail = why;
      return;
    }
    if (!setup()) return;
    for (size_t i = 0; i < log_.steps.size(); ++i)
      if (!step(log_.steps[i], reference_.steps[i + 1].title)) return;
    if (left_out_)
      out_.note = std::to_string(left_out_) + (left_out_ == 1 ? " step" : " steps") +
                  " from a round already over, after the engine's state parted from the rules', not played (no new_round states such a round)";
  }

  // The step being played when the adapter failed: where, and the clause of its play.
  std::optional<conform::Deviation> failed_step(const std::string& what) {
    if (!at_) return std::nullopt;
    for (const auto& f : path_.take_interrupted()) record(f.deviation, *at_, at_title_, {});  // found before it failed
    StepDeviation d = failure_during(at_rules_, what);
    if (at_title_ == "setup") d.clause = "setup.deal";
    return deviation_at(d, ed_, *at_, at_title_);
  }

 private:
  // Why the engine's declared limits leave this run out ("" when it applies).
  std::string not_applicable() const {
    if (std::string why = terms_.unplayable(); !why.empty()) return why;
    if (!terms_.can_deal(log_.setup))
      return "the setup is not a deal the edition makes (a round under way, or other cards set aside), and the "
             "adapter deals only from a deck order (deal-from-deck-order-only)";
    if (terms_.unchecked_setups && log_.setup_problem)
      return "the rules refuse this setup (" + *log_.setup_problem + "), and the engine takes setups without judging them "
             "(unchecked-setups)";
    return "";
  }

  bool setup() {
    at_ = script_.setup.mark;
    at_title_ = "setup";
    at_rules_ = {};
    const auto& problem = log_.setup_problem;
    const std::vector<Event> refused{{problem ? setup_clause(*problem) : "", "the setup is refused: " + problem.value_or("")}};
    const RulesOutcome rules{problem ? Rejection::invalid_setup : Rejection::none, &log_.begun,
                             problem ? &refused : &reference_.steps[0].events, Role::none};
    EnginePath::Step step = path_.setup(log_.setup, rules);
    for (auto& f : step.found) {
      if (f.deviation.kind == conform::kind::refuses_legal) f.deviation.clause = "setup.deal";
      record(f.deviation, script_.setup.mark, "setup", step.engine ? top_level_failures(*step.engine) : std::vector<Failure>{});
    }
    if (problem) return false;  // refused by the rules: the scenario ends there
    return true;
  }

  bool step(const RunLog::Step& st, const std::string& title) {
    const ll::Step& script_step = *st.step;
    at_ = script_step.mark;
    at_title_ = title;
    const Role card = st.step->new_round ? Role::none : st.action.card;
    at_rules_ = {st.rejection, &st.after, &st.events, card};
    if (st.step->new_round && terms_.unchecked_setups && st.rejection == Rejection::invalid_setup) return true;  // not sent
    std::string why;
    switch (path_.join(st.before, why)) {
      case EnginePath::Join::joined: break;
      case EnginePath::Join::skip: ++left_out_; return true;
      case EnginePath::Join::cannot:
        out_.note = "the engine's state parted from the rules' before " + script_step.mark.str() + ", and " + why +
                    ": the scenario's later steps are not played";
        return false;
    }
    const RulesOutcome& rules = at_rules_;
    EnginePath::Step done = st.step->new_round
        ? path_.deal(deal_request(st), rules)
        : path_.turn(st.before, st.player, st.action, rules, plays_in_turn(st), apply_fields(st), choose_fields(st));
    for (const auto& f : done.found) {
      std::vector<Failure> failures;
      if (f.deviation.kind == conform::kind::accepts_refused || f.deviation.kind == conform::kind::refuses_legal ||
          f.deviation.kind == conform::kind::error_code)
        failures = outcome_failures(script_step, done.answer);
      else if (done.engine && !f.legal)
        failures = state_failures(script_step, *done.engine);
      record(f.deviation, script_step.mark, title, std::move(failures));
    }
    return true;
  }

  // A turn of the player to move: the engine's legal plays are compared first.
  static bool plays_in_turn(const RunLog::Step& st) {
    const State& s = st.before;
    if (st.step->new_round || !st.stated || s.round_over || s.game_over) return false;
    return s.to_move == st.player || (s.to_move == kNoPlayer && has(s.first_candidates, st.player));
  }

  void record(const StepDeviation& d, const SourceMark& at, const std::string& title, std::vector<Failure> failures) {
    out_.verdict = Verdict::deviates;
    out_.deviations.push_back(deviation_at(d, ed_, at, title));
    out_.deviations.back().expectations = std::move(failures);
  }

  // A name as the protocol writes it: a card by its role id when the
  // edition knows it, anything else as written (the engine refuses it).
  std::string card_text(const Named& n) const {
    if (auto r = names_.card(n.text)) return std::string(role_id(*r));
    return n.text;
  }

  JsonObject apply_fields(const RunLog::Step& st) const {
    const ll::Step& s = *st.step;
    JsonObject o = st.stated ? apply_request(st.player, terms_.asked(st.action, st.before), table_) : raw_apply(s);
    if (s.keep) o.text("keep", card_text(*s.keep));
    if (s.bottom) o.texts("bottom", texts_of(s.bottom->items));
    return o;
  }

  // A turn whose names errata could not resolve: sent as written.
  JsonObject raw_apply(const ll::Step& s) const {
    JsonObject o;
    o.text("player", s.player.text).text("card", card_text(*s.play));
    if (s.target) o.text("target", s.target->text);
    if (s.targets) {
      std::vector<std::string> targets;
      for (const auto& n : s.targets->items) targets.push_back(n.text);
      o.texts("targets", targets);
    }
    if (s.guess) o.text("guess", card_text(*s.guess));
    if (s.redraw && s.redraw->text == "true") o.boolean("redraw", true);
    return o;
  }

  std::vector<std::string> texts_of(const std::vector<Named>& cards) const {
    std::vector<std::string> out;
    for (const auto& c : cards) out.push_back(card_text(c));
    return out;
  }

  JsonObject choose_fields(const RunLog::Step& st) const {
    const ll::Step& s = *st.step;
    JsonObject o;
    if (s.keep) o.text("keep", card_text(*s.keep));
    return o.texts("bottom", s.bottom ? texts_of(s.bottom->items) : std::vector<std::string>{});
  }

  JsonObject deal_request(const RunLog::Step& st) const {
    if (st.stated) return next_round_request(st.deal, st.first, table_);
    const ll::Step& s = *st.step;  // a deal errata refused before building it: sent as written
    JsonObject o;
    o.text("edition", ed_.id).boolean("continue", true);
    errata::Json hands = errata::Json::object();
    for (const auto& [who, cards] : s.deal.hands) hands[who.text] = texts_of(cards.items);
    o.value("hands", std::move(hands)).texts("deck", texts_of(s.deal.deck.items));
    if (s.deal.set_aside) o.text("set_aside", card_text(*s.deal.set_aside));
    else o.null("set_aside");
    o.texts("face_up", texts_of(s.deal.face_up.items));
    if (s.first) o.text("first", s.first->text);
    return o;
  }

  // The step's expectations the engine's state fails.
  std::vector<Failure> state_failures(const ll::Step& s, const State& engine) const {
    std::vector<Failure> out;
    for (const auto& e : s.expect)
      if (run_protocol::applies(e, ed_.id) && !e.error) check_expectation(e, engine, names_, out);
    return out;
  }

  std::vector<Failure> top_level_failures(const State& engine) const {
    std::vector<Failure> out;
    for (const auto& e : script_.expect)
      if (run_protocol::applies(e, ed_.id) && !e.error) check_expectation(e, engine, names_, out);
    return out;
  }

  // The step's expected error against the engine's refusal or acceptance.
  std::vector<Failure> outcome_failures(const ll::Step& s, const Answer& a) const {
    for (const auto& e : s.expect) {
      if (!run_protocol::applies(e, ed_.id) || !e.error) continue;
      if (a.accepted) return {{e.error->mark, "expected error " + e.error->text + ", but the engine accepted the step"}};
      if (!a.code.empty() && a.code != e.error->text)
        return {{e.error->mark, "expected error " + e.error->text + ", the engine refused with " + a.code}};
      return {};
    }
    if (!a.accepted) return {{s.mark, "the engine refused the step" + (a.code.empty() ? "" : " with " + a.code)}};
    return {};
  }

  const Scenario& sc_;
  const ll::Script& script_;
  const Edition& ed_;
  const EditionCatalog& catalog_;
  conform::Session& session_;
  Engine engine_;
  Table table_;
  Resolver names_;
  EngineTerms terms_;
  EnginePath path_;
  Run& out_;
  RunLog log_;
  RunResult reference_;
  std::optional<SourceMark> at_;  // the step being played, its title and errata's decision of it
  std::string at_title_;
  RulesOutcome at_rules_;
  long left_out_ = 0;  // steps from a round already over, once the engine parted
};

}  // namespace

Run conform_scenario(const Scenario& sc, const Edition& ed, const EditionCatalog& catalog, conform::Session& session) {
  Run out;
  out.scenario = sc.name;
  out.file = sc.file;
  out.mark = sc.mark;
  out.edition = ed.id;
  const auto start = std::chrono::steady_clock::now();
  std::optional<ScenarioConform> run;
  try {
    run.emplace(sc, ed, catalog, session, out);
    run->run();
  } catch (const conform::AdapterFailure& e) {
    if (run) out.failed_at = run->failed_step(e.what());
    out.verdict = e.kind == conform::AdapterFailure::Kind::crash ? Verdict::crash : Verdict::protocol_error;
    out.detail = e.what();
  } catch (const conform::Unsupported& e) {
    out.verdict = Verdict::not_supported;
    out.detail = e.what();
  } catch (const BadReply& e) {
    if (run) out.failed_at = run->failed_step(e.what());
    out.verdict = Verdict::protocol_error;
    out.detail = e.what();
  }
  out.adapter_stderr = session.take_stderr();
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

}  // namespace errata::love_letter
