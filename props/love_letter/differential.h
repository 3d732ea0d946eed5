#pragma once
// Differential play between two editions of one game: the same deal and the
// same choices, played by both engines turn by turn (cards matched by role
// id, so states compare directly). The deal is a whole deal of each edition
// (shared_deal.h: the cards both hold in the case's order, each one's own
// under the deck), so every divergence is a game people could have played
// (game_apart.h): which decision made it, and a scenario that shows it from
// the deal, with each edition's outcome as the last step's `expect`.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/love_letter/edition.h"
#include "model/love_letter/state.h"
#include "game_apart.h"

namespace errata::props {

// One case, in the terms RapidCheck shrinks well: fewer players, a shorter
// deal (a prefix of the shuffled common cards), earlier steps, smaller picks.
struct DiffCase {
  int players = 2;
  std::vector<uint32_t> shuffle;  // sort keys: the common cards in this order (each edition's own under them)
  std::vector<uint32_t> tokens;   // tokens held before the round (a later round's deal), below both winning counts
  std::vector<uint32_t> picks;    // each turn's play, among both editions' legal plays
  int rounds = 1;                 // rounds played (up to three, where both decks hold the same cards): each next deal drawn from the case
};

struct Divergence {
  std::string decision;  // as the SMT checker names decisions: play.<role>, game-end.timing, round-end.timing,
                         // round-end.winners, round-end.spy-bonus, round-end.tokens, game-end, round-start:
                         // the first that parts, in that order within a step
  int steps = 0;
  std::string a, b;                  // the editions' ids
  GameApart game;                    // the game, from its deal to where they part
  const love_letter::Edition* edition_a = nullptr;
  const love_letter::Edition* edition_b = nullptr;

  // What differs, in words.
  std::string detail() const;
  // The scenario with both editions' outcomes, or (both = false) with the
  // first edition's only: what a reading's witness holds, passing under the
  // reading taken and failing under the other. The editions must still be alive.
  std::string yaml(bool both) const;
  std::string scenario() const { return yaml(true); }
};

// The cards both editions have (fewest copies of each role), in role order.
std::vector<love_letter::Role> common_cards(const love_letter::Edition& a, const love_letter::Edition& b);
// Player counts both editions allow.
std::pair<int, int> common_players(const love_letter::Edition& a, const love_letter::Edition& b);

// Plays the case in both editions; the first divergence, or nullopt when they
// agree to the end of the round (or the case is not a setup both accept).
std::optional<Divergence> play_differential(const love_letter::Edition& a, const love_letter::Edition& b,
                                            const DiffCase& c);

// Whether an SMT finding id ("divergence:A:B:play.guard") covers a divergence
// found here between the same two editions.
bool finding_covers(const std::string& finding_id, const std::string& a, const std::string& b,
                    const std::string& decision);

}  // namespace errata::props
