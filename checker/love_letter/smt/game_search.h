#pragma once
// The search for a game two editions part on (props/love_letter/game_apart.h)
// at a decision the solver found apart: the evidence of a difference is a
// game people could have played. First the solver's own situation dealt as
// the round's first turn, then reached after one turn of each other player
// (first_cycle.h), then seeded random games drawn towards it (its hands
// dealt, its play tried), and in the search's second half every other game
// steered around the plays the editions judge apart (a decision after them,
// a bonus at the round's end, is reached only so when most plays part them).
// A search, not a proof: when it finds no game within its games, the
// difference is inconclusive.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/love_letter/edition.h"
#include "props/love_letter/game_apart.h"
#include "witness.h"

namespace errata::smt {

// Where the game is to part: the decision, as the solver names it, and the
// situation the solver found, to draw the search towards it.
struct GameGoal {
  std::string decision;  // play.guard, play.guard.refusal, round-end.winners, round-end.spy-bonus, game-end, round-end.timing...
  int players = 2;
  std::optional<ConcretePlay> play;    // the solver's play (plays and the end of a turn)
  std::optional<ConcreteRound> round;  // the solver's round end
};

// What a search found: the first game that parts on the goal's decision, and
// how many games it played.
struct GameSearch {
  std::optional<props::GameApart> found;
  long games = 0;  // games played
  uint64_t seed = 0;
  std::string none_can;  // why no game can part there, when the decks say so before any search ("" otherwise)
};

// The games a search plays at most (after the solver's own situation).
inline constexpr long kGameSearchGames = 3000;

// The cards a round of `ed` puts into play at `players` (its deck, less what
// it sets aside or shows face up). Two editions that put different numbers
// never reach a showdown, nor run out of cards, in the same game.
int cards_in_play(const love_letter::Edition& ed, int players);

// The first game found where `a` and `b` part on `goal.decision`.
GameSearch find_game_apart(const love_letter::Edition& a, const love_letter::Edition& b, const GameGoal& goal);

// One edition's round of random legal play from a whole deal that ends in a
// state `reaches` holds: at most `rounds` rounds from `seed`, each a later
// round's deal where `before` holds tokens (its first player one who holds
// some, as the round's winner before). The game as a witness scenario (its
// last play's expect is the whole state it ends in), or "" when none did.
std::string round_reaching(const love_letter::Edition& ed, int players, const std::vector<int>& before,
                           const std::function<bool(const love_letter::State&)>& reaches, const std::string& name,
                           const std::string& comment, const std::vector<std::string>& clauses, uint64_t seed, int rounds);

}  // namespace errata::smt
