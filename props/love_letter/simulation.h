#pragma once
// Many games of random legal play under one edition, and what a designer or
// a rules lawyer wants to know of them: who wins (by seat, by the card held
// at the end of a round), how long games and rounds last, how rounds end,
// which clauses decide how often, how many favor tokens a round hands out and
// whether the box's supply runs short.
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "model/love_letter/edition.h"

namespace errata::props {

struct Tally {
  long count = 0, total = 0, min = 0, max = 0;
  void add(long v);
  double mean() const { return count ? static_cast<double>(total) / static_cast<double>(count) : 0.0; }
};

struct Simulation {
  std::string edition;
  int players = 0;
  uint64_t seed = 0;
  long games = 0, rounds = 0, turns = 0;
  std::vector<long> game_wins_by_seat;             // a shared win counts for each winner
  std::map<std::string, long> round_wins_by_card;  // the card the round's winner held (role id)
  Tally rounds_per_game, turns_per_round, tokens_per_round;
  std::map<std::string, long> round_endings;  // last-player, showdown, showdown-tie, nobody-wins
  std::map<std::string, std::string> names;   // a role or ending id -> its name in words (the edition's card name)
  std::map<std::string, long> clauses;        // clause id -> decisions it made (during turns)
  int token_supply = 0;                       // the favor tokens the text says the box holds (0: not stated)
  long games_short_of_tokens = 0;             // games that needed more tokens than the box holds at once
  Tally most_tokens_in_play;                  // per game: the most tokens handed out at the end
};

// Game g (0-based) of `games` is played from the g-th seed of `seed`'s
// stream, when `plays(g)` (every game without it: a shard plays some);
// `progress`, when given, is called after each game with the games played so far.
Simulation simulate(const love_letter::Edition& ed, int players, long games, uint64_t seed,
                    const std::function<void(long)>& progress = {}, const std::function<bool(long)>& plays = {});
// Names every ending and card id (Simulation::names) in the edition's words.
void name_ids(const love_letter::Edition& ed, Simulation& s);

}  // namespace errata::props
