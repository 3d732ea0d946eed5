#pragma once
// A bounded symbolic Love Letter round for Z3: `players` seats, each with the
// card held, a discard pile of at most kPileSlots cards, whether they are
// still in the round, and their favor tokens. Roles are the engine's role
// indices, so two editions are compared card for card by role id.
#include <z3++.h>

#include <vector>

#include "model/love_letter/edition.h"

namespace errata::smt {

// The bound on each discard pile: enough for every rule that reads discard
// piles (Spy, pair bonus, Counts, discard totals) to show, small enough for Z3.
inline constexpr int kPileSlots = 3;

struct SymbolicRound {
  SymbolicRound(z3::context& c, int players, const std::vector<love_letter::Role>& roles);

  z3::context& c;
  int players;
  std::vector<love_letter::Role> roles;          // the roles that may appear (both editions' cards)
  std::vector<z3::expr> hand;                    // Int: role index held, 0 when out of the round
  std::vector<std::vector<z3::expr>> pile;       // [seat][slot]: Int role index, 0 for an empty slot (empty slots last)
  std::vector<z3::expr> in_round;                // Bool
  std::vector<z3::expr> tokens;                  // Int: favor tokens before the round ends
  z3::expr jester_holder;                        // Int: the seat holding the Jester token, -1 for none
  z3::expr jester_giver;                         // Int: the seat that played the Jester on them

  z3::expr discards_of(int seat, love_letter::Role r) const;  // copies of r in the seat's discard pile
  z3::expr in_round_count() const;
  z3::expr cards_named() const;  // how many cards the state names (for minimal witnesses)
  // Seats in one canonical order (players in the round first, then by card
  // held, then by tokens). The end of a round does not depend on where players
  // sit, so this keeps one state of each kind and makes proofs much faster.
  z3::expr canonical_order() const;
};

// The roles of two editions' card tables, in role order.
std::vector<love_letter::Role> shared_roles(const love_letter::Edition& a, const love_letter::Edition& b);

// A state this edition's round can be in between turns (what the engine's
// setup check accepts): copies within the deck, one card per player in the
// round, none out of it, tokens below the winning count; and one real play
// reaches: no Princess among the discards of a player still in the round, a
// discarded card for each player out of it, a Jester token given by the one
// other player who discarded the Jester.
z3::expr well_formed(const SymbolicRound& s, const love_letter::Edition& ed);

// The value of the card `role` (an Int expression) under this edition; 0 for none.
z3::expr value_of(const SymbolicRound& s, const love_letter::Edition& ed, const z3::expr& role);

}  // namespace errata::smt
