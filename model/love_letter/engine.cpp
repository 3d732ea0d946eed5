#include "engine.h"

#include <bit>

#include "turn.h"

namespace errata::love_letter {
namespace {

constexpr uint32_t bit(Role r) { return 1u << index_of(r); }

// The roles a hand holds, one bit each: a turn asks about several at once.
uint32_t roles_in(const Hand& h) {
  uint32_t roles = 0;
  for (Role r : h) roles |= bit(r);
  return roles;
}

// The other card of the hand when it must be played in place of `card`
// (countess.forced), else Role::none.
Role forced_other(const Edition& ed, const Hand& hand, Role card) {
  const RoleSets& sets = ed.sets;
  for (Role r : hand)
    if (r != card && has_role(sets.forced_beside[static_cast<size_t>(r)], card)) return r;
  return Role::none;
}

void note_forced(const Edition& ed, Trace& t, int me, Role forcer, uint32_t held) {
  const uint32_t beside = ed.sets.forced_beside[static_cast<size_t>(forcer)] & held;
  const Role other = static_cast<Role>(std::countr_zero(beside));
  const CardEffect* e = ed.effect(forcer);
  auto why = [&] { return t.name(me) + " holds " + ed.card_name(forcer) + " with " + ed.card_name(other) + ": " + ed.card_name(forcer) + " must be played"; };
  if (e) t.cite(e->forced_clause, why);
  else t.note("countess.forced", why);
}

}  // namespace

void leave_round(const Edition& ed, State& s, int p, Trace* t) {
  if (!s.is_in(p)) return;
  // constable.token: only an edition with the Constable looks for it.
  const bool constables = ed.has_card(Role::constable);
  const bool constable_before = constables && s.discards[p].contains(Role::constable);
  const Hand left = s.hand[p];
  for (Role r : left) s.discards[p].add(r);
  s.hand[p].clear();
  s.eliminated |= only(p);
  s.protected_players &= static_cast<PlayerSet>(~only(p));
  if (t) {
    t->note("elimination.discard-hand", [&] {
      std::string cards;
      for (Role r : left) cards += (cards.empty() ? "" : ", ") + ed.card_name(r);
      return t->name(p) + " leaves the round and discards " + (cards.empty() ? "nothing" : cards) + " without effect";
    });
  }
  if (!constables) return;
  const bool constable_now = constable_before || left.contains(Role::constable);  // the pile is what it held, then `left`
  if (constable_before ||
      (constable_now && ed.rules.constable_timing == Rules::ConstableTiming::also_discarded_on_elimination)) {
    ++s.tokens[p];
    if (t) t->note("constable.token", [&] { return t->name(p) + " is eliminated with " + ed.card_name(Role::constable) +
                                         " in their discard pile: +1 token"; });
    // constable.last-elimination with-the-round: the elimination that leaves
    // one player ends the round too, whose end decides the game's.
    if (ed.rules.constable_last_elimination == Rules::ConstableLastElimination::with_the_round && at_most_one(s.in_round())) return;
    end_game_now_if_won(ed, s, t);
  }
}

Rejection check_other_target_otherwise(Turn& turn, bool& no_effect, bool self_allowed) {
  const State& s = turn.s;
  const int target = turn.a.target;
  const PlayerSet legal = choosable_others(s, turn.me);
  const bool ignored = turn.ed.rules.protection == Rules::Protection::effects_ignored;
  if (target != kNoPlayer && (target < 0 || target >= s.players)) return Rejection::invalid_target;
  if (legal == 0) {
    if (target == kNoPlayer) {
      no_effect = true;
      turn.note("handmaid.no-effect", [&] { return "every other player in the round is protected: " + turn.card(turn.a.card) +
                                          " is played without effect"; });
      return Rejection::none;
    }
    if (target == turn.me && self_allowed) return Rejection::none;
    if (target == turn.me || !s.is_in(target)) return Rejection::invalid_target;
    if (ignored) {
      no_effect = true;
      turn.note("handmaid.no-effect", [&] { return turn.who(target) + " is protected: the card's effect is ignored"; });
      return Rejection::none;
    }
    turn.note("handmaid.protect", [&] {
      return turn.who(target) + " is protected and cannot be chosen (every other player in the round is: " +
             turn.card(turn.a.card) + " is played without a target)";
    });
    return Rejection::target_protected;
  }
  if (target == kNoPlayer) return Rejection::target_required;
  if (target == turn.me) return self_allowed ? Rejection::none : Rejection::invalid_target;
  if (!s.is_in(target)) {
    turn.note("elimination.untargetable", [&] { return turn.who(target) + " is out of the round and cannot be chosen"; });
    return Rejection::invalid_target;
  }
  if (has(s.protected_players, target)) {
    if (ignored) {
      no_effect = true;
      turn.note("handmaid.protect", [&] { return turn.who(target) + " is protected: the card's effect is ignored"; });
      return Rejection::none;
    }
    turn.note("handmaid.protect", [&] { return turn.who(target) + " is protected and cannot be chosen"; });
    return Rejection::target_protected;
  }
  return Rejection::none;
}

void Engine::start_turn(State& s, Trace* t) const { begin_turn(ed_, s, t); }

Rejection Engine::play(State& s, const Action& a, Trace* t) const {
  const int me = s.to_move;
  if (Rejection r = resolve(s, a, t); r != Rejection::none) return r;
  end_turn(ed_, s, me, t);
  return Rejection::none;
}

// sycophant.force: a legal play meets the demand (could_choose cannot refuse
// it: legal_plays holds only plays play accepts). sycophant.impossible: it is
// discarded without effect when its card's family is (the family holds no
// play choosing the demanded player, as some_play_chooses finds by trial).
Rejection Engine::play_legal_under_demand(State& s, const Action& a, Trace* t) const {
  const int me = s.to_move;
  const int forced = s.sycophant_choice;
  const bool unmet = chooses_players(ed_, a.card) && a.target != forced && a.target2 != forced;
  const bool discarded = unmet && ed_.rules.sycophant_impossible == Rules::SycophantImpossible::discarded_without_effect &&
                         card_discarded_under_demand(s, a.card);
  if (Rejection r = resolve_checked(s, a, discarded, t); r != Rejection::none) return r;
  end_turn(ed_, s, me, t);
  return Rejection::none;
}

Rejection Engine::resolve(State& s, const Action& a, Trace* t) const {
  const int me = s.to_move;
  Hand& hand = s.hand[me];
  const uint32_t held = roles_in(hand);
  if (!ed_.has_card(a.card)) return Rejection::unknown_card;
  if (!(held & bit(a.card))) return Rejection::card_not_in_hand;

  // The Countess must be played beside the King or a Prince (countess.forced;
  // a card as data, beside the cards its forced_beside names).
  if (const Role forcer = forced_other(ed_, hand, a.card); forcer != Role::none) {
    if (t) note_forced(ed_, *t, me, forcer, held);
    return Rejection::countess_must_be_played;
  }

  // The Sycophant's choice: the next card played that chooses players must choose them, when it can.
  const int forced = s.sycophant_choice;
  const bool unmet = forced >= 0 && chooses_players(ed_, a.card) && a.target != forced && a.target2 != forced;
  if (unmet && could_choose(s, a, forced)) {
    if (t) t->note("sycophant.force", [&] { return "the card played must choose " + t->name(forced) + ", the Sycophant's choice"; });
    return Rejection::sycophant_target_required;
  }
  // sycophant.impossible: a card that can choose them in no play is discarded without effect (choosing nothing).
  const bool discarded = unmet && ed_.rules.sycophant_impossible == Rules::SycophantImpossible::discarded_without_effect &&
                         !some_play_chooses(s, a.card, forced);
  if (discarded && (a.target != kNoPlayer || !no_choices(a))) {
    if (t) t->note("sycophant.force", [&] { return "the card cannot choose " + t->name(forced) + ": it is discarded without effect, choosing nothing"; });
    return Rejection::invalid_choice;
  }

  return resolve_checked(s, a, discarded, t);
}

// The play past resolve's checks: the card put down, the Sycophant's demand
// met or lapsed (sycophant.force), then the card's effect, unless it is
// discarded without effect (sycophant.impossible).
Rejection Engine::resolve_checked(State& s, const Action& a, bool discarded, Trace* t) const {
  const int me = s.to_move;
  const int forced = s.sycophant_choice;
  put_down(ed_, s, a.card, t);
  if (forced >= 0) {
    s.sycophant_choice = -1;
    if (t && (a.target == forced || a.target2 == forced))
      t->note("sycophant.force", [&] { return t->name(forced) + " is chosen, as the Sycophant required"; });
    else if (t && discarded)
      t->note("sycophant.force", [&] { return "the card cannot choose " + t->name(forced) + ": it is discarded without effect"; });
    else if (t && chooses_players(ed_, a.card))
      t->note("sycophant.force", [&] { return "the card cannot choose " + t->name(forced) + ": the Sycophant's demand lapses"; });
  }
  if (discarded) return Rejection::none;

  Turn turn{ed_, s, me, a, t};
  return resolve_card(turn);
}

bool Engine::could_choose(const State& s, const Action& a, int player) const {
  // Would the same play with `player` among the chosen be accepted?
  for (int slot = 0; slot < 2; ++slot) {
    Action other = a;
    (slot == 0 ? other.target : other.target2) = static_cast<int8_t>(player);
    if (slot == 1 && a.target == kNoPlayer) continue;
    State probe = s;
    probe.sycophant_choice = -1;
    if (play(probe, other, nullptr) == Rejection::none) return true;
  }
  return false;
}

Rejection Engine::take_turn(State& s, int player, const Action& a, Trace* t) const {
  if (s.game_over) return Rejection::game_over;
  if (s.round_over) return Rejection::round_over;
  if (player < 0 || player >= s.players) return Rejection::not_your_turn;
  if (s.to_move == kNoPlayer) {
    if (!has(s.first_candidates, player)) {
      if (t) t->note("turn.order", [&] {
        std::string tied;
        for (int p = 0; p < s.players; ++p)
          if (has(s.first_candidates, p)) tied += (tied.empty() ? "" : " or ") + t->name(p);
        return "the round starts with " + tied + ", not " + t->name(player);
      });
      return Rejection::not_your_turn;
    }
  } else if (s.to_move != player) {
    if (t) t->note("turn.order", [&] { return "it is " + t->name(s.to_move) + "'s turn, not " + t->name(player) + "'s"; });
    return Rejection::not_your_turn;
  }
  // Played on a copy: a rejected turn leaves the state exactly as it was. Its
  // trace stays, so that explain can show which clause refused it.
  State next = s;
  if (next.to_move == kNoPlayer) {
    next.to_move = static_cast<int8_t>(player);
    next.first_candidates = 0;
    if (t) t->note("round.next-first-tie", [&] { return t->name(player) + " starts, chosen among the tied winners"; });
  }
  start_turn(next, t);
  if (Rejection r = play(next, a, t); r != Rejection::none) return r;
  s = next;
  return Rejection::none;
}

}  // namespace errata::love_letter
