#pragma once
// A symbolic Love Letter round for Z3, as a turn leaves it before the engine
// decides whether the round ends: `players` seats, each with the card held,
// how many copies of each card its discard pile holds (a pile of any size),
// whether it is still in the round, and its favor tokens; who holds the
// Jester token and who gave it. Roles are the engine's role indices, so two
// editions are compared card for card by role id.
#include <z3++.h>

#include <vector>

#include "model/love_letter/edition.h"

namespace errata::smt {

struct SymbolicRound {
  SymbolicRound(z3::context& c, int players, const std::vector<love_letter::Role>& roles);

  z3::context& c;
  int players;
  std::vector<love_letter::Role> roles;          // the roles that may appear (both editions' cards)
  std::vector<z3::expr> hand;                    // Int: role index held, 0 when out of the round
  std::vector<std::vector<z3::expr>> discards;   // [seat][k]: Int copies of roles[k] in the seat's discard pile
  std::vector<z3::expr> in_round;                // Bool
  std::vector<z3::expr> tokens;                  // Int: favor tokens before the round ends
  z3::expr jester_holder;                        // Int: the seat holding the Jester token, -1 for none
  z3::expr jester_giver;                         // Int: the seat that played the Jester on them

  z3::expr discards_of(int seat, love_letter::Role r) const;  // copies of r in the seat's discard pile
  z3::expr discarded(int seat) const;                         // the size of the seat's discard pile
  z3::expr held(love_letter::Role r) const;                   // copies of r in hands
  z3::expr in_round_count() const;
  z3::expr cards_named() const;  // how many cards the state names (for minimal witnesses)
  // Seats in one canonical order (players in the round first, then by card
  // held, then by tokens). The end of a round does not depend on where players
  // sit, so this keeps one state of each kind and makes proofs much faster.
  z3::expr canonical_order() const;
};

// The roles of two editions' card tables, in role order.
std::vector<love_letter::Role> shared_roles(const love_letter::Edition& a, const love_letter::Edition& b);
// The roles both decks hold (a copy or more in each), in role order: all a
// card of a state both editions' rounds can be in may be (well_formed bounds
// every role by each deck's copies).
std::vector<love_letter::Role> held_by_both(const love_letter::Edition& a, const love_letter::Edition& b);

// A state this edition's round can be in at the end of a turn: what real play
// keeps (the invariants of model/love_letter/reachability, as real_play.h
// encodes them) within what a setup can state (someone in the round, the
// Jester in no discard pile but its holder's and its giver's).
z3::expr well_formed(const SymbolicRound& s, const love_letter::Edition& ed);

// The value of the card `role` (an Int expression) in `values` (a CardValues
// table: ranked or summed); 0 for none.
z3::expr value_of(const SymbolicRound& s, const std::array<int, love_letter::kRoleCount>& values, const z3::expr& role);

}  // namespace errata::smt
