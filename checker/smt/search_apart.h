#pragma once
// Seeded differential play for the games whose engines read an edition only
// through its settings (Loser, Secret Moon): games played by random legal
// play under one edition, each step replayed under the other, stopping at the
// first step they decide differently. A search, not a proof: it says how many
// games it played, and a difference it finds comes as one situation written
// twice (each edition's outcome), both replayed. Each game supplies how to
// play one game apart (`PlayApart`); the loop, the tally and the wording are here.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/love_letter/trace.h"
#include "settings_diff.h"

namespace errata::smt {

// Where one game played apart: the decision, its clauses, and the situation
// under each edition (setup, steps, expect: the body of a scenario document).
struct PlayedApart {
  std::string decision, message;
  std::vector<std::string> clauses;
  std::string body_a, body_b;
  int players = 0, steps = 0;
};

// A divergence at step `steps` (0: the setup) of a game of `players`,
// decided by the clause `decision`; the caller writes the bodies.
PlayedApart played_apart(const std::string& decision, const std::string& message, int players, int steps);

// Plays one game of `players` players from `game_seed` under a, each step
// replayed under b (`b_leads`: under b, replayed under a; the bodies still in
// the order a, b); the first step they decide differently, or nullopt.
using PlayApart = std::function<std::optional<PlayedApart>(int players, uint64_t game_seed, bool b_leads)>;

// The clause of the first decision two traces of one step tell apart (the
// one a trace adds where the other goes on); where they say the same, the
// last clause a cited (the last decision before the states compared), else `otherwise`.
std::string first_clause_apart(const love_letter::Trace& a, const love_letter::Trace& b, const std::string& otherwise);

// A game b led, its bodies put back in the order a, b.
std::optional<PlayedApart> swapped(std::optional<PlayedApart> apart);

// The PlayApart of a game's `play(a, b, players, seed)`, each edition leading in turn.
template <typename Edition, typename Play>
PlayApart both_ways(const Edition& a, const Edition& b, Play play) {
  return [&a, &b, play](int players, uint64_t seed, bool b_leads) {
    return b_leads ? swapped(play(b, a, players, seed)) : play(a, b, players, seed);
  };
}

struct SearchApart {
  long games = 0;                          // games played
  std::map<std::string, int> divergences;  // decision -> games where it came first
  std::optional<PlayedApart> first;        // the shortest divergence seen (fewest steps, then first found)
};

// `games` games from `seed` (game k: seed * 1000003 + k, the way props seeds
// its games), player counts lo..hi in turn, a and b leading in turn (what only
// one edition deals shows when it leads); `on_game` after each.
// `first`: the number of the first game (a search split in parts plays each its own games).
SearchApart search_apart(int lo, int hi, uint64_t seed, long games, const PlayApart& play, const std::function<void()>& on_game = {},
                         long first = 0);

// The games a diff's search plays, from its fixed seed.
inline constexpr long kSearchGames = 300;
inline constexpr uint64_t kSearchSeed = 1;

}  // namespace errata::smt

namespace errata::smt {

// errata props --pair for these games: `runs` games from `seed`; each
// divergence's shortest case replayed under both editions (`replay`), written
// under `dir` when given; a line for the pair on `out`. Whether it failed (a
// case that does not replay) and the games played.
struct SearchPair {
  bool failed = false;
  long games = 0;
};
SearchPair search_pair(const std::string& game, const std::string& a, const std::string& b, int lo, int hi, uint64_t seed, long runs,
                       const PlayApart& play, const SettingsDiff::Replay& replay, const std::optional<std::string>& dir,
                       std::ostream& out);

// search_pair for two editions of a game (`play`: its play_apart; `replay`:
// runs a witness document under an edition id, "" when it passes).
template <typename Edition, typename Play>
SearchPair search_editions(const std::string& game, const Edition& a, const Edition& b, uint64_t seed, long runs, Play play,
                           const SettingsDiff::Replay& replay, const std::optional<std::string>& dir, std::ostream& out) {
  return search_pair(game, a.id, b.id, std::max(a.min_players, b.min_players), std::min(a.max_players, b.max_players), seed, runs,
                     both_ways(a, b, play), replay, dir, out);
}

}  // namespace errata::smt
