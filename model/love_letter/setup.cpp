// Which states a round of this edition can be in, and the start of a round
// (the deal of the next one: next_round.cpp).
#include "engine.h"
#include "turn.h"

namespace errata::love_letter {

std::optional<std::string> Engine::setup_problem(const State& s, const std::vector<std::string>* names) const {
  auto player = [&](int p) {
    return names && static_cast<size_t>(p) < names->size() ? (*names)[static_cast<size_t>(p)]
                                                            : "player " + std::to_string(p + 1);
  };
  if (s.players < ed_.min_players || s.players > ed_.max_players)
    return "this edition is for " + std::to_string(ed_.min_players) + " to " + std::to_string(ed_.max_players) +
           " players, not " + std::to_string(s.players) + " (players.count)";

  std::array<int, kRoleCount> used{};
  auto use = [&](Role r) { ++used[static_cast<size_t>(r)]; };
  for (int p = 0; p < s.players; ++p) {
    for (Role r : s.hand[p]) use(r);
    for (Role r : s.discards[p]) use(r);
  }
  for (int i = 0; i < s.deck.size; ++i) use(s.deck.at(i));
  if (s.set_aside != Role::none) use(s.set_aside);
  for (Role r : s.face_up) use(r);
  for (int i = 1; i < kRoleCount; ++i) {
    const Role r = static_cast<Role>(i);
    if (used[static_cast<size_t>(i)] > ed_.copies[static_cast<size_t>(i)])
      return "the setup uses " + std::to_string(used[static_cast<size_t>(i)]) + " " + ed_.card_name(r) + " but " + ed_.id +
             "'s deck holds " + std::to_string(ed_.copies[static_cast<size_t>(i)]) + " (setup.cards)";
  }

  if (s.in_round() == 0) return "nobody is left in the round";
  const int needed = ed_.tokens_needed(s.players);
  for (int p = 0; p < s.players; ++p) {
    const int held = s.hand[p].size;
    if (!s.is_in(p) && held > 0) return player(p) + " is out of the round but holds a card";
    if (s.is_in(p) && held == 0) return player(p) + " is in the round but holds no card";
    if (s.is_in(p) && held > 1 && !(p == s.to_move && held == 2))
      return player(p) + " holds " + std::to_string(held) +
             " cards: between turns a player holds one (the player to move may hold two, having drawn)";
    // Where a token won during a round ends the game with the round
    // (game.end-timing end-of-round), a player may hold them while it goes
    // on: the invariant no-winner-before-game-end says how many.
    if (s.tokens[p] >= needed && ed_.rules.game_end_timing == Rules::GameEndTiming::at_once)
      return player(p) + " already holds the " + std::to_string(needed) +
             " favor tokens that win the game (game.tokens-to-win)";
  }
  if (s.protected_players & s.eliminated) return "a player out of the round cannot be protected";
  if (s.to_move < 0 || s.to_move >= s.players || !s.is_in(s.to_move)) return "the player to move is not in the round";
  if (has(s.protected_players, s.to_move) && s.hand[s.to_move].size == 2)
    return "the player to move has drawn, so their turn has begun and their protection has ended";
  if (s.set_aside != Role::none && ed_.set_aside_face_down == 0) return "this edition sets no card aside";
  if (s.face_up.size > 0 && s.players != 2) return "face-up cards are set aside only in a 2-player game (setup.face-up)";
  if (s.face_up.size > ed_.face_up_when_two_players)
    return "a 2-player game sets " + std::to_string(ed_.face_up_when_two_players) + " cards face up, not " +
           std::to_string(s.face_up.size);
  return std::nullopt;
}

// A round that cannot be decided (round_may_be_decided: two players or more
// in it, cards in the deck, none run out) is left as it is without a look:
// every fresh random deal is one.
void Engine::begin(State& s, Trace* t) const {
  if (round_may_be_decided(s)) end_round_if_decided(ed_, s, t);
}

}  // namespace errata::love_letter
