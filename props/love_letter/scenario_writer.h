#pragma once
// Love Letter's scenario writer: a state as a `setup`, and as the `expect`
// map that checks every part of it, as nodes written by yaml-cpp's emitter. Players are P1, P2, …; cards are
// role ids, which every edition's scenarios accept. Used by differential play
// (divergences as scenarios) and the round-trip property.
#include <yaml-cpp/yaml.h>

#include <string>

#include "model/core/scenario_emitter.h"
#include "model/love_letter/action.h"
#include "model/love_letter/edition.h"
#include "model/love_letter/rejection.h"
#include "model/love_letter/state.h"

namespace errata::props {

std::string player_name(int seat);
// Whether a state between two turns can be written as a scenario's setup
// (setup_node): a setup names the Jester token's holder, its giver being the
// one other player who discarded the Jester, and someone is to move.
bool expressible(const love_letter::State& s);

// The pieces as YAML nodes, for a document assembled whole and written
// by yaml-cpp's emitter (every new writer of a scenario goes through them):
// lists and small maps in flow style, as the bundled scenarios write them.
YAML::Node cards_node(const love_letter::Role* begin, const love_letter::Role* end);
YAML::Node players_node(love_letter::PlayerSet set, int players);
YAML::Node step_node(int seat, const love_letter::Action& a);
// The state between two turns as a scenario's `setup` (the Sycophant's choice and the Jester token included).
YAML::Node setup_node(const love_letter::State& s);
// Every observable part of `s` under `ed` (its error when `r` refused the step), `editions: [ed]` first.
YAML::Node expect_node(const love_letter::Edition& ed, const love_letter::State& s, love_letter::Rejection r);
// `doc` as YAML text, `comment` (lines) above it: the one emitter every game's writer uses.
using scenario_text::emitted;

}  // namespace errata::props
