#include "scenario_conform.h"

#include <chrono>

#include "checker/love_letter/expectation_check.h"
#include "checker/love_letter/resolver.h"
#include "checker/love_letter/runner.h"
#include "checker/scenario/run_protocol.h"
#include "deviation_clause.h"
#include "model/core/input_error.h"
#include "plays.h"
#include "reports/escape.h"
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
        table_{ed, names_of(script_.setup.players)}, names_(ed, script_.setup.players), out_(out) {}

  void run() {
    reference_ = run_scenario(sc_, ed_, catalog_, true, &log_);
    if (reference_.bad_input) throw InputError(reference_.bad_input->mark, reference_.bad_input->message);
    if (!log_.setup_stated) {
      out_.verdict = Verdict::skipped;
      out_.detail = "the setup is refused before it is a whole state (" + log_.setup_problem.value_or("") + "): no message can state it";
      return;
    }
    if (session_.hello().can("deal-from-deck-order-only") && !deal_order(log_.setup, ed_)) {
      out_.verdict = Verdict::not_supported;
      out_.detail = "the setup is not a deal the edition makes (a round under way, or other cards set aside), and the "
                    "adapter deals only from a deck order (deal-from-deck-order-only)";
      return;
    }
    if (!setup()) return;
    for (size_t i = 0; i < log_.steps.size(); ++i)
      if (!step(log_.steps[i], reference_.steps[i + 1].title)) return;
  }

 private:
  bool setup() {
    const Answer a = deal_round(session_, new_round_request(log_.setup, table_));
    const SourceMark at = script_.setup.mark;
    const auto& problem = log_.setup_problem;
    const std::vector<Event> refused{{problem ? setup_clause(*problem) : "", "the setup is refused: " + problem.value_or("")}};
    const RulesOutcome rules{problem ? Rejection::invalid_setup : Rejection::none, &log_.begun,
                             problem ? &refused : &reference_.steps[0].events, Role::none};
    if (auto d = compare_outcome(rules, a)) {
      if (!problem) d->clause = "setup.deal";
      return deviate(*d, at, "setup", {});
    }
    if (problem) return true;  // refused by both: the scenario ends there
    const State engine = adapter_state(session_, table_);
    if (auto d = compare_states(rules, engine, table_)) return deviate(*d, at, "setup", top_level_failures(engine));
    return true;
  }

  bool step(const RunLog::Step& st, const std::string& title) {
    const ll::Step& script_step = *st.step;
    const Role card = st.step->new_round ? Role::none : st.action.card;
    if (plays_in_turn(st))
      if (auto l = compare_legal(session_, engine_, st.before, st.player, table_))
        return deviate(l->deviation, script_step.mark, title, {});
    const Answer a = st.step->new_round ? deal_round(session_, deal_request(st)) : apply_play(session_, apply_fields(st), choose_fields(st));
    RulesOutcome rules{st.rejection, &st.after, &st.events, card};
    if (auto d = compare_outcome(rules, a)) return deviate(*d, script_step.mark, title, outcome_failures(script_step, a));
    const State engine = adapter_state(session_, table_);
    if (auto d = compare_states(rules, engine, table_)) return deviate(*d, script_step.mark, title, state_failures(script_step, engine));
    if (st.rejection != Rejection::none || script_step.new_round) return true;
    if (auto d = compare_sightings(session_, engine_, st.before, st.player, st.action, rules, table_))
      return deviate(*d, script_step.mark, title, {});
    return true;
  }

  // A turn of the player to move: the engine's legal plays are compared first.
  static bool plays_in_turn(const RunLog::Step& st) {
    const State& s = st.before;
    if (st.step->new_round || !st.stated || s.round_over || s.game_over) return false;
    return s.to_move == st.player || (s.to_move == kNoPlayer && has(s.first_candidates, st.player));
  }

  bool deviate(const StepDeviation& d, const SourceMark& at, const std::string& title, std::vector<Failure> failures) {
    out_.verdict = Verdict::deviates;
    out_.deviation = deviation_at(d, ed_, at, title);
    out_.deviation->expectations = std::move(failures);
    return false;
  }

  // A name as the protocol writes it: a card by its role id when the
  // edition knows it, anything else as written (the engine refuses it).
  std::string card_text(const Named& n) const {
    if (auto r = names_.card(n.text)) return std::string(role_id(*r));
    return n.text;
  }

  JsonObject apply_fields(const RunLog::Step& st) const {
    const ll::Step& s = *st.step;
    JsonObject o = st.stated ? apply_request(st.player, st.action, table_) : raw_apply(s);
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
    std::string hands = "{";
    for (const auto& [who, cards] : s.deal.hands)
      hands += (hands.size() > 1 ? ", " : "") + report::json_string(who.text) + ": " + report::json_list(texts_of(cards.items));
    o.raw("hands", hands + "}").texts("deck", texts_of(s.deal.deck.items));
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
  Run& out_;
  RunLog log_;
  RunResult reference_;
};

}  // namespace

Run conform_scenario(const Scenario& sc, const Edition& ed, const EditionCatalog& catalog, conform::Session& session) {
  Run out;
  out.scenario = sc.name;
  out.file = sc.file;
  out.mark = sc.mark;
  out.edition = ed.id;
  const auto start = std::chrono::steady_clock::now();
  try {
    ScenarioConform(sc, ed, catalog, session, out).run();
  } catch (const conform::AdapterFailure& e) {
    out.verdict = e.kind == conform::AdapterFailure::Kind::crash ? Verdict::crash : Verdict::protocol_error;
    out.detail = e.what();
  } catch (const conform::Unsupported& e) {
    out.verdict = Verdict::not_supported;
    out.detail = e.what();
  } catch (const BadReply& e) {
    out.verdict = Verdict::protocol_error;
    out.detail = e.what();
  }
  out.adapter_stderr = session.take_stderr();
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

}  // namespace errata::love_letter
