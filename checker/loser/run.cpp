#include "run.h"

#include <set>
#include <stdexcept>

#include "checker/scenario/run_protocol.h"
#include "state_text.h"
#include "expectation_check.h"
#include "model/core/input_error.h"
#include "model/core/name_key.h"
#include "model/core/suggest.h"
#include "model/loser/engine.h"
#include "setup_builder.h"

namespace errata::loser {
namespace {

using Outcome = run_protocol::StepOutcome<Rejection>;

class ScenarioRun {
 public:
  ScenarioRun(const Script& script, const Edition& ed, RunResult& out)
      : script_(script), ed_(ed), engine_(ed), names_(ed, player_names(script.setup)), out_(out) {
    trace_.names = names_.players();
  }

  void run() {
    run_protocol::run_script(
        script_, ed_.id, trace_, out_, [&] { return setup_problem(); },
        [&] {
          engine_.begin(state_, script_.setup.new_game, &trace_);
          out_.steps.back().state = state_text(state_, names_);
        },
        [&](const Step& st) { return run_step(st); },
        [&](const Expectation& e) { check(e); });
  }

 private:
  static std::vector<std::string> player_names(const Setup& s) {
    std::vector<std::string> out;
    for (const auto& n : s.players.items) out.push_back(n.text);
    return out;
  }

  std::optional<SetupProblem> setup_problem() {
    if (auto problem = build_setup(script_.setup, names_, ed_, state_)) return problem;
    if (auto why = engine_.setup_problem(state_, script_.setup.new_game, names_.players()))
      return SetupProblem{script_.setup.mark, *why};
    return std::nullopt;
  }

  // An expectation of the state (after a refused step, the state it left unchanged).
  void check(const Expectation& e) { check_expectation(e, state_, names_, out_.failures); }

  static Outcome unknown(Rejection r, std::string message, SourceMark mark) { return {r, std::move(message), std::move(mark)}; }

  Outcome turn(const Step& st, std::string& title) {
    auto p = names_.seat(st.player.text);
    if (!p) return unknown(Rejection::not_your_turn, names_.unknown_player(st.player), st.player.mark);
    auto potion = names_.potion(*st.potion);
    if (!potion) return unknown(Rejection::unknown_card, names_.unknown_card(*st.potion, "potion"), st.potion->mark);
    Turn a;
    a.player = static_cast<int8_t>(*p);
    a.potion = static_cast<int8_t>(*potion);
    title = names_.player(*p) + " plays potion " + std::to_string(*potion);
    if (st.spell) {
      auto s = names_.spell(*st.spell);
      if (!s) return unknown(Rejection::unknown_card, names_.unknown_card(*st.spell, "spell"), st.spell->mark);
      a.spell = static_cast<int8_t>(*s);
      title += ", then spell card " + spell_name(*s);
    }
    if (st.action) {
      auto x = names_.action(*st.action);
      if (!x) return unknown(Rejection::unknown_card, names_.unknown_card(*st.action, "action"), st.action->mark);
      a.action_card = static_cast<int8_t>(x->first);
      a.action_face = static_cast<int8_t>(x->second);
      title += ", then action " + action_name(x->first, x->second);
    }
    const Rejection r = engine_.take_turn(state_, a, &trace_);
    if (r == Rejection::potion_not_in_hand) {
      std::string held;
      for (int i = 0; i < state_.hand[static_cast<size_t>(*p)].size; ++i)
        held += (held.empty() ? "" : ", ") + std::to_string(state_.hand[static_cast<size_t>(*p)][i]);
      trace_.add("", names_.player(*p) + " holds potions " + (held.empty() ? "none" : held));
    }
    return {r, "", {}};
  }

  Outcome vote(const Step& st, std::string& title) {
    Vote v;
    title = "vote";
    for (const auto& [who, thumb] : st.votes) {
      auto p = names_.seat(who.text);
      if (!p) return unknown(Rejection::unknown_player, "vote: " + names_.unknown_player(who), who.mark);
      if (v.thumb[static_cast<size_t>(*p)] != Thumb::none) throw InputError(who.mark, "vote: " + who.text + " votes twice");
      v.thumb[static_cast<size_t>(*p)] = names_.thumb_or_fail(thumb);
    }
    for (const auto& [who, n] : st.counts_as) {
      auto p = names_.seat(who.text);
      if (!p) return unknown(Rejection::unknown_player, "counts_as: " + names_.unknown_player(who), who.mark);
      if (n.value < -99 || n.value > 99) throw InputError(n.mark, "counts_as: expected a value from -99 to 99");
      v.counts_as[static_cast<size_t>(*p)] = n.value;
    }
    return {engine_.vote(state_, v, &trace_), "", {}};
  }

  Outcome keep(const Step& st, std::string& title) {
    auto s = names_.spell(st.keep);
    if (!s) return unknown(Rejection::unknown_card, names_.unknown_card(st.keep, "spell"), st.keep.mark);
    title = "the loser keeps spell card " + spell_name(*s);
    return {engine_.keep(state_, *s, &trace_), "", {}};
  }

  Outcome new_round(const Step& st, std::string& title) {
    title = "new round";
    Deal d;
    std::vector<bool> dealt(state_.players, false);
    auto refuse = [&](const std::string& why) {
      trace_.add("setup.deal", why);
      return Outcome{Rejection::invalid_deal, "", {}};
    };
    auto fill = [&](const NamedList& from, auto& into, const std::string& what) -> std::optional<Outcome> {
      for (const auto& n : from.items) {
        const int v = names_.number(n, what);
        if (!ed_.is_potion(v)) return refuse(what + ": " + names_.unknown_card(n, "potion"));
        if (into.size >= static_cast<int>(into.item.size())) return refuse(what + ": too many potions");
        into.add(v);
      }
      return std::nullopt;
    };
    for (const auto& [who, cards] : st.hands) {
      auto p = names_.seat(who.text);
      if (!p) return unknown(Rejection::invalid_deal, "new_round.hands: " + names_.unknown_player(who), who.mark);
      if (dealt[static_cast<size_t>(*p)]) throw InputError(who.mark, "new_round.hands: " + who.text + " is dealt twice");
      dealt[static_cast<size_t>(*p)] = true;
      if (auto o = fill(cards, d.hand[static_cast<size_t>(*p)], "new_round.hands." + who.text)) return *o;
    }
    if (auto o = fill(st.face_up, d.face_up, "new_round.face_up")) return *o;
    if (auto o = fill(st.face_down, d.face_down, "new_round.face_down")) return *o;
    return {engine_.new_round(state_, d, &trace_, nullptr), "", {}};
  }

  Outcome play(const Step& st, std::string& title) {
    switch (st.kind) {
      case Step::Kind::turn: return turn(st, title);
      case Step::Kind::vote: return vote(st, title);
      case Step::Kind::keep: return keep(st, title);
      case Step::Kind::new_round: return new_round(st, title);
    }
    return {};
  }

  bool run_step(const Step& st) {
    const bool go_on = run_protocol::run_step<Rejection, kRejectionCount>(
        st, ed_.id, state_, trace_, out_, [&](std::string& title) { return play(st, title); },
        [&](const Expectation& e) { check(e); });
    out_.steps.back().state = state_text(state_, names_);
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

RunResult run_scenario(const Scenario& sc, const Script& script, const Edition& ed) {
  return run_protocol::run_guarded(sc, ed.id, ed.clauses, [&](RunResult& out) {
    auto check_editions = [&](const std::vector<Expectation>& list) {
      for (const auto& e : list)
        if (e.editions)
          for (const auto& n : e.editions->items)
            if (n.text != ed.id) throw InputError(n.mark, "'" + n.text + "' is not an edition of loser (editions: " + ed.id + ")");
    };
    check_editions(script.expect);
    for (const auto& st : script.steps) check_editions(st.expect);
    std::set<std::string> seen;
    for (const auto& n : script.setup.players.items)
      if (!seen.insert(name_key(n.text)).second) throw InputError(n.mark, "setup.players: '" + n.text + "' is seated twice");
    ScenarioRun(script, ed, out).run();
  });
}

}  // namespace errata::loser
