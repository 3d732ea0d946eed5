// The effect of each card, one function per role, as the edition's clauses
// state it. Each runs after the card has left the hand for the discards.
#include "data_cards/data_card_play.h"
#include "turn.h"

namespace errata::love_letter {
namespace {

// Each card's effect is a function of its own, never inlined into
// resolve_card: its switch then jumps straight to the effect, and does not
// save, for every card, the registers and stack the largest effect needs.

[[gnu::noinline]] Rejection spy(Turn& turn) {
  turn.note("spy.no-effect", [&] { return turn.card(Role::spy) + " has no effect when played"; });
  return Rejection::none;
}

// The Guard's target: the Assassin answers; otherwise, holding what was
// named (`named`, in words), she leaves the round.
template <typename Holds, typename Named>
void guard_judges(Turn& turn, const Holds& holds, const Named& named) {
  const int target = turn.a.target;
  if (target != turn.me && turn.s.hand[target].contains(Role::assassin)) {
    turn.note("assassin.counter", [&] { return turn.who(target) + " holds " + turn.card(Role::assassin) + ": " + turn.who(turn.me) +
                                      " is eliminated instead; " + turn.who(target) + " discards it and draws"; });
    leave_round(turn.ed, turn.s, turn.me, turn.t);
    turn.s.hand[target].remove(Role::assassin);
    turn.s.discards[target].add(Role::assassin);
    draw_new_card(turn, target, "assassin.counter");
    return;
  }
  if (holds(turn.s.hand[target][0])) {
    turn.note("guard.guess", [&turn, named, target] { return turn.who(turn.me) + " names " + named() + " and " + turn.who(target) +
                                 " holds it: " + turn.who(target) + " leaves the round"; });
    leave_round(turn.ed, turn.s, target, turn.t);
  } else {
    turn.note("guard.guess", [&turn, named, target] { return turn.who(turn.me) + " names " + named() + "; " + turn.who(target) + " does not hold it"; });
  }
}

// guard.names a-number-other-than-one: a number from 0 to the deck's highest
// value, other than 1; a character named stands for its value.
Rejection guard_number(Turn& turn, bool no_effect) {
  const Role guess = turn.a.guess;
  if (guess != Role::none && !turn.ed.lists(guess)) return Rejection::unknown_card;
  const int n = guess != Role::none ? turn.ed.value_of(guess) : turn.a.number;
  if (n == 1) {
    turn.note("guard.not-guard", "the Guard names a number other than 1");
    return Rejection::guard_cannot_name_guard;
  }
  if (n > turn.ed.highest_value()) {
    turn.note("guard.not-guard", [&] { return "no card of this deck shows " + std::to_string(n) + ": the Guard names 0 to " +
                                       std::to_string(turn.ed.highest_value()); });
    return Rejection::invalid_choice;
  }
  if (no_effect) return Rejection::none;
  guard_judges(turn, [&turn, n](Role held) { return turn.ed.value_of(held) == n; }, [n] { return std::to_string(n); });
  return Rejection::none;
}

[[gnu::noinline]] Rejection guard(Turn& turn) {
  const bool numbers = turn.ed.rules.guard_names_a_number();
  const Role guess = turn.a.guess;
  if (turn.a.keep != Role::none || turn.a.bottom_count || turn.a.target2 != kNoPlayer || turn.a.redraw ||
      (turn.a.number >= 0 && (!numbers || guess != Role::none)))
    return Rejection::invalid_choice;
  bool no_effect = false;
  const bool self_allowed = turn.ed.rules.guard_target == Rules::GuardTarget::any_player;
  if (Rejection r = check_other_target(turn, no_effect, self_allowed); r != Rejection::none) return r;
  const bool named = guess != Role::none || turn.a.number >= 0;
  if (no_effect && turn.a.target == kNoPlayer) return named ? Rejection::invalid_choice : Rejection::none;
  if (!named) return Rejection::guess_required;
  if (numbers) return guard_number(turn, no_effect);
  if (guess == Role::guard) {
    turn.note("guard.not-guard", [&] { return "the Guard cannot name " + turn.card(Role::guard); });
    return Rejection::guard_cannot_name_guard;
  }
  if (!turn.ed.lists(guess)) return Rejection::unknown_card;
  if (!turn.ed.has_card(guess) && turn.ed.rules.guard_names == Rules::GuardNames::cards_in_the_deck) {
    turn.note("guard.not-guard", [&] { return turn.card(guess) + " is not in this deck and cannot be named"; });
    return Rejection::invalid_choice;
  }
  if (no_effect) return Rejection::none;
  guard_judges(turn, [guess](Role held) { return held == guess; }, [&turn, guess] { return turn.card(guess); });
  return Rejection::none;
}

[[gnu::noinline]] Rejection priest(Turn& turn) {
  bool acts = false;
  if (Rejection r = choose_another_player(turn, acts); r != Rejection::none || !acts) return r;
  const int target = turn.a.target;
  turn.note("priest.look", [&turn, target] { return turn.who(turn.me) + " looks at " + turn.who(target) + "'s hand: " +
                               turn.card(turn.s.hand[target][0]); });
  return Rejection::none;
}

[[gnu::noinline]] Rejection baron(Turn& turn) {
  bool acts = false;
  if (Rejection r = choose_another_player(turn, acts); r != Rejection::none || !acts) return r;
  compare_hands(turn, Duel::lower_leaves, "baron.compare", "baron.tie");
  return Rejection::none;
}

[[gnu::noinline]] Rejection handmaid(Turn& turn) {
  if (turn.a.target != kNoPlayer || !no_choices(turn.a)) return Rejection::invalid_choice;
  turn.s.protected_players |= only(turn.me);
  turn.note("handmaid.protect", [&] { return turn.who(turn.me) + " is protected until the start of " + turn.who(turn.me) +
                                    "'s next turn"; });
  return Rejection::none;
}

void prince_draw(Turn& turn, int target) { draw_new_card(turn, target, "prince.discard-and-draw"); }

[[gnu::noinline]] Rejection prince(Turn& turn) {
  State& s = turn.s;
  const int target = turn.a.target;
  if (!no_choices(turn.a)) return Rejection::invalid_choice;
  if (target == kNoPlayer) return Rejection::target_required;
  if (target < 0 || target >= s.players || !s.is_in(target)) return Rejection::invalid_target;
  if (target != turn.me && has(s.protected_players, target)) {
    if (choosable_others(s, turn.me) != 0 && turn.ed.rules.protection == Rules::Protection::effects_ignored) {
      turn.note("handmaid.protect", [&] { return turn.who(target) + " is protected: the Prince's effect is ignored"; });
      return Rejection::none;
    }
    turn.note(choosable_others(s, turn.me) == 0 ? ClauseId("handmaid.prince-self") : ClauseId("handmaid.protect"), [&] { return turn.who(target) + " is protected: the Prince cannot choose " + turn.who(target); });
    return Rejection::target_protected;
  }
  if (target == turn.me && choosable_others(s, turn.me) == 0)
    turn.note("handmaid.prince-self", [&] { return "every other player is protected: " + turn.who(turn.me) + " must choose themself"; });
  else
    turn.note("prince.choose-any", [&turn, target] { return turn.who(turn.me) + " chooses " + turn.who(target); });

  const Role discarded = s.hand[target][0];
  s.hand[target].clear();
  s.discards[target].add(discarded);
  turn.note("prince.discard-and-draw", [&turn, target, discarded] { return turn.who(target) + " discards " + turn.card(discarded) + " without effect"; });
  if (has_role(turn.ed.sets.leave_when_discarded, discarded)) {
    if (turn.ed.rules.prince_princess == Rules::PrincePrincess::draws_then_leaves) prince_draw(turn, target);
    turn.note("prince.princess", [&turn, target, discarded] { return turn.who(target) + " discarded " + turn.card(discarded) + " and leaves the round"; });
    leave_round(turn.ed, s, target, turn.t);
    return Rejection::none;
  }
  prince_draw(turn, target);
  return Rejection::none;
}

[[gnu::noinline]] Rejection chancellor(Turn& turn) {
  State& s = turn.s;
  const Action& a = turn.a;
  if (a.target != kNoPlayer || a.guess != Role::none || a.target2 != kNoPlayer || a.number >= 0 || a.redraw)
    return Rejection::invalid_choice;
  if (s.deck.empty()) {
    turn.note("chancellor.empty-deck", [&] { return "the deck is empty: " + turn.card(Role::chancellor) + " has no effect"; });
    return no_choices(a) ? Rejection::none : Rejection::invalid_choice;
  }
  Hand& hand = s.hand[turn.me];
  const int k = s.deck.size >= 2 ? 2 : 1;
  for (int i = 0; i < k; ++i) hand.add(s.deck.draw());
  s.deck_ran_out = s.deck_ran_out || s.deck.empty();
  turn.note(k == 2 ? ClauseId("chancellor.draw-two") : ClauseId("chancellor.one-card-left"), [&] { return turn.who(turn.me) + " draws " + std::to_string(k) + (k == 2 ? " cards" : " card (the last one)"); });
  if (hand.contains(Role::countess) && (hand.contains(Role::king) || hand.contains(Role::prince)))
    turn.note("countess.not-while-chancellor", [&] { return turn.card(Role::countess) + " does not force anything while choosing"; });
  if (Rejection r = keep_and_put_back(turn, k); r != Rejection::none) return r;
  turn.note(k == 2 ? ClauseId("chancellor.draw-two") : ClauseId("chancellor.one-card-left"), [&] { return turn.who(turn.me) + " keeps " + turn.card(a.keep) + " and puts " + std::to_string(k) +
                (k == 2 ? " cards" : " card") + " under the deck"; });
  return Rejection::none;
}

[[gnu::noinline]] Rejection king(Turn& turn) {
  bool acts = false;
  if (Rejection r = choose_another_player(turn, acts); r != Rejection::none || !acts) return r;
  const int target = turn.a.target;
  std::swap(turn.s.hand[turn.me], turn.s.hand[target]);
  turn.note("king.swap", [&turn, target] { return turn.who(turn.me) + " and " + turn.who(target) + " trade hands"; });
  return Rejection::none;
}

[[gnu::noinline]] Rejection countess(Turn& turn) {
  if (turn.a.target != kNoPlayer || !no_choices(turn.a)) return Rejection::invalid_choice;
  const Hand& hand = turn.s.hand[turn.me];
  const bool forced = hand.contains(Role::king) || hand.contains(Role::prince);
  turn.note(forced ? ClauseId("countess.forced") : ClauseId("countess.optional"), [&turn, forced] { return turn.card(Role::countess) + (forced ? " is played as it must be" : " is played by choice"); });
  turn.note("countess.no-effect", [&] { return turn.card(Role::countess) + " has no effect when played"; });
  return Rejection::none;
}

[[gnu::noinline]] Rejection princess(Turn& turn) {
  if (turn.a.target != kNoPlayer || !no_choices(turn.a)) return Rejection::invalid_choice;
  turn.note("princess.leave", [&] { return turn.who(turn.me) + " played " + turn.card(Role::princess) + " and leaves the round"; });
  leave_round(turn.ed, turn.s, turn.me, turn.t);
  return Rejection::none;
}

}  // namespace

Rejection choose_another_player(Turn& turn, bool& acts) {
  bool no_effect = false;
  acts = false;
  if (Rejection r = check_other_target(turn, no_effect); r != Rejection::none) return r;
  if (!no_choices(turn.a)) return Rejection::invalid_choice;
  acts = !no_effect;
  return Rejection::none;
}

void compare_hands(Turn& turn, Duel duel, ClauseId compare_clause, ClauseId tie_clause) {
  const int target = turn.a.target;
  const Role mine = turn.s.hand[turn.me][0], theirs = turn.s.hand[target][0];
  const int vm = turn.ed.value_of(mine), vt = turn.ed.value_of(theirs);
  auto compared = [&turn, target, mine, theirs, vm, vt] { return turn.who(turn.me) + " (" + turn.card(mine) + ", " + std::to_string(vm) + ") and " +
                               turn.who(target) + " (" + turn.card(theirs) + ", " + std::to_string(vt) + ") compare hands"; };
  if (vm == vt) {
    turn.note(tie_clause, [compared] { return compared() + ": a tie, nobody leaves"; });
    return;
  }
  const bool lower = duel == Duel::lower_leaves;
  const int loser = (vm < vt) == lower ? turn.me : target;
  turn.note(compare_clause, [&turn, compared, loser, lower] { return compared() + ": " + turn.who(loser) + " holds the " + (lower ? "lower" : "higher") +
                                " card and leaves the round"; });
  leave_round(turn.ed, turn.s, loser, turn.t);
}

void draw_new_card(Turn& turn, int p, ClauseId clause) {
  State& s = turn.s;
  if (!s.deck.empty()) {
    Role r = s.deck.draw();
    s.hand[p].add(r);
    turn.note(clause, [&turn, p, r] { return turn.who(p) + " draws " + turn.card(r); });
  } else if (s.set_aside != Role::none) {
    s.hand[p].add(s.set_aside);
    turn.note("prince.empty-deck", [&] { return "the deck is empty: " + turn.who(p) + " draws the set-aside card, " +
                                       turn.card(s.set_aside); });
    s.set_aside = Role::none;
  } else {
    turn.note("prince.nothing-to-draw", [&] { return "the deck is empty and the set-aside card is gone: " + turn.who(p) +
                                            " has nothing to draw and leaves the round"; });
    leave_round(turn.ed, s, p, turn.t);
  }
}

Rejection resolve_card(Turn& turn) {
  // A card whose effect the edition writes as data is run from it, a bundled
  // role too. (Tested apart from the jump on the card: the jump then waits on
  // the card alone, not on a load from the edition's tables.)
  if (turn.ed.is_data(turn.a.card)) [[unlikely]]
    return play_data_card(turn, *turn.ed.effect(turn.a.card));
  switch (turn.a.card) {
    case Role::spy:
      if (turn.a.target != kNoPlayer || !no_choices(turn.a)) return Rejection::invalid_choice;
      return spy(turn);
    case Role::guard: return guard(turn);
    case Role::priest: return priest(turn);
    case Role::baron: return baron(turn);
    case Role::handmaid: return handmaid(turn);
    case Role::prince: return prince(turn);
    case Role::chancellor: return chancellor(turn);
    case Role::king: return king(turn);
    case Role::countess: return countess(turn);
    case Role::princess: return princess(turn);
    default: return resolve_premium_card(turn);
  }
}

}  // namespace errata::love_letter
