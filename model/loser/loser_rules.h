#pragma once
// Who loses the round (l.126-140), from the potions revealed and the votes.
// A pure function, so the engine, the checks and the tests share it.
#include <array>

#include "state.h"

namespace errata::loser {

struct Reveal {
  int players = 0;
  std::array<int, kMaxPlayers> printed{};  // the number on each player's last potion
  std::array<int, kMaxPlayers> counted{};  // what it counts for (its number unless a spell changed it)
  std::array<Thumb, kMaxPlayers> thumb{};
};

struct Verdict {
  int loser = kNoPlayer;
  LoserRule rule = LoserRule::none;  // the rule that named the loser
  // The rule the votes point to (l.128, l.132 or l.136) when a tie then decided
  // among the players it named; none when the highest potion itself is tied.
  LoserRule tied_rule = LoserRule::none;
  int highest = kNoPlayer;     // the one player with the highest potion, if one
  uint8_t tied = 0;            // bit p: the players the tie rule decided among
};

// The reading the model takes (clause loser.tie-reading): a tie decides only
// when it leaves a rule's highest or lowest potion to several players; they are
// then told apart by the numbers printed on their potions.
Verdict determine_loser(const Reveal& r);

// l.136's "Celui d'entre eux": `eux` read as every player who voted up (the
// highest included) instead of the opponents who voted up. Same answer unless
// a tie is involved; the checks prove it.
int loser_with_eux_including_highest(const Reveal& r);

// l.140 read literally: any two potions that count the same make a tie, and
// the tie rule names the loser among every tied player, whatever the votes.
// Returns kNoPlayer when no two potions count the same.
int loser_by_literal_tie(const Reveal& r);

}  // namespace errata::loser
