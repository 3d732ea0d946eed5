#include "simulation.h"

#include <map>
#include <type_traits>
#include <vector>

#include "model/core/rng.h"
#include "model/loser/engine.h"
#include "props/loser/random_games.h"
#include "core/json_text.h"
#include "witness.h"

namespace errata::loser {
namespace {

// The clauses that name who loses a round: the vote's outcomes (l.128-140).
const char* kOutcomes[] = {"loser.highest-down", "loser.highest-alone-up", "loser.highest-up-with-others", "loser.tie"};

// What a run's tallies (shard::Counts, "frogs.SEAT", "rounds.N", "clauses.ID"...) say, read back.
struct Tally {
  long games = 0, broken = 0;
  std::vector<long> frogs, lost;  // by seat
  std::map<long, long> by_rounds;
  std::map<std::string, long> clauses;
};

std::vector<long> by_seat(const shard::Counts& c, const std::string& key, int players) {
  std::vector<long> out(static_cast<size_t>(players), 0);
  for (int p = 0; p < players; ++p) out[static_cast<size_t>(p)] = c.sum(key + "." + std::to_string(p));
  return out;
}

Tally tally_of(const shard::Counts& c, int players) {
  // A game ends broken or with its rounds counted; frogs and losses are the seats'.
  const long whole = c.sum("games") - c.sum("broken");
  shard::Counts::require(whole >= 0 && c.total_under("rounds") == whole, "its rounds do not count its whole games");
  shard::Counts::require(c.seats_only("frogs", players) && c.seats_only("lost", players), "a seat the table does not have is counted");
  for (const auto& [seat, n] : c.under("lost")) shard::Counts::require(n <= whole, "a seat loses more games than were played");
  Tally t;
  t.games = c.sum("games");
  t.broken = c.sum("broken");
  t.frogs = by_seat(c, "frogs", players);
  t.lost = by_seat(c, "lost", players);
  for (const auto& [r, n] : c.under("rounds")) t.by_rounds[std::stol(r)] = n;
  t.clauses = c.under("clauses");
  return t;
}

std::string list(const std::vector<long>& v) {
  std::string out;
  for (long x : v) out += (out.empty() ? "" : ", ") + std::to_string(x);
  return "[" + out + "]";
}

template <typename Map>
Json json_map(const Map& m) {
  Json out = Json::object();
  for (const auto& [k, n] : m) {
    if constexpr (std::is_same_v<typename Map::key_type, std::string>) out[k] = n;
    else out[std::to_string(k)] = n;
  }
  return out;
}

std::string json(const Edition& ed, int players, uint64_t seed, const Tally& t) {
  std::map<std::string, long> outcomes;
  for (const char* c : kOutcomes) outcomes[c] = t.clauses.count(c) ? t.clauses.at(c) : 0;
  const Json doc = {{"edition", ed.id},
                            {"players", players},
                            {"seed", seed},
                            {"games", t.games},
                            {"frog_cards_by_seat", t.frogs},
                            {"games_lost_by_seat", t.lost},
                            {"rounds_per_game", json_map(t.by_rounds)},
                            {"vote_outcomes", json_map(outcomes)},
                            {"clauses", json_map(t.clauses)},
                            {"broken_games", t.broken}};
  return json_text(doc, {top_members_on_lines}) + "\n";
}

std::string text(const Edition& ed, int players, uint64_t seed, const Tally& t) {
  std::string out = ed.id + ", " + std::to_string(players) + " players, " + std::to_string(t.games) + " games (seed " +
                    std::to_string(seed) + ": errata simulate --seed " + std::to_string(seed) + " plays the same games)\n";
  out += "  frog cards by seat: " + list(t.frogs) + "\n  games lost by seat: " + list(t.lost) + "\n  rounds per game:\n";
  for (const auto& [r, n] : t.by_rounds) out += "    " + std::to_string(r) + "  " + std::to_string(n) + "\n";
  out += "  who loses a round (the vote's outcome):\n";
  for (const char* c : kOutcomes) out += "    " + std::string(c) + "  " + std::to_string(t.clauses.count(c) ? t.clauses.at(c) : 0) + "\n";
  out += "  decisions by clause:\n";
  for (const auto& [c, n] : t.clauses) out += "    " + c + "  " + std::to_string(n) + "\n";
  if (t.broken) out += "  games broken (see errata props): " + std::to_string(t.broken) + "\n";
  return out;
}

// One game, counted into `c`: false when random play broke (a refused step, or no end).
bool play(const Engine& engine, int players, uint64_t seed, Trace& trace, shard::Counts& c) {
  Rng rng(seed);
  trace.events.clear();
  State s = random_new_game(engine, players, rng, &trace);
  long rounds = 0;
  for (int step = 0; !s.game_over(); ++step) {
    if (step > 1000 || random_step(engine, s, rng, &trace) != Rejection::none) return false;
    for (const auto& e : trace.events) {
      if (e.clause.empty()) continue;
      c.add("clauses." + e.clause);
      if (e.clause == "frog.flip") ++rounds;
    }
    trace.events.clear();
  }
  c.add("rounds." + std::to_string(rounds));
  for (int p = 0; p < players; ++p) {
    c.add("frogs." + std::to_string(p), s.frog_cards(p));
    if (s.all_frog(p)) c.add("lost." + std::to_string(p));
  }
  return true;
}

}  // namespace

shard::Counts simulation_counts(const Edition& ed, int players, long games, uint64_t seed, const shard::Shard& shard,
                                const std::function<void(long)>& on_game) {
  const Engine engine(ed);
  shard::Counts c;
  Trace trace;
  for (int p = 0; p < players; ++p) trace.names.push_back(seat_name(p));
  Rng seeds(seed);
  long done = 0;
  for (long g = 0; g < games; ++g) {
    const uint64_t game_seed = seeds.next();
    if (!shard.takes(g)) continue;
    c.add("games");
    if (!play(engine, players, game_seed, trace, c)) c.add("broken");
    if (on_game) on_game(++done);
  }
  return c;
}

std::string simulation_text(const Edition& ed, int players, uint64_t seed, const std::string& format, const shard::Counts& counts) {
  const Tally t = tally_of(counts, players);
  return format == "json" ? json(ed, players, seed, t) : text(ed, players, seed, t);
}

}  // namespace errata::loser
