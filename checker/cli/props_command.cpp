// errata props: random legal play against each game's invariants for every
// edition and player count, and differential play between every pair of
// editions of one game whose game answers it. Every divergence must replay
// as a scenario and be one the SMT checker reports for that pair; the shrunk
// case of any failure is written as a scenario file, ready to commit as a
// regression scenario.
#include <chrono>
#include <cstdio>
#include <iostream>

#include "checker/game.h"
#include "checker/progress.h"
#include "checker/scenario/scenario_runs.h"
#include "commands.h"
#include "edition_args.h"
#include "model/core/input_error.h"

namespace errata::cli {
namespace {

// The speed of the run: whole games under the invariants and differential
// cases (each a game played under two editions), per second of wall time.
std::string speed_line(long games, long cases, double seconds) {
  const long all = games + cases;
  char rate[64];
  std::snprintf(rate, sizeof rate, "%.0f", seconds > 0 ? static_cast<double>(all) / seconds : 0.0);
  char wall[32];
  std::snprintf(wall, sizeof wall, "%.2f", seconds);
  return std::to_string(games) + " games and " + std::to_string(cases) + " differential cases in " + wall + " s: " + rate +
         " games per second\n";
}

struct EditionOf {
  const Game* game;
  GameEdition edition;
};

// Whole games of random legal play under one edition, every player count in
// turn, until `runs` games or the first invariant broken. The games played.
long play_games(const EditionOf& ge, uint64_t seed, long runs, int& failures) {
  const GameEdition& ed = ge.edition;
  const int counts = ed.max_players - ed.min_players + 1;
  Progress progress(ed.id, runs);
  long games = 0, rounds = 0;
  bool counts_rounds = false;
  std::optional<std::string> problem;
  for (long run = 0; run < runs && !problem; ++run) {
    const int players = ed.min_players + static_cast<int>(run % counts);
    const uint64_t game_seed = seed * 1000003u + static_cast<uint64_t>(run);
    const RandomGame g = ge.game->random_game(ed.id, players, game_seed);
    problem = g.problem;
    if (problem) {
      ++failures;
      progress.finish();
      std::cout << "FAILED " << ed.id << ": " << *problem << " (" << players << " players, game seed " << game_seed << ")\n";
    }
    ++games;
    if (g.rounds) counts_rounds = true, rounds += *g.rounds;
    progress.step();
  }
  progress.finish();
  if (!problem)
    std::cout << "ok " << ed.id << ": " << games << " games, "
              << (counts_rounds ? std::to_string(rounds) + " rounds, " : "") << "every invariant held (" << ed.min_players
              << " to " << ed.max_players << " players)\n";
  return games;
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

}  // namespace

int props_command(const PropsOptions& o) {
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
  std::cout << "seed: " << seed << " (errata props --seed " << seed << " runs the same cases)\n";
  int failures = 0;
  long games_played = 0, cases_played = 0;  // for the speed printed at the end
  const auto started = std::chrono::steady_clock::now();
  for (const auto& ge : editions) games_played += play_games(ge, seed, o.runs, failures);
  for (const auto& [a, b] : pairs) {
    const DifferentialPlay d = game_of_edition(a)->differential_play(a, b, seed, o.runs, o.out, std::cout);
    failures += d.failures;
    cases_played += d.cases;
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  std::cout << failures << " failures\n" << speed_line(games_played, cases_played, seconds);
  return failures ? kExitFailed : kExitOk;
}

}  // namespace errata::cli
