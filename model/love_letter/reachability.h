#pragma once
// The invariants of real play: what holds of every Love Letter state a round
// reaches from a deal by legal turns, between two turns (the player to move
// may already have drawn). A state breaking one is unreachable in play:
// `errata run` warns about a scenario setup that breaks one (an error under
// --strict), and the SMT checker's symbolic states can assume them.
//
// The list is data: each invariant has a name, the clause id of the rule it
// follows from, its statement in words, and a predicate over a concrete State
// and its Edition. The property test (tests/reachability_test.cpp) plays
// random legal games of every edition and player count and checks every
// state reached against the whole list.
#include <array>
#include <span>
#include <string_view>
#include <vector>

#include "edition.h"
#include "state.h"

namespace errata::love_letter {

struct ReachabilityInvariant {
  std::string_view name;    // "protected-played-handmaid"
  std::string_view clause;  // "handmaid.protect": the rule it follows from
  std::string_view about;   // the part of the state it constrains: hands, discards, protected, eliminated, tokens, deck
  std::string_view says;    // "a protected player's last discard is the Handmaid"
  bool (*holds)(const State& s, const Edition& ed);
};

// Every invariant, in a fixed order.
std::span<const ReachabilityInvariant> reachability_invariants();

// The invariants `s` breaks under `ed` (empty: nothing says it is unreachable).
std::vector<const ReachabilityInvariant*> broken_invariants(const State& s, const Edition& ed);

// The most favor tokens player `p` can have won during the current round by
// her cards: one for each Bishop in her discards, one for the Constable once
// she is out of the round.
int tokens_won_in_round_at_most(const State& s, int p);

// Every card `s` holds, counted by role: hands, discards, the deck, the
// set-aside card and the face-up cards (a round's cards are the deck's).
std::array<int, kRoleCount> cards_by_role(const State& s);

}  // namespace errata::love_letter
