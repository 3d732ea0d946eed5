#pragma once
// The solver's play situation reached in a game's first round: the other
// players each take one turn before P1's (P2 starts), and each turn leaves
// what the situation holds: a Handmaid played by a player it finds
// protected, the Sycophant by the player before P1 where a choice stands, a
// Constable discarded, a player out of the round knocked out by an earlier
// player's Guard naming the card she left with (or her own Princess); any
// other turn is a Priest's look (or a Spy, a Countess, a Guard naming a card
// P1 does not hold), which changes nothing a play reads. The hands the
// situation names are dealt, the cards played drawn, and P1 draws the card
// it plays. A plan, not a promise: the search replays it under both engines.
#include <optional>
#include <vector>

#include "model/love_letter/action.h"
#include "witness.h"

namespace errata::smt {

struct FirstCycle {
  std::vector<love_letter::Role> order;     // the cards both decks hold, in the deal's order
  int first = 1;                            // who starts (P2, or P1 when nobody plays before)
  std::vector<love_letter::Action> before;  // the other players' turns, in turn order
};

// The plan for `p` from the cards `pool` (both decks' cards), or nullopt when
// the pool lacks a card it needs or the situation asks what one turn each
// cannot give (a protection carried from the last round, Bishops discarded).
std::optional<FirstCycle> first_cycle(const ConcretePlay& p, std::vector<love_letter::Role> pool, int set_aside, int face_up);

}  // namespace errata::smt
