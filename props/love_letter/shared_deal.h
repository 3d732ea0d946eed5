#pragma once
// The deal of a game two editions play alike (a witness is such a game): one
// order of the cards both decks hold, dealt as both deal (the set-aside card
// where both set one aside, the face-up cards both show, one card each, then
// the deck), and under it each edition's own cards, so that each edition
// deals its whole deck. The game stays one game while no draw reaches an
// edition's own cards: `room()` says how many more cards the plays may take
// from the top.
#include <cstdint>
#include <optional>
#include <vector>

#include "model/love_letter/edition.h"
#include "model/love_letter/engine.h"
#include "model/love_letter/state.h"

namespace errata::props {

// The cards a turn may take from the deck at most: its draw, then a
// Chancellor's two (or a Prince's one). A game of decks that differ stops
// before a turn could reach one edition's own cards, or empty one deck alone.
inline constexpr int kMostDrawsATurn = 3;

struct SharedDeal {
  int players = 0;
  int first = 0;                              // who takes the first turn
  std::vector<int> tokens;                    // held before this round (a later round's deal), per seat
  std::vector<love_letter::Role> order;       // the cards both decks hold, in the deal's order
  // Each edition's own cards (its deck less `order`'s): first its face-up and
  // set-aside cards beyond the shared ones, then the rest of its deck.
  std::vector<love_letter::Role> own_a, own_b;
  int set_aside = 0;                           // shared: 0 or 1
  int face_up = 0;                             // shared face-up cards (two players)
  int own_face_up_a = 0, own_face_up_b = 0;    // each edition's face-up cards beyond them
  int own_set_aside_a = 0, own_set_aside_b = 0;

  // The round's state as `ed` (a or b: `first_edition`) deals it, before its first turn.
  love_letter::State dealt(bool first_edition) const;
  // The same cards as a later round's deal (`new_round`): the tokens and the
  // first player are the game's, not the deal's.
  love_letter::Deal deal_of(bool first_edition) const;
  // Cards of the shared deck (under the hands) and whether both decks hold the same cards.
  int shared_deck() const { return static_cast<int>(order.size()) - set_aside - face_up - players; }
  bool same_cards() const { return own_a.size() == static_cast<size_t>(own_face_up_a + own_set_aside_a) &&
                                   own_b.size() == static_cast<size_t>(own_face_up_b + own_set_aside_b); }
};

// The cards both editions' decks hold (fewest copies of each role), in role order.
std::vector<love_letter::Role> cards_in_both(const love_letter::Edition& a, const love_letter::Edition& b);

// A deal of `players` from `order` (a permutation of cards_in_both), or
// nullopt when one edition's own cards cannot fill what it sets aside or
// shows face up beyond the other's.
std::optional<SharedDeal> share_deal(const love_letter::Edition& a, const love_letter::Edition& b, int players,
                                     std::vector<love_letter::Role> order, int first, std::vector<int> tokens, uint64_t seed);

}  // namespace errata::props
