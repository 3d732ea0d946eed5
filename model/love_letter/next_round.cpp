// The next round of the same game (round.next): what it carries over from the
// last, its deal (checked), the notes that say so, and its start.
#include "engine.h"
#include "turn.h"

namespace errata::love_letter {
namespace {

// The dealt cards, into a state clear_round has emptied.
void put_dealt_cards(State& s, const Deal& d) {
  for (int p = 0; p < s.players; ++p)
    if (d.hand[p] != Role::none) s.hand[p].add(d.hand[p]);
  for (Role r : d.deck) s.deck.put_under(r);
  s.set_aside = d.set_aside;
  s.face_up = d.face_up;
}

}  // namespace

PlayerSet next_round_starters(const State& s) { return s.to_move >= 0 ? only(s.to_move) : s.first_candidates; }

void Engine::clear_round(State& s, PlayerSet may_start) const {
  for (int p = 0; p < s.players; ++p) {
    s.hand[p].clear();
    s.discards[p].clear();
  }
  s.deck = Deck{};
  s.set_aside = Role::none;
  s.face_up.clear();
  s.eliminated = 0;
  s.deck_ran_out = false;  // the last round's deck, not this one's (round.deck-empty emptied-during-the-turn)
  s.jester_holder = s.jester_owner = s.sycophant_choice = -1;
  if (ed_.rules.handmaid_new_round == Rules::HandmaidNewRound::ends_with_the_round) s.protected_players = 0;
  s.round_over = false;
  s.round_winners = 0;
  if (count(may_start) == 1) {
    s.to_move = static_cast<int8_t>(__builtin_ctz(may_start));
    s.first_candidates = 0;
  } else {
    s.to_move = kNoPlayer;
    s.first_candidates = may_start;
  }
}

void Engine::open_round(State& s, bool after_tie, Trace* t) const {
  if (t) {
    t->note("round.next", "a new round is dealt; favor tokens carry over");
    if (s.to_move >= 0)
      t->note(after_tie ? ClauseId("round.next-first-tie") : ClauseId("round.next-first"),
              [&] { return t->name(s.to_move) + " takes the first turn"; });
    else
      t->note("round.next-first-tie", "the previous round was tied: one of its winners, chosen at random, starts");
  }
  begin(s, t);
}

Rejection Engine::new_round(State& s, const Deal& d, std::optional<int> first, Trace* t, std::string* why) const {
  if (s.game_over) return Rejection::game_over;
  if (!s.round_over) return Rejection::round_not_over;
  PlayerSet may_start = next_round_starters(s);
  if (first) {
    if (!has(may_start, *first)) {
      if (why) *why = "only the previous round's winner may start the next round (round.next-first)";
      return Rejection::invalid_setup;
    }
    may_start = only(*first);
  }
  State next = s;
  clear_round(next, may_start);
  put_dealt_cards(next, d);
  // Checked with one of those who may start to move (any of them would do).
  next.to_move = static_cast<int8_t>(__builtin_ctz(may_start));
  auto problem = setup_problem(next);
  if (count(may_start) != 1) next.to_move = kNoPlayer;
  if (problem) {
    if (why) *why = *problem;
    return Rejection::invalid_setup;
  }
  open_round(next, count(s.round_winners) > 1, t);
  s = next;
  return Rejection::none;
}

}  // namespace errata::love_letter
