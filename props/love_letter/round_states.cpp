#include "round_states.h"

#include <vector>

namespace errata::props {

using love_letter::Role;
using love_letter::State;

namespace {

std::vector<Role> shuffled(const std::array<int8_t, love_letter::kRoleCount>& copies, Rng& rng) {
  std::vector<Role> deck;
  for (int i = 1; i < love_letter::kRoleCount; ++i)
    for (int k = 0; k < copies[static_cast<size_t>(i)]; ++k) deck.push_back(static_cast<Role>(i));
  for (size_t i = deck.size(); i > 1; --i) std::swap(deck[i - 1], deck[rng.below(static_cast<uint32_t>(i))]);
  return deck;
}

}  // namespace

State round_about_to_end(const love_letter::Edition& ed, Rng& rng, int max_pile, int players) {
  if (players == 0) players = ed.min_players + static_cast<int>(rng.below(static_cast<uint32_t>(ed.max_players - ed.min_players + 1)));
  const std::vector<Role> deck = shuffled(ed.copies, rng);
  size_t next = 0;
  State s;
  s.players = static_cast<uint8_t>(players);
  const int out = static_cast<int>(rng.below(static_cast<uint32_t>(players)));  // players who have left the round
  for (int p = 0; p < players; ++p) {
    const int pile = static_cast<int>(rng.below(static_cast<uint32_t>(max_pile + 1)));
    for (int k = 0; k < pile && next + 1 < deck.size(); ++k) s.discards[p].add(deck[next++]);
    if (p < players - out && next < deck.size()) s.hand[p].add(deck[next++]);
    else s.eliminated |= love_letter::only(p);
    s.tokens[p] = static_cast<uint8_t>(rng.below(static_cast<uint32_t>(ed.tokens_needed(players))));
  }
  if (s.in_round() == 0) {  // keep one player in (the deck always has a card left for it)
    s.eliminated &= static_cast<love_letter::PlayerSet>(~1u);
    s.hand[0].add(deck[next++]);
  }
  s.to_move = static_cast<int8_t>(__builtin_ctz(s.in_round()));
  return s;
}

State any_setup(const std::array<int8_t, love_letter::kRoleCount>& pool, Rng& rng) {
  const std::vector<Role> deck = shuffled(pool, rng);
  State s;
  const int players = 1 + static_cast<int>(rng.below(8));
  s.players = static_cast<uint8_t>(players);
  size_t next = 0;
  for (int p = 0; p < players; ++p) s.hand[p].add(deck[next++]);
  const int more = 1 + static_cast<int>(rng.below(12));
  for (int k = 0; k < more && next < deck.size(); ++k) s.deck.put_under(deck[next++]);
  if (players == 2)
    for (int k = static_cast<int>(rng.below(4)); k > 0 && next < deck.size(); --k) s.face_up.add(deck[next++]);
  return s;
}

}  // namespace errata::props
