#pragma once
// Where an engine's state differs from errata's after the same step, field by
// field in the scenario format's terms (hands as sets of cards, discards and
// the deck in order), each field in a group that says which rules decide it.
#include <string>
#include <vector>

#include "model/love_letter/state.h"
#include "protocol_state.h"

namespace errata::love_letter {

struct FieldDiff {
  std::string field;  // "hands.Bo", "deck", "round_over"
  std::string group;  // cards, protected, to_move, round, tokens, game
  std::string rules, engine;
};

// Every field of `engine` that differs from `rules` (errata's state): the
// player to move only while the round goes on, the winners only once it is
// over; the Premium tokens only in an edition with their card.
std::vector<FieldDiff> state_diff(const State& rules, const State& engine, const Table& t);

// "deck = [guard, spy]; hands.Bo = [priest]": up to `most` fields, one side.
std::string diff_text(const std::vector<FieldDiff>& diffs, bool rules_side, size_t most = 4);

}  // namespace errata::love_letter
