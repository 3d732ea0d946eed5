#include "scenario_run.h"

#include <stdexcept>

#include "checker/scenario/run_protocol.h"
#include "expectation_check.h"
#include "model/core/input_error.h"
#include "model/core/suggest.h"
#include "model/secret_moon/engine.h"
#include "model/secret_moon/reachability.h"
#include "setup_builder.h"
#include "state_text.h"

namespace errata::secret_moon {
namespace {

using StepOutcome = run_protocol::StepOutcome<Rejection>;

class Run {
 public:
  Run(const Script& script, const Edition& ed, const Edition* written_for, RunResult& out)
      : script_(script), ed_(ed), engine_(ed),
        names_(ed, script.setup.players, static_cast<int>(script.setup.npcs.items.size()), written_for), out_(out) {
    trace_.names = names_.names();
  }

  void run() {
    run_protocol::run_script(
        script_, ed_.id, trace_, out_, [&] { return build_state(script_.setup, engine_, names_, state_); },
        [&] { begin(); }, [&](const Step& st) { return run_step(st); }, [&](const Expectation& e) { check(e); });
  }

 private:
  void begin() {
    warn_unreachable();
    trace_.add("setup.deal", "each player holds one character card; " + std::to_string(state_.npcs) + " NPC card(s)" +
                                 (state_.removed != Character::none ? ", the " + ed_.name(state_.removed) + " removed" : ""));
    engine_.begin(state_, &trace_);
    out_.steps.back().state = state_text(state_, engine_, names_);
  }

  // A valid setup that no turns taken from the deal reach
  // (model/secret_moon/reachability.h): a warning at its `played` key.
  void warn_unreachable() {
    const Setup& su = script_.setup;
    if (auto why = turns_out_of_order(state_, names_.names()))
      out_.warnings.push_back({su.played.items.empty() ? su.mark : su.played.mark, "no real play reaches this setup: " + *why});
  }

  // An expectation of the state (after a refused step, the state it left unchanged).
  void check(const Expectation& e) { check_expectation(e, state_, engine_, names_, out_.failures); }

  StepOutcome unknown(Rejection r, const std::string& message, const SourceMark& mark) { return {r, message, mark}; }

  StepOutcome turn(const Step& st, std::string& title) {
    auto player = names_.player(st.player.text);
    if (!player && names_.figure(st.player.text))
      return unknown(Rejection::not_your_turn, "turn: '" + st.player.text + "' is an NPC: NPCs take no turns", st.player.mark);
    if (!player) return unknown(Rejection::not_your_turn, names_.unknown_figure(st.player), st.player.mark);
    auto kind = action_from_name(st.action.text);
    if (!kind) {
      std::vector<std::string> ids(kActionIds.begin(), kActionIds.end());
      return unknown(Rejection::unknown_action, "unknown action '" + st.action.text + "'" + did_you_mean(st.action.text, ids) +
                                                    "; expected investigate, inquire, accuse, hide, interrupt, capture or pass",
                     st.action.mark);
    }
    Action a;
    a.kind = *kind;
    title = st.player.text + " " + std::string(action_id(a.kind)) + "s";
    if (a.kind == ActionKind::pass) title = st.player.text + " passes";
    if (st.target && a.kind == ActionKind::pass)
      throw InputError(st.target->mark, "step key 'target' is not used by pass");
    if (st.guess && a.kind != ActionKind::accuse)
      throw InputError(st.guess->mark, "step key 'guess' is used by accuse only, not by " + std::string(action_id(a.kind)));
    if (st.target) {
      auto f = names_.figure(st.target->text);
      if (!f) return unknown(Rejection::invalid_target, names_.unknown_figure(*st.target), st.target->mark);
      a.target = static_cast<int8_t>(*f);
      title += " " + st.target->text;
    }
    if (st.guess) {
      auto c = names_.character(st.guess->text);
      if (!c)
        return unknown(Rejection::unknown_role, "unknown role '" + st.guess->text + "'" +
                                                    did_you_mean(st.guess->text, ed_.character_names()),
                       st.guess->mark);
      a.guess = *c;
      title += " of being the " + ed_.name(*c);
    }
    return StepOutcome{engine_.take_turn(state_, *player, a, &trace_), "", {}};
  }

  StepOutcome new_round(const Step& st, std::string& title) {
    title = "new round";
    TurnCards cards{};
    FigureSet dealt = 0;
    for (const auto& [who, n] : st.turn_cards) {
      auto p = names_.player(who.text);
      if (!p) return unknown(Rejection::invalid_deal, "new_round.turn_cards: " + names_.unknown_figure(who), who.mark);
      if (has(dealt, *p)) {
        trace_.add("round.turn-cards", who.text + " is dealt two turn-order cards");
        return StepOutcome{Rejection::invalid_deal, "", {}};
      }
      dealt |= only(*p);
      cards[*p] = static_cast<uint8_t>(n.value);
    }
    std::string why;
    const Rejection r = engine_.new_round(state_, cards, &trace_, &why);
    if (r == Rejection::invalid_deal) trace_.add("", "the deal is refused: " + why);
    return StepOutcome{r, "", {}};
  }

  bool run_step(const Step& st) {
    const bool go_on = run_protocol::run_step<Rejection, kRejectionCount>(
        st, ed_.id, state_, trace_, out_,
        [&](std::string& title) { return st.new_round ? new_round(st, title) : turn(st, title); },
        [&](const Expectation& e) { check(e); });
    out_.steps.back().state = state_text(state_, engine_, names_);
    return go_on;
  }

  const Script& script_;
  const Edition& ed_;
  Engine engine_;
  Names names_;
  RunResult& out_;
  State state_;
  Trace trace_;
};

}  // namespace

RunResult run_scenario(const Scenario& sc, const Edition& ed, const Edition* written_for) {
  return run_protocol::run_guarded(sc, ed.id, ed.clauses, [&](RunResult& out) {
    const auto* script = dynamic_cast<const Script*>(sc.script.get());
    if (!script) throw std::logic_error("a secret-moon scenario without its script");
    Run(*script, ed, written_for, out).run();
  });
}

}  // namespace errata::secret_moon
