#include "simulation.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <map>

#include "model/core/rng.h"
#include "props/secret_moon/random_games.h"
#include "core/json_text.h"

namespace errata::secret_moon {
namespace {

// How a game ended, by the end that holds in its last state (end.any).
std::string ending(const State& s) {
  auto captured = [&](Character c) { return has(s.captured, s.figure_of(c)); };
  auto revealed = [&](Character c) { return has(s.revealed, s.figure_of(c)); };
  if (captured(Character::minister)) return "the Minister captured";
  if (captured(Character::princess)) return "the Princess captured";
  if (revealed(Character::princess) && revealed(Character::traveler)) return "the Princess and the Traveler revealed";
  return "the last round over";
}

// What a run's tallies (shard::Counts: "games", "princess", "endings.HOW", "rounds.N"...) say, read back.
struct Tally {
  long games = 0, broken = 0, princess = 0, minister = 0;
  std::map<std::string, long> endings;
  std::map<int, long> by_rounds;
};

Tally tally_of(const shard::Counts& c) {
  // A game ends broken, or won by one team with one ending after its rounds.
  const long whole = c.sum("games") - c.sum("broken");
  shard::Counts::require(whole >= 0 && c.sum("princess") + c.sum("minister") == whole && c.total_under("endings") == whole &&
                             c.total_under("rounds") == whole,
                         "its winners, endings and rounds do not count its whole games");
  Tally t{c.sum("games"), c.sum("broken"), c.sum("princess"), c.sum("minister"), c.under("endings"), {}};
  for (const auto& [r, n] : c.under("rounds")) t.by_rounds[std::stoi(r)] = n;
  return t;
}

std::string percent(long n, long of) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f %%", of ? 100.0 * static_cast<double>(n) / static_cast<double>(of) : 0.0);
  return buf;
}

std::string json(const Edition& ed, int players, uint64_t seed, const Tally& t) {
  Json endings = Json::object(), rounds = Json::object();
  for (const auto& [how, n] : t.endings) endings[how] = n;
  for (const auto& [r, n] : t.by_rounds) rounds[std::to_string(r)] = n;
  const Json doc = {{"edition", ed.id},
                            {"players", players},
                            {"seed", seed},
                            {"games", t.games},
                            {"wins_by_team", {{"princess", t.princess}, {"minister", t.minister}}},
                            {"endings", std::move(endings)},
                            {"rounds_per_game", std::move(rounds)},
                            {"broken_games", t.broken}};
  return json_text(doc, {top_members_on_lines}) + "\n";
}

std::string text(const Edition& ed, int players, uint64_t seed, const Tally& t) {
  std::string out = ed.id + ", " + std::to_string(players) + " players, " + std::to_string(t.games) + " games (seed " +
                    std::to_string(seed) + ": errata simulate --seed " + std::to_string(seed) + " plays the same games)\n";
  out += "  wins: the Princess's team " + percent(t.princess, t.games) + ", the Minister's team " + percent(t.minister, t.games) + "\n";
  out += "  how games end:\n";
  for (const auto& [how, n] : t.endings) out += "    " + how + "  " + std::to_string(n) + " (" + percent(n, t.games) + ")\n";
  out += "  rounds per game:\n";
  for (const auto& [r, n] : t.by_rounds) out += "    " + std::to_string(r) + "  " + std::to_string(n) + "\n";
  if (t.broken) out += "  games broken (an invariant, see errata props): " + std::to_string(t.broken) + "\n";
  return out;
}

}  // namespace

shard::Counts simulation_counts(const Edition& ed, int players, long games, uint64_t seed, const shard::Shard& shard,
                                const std::function<void(long)>& on_game) {
  shard::Counts c;
  Rng seeds(seed);
  long done = 0;
  for (long g = 0; g < games; ++g) {
    const uint64_t game_seed = seeds.next();
    if (!shard.takes(g)) continue;
    State last;
    c.add("games");
    if (play_random_game(ed, players, game_seed, last)) {
      c.add("broken");
    } else {
      c.add(last.winner == Team::princess ? "princess" : "minister");
      c.add("endings." + ending(last));
      c.add("rounds." + std::to_string(last.round));
    }
    if (on_game) on_game(++done);
  }
  return c;
}

std::string simulation_text(const Edition& ed, int players, uint64_t seed, const std::string& format, const shard::Counts& counts) {
  const Tally t = tally_of(counts);
  return format == "json" ? json(ed, players, seed, t) : text(ed, players, seed, t);
}

}  // namespace errata::secret_moon
