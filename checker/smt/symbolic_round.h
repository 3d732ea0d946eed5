#pragma once
// A bounded symbolic Love Letter round for Z3: `players` seats, each with the
// card held, the count of each role in their discard pile, whether they are
// still in the round, and their favor tokens. Roles are the engine's role
// indices, so two editions are compared card for card by role id.
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
  std::vector<std::vector<z3::expr>> discarded;  // [seat][role position in `roles`]: copies in the discard pile
  std::vector<z3::expr> in_round;                // Bool
  std::vector<z3::expr> tokens;                  // Int: favor tokens before the round ends

  z3::expr discards_of(int seat, love_letter::Role r) const;  // 0 when the role is not in `roles`
  z3::expr in_round_count() const;
  z3::expr cards_named() const;  // how many cards the state names (for minimal witnesses)
};

// The roles of two editions' card tables, in role order.
std::vector<love_letter::Role> shared_roles(const love_letter::Edition& a, const love_letter::Edition& b);

// A state this edition's round can be in between turns (what the engine's
// setup check accepts): copies within the deck, one card per player in the
// round, none out of it, tokens below the winning count.
z3::expr well_formed(const SymbolicRound& s, const love_letter::Edition& ed);

// The value of the card `role` (an Int expression) under this edition; 0 for none.
z3::expr value_of(const SymbolicRound& s, const love_letter::Edition& ed, const z3::expr& role);

}  // namespace errata::smt
