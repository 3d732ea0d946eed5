// The Premium cards of Board Game Arena's page, one function per role, as the
// edition's clauses state them.
#include "turn.h"

namespace errata::love_letter {
namespace {

// No choice beyond the chosen players (Cardinal, Baroness).
bool no_extra_choices(const Action& a) {
  return a.guess == Role::none && a.keep == Role::none && a.bottom_count == 0 && a.number < 0 && !a.redraw;
}


// `why` makes the text of the decision (run only when a trace keeps text).
template <typename Why>
void win_token(Turn& turn, int p, ClauseId clause, const Why& why) {
  ++turn.s.tokens[p];
  turn.note(clause, [&] { return why() + ": " + turn.who(p) + " wins a token"; });
  end_game_now_if_won(turn.ed, turn.s, turn.t);
}

[[gnu::noinline]] Rejection assassin(Turn& turn) {
  if (turn.a.target != kNoPlayer || !no_choices(turn.a)) return Rejection::invalid_choice;
  turn.note("assassin.no-effect", [&] { return turn.card(Role::assassin) + " has no effect when played"; });
  return Rejection::none;
}

[[gnu::noinline]] Rejection jester(Turn& turn) {
  bool acts = false;
  if (Rejection r = choose_another_player(turn, acts); r != Rejection::none || !acts) return r;
  turn.s.jester_holder = turn.a.target;
  turn.s.jester_owner = static_cast<int8_t>(turn.me);
  turn.note("jester.give", [&] { return turn.who(turn.me) + " gives the Jester token to " + turn.who(turn.a.target); });
  return Rejection::none;
}

// Whom a card that chooses "un joueur" (any player, its own player included) may choose.
PlayerSet choosable_any(const State& s, int me) { return static_cast<PlayerSet>(choosable_others(s, me) | only(me)); }

// One or two chosen players, each in the round and not protected (or, when
// protection ignores effects, the effect is void). Sets `no_effect`.
Rejection check_players(Turn& turn, PlayerSet choosable, int needed_min, bool& no_effect) {
  const State& s = turn.s;
  const int t1 = turn.a.target, t2 = turn.a.target2;
  no_effect = false;
  // Most choices: players it may choose, in the round, as many as it needs; nothing to note.
  const PlayerSet fine = choosable & s.in_round();
  const bool seats = t1 >= 0 && t1 < s.players && t2 >= kNoPlayer && t2 < s.players;
  if (seats && t1 != t2 && has(fine, t1) && (t2 == kNoPlayer ? needed_min < 2 : has(fine, t2))) return Rejection::none;
  const bool ignored = turn.ed.rules.protection == Rules::Protection::effects_ignored;
  if (t1 == kNoPlayer && t2 != kNoPlayer) return Rejection::target_required;
  if (t1 == kNoPlayer) {
    if (count(choosable) < needed_min) {
      no_effect = true;
      turn.note("handmaid.no-effect", [&] { return "not enough players can be chosen: " + turn.card(turn.a.card) +
                                          " is played without effect"; });
      return Rejection::none;
    }
    return Rejection::target_required;
  }
  if (needed_min == 2 && t2 == kNoPlayer) return Rejection::target_required;
  if (t1 == t2) return Rejection::invalid_target;
  for (int p : {t1, t2}) {
    if (p == kNoPlayer) continue;
    if (p < 0 || p >= s.players || !s.is_in(p)) return Rejection::invalid_target;
    if (has(choosable, p)) continue;
    if (has(s.protected_players, p) && p != turn.me) {
      if (ignored) {
        no_effect = true;
        turn.note("handmaid.protect", [&] { return turn.who(p) + " is protected: the card's effect is ignored"; });
        continue;
      }
      turn.note("handmaid.protect", [&] { return turn.who(p) + " is protected and cannot be chosen"; });
      return Rejection::target_protected;
    }
    return Rejection::invalid_target;
  }
  return Rejection::none;
}

[[gnu::noinline]] Rejection cardinal(Turn& turn) {
  if (!no_extra_choices(turn.a)) return Rejection::invalid_choice;
  const bool self = turn.ed.rules.cardinal_players == Rules::CardinalPlayers::any_two_players;
  const PlayerSet choosable = self ? choosable_any(turn.s, turn.me) : choosable_others(turn.s, turn.me);
  bool no_effect = false;
  if (Rejection r = check_players(turn, choosable, 2, no_effect); r != Rejection::none) return r;
  if (no_effect) return Rejection::none;
  std::swap(turn.s.hand[turn.a.target], turn.s.hand[turn.a.target2]);
  turn.note("cardinal.swap", [&] { return turn.who(turn.a.target) + " and " + turn.who(turn.a.target2) + " trade cards; " +
                                 turn.who(turn.me) + " looks at one of them"; });
  return Rejection::none;
}

[[gnu::noinline]] Rejection baroness(Turn& turn) {
  if (!no_extra_choices(turn.a)) return Rejection::invalid_choice;
  const bool self = turn.ed.rules.baroness_players == Rules::BaronessPlayers::any_one_or_two_players;
  const PlayerSet choosable = self ? choosable_any(turn.s, turn.me) : choosable_others(turn.s, turn.me);
  bool no_effect = false;
  if (Rejection r = check_players(turn, choosable, 1, no_effect); r != Rejection::none) return r;
  if (no_effect) return Rejection::none;
  turn.note("baroness.look", [&] {
    std::string seen = turn.who(turn.a.target);
    if (turn.a.target2 != kNoPlayer) seen += " and " + turn.who(turn.a.target2);
    return turn.who(turn.me) + " looks at the cards of " + seen;
  });
  return Rejection::none;
}

[[gnu::noinline]] Rejection sycophant(Turn& turn) {
  if (!no_choices(turn.a)) return Rejection::invalid_choice;
  bool no_effect = false;
  if (Rejection r = check_players(turn, choosable_any(turn.s, turn.me), 1, no_effect); r != Rejection::none) return r;
  if (no_effect) return Rejection::none;
  turn.s.sycophant_choice = turn.a.target;
  turn.note("sycophant.choose", [&] { return turn.who(turn.me) + " chooses " + turn.who(turn.a.target) +
                                    ": the next card played that chooses players must choose them"; });
  return Rejection::none;
}

[[gnu::noinline]] Rejection count_card(Turn& turn) {
  if (turn.a.target != kNoPlayer || !no_choices(turn.a)) return Rejection::invalid_choice;
  turn.note("count.no-effect", [&] { return turn.card(Role::count) + " does nothing now; it adds to the card in hand at the end of the round"; });
  return Rejection::none;
}

[[gnu::noinline]] Rejection constable(Turn& turn) {
  if (turn.a.target != kNoPlayer || !no_choices(turn.a)) return Rejection::invalid_choice;
  turn.note("constable.no-effect", [&] { return turn.card(Role::constable) + " does nothing now; it scores if its player is eliminated"; });
  return Rejection::none;
}

[[gnu::noinline]] Rejection dowager_queen(Turn& turn) {
  bool acts = false;
  if (Rejection r = choose_another_player(turn, acts); r != Rejection::none || !acts) return r;
  compare_hands(turn, Duel::higher_leaves, "dowager-queen.compare", "dowager-queen.tie");
  return Rejection::none;
}

[[gnu::noinline]] Rejection bishop(Turn& turn) {
  const Action& a = turn.a;
  if (a.guess != Role::none || a.keep != Role::none || a.bottom_count || a.target2 != kNoPlayer) return Rejection::invalid_choice;
  bool no_effect = false;
  if (Rejection r = check_other_target(turn, no_effect); r != Rejection::none) return r;
  if (no_effect && a.target == kNoPlayer) return a.number < 0 && !a.redraw ? Rejection::none : Rejection::invalid_choice;
  if (a.number < 0) return Rejection::guess_required;
  if (a.number == 1 || a.number > 99) {
    turn.note("bishop.not-one", "the Bishop announces a number other than 1");
    return Rejection::invalid_choice;
  }
  if (no_effect) return a.redraw ? Rejection::invalid_choice : Rejection::none;
  const int target = a.target;
  const Role held = turn.s.hand[target][0];
  const bool right = turn.ed.value_of(held) == a.number;
  if (right) {
    win_token(turn, turn.me, "bishop.guess", [&] {
      return turn.who(turn.me) + " announces " + std::to_string(a.number) + " and " + turn.who(target) + " holds it";
    });
  } else {
    turn.note("bishop.guess", [&] { return turn.who(turn.me) + " announces " + std::to_string(a.number) + "; " + turn.who(target) +
                                  " does not hold it"; });
  }
  if (!a.redraw) return Rejection::none;
  if (!right && turn.ed.rules.bishop_redraw == Rules::BishopRedraw::when_guessed_right) return Rejection::invalid_choice;
  if (turn.s.game_over) return Rejection::none;  // the token ended the game
  turn.s.hand[target].clear();
  turn.s.discards[target].add(held);
  turn.note("bishop.redraw", [&] { return turn.who(target) + " chooses to discard " + turn.card(held) + " and draw a new card"; });
  if (has_role(turn.ed.sets.leave_when_discarded, held)) {
    // bishop.target-princess: she may draw first, and leaves with that card too
    // (the Princess, or a card as data that makes whoever discards it leave).
    if (turn.ed.rules.bishop_target_princess == Rules::BishopTargetPrincess::draws_then_leaves) draw_new_card(turn, target, "bishop.redraw");
    turn.note("princess.leave", [&] { return turn.who(target) + " discarded " + turn.card(held) + " and is eliminated"; });
    leave_round(turn.ed, turn.s, target, turn.t);
    return Rejection::none;
  }
  draw_new_card(turn, target, "bishop.redraw");
  return Rejection::none;
}

}  // namespace

// Each effect out of line, as resolve_card's (card_effects.cpp).
Rejection resolve_premium_card(Turn& turn) {
  switch (turn.a.card) {
    case Role::assassin: return assassin(turn);
    case Role::jester: return jester(turn);
    case Role::cardinal: return cardinal(turn);
    case Role::baroness: return baroness(turn);
    case Role::sycophant: return sycophant(turn);
    case Role::count: return count_card(turn);
    case Role::constable: return constable(turn);
    case Role::dowager_queen: return dowager_queen(turn);
    case Role::bishop: return bishop(turn);
    default: return Rejection::unknown_card;
  }
}

}  // namespace errata::love_letter
