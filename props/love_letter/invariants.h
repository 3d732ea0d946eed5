#pragma once
// The rules every Love Letter edition shares, checked on any state the engine
// reaches: what the properties (and the random-play tests) assert after every turn.
#include <optional>
#include <string>

#include "model/love_letter/edition.h"
#include "model/love_letter/state.h"

namespace errata::props {

// The problem with `s` between two turns of a round dealt from the whole deck,
// or nullopt. `before` is the state before the last turn, when there was one.
std::optional<std::string> round_invariant_problem(const love_letter::Edition& ed, const love_letter::State& s,
                                                   const love_letter::State* before);

// The most turns a round dealt from `ed`'s deck can last: every turn but a
// Chancellor's takes one card off the deck, and a Chancellor's turn at least one.
int max_turns_per_round(const love_letter::Edition& ed);

}  // namespace errata::props
