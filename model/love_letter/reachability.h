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
#include <optional>
#include <string>
#include <span>
#include <string_view>
#include <vector>

#include "edition.h"
#include "state.h"

namespace errata::love_letter {

struct ReachabilityInvariant {
  std::string_view name;    // "protected-played-handmaid"
  std::string_view clause;  // "handmaid.protect": the rule it follows from
  Role card;                // the card it is about (an edition without it need not quote the clause), or none
  std::string_view about;   // the part of the state it constrains: hands, discards, protected, eliminated, tokens, deck
  std::string_view says;    // "a protected player's last discard is the Handmaid"
  bool (*holds)(const State& s, const Edition& ed);
  // Holds between turns only, not at the end of a turn before the engine
  // decides whether the round ends (one player may be left then, the Sycophant's
  // player not yet followed). A setup the engine decides at once stands for
  // such a moment, as do the states the round-end encoding searches.
  bool between_turns_only = false;
};

// Every invariant, in a fixed order.
std::span<const ReachabilityInvariant> reachability_invariants();

// The invariants `s` breaks under `ed` (empty: nothing says it is unreachable).
// With `end_of_turn`, `s` stands for the end of a turn before the round's end
// is decided (a setup the engine decides at once): the invariants that hold
// only between turns are not asked.
std::vector<const ReachabilityInvariant*> broken_invariants(const State& s, const Edition& ed, bool end_of_turn = false);

// The invariant named `name` (std::logic_error when the list has none: every
// assumption an encoding makes about real play names one of these).
const ReachabilityInvariant& reachability_invariant(std::string_view name);

// The most favor tokens player `p` can have won during the current round by
// her cards: one for each Bishop in her discards, one for the Constable once
// she is out of the round, and a card as data's win-token steps (role_sets.h:
// those for its player from her discards, those for the chosen from anyone's).
int tokens_won_in_round_at_most(const State& s, const Edition& ed, int p);

// What keeps `s` from being a whole deal of `ed` (every card of the deck
// placed, as many face up as a 2-player round deals, the set-aside card
// there unless drawn from an empty deck), or nullopt. Every state a dealt
// round reaches is one; a setup is one where it says so (`completion`).
std::optional<std::string> whole_deal_problem(const State& s, const Edition& ed);

// What keeps the discard piles of a whole deal's state `s` from being ones
// turns produce, or nullopt: the players still in the round have taken
// turns within one of each other, each pile holds one card per turn its
// owner took plus the cards other plays made her discard, and each such
// card needs a card in the piles that makes a player discard (a Guard, a
// Baron, a Prince, a Princess, a Bishop, a Dowager Queen, an Assassin, or a
// card as data whose steps can: RoleSets::discards_forced). A necessary
// condition: a witness's whole deal and a hand-written one are judged alike
// (`errata run --strict`).
std::optional<std::string> piles_problem(const State& s, const Edition& ed);

// Every card `s` holds, counted by role: hands, discards, the deck, the
// set-aside card and the face-up cards (a round's cards are the deck's).
std::array<int, kRoleCount> cards_by_role(const State& s);

}  // namespace errata::love_letter
