#pragma once
// A check's witness as a game from the deal (docs/checks.md, "Witnesses: a
// game from the deal"): a new game whose deal puts the potions the check
// needs into the hands that keep them to the vote, phase 1 played turn by
// turn by the engine (each player plays a potion other than the one he
// keeps: l.84-104), then the vote the check chooses; a later round's vote
// is reached the same way, round after round, from the first deal.
#include <optional>
#include <string>
#include <vector>

#include "model/loser/engine.h"
#include "props/loser/random_games.h"

namespace errata::loser {

struct GameFromDeal {
  State setup;                    // the new game before its first player draws (Ana first)
  std::vector<RandomStep> steps;  // every step from the first turn
  State now;                      // where they lead
};

// A new game of kept.size() players reaching the vote with potion kept[p] in
// seat p's hand; every other potion dealt in order (hands, face up, face
// down: the highest not kept lies face down when the row deals any). nullopt
// when the edition deals no such table or no sequence of turns keeps them.
std::optional<GameFromDeal> game_to_vote(const Engine& engine, const std::vector<int>& kept);

// Plays `vote` on the game at its vote, the loser keeping the first spell
// card he drew, then deals the next round so that its vote finds `kept` in
// hand. false (the game left as it was) when the game ends or a step is refused.
bool next_round_to_vote(const Engine& engine, GameFromDeal& g, const Vote& vote, const std::vector<int>& kept);

// A vote: every seat's thumb (`thumbs`), and the values potions count for where a spell changed them.
Vote vote_of(const std::vector<Thumb>& thumbs, const std::vector<int>& counted = {}, const std::vector<int>& printed = {});

// The game as a scenario: its deal and every step, the last (`last`, played
// after them) expecting `expect`.
std::string game_witness(const GameFromDeal& g, const RandomStep& last, const std::string& name,
                         const std::vector<std::string>& clauses, const std::vector<std::string>& expect);

}  // namespace errata::loser
