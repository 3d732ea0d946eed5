#pragma once
// States written in the scenario format: a state as a `setup`, and as the
// `expect` map that checks every part of it. Players are P1, P2, …; cards are
// role ids, which every edition's scenarios accept. Used by differential play
// (divergences as scenarios) and the round-trip property.
#include <yaml-cpp/yaml.h>

#include <string>

#include "model/love_letter/action.h"
#include "model/love_letter/edition.h"
#include "model/love_letter/rejection.h"
#include "model/love_letter/state.h"

namespace errata::props {

std::string player_name(int seat);
// "[guard, priest]": cards as a YAML flow list of role ids.
std::string cards_list(const love_letter::Role* begin, const love_letter::Role* end);

// The state between two turns as a scenario `setup:` block (two-space indent),
// the Sycophant's choice and the Jester token included. A setup names the
// token's holder; its giver is the one other player who discarded the Jester,
// so a state where that is not so cannot be written (the caller checks
// expressible()), nor one with nobody to move.
std::string setup_yaml(const love_letter::State& s);
// One turn as a `steps:` item (`- turn: P1`, `play:`, and the play's choices).
std::string step_yaml(int seat, const love_letter::Action& a);
bool expressible(const love_letter::State& s);

// `- editions: [ed]` and every observable part of `s` (or the error code when
// `r` refused the step); `in` is the indent of the list item.
std::string state_expect_yaml(const love_letter::Edition& ed, const love_letter::State& s, love_letter::Rejection r,
                              const std::string& in);

// The same pieces as YAML nodes, for a document assembled whole and written
// by yaml-cpp's emitter (every new writer of a scenario goes through them):
// lists and small maps in flow style, as the bundled scenarios write them.
YAML::Node cards_node(const love_letter::Role* begin, const love_letter::Role* end);
YAML::Node players_node(love_letter::PlayerSet set, int players);
YAML::Node step_node(int seat, const love_letter::Action& a);
// Every observable part of `s` under `ed` (its error when `r` refused the step), `editions: [ed]` first.
YAML::Node expect_node(const love_letter::Edition& ed, const love_letter::State& s, love_letter::Rejection r);
// `doc` as YAML text, `comment` (lines) above it.
std::string emitted(const YAML::Node& doc, const std::string& comment = "");

}  // namespace errata::props
