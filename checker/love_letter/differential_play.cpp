// Differential play between two Love Letter editions (errata props): the
// same deal and choices under both; every divergence must replay as a
// scenario and be one the SMT checker reports for that pair. RapidCheck
// shrinks a failing case, written as a scenario file ready to commit.
#include "differential_play.h"

#include <fcntl.h>
#include <rapidcheck.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <iostream>
#include <map>
#include <optional>
#include <ostream>
#include <set>

#include "core/progress.h"
#include "checker/love_letter/smt/diff.h"
#include "checker/love_letter/smt/witness.h"
#include "model/core/input_error.h"
#include "props/love_letter/generators.h"
#include "core/atomic_file.h"

namespace errata::love_letter {
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

// RapidCheck prints its global configuration, with a random seed of its own,
// the first time it is asked for it ("Using configuration: seed=..."). errata
// props hands RapidCheck its own seed with every check and prints that one:
// the configuration is loaded once here with standard error set aside, so
// that a user sees one seed, the one that replays the run.
void load_rapidcheck_configuration_quietly() {
  static const bool loaded = [] {
    std::fflush(stderr);
    std::cerr.flush();
    const int saved = ::dup(STDERR_FILENO), null = ::open("/dev/null", O_WRONLY);
    if (saved >= 0 && null >= 0) ::dup2(null, STDERR_FILENO);
    (void)rc::detail::configuration();
    std::cerr.flush();
    if (saved >= 0 && null >= 0) ::dup2(saved, STDERR_FILENO);
    if (null >= 0) ::close(null);
    if (saved >= 0) ::close(saved);
    return true;
  }();
  (void)loaded;
}

std::string steps_text(int n) { return std::to_string(n) + (n == 1 ? " step" : " steps"); }

constexpr int kReplays = 200;

// Differential play for one pair: every divergence replays and is reported by
// the SMT checker; RapidCheck shrinks a failing case and the last failing
// (smallest) case is kept.
PairReport check_pair(const love_letter::Edition& a, const love_letter::Edition& b, const EditionCatalog& catalog,
                      const std::function<bool(const std::string&)>& smt_reports, uint64_t seed, long runs) {
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
        std::string why = seen <= kReplays ? smt::replay(d->scenario(), {&a, &b}, catalog) : "";
        if (why.empty()) {
          if (!smt_reports(d->decision))
            why = "the SMT checker reports no '" + d->decision + "' divergence for this pair (a gap in the encoding)";
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

// Whether the SMT checker (errata diff) reports a divergence of each of
// `decisions` for the pair: one diff that asks Z3 only about the decisions
// whose findings would cover them (the whole diff was most of props's time;
// a pair whose play never diverges costs no solver time).
std::map<std::string, bool> smt_reports(const Edition& a, const Edition& b, const EditionCatalog& catalog,
                                        const std::set<std::string>& decisions) {
  std::map<std::string, bool> out;
  if (decisions.empty()) return out;
  auto covers = [&](const std::string& id, const std::string& decision) { return props::finding_covers(id, a.id, b.id, decision); };
  const std::string prefix = "divergence:" + a.id + ":" + b.id + ":";
  const auto wanted = [&](const std::string& asked) {
    return std::any_of(decisions.begin(), decisions.end(), [&](const std::string& d) { return covers(prefix + asked, d); });
  };
  SolveOptions asking;
  asking.smallest_witness = false;  // whether a finding exists, not its smallest witness (15 % of the diff's time)
  const auto found = smt::diff_decisions_of(a, b, catalog, asking, wanted).findings;
  for (const auto& d : decisions)
    out[d] = std::any_of(found.begin(), found.end(), [&](const Finding& f) { return covers(f.id, d); });
  return out;
}

// Differential play of the pair, every divergence asked of the SMT checker.
// The play first takes each divergence as reported and notes its decision;
// those are then asked of Z3 in one diff. Only when one is not reported is
// the play run again from the same seed, now failing (and shrinking) at the
// first divergence the checker does not report, as asking case by case did.
PairReport check_pair_against_smt(const Edition& a, const Edition& b, const EditionCatalog& catalog, uint64_t seed, long runs) {
  std::set<std::string> seen;
  PairReport r = check_pair(a, b, catalog, [&](const std::string& d) { return seen.insert(d), true; }, seed, runs);
  std::map<std::string, bool> reported = smt_reports(a, b, catalog, seen);
  if (std::all_of(reported.begin(), reported.end(), [](const auto& d) { return d.second; })) return r;
  const long played = r.cases;
  r = check_pair(a, b, catalog, [&](const std::string& d) {
    if (!reported.contains(d)) reported.merge(smt_reports(a, b, catalog, {d}));
    return reported.at(d);
  }, seed, runs);
  r.cases += played;
  return r;
}

bool failed(const PairReport& r) { return r.failure || !r.failure_reason.empty(); }

// One line for the pair: ok or FAILED, and the divergences found by decision.
void print_summary(const std::string& a_id, const std::string& b_id, const PairReport& r, long runs, std::ostream& out) {
  out << (failed(r) ? "FAILED " : "ok ") << a_id << " vs " << b_id << ":";
  if (r.divergences.empty()) out << " no divergence in " << runs << " cases";
  for (const auto& [decision, n] : r.divergences) out << " " << decision << " x" << n;
  if (!failed(r) && !r.divergences.empty()) out << " (each replayed and reported by errata diff)";
  out << "\n";
}

// Writes a divergence's scenario as `dir/name.yaml`; its path, or "" without --out.
std::string write_case(const std::optional<std::string>& dir, const props::Divergence& d, const std::string& name) {
  if (!dir) return "";
  const std::string path = (std::filesystem::path(*dir) / (file_safe(name) + ".yaml")).lexically_normal().string();
  if (std::string err = write_file_atomically(path, d.scenario()); !err.empty()) throw InputError(SourceMark{path, 0, 0}, err);
  return path;
}

// Why the pair failed, and its shrunk case: written under --out, else printed.
void print_failure(const std::string& pair, const PairReport& r, const std::optional<std::string>& dir, std::ostream& out) {
  out << "  " << r.failure_reason << "\n";
  if (!r.failure) return;
  const std::string path = write_case(dir, *r.failure, pair + "--failure");
  out << "  shrunk case (" << steps_text(r.failure->steps) << "): " << (path.empty() ? "(use --out DIR to write it)" : path) << "\n";
  if (path.empty()) out << r.failure->scenario();
}

}  // namespace

DifferentialPlay differential_play(const Edition& a, const Edition& b, const EditionCatalog& catalog, uint64_t seed, long runs,
                                   const std::optional<std::string>& dir, std::ostream& out) {
  DifferentialPlay result;
  const std::string pair = a.id + "--" + b.id;
  const auto [lo, hi] = props::common_players(a, b);
  if (lo > hi) {
    out << "-- " << a.id << " vs " << b.id << ": no player count both allow, nothing to compare\n";
    return result;
  }
  load_rapidcheck_configuration_quietly();
  const PairReport r = check_pair_against_smt(a, b, catalog, seed, runs);
  result.cases += r.cases;
  print_summary(a.id, b.id, r, runs, out);
  if (failed(r)) {
    ++result.failures;
    print_failure(pair, r, dir, out);
    return result;
  }
  if (dir)  // the smallest case of each kind of divergence, as a regression scenario
    for (const auto& [decision, n] : r.divergences)
      if (auto d = smallest(a, b, decision, seed, runs))
        out << "  " << decision << ", shrunk to " << steps_text(d->steps) << ": " << write_case(dir, *d, pair + "--" + decision) << "\n";
  return result;
}

}  // namespace errata::love_letter
