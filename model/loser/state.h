#pragma once
// One moment of a game of Loser, in fixed-size storage. Potions are their
// values (1..19), spell cards their numbers (1..23, shown s1..s23), actions a
// card (0, 1) and the face it shows (0 = a, 1 = b).
#include <array>
#include <cstdint>

#include "list.h"

namespace errata::loser {

inline constexpr int kMaxPlayers = 6;
inline constexpr int kMaxPotions = 24;     // above any edition's potion count
inline constexpr int kMaxSpells = 32;      // above any edition's spell count
inline constexpr int kMaxHand = 8;
inline constexpr int kActionCards = 2;
inline constexpr int kCharacterCards = 2;  // a character is a set of two cards
inline constexpr int kNoPlayer = -1;

// The phases of a round (l.72-74), and what follows the loser's frog flip.
enum class Phase : uint8_t {
  potions,  // phase 1: players play potions in turn
  vote,     // phase 2: every hand holds one potion; everyone votes at once
  spells,   // the loser has drawn two spell cards and chooses the one he keeps
  deal,     // the next round's potions are to be dealt
  over,     // a player is completely a frog: the game is over
};

// Which loser rule (l.128-140) named the round's loser.
enum class LoserRule : uint8_t { none, highest_down, highest_alone_up, highest_up_with_others, tie };

enum class Thumb : int8_t { none = 0, up = 1, down = -1 };

struct State {
  uint8_t players = 0;
  std::array<List<kMaxHand>, kMaxPlayers> hand{};
  std::array<List<kMaxHand>, kMaxPlayers> played{};  // potions this player placed on the table, oldest first
  List<kMaxPotions> face_up, face_down;               // dealt to the centre of the table
  std::array<List<kMaxSpells>, kMaxPlayers> spells{};  // held face down in front of their owner
  List<kMaxSpells> spell_pile;                         // top first
  List<kMaxSpells> spell_discard;                      // oldest first
  std::array<uint8_t, kActionCards> action_face{};     // the face each action card shows
  std::array<uint8_t, kMaxPlayers> frogs{};            // bit c: character card c shows its frog side
  int8_t to_move = 0;                                  // whose turn it is in phase 1
  Phase phase = Phase::potions;
  std::array<Thumb, kMaxPlayers> votes{};  // the last vote
  int8_t loser = kNoPlayer;                // the round's loser, once determined
  LoserRule rule = LoserRule::none;
  List<2> drawn;                 // the spell cards the loser drew, before he chooses
  int8_t next_first = kNoPlayer;  // who starts the next round
  uint16_t round = 1;

  bool frog(int p, int card) const { return (frogs[static_cast<size_t>(p)] >> card) & 1u; }
  int frog_cards(int p) const { return frog(p, 0) + frog(p, 1); }
  bool all_frog(int p) const { return frog_cards(p) == kCharacterCards; }
  bool game_over() const { return phase == Phase::over; }
  int left_of(int p) const { return (p + 1) % players; }
  friend bool operator==(const State&, const State&) = default;
};

}  // namespace errata::loser
