// The flow of a game (l.75-87): whose turn it is, one action a turn, the end
// of a round, the next round's turn-order cards.
#include "engine.h"

namespace errata::secret_moon {
namespace {

// The clause behind a refusal that a rule of the text (or a reading) decides.
void explain_rejection(const State& s, int player, const Action& a, Rejection r, Trace& t) {
  const std::string who = a.target >= 0 && a.target < s.figures() ? t.name(a.target) : "that card";
  switch (r) {
    case Rejection::hide_in_round_3: t.add("hide.not-round-3", "Hide is not available in the last round"); break;
    case Rejection::guard_cannot_capture: t.add("capture.not-guards", t.name(player) + " is a Guard: Capture is not available"); break;
    case Rejection::capture_unrevealed: t.add("capture.revealed", who + "'s card is not revealed: it cannot be captured"); break;
    case Rejection::target_protected: t.add("hide.untargetable", who + " is protected until the end of the round"); break;
    case Rejection::target_captured: t.add("target.captured", who + " is captured and can no longer be chosen"); break;
    case Rejection::guess_required: t.add("accuse.guess", "an accusation names one of the 5 roles"); break;
    case Rejection::invalid_target:
      if (a.target == player && a.kind == ActionKind::accuse) t.add("accuse.another", "a player does not accuse herself");
      if (a.target == player && a.kind == ActionKind::inquire) t.add("inquire.another", "the question is put to another player");
      if (a.target == player && a.kind == ActionKind::interrupt) t.add("interrupt.another", "Interrupt chooses another player");
      if (a.target == player && a.kind == ActionKind::investigate) t.add("investigate.look", "Investigate chooses another player or an NPC");
      if (s.is_npc(a.target)) t.add("target.npc-players-only", "this action chooses a player, not an NPC");
      break;
    default: break;
  }
}

}  // namespace

int Engine::to_move(const State& s) const {
  int best = kNobody;
  for (int p = 0; p < s.players; ++p)
    if (has(s.waiting, p) && (best == kNobody || s.turn_card[p] < s.turn_card[best])) best = p;
  return best;
}

Rejection Engine::check(const State& s, int player, const Action& a) const {
  if (s.game_over) return Rejection::game_over;
  if (player < 0 || player >= s.players) return Rejection::not_your_turn;
  if (has(s.captured, player)) return Rejection::captured_player;
  if (s.round_over) return Rejection::round_over;
  if (to_move(s) != player) return Rejection::not_your_turn;
  return check_target(s, player, a);
}

Rejection Engine::take_turn(State& s, int player, const Action& a, Trace* t) const {
  if (Rejection r = check(s, player, a); r != Rejection::none) {
    if (t && r == Rejection::not_your_turn && to_move(s) != kNobody)
      t->add("round.order", "it is " + t->name(to_move(s)) + "'s turn (turn-order card " +
                                std::to_string(s.turn_card[to_move(s)]) + ")");
    if (t && r == Rejection::captured_player)
      t->add("captured.eliminated", t->name(player) + " is captured: out for the rest of the game");
    if (t) explain_rejection(s, player, a, r, *t);
    return r;
  }
  State next = s;
  next.reply = Reply::none;
  next.waiting &= static_cast<FigureSet>(~only(player));  // this is her turn
  apply(next, player, a, t);
  next.played |= only(player);
  if (t) t->add("turn.card-to-middle", t->name(player) + " places turn-order card " +
                                           std::to_string(next.turn_card[player]) + " in the middle");
  if (!next.game_over && next.waiting == 0) end_round(next, t);
  s = next;
  return Rejection::none;
}

void Engine::end_round(State& s, Trace* t) const {
  s.round_over = true;
  if (t) t->add("round.end", "every player has had a turn: round " + std::to_string(s.round) + " is over");
  if (s.protected_players) {
    s.protected_players = 0;
    if (t) t->add("hide.reset", "protection is reset at the end of the round");
  }
  if (s.round >= ed_.rounds) {
    s.game_over = true;
    s.winner = Team::princess;
    if (t) {
      t->add("end.third-round", "the last round is over: the Princess's team wins");
      t->add("win.princess-team", "the Princess, the Traveler and the Priest win");
    }
  } else if (t) {
    t->add("round.next", "a new round follows: turn-order cards are shuffled and dealt again");
  }
}

Rejection Engine::new_round(State& s, const TurnCards& cards, Trace* t, std::string* why) const {
  if (s.game_over) return Rejection::game_over;
  if (!s.round_over) return Rejection::round_not_over;
  auto refuse = [&](const std::string& reason) {
    if (why) *why = reason;
    return Rejection::invalid_deal;
  };
  unsigned used = 0;
  for (int p = 0; p < s.players; ++p) {
    const int c = cards[p];
    const std::string who = t ? t->name(p) : "player " + std::to_string(p + 1);
    if (has(s.captured, p)) {
      if (c != 0) return refuse(who + " is captured and receives no turn-order card (captured.no-turn-cards)");
      continue;
    }
    if (c < 1 || c > ed_.turn_cards)
      return refuse(who + " needs a turn-order card from 1 to " + std::to_string(ed_.turn_cards) + " (round.turn-cards)");
    if (used & (1u << c)) return refuse("turn-order card " + std::to_string(c) + " is dealt twice (round.turn-cards)");
    used |= 1u << c;
  }
  State next = s;
  next.round = static_cast<uint8_t>(s.round + 1);
  next.turn_card = cards;
  next.waiting = static_cast<FigureSet>(next.all_players() & ~next.captured);
  next.played = next.interrupted = 0;
  next.round_over = false;
  next.reply = Reply::none;
  if (t) {
    t->add("round.turn-cards", "round " + std::to_string(next.round) + ": turn-order cards are dealt to the " +
                                   std::to_string(count(next.waiting)) + " players not captured");
    if (next.captured & next.all_players()) t->add("captured.no-turn-cards", "captured players receive no turn-order card");
  }
  if (next.waiting == 0) {
    if (t) t->add("round.no-player-left", "no player holds a turn-order card: the round ends at once");
    end_round(next, t);
  } else if (t) {
    t->add("round.order", t->name(to_move(next)) + " holds the lowest turn-order card and plays first");
  }
  s = next;
  return Rejection::none;
}

FigureSet Engine::winners(const State& s) const {
  FigureSet out = 0;
  if (!s.game_over) return out;
  for (int p = 0; p < s.players; ++p)
    if (ed_.team(s.character[p]) == s.winner) out |= only(p);
  return out;
}

int Engine::legal_actions(const State& s, Action* out, int capacity) const {
  const int me = to_move(s);
  int n = 0;
  if (me == kNobody || s.game_over || s.round_over) return 0;
  auto consider = [&](const Action& a) {
    if (n < capacity && check_target(s, me, a) == Rejection::none) out[n++] = a;
  };
  consider(Action{});
  for (int k = 1; k < kActionKinds; ++k) {
    for (int f = 0; f < s.figures(); ++f) {
      Action a{static_cast<ActionKind>(k), static_cast<int8_t>(f), Character::none};
      if (a.kind != ActionKind::accuse) {
        consider(a);
        continue;
      }
      for (int c = 1; c < kCharacterCount; ++c) {
        a.guess = static_cast<Character>(c);
        consider(a);
      }
    }
  }
  return n;
}

}  // namespace errata::secret_moon
