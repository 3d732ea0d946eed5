#pragma once
// The invariants of real play (model/love_letter/reachability) as the
// symbolic states assume them. An encoding assumes nothing else about a state
// of real play: each formula here is named by the invariant it encodes (an
// unknown name is a std::logic_error), the round-end states (the end of a
// turn) only by invariants that hold there, and tests/smt_real_play_test.cpp
// checks that every state random play reaches, under bundled and random user
// editions, satisfies each formula. What the symbolic states leave out beyond
// these (the encodings' bounds: seats, deck cards, a setup's reach) is said
// where they are built, and in docs/checks.md.
#include <z3++.h>

#include <string_view>
#include <vector>

#include "play_encoding.h"
#include "symbolic_round.h"

namespace errata::smt {

struct Assumed {
  std::string_view invariant;  // the name of an invariant of model/love_letter/reachability
  z3::expr formula;
};

// The invariants a round-end state assumes (at the end of a turn).
std::vector<Assumed> round_assumptions(const SymbolicRound& s, const love_letter::Edition& ed);
// The invariants a play's state assumes (seat 0 to move, having drawn).
std::vector<Assumed> play_assumptions(const SymbolicPlay& s, const love_letter::Edition& ed, const std::vector<love_letter::Role>& roles);

z3::expr all_of(const std::vector<Assumed>& assumed);

}  // namespace errata::smt
