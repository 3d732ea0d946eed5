#include "random_play.h"

#include <algorithm>
#include <cassert>
#include <stdexcept>

#include "play_legal.h"
#include "simple_plays.h"
#include "turn.h"

namespace errata::love_letter {

Deal random_deal(const Edition& ed, int players, Rng& rng) {
  Cards<kMaxCards> all;
  for (int i = 1; i < kRoleCount; ++i)
    for (int c = 0; c < ed.copies[static_cast<size_t>(i)]; ++c) all.add(static_cast<Role>(i));
  for (int i = all.size - 1; i > 0; --i) std::swap(all.card[static_cast<size_t>(i)], all.card[rng.below(static_cast<uint32_t>(i + 1))]);
  Deal d;
  int next = 0;
  auto take = [&]() { return all[next++]; };
  if (ed.set_aside_face_down > 0) d.set_aside = take();
  if (players == 2)
    for (int i = 0; i < ed.face_up_when_two_players; ++i) d.face_up.add(take());
  for (int p = 0; p < players; ++p) d.hand[static_cast<size_t>(p)] = take();
  while (next < all.size) d.deck.add(take());
  return d;
}

namespace {

// random_deal's deal (the same shuffle, cards taken in the same order), made
// in the state's own storage: the whole deck shuffled in the draw pile's
// ring, then the set-aside card, the face-up cards and a card to each player
// drawn from its top. The hands, the set-aside and face-up cards are empty.
void deal_shuffled(const Engine& engine, State& s, Rng& rng) {
  const Edition& ed = engine.edition();
  Deck& deck = s.deck;
  const auto& whole = engine.whole_deck();
  std::copy(whole.begin(), whole.end(), deck.ring.begin());
  deck.top = 0;
  deck.size = whole.size;
  for (int i = deck.size - 1; i > 0; --i)
    std::swap(deck.ring[static_cast<size_t>(i)], deck.ring[rng.below(static_cast<uint32_t>(i + 1))]);
  if (ed.set_aside_face_down > 0) s.set_aside = deck.draw();
  if (s.players == 2)
    for (int i = 0; i < ed.face_up_when_two_players; ++i) s.face_up.add(deck.draw());
  for (int p = 0; p < s.players; ++p) s.hand[p].add(deck.draw());
}

}  // namespace

State first_round(const Engine& engine, int players, int first, Rng& rng) {
  State s;
  s.players = static_cast<uint8_t>(players);
  deal_shuffled(engine, s, rng);
  s.to_move = static_cast<int8_t>(first);
  engine.begin(s, nullptr);
  return s;
}

void deal_next_round(const Engine& engine, State& s, Rng& rng, Trace* t) {
  // A whole shuffled deck, one card to each player: a deal setup_problem
  // accepts by construction, not checked again (DealNextRound,
  // tests/deal_next_round_test.cpp, holds it to new_round's).
  const bool after_tie = count(s.round_winners) > 1;
  engine.clear_round(s, next_round_starters(s));
  deal_shuffled(engine, s, rng);
  engine.open_round(s, after_tie, t);
  if (s.to_move == kNoPlayer) pick_first(s, rng);
}

void pick_first(State& s, Rng& rng) {
  int pick = static_cast<int>(rng.below(static_cast<uint32_t>(count(s.first_candidates))));
  for (int p = 0; p < s.players; ++p)
    if (has(s.first_candidates, p) && pick-- == 0) s.to_move = static_cast<int8_t>(p);
  s.first_candidates = 0;
}

int play_random_round(const Engine& engine, State& s, Rng& rng, Trace* t) {
  int turns = 0;
  // A tied round before: chance picks who starts. Only a round's start leaves
  // the move open: every turn names who plays next, or ends the round.
  if (!s.round_over && s.to_move == kNoPlayer) pick_first(s, rng);
  Action a;  // each turn's play, written whole by random_legal_play_inline
  while (!s.round_over) {
    begin_turn(engine.edition(), s, t);  // engine.start_turn, inline
    if (!engine.random_legal_play_inline(s, rng, a)) throw std::logic_error("no legal play for the player to move");
    // The play is one of the turn's legal plays, chosen in this state.
    if (play_legal(engine, s, a, t) != Rejection::none) throw std::logic_error("a legal play was rejected");
    ++turns;
  }
  return turns;
}

int play_random_game(const Engine& engine, State& s, Rng& rng) {
  int rounds = 0;
  for (;;) {
    play_random_round(engine, s, rng);
    ++rounds;
    if (s.game_over) return rounds;
    deal_next_round(engine, s, rng);
  }
}

}  // namespace errata::love_letter
