#pragma once
// One moment of a game of Secret Moon: the character cards (the players', then
// the NPCs'), the round and its turn-order cards, which cards are revealed,
// captured or protected, the markers (l.39) and what each player has seen.
// Fixed size: an action is tried on a copy and committed when accepted.
#include <array>
#include <cstdint>

#include "character.h"

namespace errata::secret_moon {

inline constexpr int kMaxPlayers = 8;
inline constexpr int kMaxFigures = 8;  // character cards in play: players' seats first, then the NPCs
inline constexpr int kNobody = -1;

// A set of figures (bit f: figure f). Players are figures 0..players-1.
using FigureSet = uint8_t;
constexpr FigureSet only(int f) { return static_cast<FigureSet>(1u << f); }
constexpr bool has(FigureSet s, int f) { return f >= 0 && ((s >> f) & 1u) != 0; }
inline int count(FigureSet s) { return __builtin_popcount(s); }

struct State {
  uint8_t players = 0;
  uint8_t npcs = 0;
  std::array<Character, kMaxFigures> character{};  // by figure
  Character removed = Character::none;              // l.71: the card taken out at 5 players
  uint8_t round = 1;                                // 1..rounds
  std::array<uint8_t, kMaxPlayers> turn_card{};     // this round's number, 0 when none
  FigureSet waiting = 0;      // players still to play this round
  FigureSet played = 0;       // players whose card lies in the middle (l.83)
  FigureSet interrupted = 0;  // players whose card was discarded by an Interrupt
  FigureSet revealed = 0, captured = 0, protected_players = 0;
  std::array<uint8_t, kMaxPlayers> colour_markers{};                    // held by each player
  std::array<std::array<uint8_t, kMaxPlayers>, kMaxFigures> placed{};  // [figure][investigator]: markers on it
  std::array<uint8_t, kMaxPlayers> princess_markers{}, minister_markers{};  // team markers each player took
  uint8_t princess_supply = 0, minister_supply = 0;                       // in the centre
  uint8_t princess_lacking = 0, minister_lacking = 0;  // markers an answer called for when none was left
  std::array<FigureSet, kMaxPlayers> knows{};          // the cards each player has seen secretly
  Reply reply = Reply::none;                           // the reply given during the last action
  bool round_over = false;
  bool game_over = false;
  Team winner = Team::none;

  bool operator==(const State&) const = default;

  int figures() const { return players + npcs; }
  bool is_player(int f) const { return f >= 0 && f < players; }
  bool is_npc(int f) const { return f >= players && f < figures(); }
  FigureSet all_players() const { return static_cast<FigureSet>((1u << players) - 1u); }
  FigureSet all_figures() const { return static_cast<FigureSet>((1u << figures()) - 1u); }
  // The figure holding this character, or kNobody (a removed card).
  int figure_of(Character c) const {
    for (int f = 0; f < figures(); ++f)
      if (character[static_cast<size_t>(f)] == c) return f;
    return kNobody;
  }
};

}  // namespace errata::secret_moon
