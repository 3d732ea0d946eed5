#pragma once
// The errata subcommands. Each returns the process exit code:
// 0 all good, 1 failed expectations, 2 bad input.
#include <CLI/CLI.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "checker/game.h"
#include "checker/smt/solve.h"

namespace errata::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailed = 1;
inline constexpr int kExitBadInput = 2;
inline constexpr int kExitInternal = 3;  // a bug in errata (an internal invariant broke), never bad input

// --sarif, --html, --markdown, --junit: reports written beside the text output,
// any combination in one run.
struct ReportFiles {
  std::optional<std::string> sarif, html, markdown, junit;
};

// --severity, --kind, --edition, --game: which findings are shown and reported.
struct FindingFilters {
  std::vector<std::string> severity, kind, edition, game;
};

struct RunOptions {
  std::vector<std::string> paths;
  std::optional<std::string> edition;
  bool verbose = false;
  bool strict = false;  // warnings (a setup no real play reaches) are errors
  std::optional<std::string> as;  // BASE=MINE: the scenarios written for BASE, under MINE
  ReportFiles reports;
};

int run_command(const RunOptions& o);
int run_as_command(const RunOptions& o);
// One edition (or every edition the scenario runs under), or two side by
// side; `verbose`: the setup's rule text unfolded.
int explain_command(const std::string& file, const std::vector<std::string>& editions, bool verbose);
int editions_command();

struct SmtOptions {
  std::string format = "text";
  std::optional<std::string> out;
  std::optional<std::string> baseline;
  std::optional<std::string> write_baseline;
  smt::SolveOptions solve;
  bool allow_inconclusive = false;  // an inconclusive decision does not fail the run
  bool verbose = false;
  FindingFilters filters;
  ReportFiles reports;
};

int diff_command(const std::string& a, const std::string& b, const SmtOptions& o);
int check_command(const std::string& id, const SmtOptions& o);
int mutate_command(std::vector<std::string> editions, const std::optional<std::string>& out,
                   const smt::SolveOptions& solve, const MutationPlan& plan);
int verify_command(const std::vector<std::string>& paths, const SmtOptions& o);
struct PropsOptions {
  std::optional<std::string> edition, pair, out;
  long runs = 1000;
  std::optional<uint64_t> seed;
};
int props_command(const PropsOptions& o);

struct SimulateOptions {
  std::string edition;
  int players = 0;
  long games = 1000;
  uint64_t seed = 1;
  std::string format = "text";
};
int simulate_command(const SimulateOptions& o);

struct CoverageOptions {
  std::vector<std::string> paths{"scenarios"};
  long props = 0;  // random games per player count of each edition whose random play keeps a trace
  uint64_t seed = 1;
  bool verbose = false;  // list every uncovered clause
  ReportFiles reports;
};
int coverage_command(const CoverageOptions& o);

// Writes the scenario files' JSON Schema to `out` (standard output when none).
int schema_command(const std::optional<std::string>& out);

int cards_command(const std::optional<std::string>& game, const std::string& format);
struct EditionNewOptions {
  std::string from, rulebook;
  std::optional<std::string> id, out;
};
// errata edition new: the edition file a translator starts from.
int edition_new_command(const EditionNewOptions& o);

// errata clauses / errata variants: what each game's engine decides by (text, md or json).
int clauses_command(const std::optional<std::string>& game, const std::string& format);
int variants_command(const std::optional<std::string>& game, const std::string& format);

// errata conform: the bundled (or given) scenarios and random games played on
// an engine through its adapter beside errata's own runs (docs/conformance.md).
struct ConformOptions {
  std::string engine;                  // the adapter's command line (/bin/sh -c)
  std::vector<std::string> paths;      // default: scenarios (none with --games alone)
  std::vector<std::string> editions;   // only these editions
  std::optional<std::string> expectations, out;
  long games = 0;                      // random differential play
  uint64_t seed = 1;
  double timeout = 10;                 // seconds for each reply
  std::string format = "text";
  bool verbose = false;
  ReportFiles reports;
};
// Declares the verbs `conform` and `engine` (errata's own engine behind the protocol).
CLI::App* add_conform_verb(CLI::App& app, ConformOptions& o);
CLI::App* add_engine_verb(CLI::App& app);
int conform_command(const ConformOptions& o);
int engine_command();

}  // namespace errata::cli
