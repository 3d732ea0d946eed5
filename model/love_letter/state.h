#pragma once
// One round of Love Letter at one moment, in fixed-size storage: copying a
// State is a memcpy, and playing a turn allocates nothing.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>

#include "role.h"

namespace errata::love_letter {

inline constexpr int kMaxPlayers = 8;
inline constexpr int kMaxCards = 64;  // the most cards an edition's deck (and one player's discard pile) may hold

using PlayerSet = uint8_t;  // bit p = player p
constexpr bool has(PlayerSet s, int p) { return (s >> p) & 1u; }
constexpr PlayerSet only(int p) { return static_cast<PlayerSet>(1u << p); }
// How many players each set holds, by table: one load (no popcount
// instruction assumed, and the bit arithmetic cost a turn a dozen instructions).
inline constexpr std::array<uint8_t, 256> kSetSizes = [] {
  std::array<uint8_t, 256> sizes{};
  for (size_t set = 1; set < sizes.size(); ++set) sizes[set] = static_cast<uint8_t>((set & 1u) + sizes[set >> 1]);
  return sizes;
}();
constexpr int count(PlayerSet set) { return kSetSizes[set]; }
// Seats 0..n-1 as a set, by table for every n a byte holds (8 and more: all
// eight, as the shift truncated to a byte gave): one load where the shift
// cost every look at the players in the round two or three instructions,
// several a turn.
inline constexpr std::array<PlayerSet, 256> kEveryone = [] {
  std::array<PlayerSet, 256> sets{};
  for (size_t n = 0; n < sets.size(); ++n) sets[n] = static_cast<PlayerSet>(n >= 8 ? 0xFF : (1u << n) - 1u);
  return sets;
}();

// Whether a set holds one player or none (no count needed).
constexpr bool at_most_one(PlayerSet set) { return (set & (set - 1)) == 0; }

// A small ordered collection of cards (a hand, a discard pile, the face-up cards).
template <int Capacity>
struct Cards {
  std::array<Role, Capacity> card{};
  uint8_t size = 0;

  void add(Role r) { card[size++] = r; }
  Role operator[](int i) const { return card[static_cast<size_t>(i)]; }
  // How many cards it holds, never above its capacity: told to the compiler,
  // so that a hand's loops are unrolled to its three places.
  int held() const {
    if (size > Capacity) __builtin_unreachable();
    return size;
  }
  bool contains(Role r) const { return find(r) < held(); }
  // The first place holding r, held or not (a hand's search over all its
  // places unrolls; a pile's stops at its size); held() or more: none held.
  int find(Role r) const {
    const int places = Capacity <= 4 ? Capacity : held();
    int i = 0;
    while (i < places && card[static_cast<size_t>(i)] != r) ++i;
    return i;
  }
  int count(Role r) const {
    int n = 0;
    int i = 0;
    if constexpr (Capacity >= 8) {
      n = count_in_first_eight(r);
      i = 8;
    }
    for (; i < held(); ++i) n += card[static_cast<size_t>(i)] == r;
    return n;
  }
  // Removes one copy of r; false when there is none.
  bool remove(Role r) {
    const int i = find(r);
    if (i >= held()) return false;
    if constexpr (Capacity <= 4) {
      // A hand shifts its few places whole: a loop on its size would be
      // compiled into a call to memmove.
      for (int j = 0; j + 1 < Capacity; ++j)
        if (j >= i) card[static_cast<size_t>(j)] = card[static_cast<size_t>(j + 1)];
    } else {
      for (int j = i + 1; j < held(); ++j) card[static_cast<size_t>(j - 1)] = card[static_cast<size_t>(j)];
    }
    --size;
    return true;
  }
  void clear() { size = 0; }

 private:
  // How many of the first eight places held hold r, the eight read as one
  // word: the bytes equal to r have their top bit set, those past the size
  // are masked off, and a multiply adds the bits into the top byte. No branch
  // a card (a discard pile's length is what a random round cannot predict:
  // the showdown counts every seat's Counts).
  int count_in_first_eight(Role r) const {
    static_assert(Capacity >= 8 && sizeof(Role) == 1);
    constexpr uint64_t kOnes = 0x0101010101010101ull, kLow7 = 0x7F7F7F7F7F7F7F7Full;
    uint64_t word;
    std::memcpy(&word, card.data(), sizeof word);
    const uint64_t x = word ^ (kOnes * static_cast<uint8_t>(r));   // a zero byte where the place holds r
    const uint64_t equal = ~(((x & kLow7) + kLow7) | x | kLow7);  // the top bit of each zero byte
    const int places = std::min(held(), 8);
    const uint64_t held_places = places == 8 ? ~uint64_t{0} : (uint64_t{1} << (8 * places)) - 1;
    return static_cast<int>((((equal & held_places) >> 7) * kOnes) >> 56);
  }

 public:
  bool empty() const { return size == 0; }
  const Role* begin() const { return card.data(); }
  const Role* end() const { return card.data() + held(); }
  friend bool operator==(const Cards& a, const Cards& b) {
    if (a.size != b.size) return false;
    for (int i = 0; i < a.size; ++i)
      if (a[i] != b[i]) return false;
    return true;
  }
};

using Hand = Cards<3>;  // one card between turns, two during a turn, three during a Chancellor
using Pile = Cards<kMaxCards>;

// The draw pile: cards are drawn from the top and put back under the bottom.
struct Deck {
  static constexpr int kCapacity = 64;  // a power of two, above any deck a round holds (kMaxCards less a card in hand)
  std::array<Role, kCapacity> ring{};
  uint8_t top = 0;
  uint8_t size = 0;

  bool empty() const { return size == 0; }
  Role at(int i) const { return ring[(top + i) & (kCapacity - 1)]; }  // 0 = top
  Role draw() {
    Role r = ring[top];
    top = static_cast<uint8_t>((top + 1) & (kCapacity - 1));
    --size;
    return r;
  }
  void put_under(Role r) {
    ring[(top + size) & (kCapacity - 1)] = r;
    ++size;
  }
  friend bool operator==(const Deck& a, const Deck& b) {
    if (a.size != b.size) return false;
    for (int i = 0; i < a.size; ++i)
      if (a.at(i) != b.at(i)) return false;
    return true;
  }
};

static_assert(Deck::kCapacity >= kMaxCards - 1);

struct State {
  uint8_t players = 0;  // seats 0..players-1, clockwise
  std::array<Hand, kMaxPlayers> hand{};
  std::array<Pile, kMaxPlayers> discards{};  // played or discarded this round, oldest first
  Deck deck;
  Role set_aside = Role::none;  // the face-down card; none once drawn
  Cards<3> face_up;             // the face-up cards of a 2-player round
  PlayerSet protected_players = 0;
  PlayerSet eliminated = 0;
  std::array<uint8_t, kMaxPlayers> tokens{};

  int8_t to_move = 0;             // whose turn is next; -1: any of first_candidates
  PlayerSet first_candidates = 0;  // after a tied round: who may start the next one
  int8_t jester_holder = -1;     // who holds the Jester token this round (Premium)
  int8_t jester_owner = -1;      // who gave it
  int8_t sycophant_choice = -1;  // the player the next card played must choose, if it chooses (Premium)
  bool deck_ran_out = false;  // the deck was empty at some moment of the current turn
  bool round_over = false;
  PlayerSet round_winners = 0;
  bool game_over = false;
  PlayerSet game_winners = 0;

  PlayerSet everyone() const { return kEveryone[players]; }
  PlayerSet in_round() const { return static_cast<PlayerSet>(everyone() & ~eliminated); }
  bool is_in(int p) const { return !has(eliminated, p); }

  friend bool operator==(const State&, const State&) = default;
};

}  // namespace errata::love_letter
