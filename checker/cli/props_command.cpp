// errata props: random legal play against each game's invariants for every
// edition and player count, and differential play between every pair of
// editions of one game whose game answers it. Every divergence must replay
// as a scenario and be one the SMT checker reports for that pair; the shrunk
// case of any failure is written as a scenario file, ready to commit as a
// regression scenario. With --shard, one shard's games and pairs for errata
// merge (games under the invariants first, edition by edition, then the
// pairs: the units, numbered in that order).
#include <chrono>
#include <cstdio>
#include <iostream>
#include <sstream>

#include "checker/game/game.h"
#include "core/progress.h"
#include "checker/scenario/scenario_runs.h"
#include "checker/shard/props_tally.h"
#include "commands.h"
#include "edition_args.h"
#include "model/core/input_error.h"

namespace errata::cli {
namespace {

// How many of `what` ran in `seconds` of wall time, and how many a second.
std::string speed_of(long n, const std::string& what, double seconds) {
  char figures[96];
  std::snprintf(figures, sizeof figures, " in %.2f s (%.0f a second)", seconds, seconds > 0 ? static_cast<double>(n) / seconds : 0.0);
  return std::to_string(n) + " " + what + figures;
}

// The speed of the run, each kind of work apart: whole games under the
// invariants, and differential cases (each a game played under two editions,
// then, once a pair diverges, the SMT checker asked about it). A case is not
// a game: counting them together made a rate of neither.
std::string speed_line(long games, double games_seconds, long cases, double cases_seconds) {
  return speed_of(games, "games", games_seconds) + "; " + speed_of(cases, "differential cases", cases_seconds) + "\n";
}

struct EditionOf {
  const Game* game;
  GameEdition edition;
  int player_counts() const { return edition.max_players - edition.min_players + 1; }
  int players_of(long run) const { return edition.min_players + static_cast<int>(run % player_counts()); }
};

uint64_t game_seed_of(uint64_t seed, long run) { return seed * 1000003u + static_cast<uint64_t>(run); }

std::string failure_line(const std::string& edition, int players, uint64_t game_seed, const std::string& problem) {
  return "FAILED " + edition + ": " + problem + " (" + std::to_string(players) + " players, game seed " + std::to_string(game_seed) + ")\n";
}

// Whole games of random legal play under one edition, every player count in
// turn, until `runs` games or the first invariant broken: those of them
// `part` takes (game `run` is unit `first + run` of the whole run).
shard::EditionPlay play_games(const EditionOf& ge, uint64_t seed, long runs, const shard::Shard& part, long first) {
  const GameEdition& ed = ge.edition;
  shard::EditionPlay out{ed.id, std::to_string(ed.min_players) + " to " + std::to_string(ed.max_players), 0, 0, false, {}, ""};
  Progress progress(ed.id, runs);
  for (long run = 0; run < runs && !out.failed_run; ++run) {
    if (!part.takes(first + run)) continue;
    const int players = ge.players_of(run);
    const uint64_t game_seed = game_seed_of(seed, run);
    const RandomGame g = ge.game->random_game(ed.id, players, game_seed);
    if (g.problem) out.failed_run = run, out.failure = failure_line(ed.id, players, game_seed, *g.problem);
    ++out.games;
    if (g.rounds) out.counts_rounds = true, out.rounds += *g.rounds;
    progress.update(run + 1);
  }
  return out;
}

// Every edition of every game, or the one `--edition` names.
std::vector<EditionOf> editions_to_play(const std::optional<std::string>& only) {
  if (only && !known_edition(*only)) throw InputError(SourceMark{"--edition", 0, 0}, unknown_edition(*only));
  std::vector<EditionOf> out;
  for (const Game* g : games())
    for (const auto& e : g->editions())
      if (!only || e.id == *only) out.push_back({g, e});
  return out;
}

// Every pair of editions of one game that answers differential play
// (within a game, a pair in the order of its editions, the smaller id first).
std::vector<std::pair<std::string, std::string>> every_pair() {
  std::vector<std::pair<std::string, std::string>> pairs;
  for (const Game* g : games()) {
    if (!g->answers(Verb::differential_play)) continue;
    const auto eds = g->editions();
    for (const auto& a : eds)
      for (const auto& b : eds)
        if (b.id > a.id) pairs.emplace_back(a.id, b.id);
  }
  return pairs;
}

// The arguments that define a props run (a shard file's header).
shard::Arguments arguments(const PropsOptions& o, uint64_t seed) {
  shard::Arguments a = o.sharding.loaded;
  shard::put(a, "--edition", o.edition);
  shard::put(a, "--pair", o.pair);
  shard::put(a, "--games", std::to_string(o.runs));
  shard::put(a, "--seed", std::to_string(seed));
  shard::put(a, "--out", o.out);
  return a;
}

std::string seed_line(uint64_t seed) {
  return "seed: " + std::to_string(seed) + " (errata props --seed " + std::to_string(seed) + " runs the same cases)\n";
}

// Differential play of the pairs `part` takes (pair k is unit `first + k`):
// what each printed, printed at once without --shard.
void play_pairs(const std::vector<std::pair<std::string, std::string>>& pairs, const PropsOptions& o, uint64_t seed,
                const shard::Shard& part, long first, shard::PropsTally& t, long& cases) {
  for (size_t k = 0; k < pairs.size(); ++k) {
    if (!part.takes(first + static_cast<long>(k))) continue;
    const auto& [a, b] = pairs[k];
    std::ostringstream out;
    const DifferentialPlay d = game_of_edition(a)->differential_play(a, b, seed, o.runs, o.out, out);
    t.pairs[static_cast<long>(k)] = {out.str(), d.failures};
    cases += d.cases;
    if (!o.sharding.shard) std::cout << out.str() << std::flush;
  }
}

}  // namespace

int props_command(const PropsOptions& o) {
  if (o.sharding.shard && !o.seed)
    throw InputError(SourceMark{"--shard", 0, 0}, "needs --seed: every shard must play the games of one run");
  const shard::Shard part = o.sharding.shard ? shard::parse_shard(*o.sharding.shard) : shard::Shard{};
  const bool one_run = !o.sharding.shard;  // printed as it goes; a shard's (even 1/1's) is a shard file
  const uint64_t seed =
      o.seed ? *o.seed : static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()) & 0xFFFFFFFFu;
  std::vector<EditionOf> editions = editions_to_play(o.edition);
  std::vector<std::pair<std::string, std::string>> pairs;
  if (o.pair) {
    const auto comma = o.pair->find(',');
    if (comma == std::string::npos) throw InputError(SourceMark{"--pair", 0, 0}, "expected two edition ids: A,B");
    const std::string a = o.pair->substr(0, comma), b = o.pair->substr(comma + 1);
    edition_pair(a, b, "--pair");
    edition_answering(a, Verb::differential_play, "--pair", "differential play compares");
    pairs.emplace_back(a, b);
    editions.clear();
  } else if (!o.edition) {
    pairs = every_pair();
  }
  // Said once the editions are known good: a refusal is one line.
  if (one_run) std::cout << seed_line(seed);
  shard::PropsTally t;
  long cases = 0;  // for the speed printed at the end
  const auto started = std::chrono::steady_clock::now();
  for (size_t e = 0; e < editions.size(); ++e) {
    t.editions.push_back(play_games(editions[e], seed, o.runs, part, static_cast<long>(e) * o.runs));
    if (one_run) std::cout << t.editions.back().line() << std::flush;
  }
  const auto games_ended = std::chrono::steady_clock::now();
  play_pairs(pairs, o, seed, part, static_cast<long>(editions.size()) * o.runs, t, cases);
  auto seconds = [](auto from, auto to) { return std::chrono::duration<double>(to - from).count(); };
  long games = 0;
  for (const auto& e : t.editions) games += e.games;
  // Wall time: on standard error, never in what merge reproduces.
  std::cerr << speed_line(games, seconds(started, games_ended), cases, seconds(games_ended, std::chrono::steady_clock::now()));
  if (!one_run) return shard::write_shard_file({"props", arguments(o, seed), part}, t.json(), std::nullopt);
  std::cout << t.failures() << " failures\n";
  return t.failures() ? kExitFailed : kExitOk;
}

int merge_props(const std::vector<shard::ShardFile>& shards, const MergeOptions& o) {
  if (merged_format(o, shards.front().header.arguments) != "text") throw InputError(SourceMark{"--format", 0, 0}, "errata props prints text only");
  const shard::ShardFile& f = shards.front();
  const shard::Arguments& a = f.header.arguments;
  PropsOptions run;
  run.edition = shard::get(a, "--edition");
  run.pair = shard::get(a, "--pair");
  run.runs = shard::number_argument(f, "--games", 1, shard::kMostCount);
  const uint64_t seed = shard::seed_argument(f, "--seed");
  // The run the shards say they are: its editions and pairs, as props chose them.
  std::vector<EditionOf> editions = editions_to_play(run.edition);
  std::vector<std::pair<std::string, std::string>> pairs;
  if (run.pair) {
    const auto comma = run.pair->find(',');
    if (comma == std::string::npos) f.fail(f.argument("--pair"), "its --pair is not two edition ids A,B");
    editions.clear();
    pairs.emplace_back(run.pair->substr(0, comma), run.pair->substr(comma + 1));
  } else if (!run.edition) {
    pairs = every_pair();
  }
  std::vector<shard::EditionPlay> listed;
  for (const auto& e : editions)
    listed.push_back({e.edition.id, std::to_string(e.edition.min_players) + " to " + std::to_string(e.edition.max_players), 0, 0, false, {}, ""});
  shard::PropsTally all = shard::merge_props_shards(shards, listed, run.runs, pairs);
  // A failure printed is errata's own: its game played again, not the file's words.
  for (size_t k = 0; k < editions.size(); ++k)
    if (auto& e = all.editions[k]; e.failed_run) {
      const int players = editions[k].players_of(*e.failed_run);
      const RandomGame g = editions[k].game->random_game(e.edition, players, game_seed_of(seed, *e.failed_run));
      const shard::ShardFile& owner = shards[static_cast<size_t>((static_cast<long>(k) * run.runs + *e.failed_run) % f.header.shard.of)];
      if (!g.problem) owner.fail("its failed game of " + e.edition + " (game " + std::to_string(*e.failed_run + 1) + ") breaks no invariant when played again");
      e.failure = failure_line(e.edition, players, game_seed_of(seed, *e.failed_run), *g.problem);
    }
  return print_or_write(seed_line(seed) + all.text(), o.out, all.failures() ? kExitFailed : kExitOk);
}

}  // namespace errata::cli
