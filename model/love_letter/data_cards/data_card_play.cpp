#include "data_card_play.h"

#include <algorithm>

#include "../turn.h"

namespace errata::love_letter {
namespace {

// What the card's player named: a character (card), or a number (a
// character named for a number stands for its value).
struct Named {
  Role card = Role::none;
  int number = -1;
};

std::string named_words(const Turn& turn, const Named& n) {
  return n.card != Role::none ? turn.card(n.card) : std::to_string(n.number);
}

// Whether the action holds only what the card asks for (its player, what it names).
bool asks_only_what_it_names(const Action& a, const CardEffect& e) {
  if (a.keep != Role::none || a.bottom_count || a.target2 != kNoPlayer || a.redraw) return false;
  switch (e.naming.what) {
    case Names::nothing: return a.guess == Role::none && a.number < 0;
    case Names::card: return a.number < 0;
    case Names::number: return a.guess == Role::none || a.number < 0;
  }
  return false;
}

// The Prince's choice (chooses: any): any player in the round, herself
// included; herself when every other is protected (handmaid.prince-self).
Rejection choose_any(Turn& turn, const CardEffect& e, bool& acts) {
  const State& s = turn.s;
  const int target = turn.a.target;
  acts = false;
  if (target == kNoPlayer) return Rejection::target_required;
  if (target < 0 || target >= s.players || !s.is_in(target)) return Rejection::invalid_target;
  const bool nobody_else = choosable_others(s, turn.me) == 0;
  if (target != turn.me && has(s.protected_players, target)) {
    if (!nobody_else && turn.ed.rules.protection == Rules::Protection::effects_ignored) {
      turn.note("handmaid.protect", [&] { return turn.who(target) + " is protected: the effect of " + turn.card(turn.a.card) + " is ignored"; });
      return Rejection::none;
    }
    turn.note(nobody_else ? ClauseId("handmaid.prince-self") : ClauseId("handmaid.protect"),
              [&] { return turn.who(target) + " is protected: " + turn.card(turn.a.card) + " cannot choose " + turn.who(target); });
    return Rejection::target_protected;
  }
  if (target == turn.me && nobody_else)
    turn.note("handmaid.prince-self", [&] { return "every other player is protected: " + turn.who(turn.me) + " must choose themself"; });
  else
    turn.cite(e.choice.clause, [&turn, target] { return turn.who(turn.me) + " chooses " + turn.who(target); });
  acts = true;
  return Rejection::none;
}

// Whom the card chooses, checked; `acts` false when it is played without effect.
Rejection choose(Turn& turn, const CardEffect& e, bool& acts) {
  acts = true;
  switch (e.choice.who) {
    case Chooses::nobody: return turn.a.target == kNoPlayer ? Rejection::none : Rejection::invalid_choice;
    case Chooses::any: return choose_any(turn, e, acts);
    case Chooses::another:
    case Chooses::another_or_self: break;
  }
  bool no_effect = false;
  if (Rejection r = check_other_target(turn, no_effect, e.choice.who == Chooses::another_or_self); r != Rejection::none) return r;
  acts = !no_effect;
  return Rejection::none;
}

// A character named: one of the card table (of the deck, where `from` says
// so), none of those the text excepts.
Rejection check_named_card(Turn& turn, const Naming& n, Named& named) {
  const Role guess = turn.a.guess;
  if (guess == Role::none) return Rejection::guess_required;
  if (std::find(n.except.begin(), n.except.end(), guess) != n.except.end()) {
    turn.cite(n.clause, [&] { return turn.card(turn.a.card) + " cannot name " + turn.card(guess); });
    return Rejection::guard_cannot_name_guard;
  }
  if (!turn.ed.lists(guess)) return Rejection::unknown_card;
  if (n.from_deck && !turn.ed.has_card(guess)) {
    turn.cite(n.clause, [&] { return turn.card(guess) + " is not in this deck and cannot be named"; });
    return Rejection::invalid_choice;
  }
  named.card = guess;
  return Rejection::none;
}

// A number named: 0 to `up_to` (the deck's highest value when 0), none the text excepts.
Rejection check_named_number(Turn& turn, const Naming& n, Named& named) {
  const Role guess = turn.a.guess;
  if (guess == Role::none && turn.a.number < 0) return Rejection::guess_required;
  if (guess != Role::none && !turn.ed.lists(guess)) return Rejection::unknown_card;
  const int number = guess != Role::none ? turn.ed.value_of(guess) : turn.a.number;
  const int most = n.up_to > 0 ? n.up_to : turn.ed.highest_value();
  if (std::find(n.except_numbers.begin(), n.except_numbers.end(), number) != n.except_numbers.end()) {
    turn.cite(n.clause, [&] { return turn.card(turn.a.card) + " names a number other than " + std::to_string(number); });
    return Rejection::guard_cannot_name_guard;
  }
  if (number > most) {
    turn.cite(n.clause, [&] { return turn.card(turn.a.card) + " names 0 to " + std::to_string(most) + ", not " + std::to_string(number); });
    return Rejection::invalid_choice;
  }
  named.number = number;
  return Rejection::none;
}

// The choice and the naming, in the Guard's order: a card played without
// effect (every other player protected) names nothing.
Rejection choose_and_name(Turn& turn, const CardEffect& e, bool& acts, Named& named) {
  if (!asks_only_what_it_names(turn.a, e)) return Rejection::invalid_choice;
  if (Rejection r = choose(turn, e, acts); r != Rejection::none || e.naming.what == Names::nothing) return r;
  const bool names = turn.a.guess != Role::none || turn.a.number >= 0;
  if (!acts && turn.a.target == kNoPlayer) return names ? Rejection::invalid_choice : Rejection::none;
  const Rejection r = e.naming.what == Names::card ? check_named_card(turn, e.naming, named) : check_named_number(turn, e.naming, named);
  return r;
}

bool holds(const Turn& turn, const Named& n, Role held) {
  return n.card != Role::none ? held == n.card : turn.ed.value_of(held) == n.number;
}

// Whether each condition holds, asked once before the steps run (a step that
// makes the chosen player leave does not change what she held).
struct Held {
  bool named = false;
  Role card = Role::none;
};

bool condition_holds(const Turn& turn, const EffectStep& s, const Held& h) {
  switch (s.when) {
    case Condition::always: return true;
    case Condition::holds_named: return h.named;
    case Condition::not_holds_named: return !h.named;
    case Condition::holds_named_tagged: {
      if (!h.named) return false;
      const CardEffect* held = turn.ed.effect(h.card);
      return held && std::find(held->tags.begin(), held->tags.end(), s.tag) != held->tags.end();
    }
  }
  return false;
}

// Player p draws: the deck's top, the set-aside card when the deck is
// empty, and leaves when both are gone (each outcome its clause).
void draw_for(Turn& turn, int p, const EffectStep& step) {
  State& s = turn.s;
  if (!s.deck.empty()) {
    const Role r = s.deck.draw();
    s.hand[p].add(r);
    turn.cite(step.clause, [&turn, p, r] { return turn.who(p) + " draws " + turn.card(r); });
  } else if (s.set_aside != Role::none) {
    s.hand[p].add(s.set_aside);
    turn.cite(step.set_aside_clause, [&] { return "the deck is empty: " + turn.who(p) + " draws the set-aside card, " + turn.card(s.set_aside); });
    s.set_aside = Role::none;
  } else {
    turn.cite(step.nothing_left_clause, [&] { return "the deck is empty and the set-aside card is gone: " + turn.who(p) +
                                                 " has nothing to draw and leaves the round"; });
    leave_round(turn.ed, s, p, turn.t);
  }
}

void discard_and_draw(Turn& turn, int p, const EffectStep& step) {
  State& s = turn.s;
  const Role discarded = s.hand[p][0];
  s.hand[p].clear();
  s.discards[p].add(discarded);
  turn.cite(step.clause, [&turn, p, discarded] { return turn.who(p) + " discards " + turn.card(discarded) + " without effect"; });
  if (!has_role(turn.ed.sets.leave_when_discarded, discarded)) {
    draw_for(turn, p, step);
    return;
  }
  // prince.princess: unless the step says, the edition's reading decides whether she draws first.
  const bool draws_first = step.draws_first_stated ? step.draws_first
                                                   : turn.ed.rules.prince_princess == Rules::PrincePrincess::draws_then_leaves;
  if (draws_first) draw_for(turn, p, step);
  turn.cite(step.discarded_leaves_clause, [&] { return turn.who(p) + " discarded " + turn.card(discarded) + " and leaves the round"; });
  leave_round(turn.ed, s, p, turn.t);
}

// The Chancellor's step: draw, keep one, the others under the deck in the player's order.
Rejection draw_and_return(Turn& turn, const EffectStep& step) {
  State& s = turn.s;
  const Action& a = turn.a;
  if (a.target != kNoPlayer || a.guess != Role::none || a.target2 != kNoPlayer || a.number >= 0 || a.redraw) return Rejection::invalid_choice;
  if (s.deck.empty()) {
    turn.cite(step.empty_clause, [&] { return "the deck is empty: " + turn.card(a.card) + " has no effect"; });
    return no_choices(a) ? Rejection::none : Rejection::invalid_choice;
  }
  Hand& hand = s.hand[turn.me];
  const int k = std::min<int>(step.draw, s.deck.size);
  for (int i = 0; i < k; ++i) hand.add(s.deck.draw());
  s.deck_ran_out = s.deck_ran_out || s.deck.empty();
  const std::string& clause = k == step.draw ? step.clause : step.fewer_clause;
  turn.cite(clause, [&] { return turn.who(turn.me) + " draws " + std::to_string(k) + (k == 2 ? " cards" : " card (the last one)"); });
  if (!step.forced_clause.empty())
    for (Role r : hand)
      if (has_role(turn.ed.sets.forced, r) && std::any_of(hand.begin(), hand.end(), [&](Role o) { return has_role(turn.ed.sets.forced_beside[static_cast<size_t>(r)], o); })) {
        turn.cite(step.forced_clause, [&] { return turn.card(r) + " does not force anything while choosing"; });
        break;
      }
  if (Rejection r = keep_and_put_back(turn, k); r != Rejection::none) return r;
  turn.cite(clause, [&] { return turn.who(turn.me) + " keeps " + turn.card(a.keep) + " and puts " + std::to_string(k) + (k == 2 ? " cards" : " card") + " under the deck"; });
  return Rejection::none;
}

void leave_step(Turn& turn, const EffectStep& step, int p, const Named& named) {
  if (step.when != Condition::always && step.who == Who::chosen)
    turn.cite(step.clause, [&] { return turn.who(turn.me) + " names " + named_words(turn, named) + " and " + turn.who(p) + " holds it: " + turn.who(p) + " leaves the round"; });
  else
    turn.cite(step.clause, [&] { return turn.who(p) + " played " + turn.card(turn.a.card) + " and leaves the round"; });
  leave_round(turn.ed, turn.s, p, turn.t);
}

void nothing_step(Turn& turn, const EffectStep& step, const Named& named) {
  const int target = turn.a.target;
  if (step.when == Condition::not_holds_named)
    turn.cite(step.clause, [&] { return turn.who(turn.me) + " names " + named_words(turn, named) + "; " + turn.who(target) + " does not hold it"; });
  else
    turn.cite(step.clause, [&] { return turn.card(turn.a.card) + " has no effect when played"; });
}

void compare_step(Turn& turn, const EffectStep& step) {
  const int target = turn.a.target;
  const Role mine = turn.s.hand[turn.me][0], theirs = turn.s.hand[target][0];
  const int vm = turn.ed.value_of(mine), vt = turn.ed.value_of(theirs);
  auto compared = [&turn, target, mine, theirs, vm, vt] {
    return turn.who(turn.me) + " (" + turn.card(mine) + ", " + std::to_string(vm) + ") and " + turn.who(target) + " (" + turn.card(theirs) +
           ", " + std::to_string(vt) + ") compare hands";
  };
  if (vm == vt) {
    turn.cite(step.tie_clause, [compared] { return compared() + ": a tie, nobody leaves"; });
    return;
  }
  const bool lower = step.leaves == Duel::lower_leaves;
  const int loser = (vm < vt) == lower ? turn.me : target;
  turn.cite(step.clause, [&turn, compared, loser, lower] { return compared() + ": " + turn.who(loser) + " holds the " + (lower ? "lower" : "higher") + " card and leaves the round"; });
  leave_round(turn.ed, turn.s, loser, turn.t);
}

// One step, its condition already known to hold. A step about a player who
// has left the round (an earlier step made her leave) does nothing.
void run_step(Turn& turn, const EffectStep& step, const Named& named) {
  State& s = turn.s;
  const int p = step.who == Who::me ? turn.me : turn.a.target;
  const int target = turn.a.target;
  if (p < 0) return;  // about the chosen player, and nobody was chosen (all protected): no effect
  const bool both_in = target >= 0 && s.is_in(turn.me) && s.is_in(target);
  switch (step.kind) {
    case StepKind::look:
      if (s.is_in(p)) turn.cite(step.clause, [&turn, p] { return turn.who(turn.me) + " looks at " + turn.who(p) + "'s hand: " + turn.card(turn.s.hand[p][0]); });
      break;
    case StepKind::compare: if (both_in) compare_step(turn, step); break;
    case StepKind::swap_hands:
      if (!both_in) break;
      std::swap(s.hand[turn.me], s.hand[turn.a.target]);
      turn.cite(step.clause, [&turn] { return turn.who(turn.me) + " and " + turn.who(turn.a.target) + " trade hands"; });
      break;
    case StepKind::discard_and_draw: if (s.is_in(p)) discard_and_draw(turn, p, step); break;
    case StepKind::protect:
      if (!s.is_in(turn.me)) break;
      s.protected_players |= only(turn.me);
      turn.cite(step.clause, [&] { return turn.who(turn.me) + " is protected until the start of " + turn.who(turn.me) + "'s next turn"; });
      break;
    case StepKind::leave_round: if (s.is_in(p)) leave_step(turn, step, p, named); break;
    case StepKind::win_token:
      ++s.tokens[p];
      turn.cite(step.clause, [&turn, p] { return turn.who(p) + " wins a token"; });
      end_game_now_if_won(turn.ed, s, turn.t);
      break;
    case StepKind::nothing: nothing_step(turn, step, named); break;
    case StepKind::draw_and_return: break;  // play_data_card runs it
  }
}

// countess.forced, countess.optional: why a card forced beside others is played.
void note_forced(Turn& turn, const CardEffect& e) {
  const Hand& hand = turn.s.hand[turn.me];
  const uint32_t beside = turn.ed.sets.forced_beside[static_cast<size_t>(turn.a.card)];
  const bool forced = std::any_of(hand.begin(), hand.end(), [beside](Role r) { return has_role(beside, r); });
  if (forced) turn.cite(e.forced_clause, [&] { return turn.card(turn.a.card) + " is played as it must be"; });
  else if (!e.forced_otherwise_clause.empty()) turn.cite(e.forced_otherwise_clause, [&] { return turn.card(turn.a.card) + " is played by choice"; });
}

// A card that draws and returns (it chooses and names nobody: effect_checks):
// its steps in order, the draw refusing a play that keeps or returns wrongly.
Rejection play_drawing_card(Turn& turn, const CardEffect& e) {
  for (const auto& step : e.steps) {
    if (turn.s.game_over) break;
    if (step.kind != StepKind::draw_and_return) run_step(turn, step, Named{});
    else if (Rejection r = draw_and_return(turn, step); r != Rejection::none) return r;
  }
  return Rejection::none;
}

bool draws_and_returns(const CardEffect& e) {
  return std::any_of(e.steps.begin(), e.steps.end(), [](const EffectStep& s) { return s.kind == StepKind::draw_and_return; });
}

}  // namespace

Rejection play_data_card(Turn& turn, const CardEffect& e) {
  if (draws_and_returns(e)) return play_drawing_card(turn, e);
  bool acts = true;
  Named named;
  if (Rejection r = choose_and_name(turn, e, acts, named); r != Rejection::none || !acts) return r;
  if (!e.forced_beside.empty()) note_forced(turn, e);
  Held held;
  if (e.naming.what != Names::nothing) {
    held.card = turn.s.hand[turn.a.target][0];
    held.named = holds(turn, named, held.card);
  }
  for (const auto& step : e.steps) {
    if (turn.s.game_over) break;  // a token won ended the game (game.end-timing)
    if (condition_holds(turn, step, held)) run_step(turn, step, named);
  }
  return Rejection::none;
}

}  // namespace errata::love_letter
