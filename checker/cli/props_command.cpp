// errata props: random legal play against the shared invariants for every
// edition and player count, and differential play between every pair of
// editions of one game. Every divergence must replay as a scenario and be one
// the SMT checker reports for that pair; the shrunk case of any failure is
// written as a scenario file, ready to commit as a regression scenario.
#include <rapidcheck.h>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>

#include "checker/game.h"
#include "checker/scenario/scenario_runs.h"
#include "checker/smt/diff.h"
#include "checker/smt/witness.h"
#include "commands.h"
#include "edition_args.h"
#include "progress.h"
#include "model/core/input_error.h"
#include "props/generators.h"
#include "props/random_games.h"
#include "reports/atomic_file.h"

namespace errata::cli {
namespace {

std::string file_safe(std::string s) {
  for (char& c : s)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '.') c = '_';
  return s;
}

struct PairReport {
  std::map<std::string, int> divergences;  // decision -> cases
  long cases = 0;                          // cases played (shrinking included)
  std::optional<props::Divergence> failure;
  std::string failure_reason;
};

rc::detail::TestParams params(uint64_t seed, long runs, bool shrink) {
  rc::detail::TestParams p;
  p.seed = seed;
  p.maxSuccess = static_cast<int>(runs);
  p.maxSize = 100;
  p.maxDiscardRatio = 10;
  p.disableShrinking = !shrink;
  return p;
}

constexpr int kReplays = 200;

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

// Differential play for one pair: every divergence replays and is reported by
// the SMT checker; RapidCheck shrinks a failing case and the last failing
// (smallest) case is kept.
PairReport check_pair(const love_letter::Edition& a, const love_letter::Edition& b, const EditionCatalog& catalog,
                      const std::vector<std::string>& smt_ids, uint64_t seed, long runs) {
  PairReport report;
  Progress progress(a.id + " vs " + b.id, runs);
  bool shrinking = false;
  const auto result = rc::detail::checkTestable(
      [&] {
        const auto c = *props::diff_case(a, b);
        ++report.cases;
        if (!shrinking) progress.step();
        const auto d = props::play_differential(a, b, c);
        if (!d) return;
        const int seen = shrinking ? 0 : ++report.divergences[d->decision];
        // Every divergence is matched against the SMT findings; the first
        // kReplays of each kind (and every failing case) are also replayed as
        // scenarios: parsing and running YAML costs more than playing the case.
        std::string why = seen <= kReplays ? smt::replay(d->scenario, {&a, &b}, catalog) : "";
        if (why.empty()) {
          bool covered = false;
          for (const auto& id : smt_ids) covered = covered || props::finding_covers(id, a.id, b.id, d->decision);
          if (!covered) why = "the SMT checker reports no '" + d->decision + "' divergence for this pair (a gap in the encoding)";
        } else {
          why = "the divergence does not replay: " + why;
        }
        if (!why.empty()) {
          shrinking = true;
          report.failure = d;
          report.failure_reason = why;
          RC_FAIL(why);
        }
      },
      rc::detail::TestMetadata{}, params(seed, runs, true));
  progress.finish();
  if (result.template is<rc::detail::Error>() && !report.failure) report.failure_reason = "RapidCheck failed to run";
  return report;
}

// The smallest case RapidCheck finds of one kind of divergence: the example
// written under --out for each decision found (as a regression scenario).
std::optional<props::Divergence> smallest(const love_letter::Edition& a, const love_letter::Edition& b,
                                          const std::string& decision, uint64_t seed, long runs) {
  std::optional<props::Divergence> last;
  rc::detail::checkTestable(
      [&] {
        const auto d = props::play_differential(a, b, *props::diff_case(a, b));
        if (d && d->decision == decision) {
          last = d;
          RC_FAIL("found");
        }
      },
      rc::detail::TestMetadata{}, params(seed, runs, true));
  return last;
}

}  // namespace

int props_command(const EditionCatalog& catalog, const PropsOptions& o) {
  const uint64_t seed =
      o.seed ? *o.seed : static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()) & 0xFFFFFFFFu;
  std::cout << "seed: " << seed << " (errata props --seed " << seed << " runs the same cases)\n";
  std::vector<std::string> ids = catalog.ids();
  std::vector<std::pair<const Game*, GameEdition>> others;  // Secret Moon, Loser
  for (const Game* g : other_games())
    for (const auto& e : g->editions()) others.emplace_back(g, e);
  if (o.edition) {
    if (!known_edition(catalog, *o.edition)) throw InputError(SourceMark{"--edition", 0, 0}, unknown_edition(catalog, *o.edition));
    ids.clear();
    if (catalog.find(*o.edition)) ids = {*o.edition};
    std::erase_if(others, [&](const auto& ge) { return ge.second.id != *o.edition; });
  }
  std::vector<std::pair<std::string, std::string>> pairs;
  if (o.pair) {
    const auto comma = o.pair->find(',');
    if (comma == std::string::npos) throw InputError(SourceMark{"--pair", 0, 0}, "expected two edition ids: A,B");
    const std::string a = o.pair->substr(0, comma), b = o.pair->substr(comma + 1);
    edition_pair(catalog, a, b, "--pair");
    pairs.emplace_back(a, b);
    ids.clear();
    others.clear();
  } else {
    for (size_t i = 0; i < ids.size(); ++i)
      for (const auto& other : catalog.ids())
        if (other > ids[i] && (!o.edition) && catalog.find(other)->game == catalog.find(ids[i])->game)
          pairs.emplace_back(ids[i], other);
  }
  int failures = 0;
  long games_played = 0, cases_played = 0;  // for the speed printed at the end
  const auto started = std::chrono::steady_clock::now();

  // Invariants under random legal play: every player count, whole games.
  for (const auto& id : ids) {
    const auto& ed = *catalog.find(id);
    const int counts = ed.max_players - ed.min_players + 1;
    Progress progress(id, o.runs);
    long games = 0, rounds = 0;
    std::optional<std::string> problem;
    for (long run = 0; run < o.runs && !problem; ++run) {
      const int players = ed.min_players + static_cast<int>(run % counts);
      const uint64_t game_seed = seed * 1000003u + static_cast<uint64_t>(run);
      int r = 0;
      problem = props::random_game_problem(ed, players, game_seed, &r);
      if (problem) {
        ++failures;
        progress.finish();
        std::cout << "FAILED " << id << ": " << *problem << " (" << players << " players, game seed " << game_seed << ")\n";
      }
      ++games;
      rounds += r;
      progress.step();
    }
    progress.finish();
    games_played += games;
    if (!problem)
      std::cout << "ok " << id << ": " << games << " games, " << rounds << " rounds, every invariant held ("
                << ed.min_players << " to " << ed.max_players << " players)\n";
  }

  // The other games: whole games of random legal play against their invariants.
  for (const auto& [game, ed] : others) {
    const int counts = ed.max_players - ed.min_players + 1;
    Progress progress(ed.id, o.runs);
    std::optional<std::string> problem;
    long games = 0;
    for (long run = 0; run < o.runs && !problem; ++run) {
      const int players = ed.min_players + static_cast<int>(run % counts);
      const uint64_t game_seed = seed * 1000003u + static_cast<uint64_t>(run);
      problem = game->random_game_problem(players, game_seed);
      if (problem) {
        ++failures;
        progress.finish();
        std::cout << "FAILED " << ed.id << ": " << *problem << " (" << players << " players, game seed " << game_seed << ")\n";
      }
      ++games;
      progress.step();
    }
    progress.finish();
    games_played += games;
    if (!problem)
      std::cout << "ok " << ed.id << ": " << games << " games, every invariant held (" << ed.min_players << " to "
                << ed.max_players << " players)\n";
  }

  // Differential play between editions of one game.
  for (const auto& [a_id, b_id] : pairs) {
    const auto& a = *catalog.find(a_id);
    const auto& b = *catalog.find(b_id);
    const auto [lo, hi] = props::common_players(a, b);
    if (lo > hi) {
      std::cout << "-- " << a_id << " vs " << b_id << ": no player count both allow, nothing to compare\n";
      continue;
    }
    const smt::SolveOptions so;
    std::vector<std::string> smt_ids;
    for (const auto& f : smt::diff_editions(a, b, catalog, so).findings) smt_ids.push_back(f.id);
    PairReport r = check_pair(a, b, catalog, smt_ids, seed, o.runs);
    cases_played += r.cases;
    std::cout << (r.failure || !r.failure_reason.empty() ? "FAILED " : "ok ") << a_id << " vs " << b_id << ":";
    if (r.divergences.empty()) std::cout << " no divergence in " << o.runs << " cases";
    for (const auto& [decision, n] : r.divergences) std::cout << " " << decision << " x" << n;
    if (!r.failure && r.failure_reason.empty() && !r.divergences.empty())
      std::cout << " (each replayed and reported by errata diff)";
    std::cout << "\n";
    auto write = [&](const props::Divergence& d, const std::string& name) -> std::string {
      if (!o.out) return "";
      const std::string path = *o.out + "/" + file_safe(name) + ".yaml";
      if (std::string err = write_file_atomically(path, d.scenario); !err.empty()) throw InputError(SourceMark{path, 0, 0}, err);
      return path;
    };
    if (r.failure || !r.failure_reason.empty()) {
      ++failures;
      std::cout << "  " << r.failure_reason << "\n";
      if (r.failure) {
        const std::string path = write(*r.failure, a_id + "--" + b_id + "--failure");
        std::cout << "  shrunk case (" << r.failure->steps << " steps): " << (path.empty() ? "(use --out DIR to write it)" : path)
                  << "\n";
        if (path.empty()) std::cout << r.failure->scenario;
      }
      continue;
    }
    if (o.out) {
      for (const auto& [decision, n] : r.divergences) {
        if (auto d = smallest(a, b, decision, seed, o.runs)) {
          std::cout << "  " << decision << ", shrunk to " << d->steps << " steps: "
                    << write(*d, a_id + "--" + b_id + "--" + decision) << "\n";
        }
      }
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  std::cout << failures << " failures\n" << speed_line(games_played, cases_played, seconds);
  return failures ? kExitFailed : kExitOk;
}

}  // namespace errata::cli
