#include "engine_path.h"

#include "deviation_clause.h"
#include "plays.h"

namespace errata::love_letter {

void EnginePath::add(Step& step, StepDeviation d, std::optional<LegalDiff> legal) const {
  for (const auto& f : step.found)
    if (f.deviation.clause == d.clause && f.deviation.card == d.card && f.deviation.kind == d.kind) return;  // seen again
  step.found.push_back({std::move(d), std::move(legal)});
}

EnginePath::Step EnginePath::setup(const State& setup, const RulesOutcome& rules) {
  Step step;
  step.answer = deal_round(session_, new_round_request(terms_.held(setup), table_));
  if (auto d = compare_outcome(rules, step.answer)) {
    add(step, *d);
    parted_ = true;
    return step;
  }
  if (rules.rejection != Rejection::none) return step;  // refused by both: the run ends there
  step.engine = adapter_state(session_, table_);
  const State held = terms_.held(*rules.after);
  for (auto& d : compare_states({rules.rejection, &held, rules.events, rules.card}, *step.engine, table_, false)) {
    add(step, std::move(d));
    parted_ = true;
  }
  return step;
}

bool EnginePath::deal_whole(const State& s, std::string& why) {
  if (!terms_.can_deal(s)) {
    why = "the engine deals only from a deck order (deal-from-deck-order-only), and the rules' state is not a deal";
    return false;
  }
  const State held = terms_.held(s);
  const Answer a = deal_round(session_, new_round_request(held, table_));
  if (!a.accepted) {
    why = "the engine refuses to be dealt the rules' state (" + (a.code.empty() ? a.detail : a.code) + ")";
    return false;
  }
  return true;
}

EnginePath::Join EnginePath::join(const State& before, std::string& why) {
  if (!parted_) return Join::joined;
  if (before.round_over || before.game_over) return Join::skip;
  if (!deal_whole(before, why)) return Join::cannot;
  const State held = terms_.held(before);
  const auto diffs = state_diff(held, adapter_state(session_, table_), table_);
  if (!diffs.empty()) {
    why = "dealt the rules' state, the engine holds another: " + diff_text(diffs, false) + " where the rules have " +
          diff_text(diffs, true);
    return Join::cannot;
  }
  parted_ = false;
  ++resyncs_;
  return Join::joined;
}

void EnginePath::decide(Step& step, const State& before, int player, const Action& play, const RulesOutcome& rules) {
  State decided = before;
  if (decided.to_move == kNoPlayer) decided.to_move = static_cast<int8_t>(player);
  engine_.start_turn(decided, nullptr);
  if (engine_.resolve(decided, play, nullptr) != Rejection::none) return;
  for (int k = 1; k <= decided.players && has(decided.eliminated, decided.to_move); ++k)  // a player in the round "moves"
    decided.to_move = static_cast<int8_t>((player + k) % decided.players);
  std::string why;
  if (decided.round_over || !deal_whole(decided, why)) return;
  step.engine = adapter_state(session_, table_);
  const auto found = compare_states(rules, *step.engine, table_, false);
  for (const auto& d : found) add(step, d);
  if (found.empty()) {
    parted_ = false;
    ++resyncs_;
  }
}

std::vector<Action> EnginePath::choices(const Action& play, const State& before) const {
  std::vector<Action> out;
  if (!terms_.engine_chose(play, before)) return out;
  const Action asked = terms_.asked(play, before);
  for (int redraw = 0; redraw < 2; ++redraw)
    for (int target = -1; target < before.players; ++target) {
      Action a = play;
      if (terms_.chooses_redraw && play.card == Role::bishop) a.redraw = redraw == 1;
      else if (redraw) continue;
      if (asked.target < 0 && play.target >= 0) a.target = static_cast<int8_t>(target);
      else if (target >= 0) continue;
      if (!(a == play) && terms_.asked(a, before) == asked) out.push_back(a);
    }
  return out;
}

std::optional<Action> EnginePath::engine_choice(const State& before, int player, const Action& play, const Answer& answer,
                                                const State& engine) const {
  std::optional<Action> found;
  for (const Action& a : choices(play, before)) {
    State after = before;
    const Rejection r = engine_.take_turn(after, player, a, nullptr);
    if (answer.accepted && r == Rejection::none && state_diff(after, engine, table_).empty()) return a;
    if (!answer.accepted && r == Rejection::none) return std::nullopt;  // it refused a choice its player could make
    if (!answer.accepted && (answer.code.empty() || answer.code == rejection_code(r)) && state_diff(before, engine, table_).empty())
      found = a;
  }
  return found;  // refused, as the rules refuse every choice it could make
}

EnginePath::Step EnginePath::turn(const State& before, int player, const Action& play, const RulesOutcome& rules, bool legal,
                                  const conform::JsonObject& apply, const conform::JsonObject& choose) {
  Step step;
  try {
    played(step, before, player, play, rules, legal, apply, choose);
  } catch (...) {
    interrupted_ = std::move(step.found);
    throw;
  }
  return step;
}

void EnginePath::played(Step& step, const State& before, int player, const Action& play, const RulesOutcome& rules, bool legal,
                        const conform::JsonObject& apply, const conform::JsonObject& choose) {
  bool not_her_turn = false;  // for the engine: its refusal of her play is that difference again, not her card's
  if (legal)
    for (auto& l : compare_legal(session_, engine_, before, player, table_, terms_)) {
      not_her_turn = not_her_turn || l.deviation.card.empty();
      add(step, l.deviation, l);
    }
  step.answer = apply_play(session_, apply, choose);
  auto outcome = compare_outcome(rules, step.answer);
  step.engine = adapter_state(session_, table_);
  const bool refused = rules.rejection != Rejection::none && !step.answer.accepted;
  const State held = terms_.held(*rules.after);  // a refused first turn: the player to move still holds two cards
  auto state = compare_states({rules.rejection, &held, rules.events, rules.card}, *step.engine, table_, refused);
  // The engine made its player's choice otherwise: the rules' outcome of that choice, no deviation.
  if ((outcome || !state.empty()) && (step.chosen = engine_choice(before, player, play, step.answer, *step.engine))) {
    outcome.reset();
    state.clear();
  }
  if (outcome && !not_her_turn) add(step, *outcome);
  if (!outcome)
    for (auto& d : state) add(step, std::move(d));
  parted_ = parted_ || !state.empty() || (step.chosen && step.answer.accepted);
  // The round's end, where the engine parted: the round dealt to it at the
  // moment the rules decide it (a stacked round already decided ends at
  // once), so that its end is compared too.
  if (parted_ && !step.chosen && rules.after->round_over && rules.rejection == Rejection::none && !rules.after->game_over)
    decide(step, before, player, play, rules);
  if (!state.empty() || outcome || refused || !step.answer.accepted || terms_.observe != conform::ObserveShows::own_hand) return;
  if (auto seen = compare_sightings(session_, engine_, before, player, play, rules, table_)) add(step, *seen);
}

EnginePath::Step EnginePath::deal(const conform::JsonObject& request, const RulesOutcome& rules) {
  Step step;
  step.answer = deal_round(session_, request);
  const auto outcome = compare_outcome(rules, step.answer);
  if (outcome) add(step, *outcome);
  step.engine = adapter_state(session_, table_);
  const bool refused = rules.rejection != Rejection::none && !step.answer.accepted;
  const auto state = compare_states(rules, *step.engine, table_, refused);
  if (!outcome)
    for (const auto& d : state) add(step, d);
  parted_ = parted_ || !state.empty();
  return step;
}

}  // namespace errata::love_letter
