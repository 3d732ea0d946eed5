#pragma once
// The errata subcommands. Each returns the process exit code:
// 0 all good, 1 failed expectations, 2 bad input.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "checker/game/game.h"
#include "checker/shard/shard_file.h"
#include "checker/smt/solve.h"

namespace CLI {
class App;  // CLI11's, declared here: its header costs a translation unit about 5 s to compile
}  // namespace CLI

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
  std::string format = "text";    // text, or json: every run on standard output, nothing else there
  ReportFiles reports;
};

int run_command(const RunOptions& o);
int run_as_command(const RunOptions& o);
// One edition (or every edition the scenario runs under), or two side by
// side; `verbose`: the setup's rule text unfolded.
// `format` json: each scenario's runs, steps, decisions with their rule text,
// and hinges as JSON on standard output.
int explain_command(const std::string& file, const std::vector<std::string>& editions, bool verbose,
                    const std::string& format = "text");
int editions_command();

// --shard I/N (docs/scaling.md): the verb does shard I's part of the run and
// writes a shard file for errata merge. `loaded`: the --edition-file and
// --reading arguments, part of every shard file's header.
struct ShardOptions {
  std::optional<std::string> shard;
  shard::Arguments loaded;
};

struct SmtOptions {
  std::string format = "text";
  std::optional<std::string> out;
  std::optional<std::string> baseline;
  std::optional<std::string> write_baseline;
  SolveOptions solve;
  bool allow_inconclusive = false;  // an inconclusive decision does not fail the run
  bool verbose = false;
  FindingFilters filters;
  ReportFiles reports;
  ShardOptions sharding;
};

int diff_command(const std::string& a, const std::string& b, const SmtOptions& o);
int check_command(const std::string& id, const SmtOptions& o);
int mutate_command(std::vector<std::string> editions, const std::optional<std::string>& out,
                   const SolveOptions& solve, MutationPlan plan, const ShardOptions& sharding);
int verify_command(const std::vector<std::string>& paths, const SmtOptions& o);
struct PropsOptions {
  std::optional<std::string> edition, pair, out;
  long runs = 1000;
  std::optional<uint64_t> seed;
  ShardOptions sharding;
};
int props_command(const PropsOptions& o);

struct SimulateOptions {
  std::string edition;
  int players = 0;
  long games = 1000;
  uint64_t seed = 1;
  std::string format = "text";
  std::optional<std::string> out;  // the output (the shard file with --shard) to FILE
  ShardOptions sharding;
};
int simulate_command(const SimulateOptions& o);

// errata merge: the shard files of one run (errata VERB --shard I/N) put
// together into what the run without --shard prints and writes, with its exit code.
struct MergeOptions {
  std::vector<std::string> files;
  std::optional<std::string> out;
  std::optional<std::string> format;  // text or json; not given: as the shards were run
};
// The format merge prints: --format when given, else the run's (its shards' --format), else text.
std::string merged_format(const MergeOptions& o, const shard::Arguments& run);
int merge_command(const MergeOptions& o);
// Each verb's part of errata merge: the shard files, checked to be one whole run of it.
int merge_simulate(const std::vector<shard::ShardFile>& shards, const MergeOptions& o);
int merge_props(const std::vector<shard::ShardFile>& shards, const MergeOptions& o);
int merge_mutate(const std::vector<shard::ShardFile>& shards, const MergeOptions& o);
int merge_verify(const std::vector<shard::ShardFile>& shards, const MergeOptions& o);
// Writes a verb's output to `out` atomically, or to standard output; the exit code `code`, or 2 when it cannot be written.
int print_or_write(const std::string& text, const std::optional<std::string>& out, int code);

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
