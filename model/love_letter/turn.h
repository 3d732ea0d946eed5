#pragma once
// Internal to the engine: the context of one card being played, and the
// helpers card effects share (choosing players, leaving the round).
#include <bit>
#include <type_traits>
#include <utility>

#include "action.h"
#include "edition.h"
#include "rejection.h"
#include "state.h"
#include "trace.h"

namespace errata::love_letter {

struct Turn {
  const Edition& ed;
  State& s;
  int me;
  const Action& a;
  Trace* t;

  std::string who(int p) const { return t ? t->name(p) : std::string(); }
  std::string card(Role r) const { return ed.card_name(r); }
  // Records a decision. `text` is a string or a function making one: the
  // function runs only when a trace is kept, so random play builds no text.
  template <typename Text>
  void note(ClauseId clause, Text&& text) const {
    if (t) t->note(clause, std::forward<Text>(text));
  }
  // A decision by a clause the edition file names (a card as data).
  template <typename Text>
  void cite(std::string_view clause, Text&& text) const {
    if (t) t->cite(clause, std::forward<Text>(text));
  }
};

// Resolves the card just played (already in the player's discards).
Rejection resolve_card(Turn& turn);
Rejection resolve_premium_card(Turn& turn);  // the Premium roles (premium_effects.cpp)

// The play makes no choice beyond its target (no guess, keep, second player, number).
inline bool no_choices(const Action& a) {
  return a.guess == Role::none && a.keep == Role::none && a.bottom_count == 0 && a.target2 == kNoPlayer &&
         a.number < 0 && !a.redraw;
}

// A card that chooses another player and nothing else: checks the choice;
// `acts` is false when the card is played without effect.
Rejection choose_another_player(Turn& turn, bool& acts);

// The played card's player and its target compare hands (Baron: the lower
// card leaves; Dowager Queen: the higher; Duel is data_cards/card_effect.h's);
// equal cards: nobody leaves.
void compare_hands(Turn& turn, Duel duel, ClauseId compare_clause, ClauseId tie_clause);

// The Chancellor's choice, once its player has drawn `k` cards: she keeps
// `a.keep` and puts the `k` others under the deck in `a.bottom`'s order;
// invalid-choice when the action does not name them from her hand.
// (Inline: the bundled Chancellor's play calls it as its own code did.)
inline Rejection keep_and_put_back(Turn& turn, int k) {
  const Action& a = turn.a;
  Hand& hand = turn.s.hand[turn.me];
  if (a.keep == Role::none || a.bottom_count != k) return Rejection::invalid_choice;
  Hand rest = hand;
  if (!rest.remove(a.keep)) return Rejection::invalid_choice;
  for (int i = 0; i < a.bottom_count; ++i)
    if (!rest.remove(a.bottom[static_cast<size_t>(i)])) return Rejection::invalid_choice;
  hand.clear();
  hand.add(a.keep);
  for (int i = 0; i < a.bottom_count; ++i) turn.s.deck.put_under(a.bottom[static_cast<size_t>(i)]);
  return Rejection::none;
}

// Player p draws a new card: the deck's top, or the set-aside card when the deck is empty.
void draw_new_card(Turn& turn, int p, ClauseId clause);

// Whether a card's effect chooses one or more players (sycophant.force
// asks): the bundled roles' as their code does, a card as data's as its
// effect says (role_sets.h, `choosers`).
inline bool chooses_players(const Edition& ed, Role r) { return has_role(ed.sets.choosers, r); }

// Under game.end-timing at-once: a token won during the round ends the game now.
void end_game_now_if_won(const Edition& ed, State& s, Trace* t);

// The player leaves the round: hand discarded without effect, protection gone.
void leave_round(const Edition& ed, State& s, int p, Trace* t);

// Who a card that "chooses another player" may choose now. Inline: every
// Prince, Cardinal, Baroness and Sycophant, and every Premium family, asks.
inline PlayerSet choosable_others(const State& s, int me) {
  return static_cast<PlayerSet>(s.in_round() & ~s.protected_players & ~only(me));
}

// Checks the target of a card that chooses another player. Sets `no_effect`
// when every other player in the round is protected (and no target was given).
// `self_allowed` when the card's text lets its player choose themself.
// Inline, the choice most plays make: another player in the round and
// unprotected, nothing to note; any other, check_other_target_otherwise.
Rejection check_other_target_otherwise(Turn& turn, bool& no_effect, bool self_allowed);
inline Rejection check_other_target(Turn& turn, bool& no_effect, bool self_allowed = false) {
  const int target = turn.a.target;
  no_effect = false;
  if (target >= 0 && target < turn.s.players && has(choosable_others(turn.s, turn.me), target)) return Rejection::none;
  return check_other_target_otherwise(turn, no_effect, self_allowed);
}

// Ends the round if it is decided: one player left, or (after a turn) an empty deck.
void end_round_if_decided(const Edition& ed, State& s, Trace* t);

// Whether end_round_if_decided has anything to look at after a turn: at most
// one player left in the round, or the deck empty now or during the turn. Most
// turns end with neither, and skip the round's end altogether. `in`: the
// players in the round, s.in_round().
inline bool round_may_be_decided(const State& s, PlayerSet in) { return at_most_one(in) || s.deck.empty() || s.deck_ran_out; }
inline bool round_may_be_decided(const State& s) { return round_may_be_decided(s, s.in_round()); }

// begin_turn, put_down and end_turn are every turn's, and inline: a call
// each, with its arguments and saved registers, cost a random turn about a
// tenth of what the floor loop spends on a whole turn. Their notes capture by
// value, so that no local is kept in memory for a trace random play does not
// keep.

// Engine::start_turn, inline for random play (random_play.cpp): the player's
// protection ends (handmaid.protect), then they draw (turn.draw).
inline void begin_turn(const Edition& ed, State& s, Trace* t) {
  const int me = s.to_move;
  if (has(s.protected_players, me)) {
    s.protected_players &= static_cast<PlayerSet>(~only(me));
    if (t) t->note("handmaid.protect", [t, me] { return t->name(me) + "'s protection ends as " + t->name(me) + "'s turn begins"; });
  }
  s.deck_ran_out = false;
  if (s.hand[me].size == 1 && !s.deck.empty()) {
    Role r = s.deck.draw();
    s.hand[me].add(r);
    if (t) t->note_of("turn.draw", [](const Trace* t, const Edition* ed, int me, Role r) { return t->name(me) + " draws " + ed->card_name(r); }, t, &ed, me, r);
  }
}

// The card played leaves its player's hand for the discards (turn.play).
inline void put_down(const Edition& ed, State& s, Role card, Trace* t) {
  const int me = s.to_move;
  s.hand[me].remove(card);
  s.discards[me].add(card);
  if (t) t->note_of("turn.play", [](const Trace* t, const Edition* ed, int me, Role card) { return t->name(me) + " plays " + ed->card_name(card); }, t, &ed, me, card);
}

// turn.order: the next seat clockwise in `in`, the players in the round
// (`from` itself when nobody else is), from the set rather than seat by seat.
inline int next_in_round(PlayerSet in, int from) {
  const unsigned after = in & ~((2u << from) - 1u);  // the seats after `from`
  const unsigned next = after ? after : in;
  return next ? std::countr_zero(next) : from;
}

// After the played card's effect: the round ends if it is decided, else the
// next player in the round moves (turn.order). `me` played the turn. The
// players in the round are read once: end_round_if_decided changes nothing
// in a round it does not end.
inline void end_turn(const Edition& ed, State& s, int me, Trace* t) {
  const PlayerSet in = s.in_round();
  if (round_may_be_decided(s, in)) end_round_if_decided(ed, s, t);
  if (s.round_over) return;
  const int next = next_in_round(in, me);
  if (t && next != (me + 1 == s.players ? 0 : me + 1))  // the next seat, without a division on every traced turn
    t->note("elimination.untargetable", [t, next] { return "players out of the round are skipped: " + t->name(next) + " plays next"; });
  s.to_move = static_cast<int8_t>(next);
}


}  // namespace errata::love_letter
