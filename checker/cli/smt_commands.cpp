// errata diff A B, errata check E, errata verify: the SMT checker's findings,
// as text or JSON, with witness scenarios written under --out.
#include <algorithm>
#include <chrono>
#include <functional>
#include <exception>
#include <filesystem>
#include <iostream>
#include <map>
#include <mutex>

#include "checker/game/game.h"
#include "core/progress.h"
#include "checker/coverage/rule_coverage.h"
#include "checker/scenario/scenario_runs.h"
#include "checker/scenario/scenario_loader.h"
#include "core/baseline.h"
#include "checker/smt/guarded_task.h"
#include "checker/shard/verify_tally.h"
#include "command_files.h"
#include "commands.h"
#include "cores.h"
#include "edition_args.h"
#include "model/core/input_error.h"
#include "core/atomic_file.h"
#include "core/finding_kinds.h"
#include "reports/findings_report.h"
#include "reports/report_mark.h"
#include "reports/text_report.h"
#include "report_outputs.h"

namespace errata::cli {
namespace {

// The inside of a YAML double-quoted string: quotes and backslashes escaped,
// control characters (a newline included) as escapes, so the line reads back
// as the same text.
std::string yaml_escape(const std::string& s) {
  static const char* hex = "0123456789abcdef";
  std::string out;
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') out += std::string("\\") + c;
    else if (c == '\n') out += "\\n";
    else if (u < 0x20 || u == 0x7f) out += std::string("\\x") + hex[u >> 4] + hex[u & 15];
    else out += c;
  }
  return out;
}

std::string file_name_for(const std::string& id) {
  std::string out;
  for (char c : id) out += (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.') ? c : '_';
  return out + ".yaml";
}

// Writes findings.json and one witness file per finding under `dir`, the
// folder whole or not at all (an old `dir` stays as it was until then).
std::string write_out(const std::string& dir, report::Report& r) {
  std::vector<Finding> all;
  std::vector<std::string> proven;
  std::map<std::string, std::string> files;
  for (auto& g : r.groups) {
    for (auto& f : g.findings) {
      if (!f.witness.empty()) {
        const std::string name = "witnesses/" + file_name_for(f.id);
        f.witness_path = (std::filesystem::path(dir) / name).lexically_normal().string();  // out/ and out: out/witnesses/...
        files[name] = f.witness;
      }
      all.push_back(f);
    }
    proven.insert(proven.end(), g.proven.begin(), g.proven.end());
  }
  files["findings.json"] = findings_json(all, proven);
  return write_folder_atomically(dir, files);
}

// The start of a reason errata wrote: the finding accepted as the texts state it, in its own words.
const std::string kStatedReason = "as the texts state it: ";

std::string write_baseline(const std::string& path, const report::Report& r) {
  std::string y = std::string(report::kBaselineMark) + "\n"
                  "# (and inconclusive decisions) not listed here, and counts the warnings not listed here as new.\n"
                  "# Each reason says why the finding is accepted; review them when the rulebooks change.\naccepted:\n";
  for (const auto* f : report::all_findings(r)) {
    // A reviewer's own reason is kept; one errata wrote is written again in the finding's words of today.
    const auto it = r.baseline ? r.baseline->accepted.find(f->id) : std::map<std::string, std::string>::const_iterator{};
    const bool reviewed = r.baseline && it != r.baseline->accepted.end() && it->second.rfind(kStatedReason, 0) != 0;
    const std::string reason = reviewed ? it->second : kStatedReason + f->message;
    y += "  - id: \"" + f->id + "\"\n    reason: \"" + yaml_escape(reason) + "\"\n";
  }
  return write_file_atomically(path, y);
}

// What a check, diff or verify reads and writes, checked before it works: the
// baseline read, the filters, --out and every report path writable. The
// baseline, when one is given.
std::optional<Baseline> prepare(const SmtOptions& o) {
  (void)finding_filter(o.filters);
  check_report_files(o.reports);
  if (o.out)
    if (std::string why = folder_replaceable(*o.out); !why.empty()) throw InputError(SourceMark{"--out", 0, 0}, why);
  if (o.write_baseline)
    if (std::string why = file_writable(*o.write_baseline); !why.empty())
      throw InputError(SourceMark{"--write-baseline", 0, 0}, why);
  if (o.baseline) return load_baseline(*o.baseline);
  return std::nullopt;
}

// The findings, reports and summary of a check, diff or verify; the exit code.
// `list_findings`: one text or one pair was asked about, so every finding not
// accepted is printed (verify prints the summary alone).
int report(report::Report& r, const SmtOptions& o, std::optional<Baseline> baseline, bool list_findings) {
  const report::FindingFilter filter = finding_filter(o.filters);
  for (const auto* f : report::all_findings(r))  // one list of kinds: SARIF's rules, --kind, the docs, the baseline
    if (!finding_kind(f->kind))
      throw std::logic_error("finding kind '" + f->kind + "' (" + f->id + ") is not in core/finding_kinds.cpp");
  r.baseline = std::move(baseline);
  locate_quotes(r);
  r.allow_inconclusive = o.allow_inconclusive;
  if (o.reports.html && !r.runs.empty()) {  // the HTML report shades each line by the decisions that cited it
    ClauseHits hits;
    count_decisions(hits, r.runs);
    r.coverage = rule_coverage(hits);
  }
  std::string err;
  if (o.out) err = write_out(*o.out, r);
  if (err.empty() && o.write_baseline) err = write_baseline(*o.write_baseline, r);
  int hidden = 0;
  report::Report shown = report::filtered(r, filter, hidden);
  add_texts(shown, o.reports.html.has_value());
  if (err.empty()) err = write_reports(shown, o.reports);
  if (!err.empty()) {
    std::cerr << "error: " << err << "\n";
    return kExitBadInput;
  }
  if (o.format == "json") {
    std::vector<Finding> all;
    std::vector<std::string> proven;
    for (const auto& g : shown.groups) {
      all.insert(all.end(), g.findings.begin(), g.findings.end());
      proven.insert(proven.end(), g.proven.begin(), g.proven.end());
    }
    std::cout << findings_json(all, proven);
  }
  if (o.format != "json") {  // JSON alone on standard output, nothing on standard error
    report::TextOptions t;
    t.list_findings = list_findings;
    t.verbose = o.verbose;
    t.colour = colour_stdout();
    t.hidden = hidden;
    t.baseline_path = o.baseline.value_or("checker/baseline.yaml");
    std::cout << report::text_report(shown, t);
  }
  return report::failed(r) ? kExitFailed : kExitOk;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

int diff_command(const std::string& a, const std::string& b, const SmtOptions& o) {
  const Game& game = edition_pair(a, b, "diff");
  auto baseline = prepare(o);
  report::Report r;
  r.command = "errata diff " + a + " " + b;
  r.differences = true;
  for (const auto& kind : finding_kinds()) r.baseline_scope.push_back(kind.id + ":" + a + ":" + b + ":");
  const auto start = std::chrono::steady_clock::now();
  DiffResult d = smt::guarded_task("diff " + a + " vs " + b, {a, b}, o.solve, [&] { return game.diff(a, b, o.solve); });
  r.groups.push_back({"diff " + a + " vs " + b, seconds_since(start), std::move(d.findings), std::move(d.proven)});
  r.wall_seconds = seconds_since_start();
  return report(r, o, std::move(baseline), true);
}

int check_command(const std::string& id, const SmtOptions& o) {
  const Game* game = game_of_edition(id);
  if (!game) throw InputError(SourceMark{"check", 0, 0}, unknown_edition(id));
  auto baseline = prepare(o);
  report::Report r;
  r.command = "errata check " + id;
  for (const auto& kind : finding_kinds())
    if (kind.id != "divergence") r.baseline_scope.push_back(kind.id + ":" + id + ":");
  const auto start = std::chrono::steady_clock::now();
  auto findings =
      smt::guarded_task("check " + id, {id}, o.solve, [&] { return DiffResult{game->check(id, o.solve), {}}; }).findings;
  r.groups.push_back({"check " + id, seconds_since(start), std::move(findings), {}});
  r.wall_seconds = seconds_since_start();
  return report(r, o, std::move(baseline), true);
}
namespace {

// The checks and diffs of verify: independent tasks (each with its own Z3
// context), each named by its group and weighed by the most players its
// queries seat (how long it is likely to take).
struct Tasks {
  std::vector<std::function<DiffResult()>> run;
  std::vector<int> weight;
  std::vector<std::string> names;
};

// Every check of every edition, then every diff between two editions of one
// game, game by game in the registry's order.
Tasks verify_tasks(const SmtOptions& o) {
  Tasks t;
  for (const Game* game : games())
    for (const auto& e : game->editions())
      for (auto& check : game->check_tasks(e.id, o.solve)) {
        t.run.push_back([check, &o, id = e.id] {
          return smt::guarded_task("check " + id, {id}, o.solve, [&] { return DiffResult{check(), {}}; });
        });
        t.weight.push_back(e.max_players);
        t.names.push_back("check " + e.id);
      }
  for (const Game* game : games()) {
    const auto eds = game->editions();
    for (size_t i = 0; i < eds.size(); ++i)
      for (size_t j = i + 1; j < eds.size(); ++j) {
        t.weight.push_back(std::max(eds[i].max_players, eds[j].max_players) + 1);
        t.names.push_back("diff " + eds[i].id + " vs " + eds[j].id);
        t.run.push_back([game, &o, a = eds[i].id, b = eds[j].id] {
          DiffResult d =
              smt::guarded_task("diff " + a + " vs " + b, {a, b}, o.solve, [&] { return game->diff(a, b, o.solve); });
          for (auto& p : d.proven) p = a + " vs " + b + ": " + p;
          return d;
        });
      }
  }
  return t;
}

// Runs the tasks on the machine's cores, longest first (diffs, then the
// editions with the most players), the short tasks filling in after, so that
// the cores finish together. Results keep the tasks' own order.
std::vector<DiffResult> run_tasks(const Tasks& t, std::vector<double>& seconds, const shard::Shard& part) {
  std::vector<size_t> order;
  for (size_t k = 0; k < t.run.size(); ++k)
    if (part.takes(static_cast<long>(k))) order.push_back(k);
  std::stable_sort(order.begin(), order.end(), [&](size_t x, size_t y) { return t.weight[x] > t.weight[y]; });
  std::vector<DiffResult> results(t.run.size());
  seconds.assign(t.run.size(), 0);
  std::mutex lock;  // guards the progress bar
  Progress progress("checks and diffs", static_cast<long>(order.size()));
  long done = 0;
  progress.update(0);
  run_on_cores(order.size(), heavy_job_threads(), [&](size_t k) {
    const auto start = std::chrono::steady_clock::now();
    results[order[k]] = t.run[order[k]]();
    seconds[order[k]] = seconds_since(start);
    const std::lock_guard<std::mutex> held(lock);
    progress.update(++done);
  });
  progress.finish();
  return results;
}

// One scenario file's runs, under every edition each scenario runs under,
// with their seconds; a file or scenario errata cannot read or run as written
// is a run with its bad input (the others still run).
struct FileRuns {
  std::vector<RunResult> runs;
  std::vector<double> seconds;
};

FileRuns run_file(const std::string& file) {
  FileRuns out;
  try {
    for (const auto& sc : load_scenario_file(file)) {
      for (const auto& ed : run_editions(sc, std::nullopt)) {
        const auto start = std::chrono::steady_clock::now();
        out.runs.push_back(run_under(sc, ed));
        out.seconds.push_back(seconds_since(start));
      }
    }
  } catch (const InputError& e) {
    RunResult r;
    r.file = file;
    r.scenario = "(file)";
    r.bad_input = Failure{e.mark(), e.message()};
    out.runs.push_back(std::move(r));
    out.seconds.push_back(0);
  }
  return out;
}

// Every scenario, under every edition it runs under (their failures are
// listed in the summary, under the verdict). The files are run on the
// machine's cores (a core left idle here was 4 % of verify's time) and their
// runs kept in the files' order.
void run_scenarios(const std::vector<std::string>& paths, report::Report& rep) {
  const auto files = scenario_files(paths);
  std::vector<FileRuns> each(files.size());
  std::mutex lock;  // guards the progress bar
  Progress progress("scenario files", static_cast<long>(files.size()));
  long done = 0;
  progress.update(0);
  run_on_cores(files.size(), heavy_job_threads(), [&](size_t k) {
    each[k] = run_file(files[k]);
    const std::lock_guard<std::mutex> held(lock);
    progress.update(++done);
  });
  progress.finish();
  for (auto& f : each) {
    rep.run_seconds.insert(rep.run_seconds.end(), f.seconds.begin(), f.seconds.end());
    for (auto& r : f.runs) rep.runs.push_back(std::move(r));
  }
}

// The report of a verify run: every scenario run (first, so that a bad
// scenario is refused before the checks' seconds), then one group per check
// or diff from the tasks' results, given by `tasks()` (an edition's check
// tasks join again).
int verify_report(const std::vector<std::string>& paths, const SmtOptions& o,
                  const std::function<std::vector<shard::TaskResult>()>& tasks, bool measured_here) {
  auto baseline = prepare(o);
  report::Report rep;
  rep.command = "errata verify";
  for (const auto& p : paths) rep.command += " " + p;
  run_scenarios(paths, rep);
  if (std::any_of(rep.runs.begin(), rep.runs.end(), [](const RunResult& r) { return r.bad_input.has_value(); })) {
    // Bad input: said, and in every report asked for, before any check runs (exit 2).
    say_bad_inputs(rep);
    rep.wall_seconds = seconds_since_start();
    add_texts(rep, false);
    if (std::string err = write_reports(rep, o.reports); !err.empty()) std::cerr << "error: " << err << "\n";
    return kExitBadInput;
  }
  for (const auto& t : tasks()) {
    if (!rep.groups.empty() && rep.groups.back().name == t.name) {
      auto& g = rep.groups.back();
      g.seconds += t.seconds;
      g.findings.insert(g.findings.end(), t.result.findings.begin(), t.result.findings.end());
      g.proven.insert(g.proven.end(), t.result.proven.begin(), t.result.proven.end());
    } else {
      rep.groups.push_back({t.name, t.seconds, t.result.findings, t.result.proven});
    }
  }
  if (measured_here) rep.wall_seconds = seconds_since_start();  // merged shards ran elsewhere: their groups' times add up
  return report(rep, o, std::move(baseline), false);
}

// The tasks `part` takes run, their results by task number.
shard::VerifyTally run_verify_tasks(const SmtOptions& o, const shard::Shard& part) {
  const Tasks tasks = verify_tasks(o);
  std::vector<double> seconds;
  std::vector<DiffResult> results = run_tasks(tasks, seconds, part);
  shard::VerifyTally t;
  t.tasks = static_cast<long>(results.size());
  for (size_t k = 0; k < results.size(); ++k)
    if (part.takes(static_cast<long>(k))) t.results[static_cast<long>(k)] = {tasks.names[k], seconds[k], std::move(results[k])};
  return t;
}

std::vector<shard::TaskResult> in_order(shard::VerifyTally& t) {
  std::vector<shard::TaskResult> all;
  for (auto& [k, r] : t.results) all.push_back(std::move(r));
  return all;
}

// The arguments that define a verify run, and the outputs merge writes (a shard file's header).
shard::Arguments arguments(const std::vector<std::string>& paths, const SmtOptions& o) {
  shard::Arguments a = o.sharding.loaded;
  shard::put(a, "paths", paths);
  shard::put(a, "--out", o.out);
  shard::put(a, "--baseline", o.baseline);
  shard::put(a, "--write-baseline", o.write_baseline);
  shard::put(a, "--rlimit", std::to_string(o.solve.rlimit));
  shard::put(a, "--task-rlimit", std::to_string(o.solve.task_rlimit));
  shard::put(a, "--timeout", std::to_string(o.solve.safety_seconds));
  if (o.format != "text") shard::put(a, "--format", o.format);  // merge prints what the run would
  if (o.allow_inconclusive) shard::put(a, "--allow-inconclusive", std::string("true"));
  if (o.verbose) shard::put(a, "--verbose", std::string("true"));
  shard::put(a, "--severity", o.filters.severity);
  shard::put(a, "--kind", o.filters.kind);
  shard::put(a, "--edition", o.filters.edition);
  shard::put(a, "--game", o.filters.game);
  for (const auto& [flag, file] : {std::pair{"--sarif", o.reports.sarif}, {"--html", o.reports.html}, {"--markdown", o.reports.markdown},
                                   {"--junit", o.reports.junit}})
    shard::put(a, flag, file);
  return a;
}

}  // namespace

int verify_command(const std::vector<std::string>& paths, const SmtOptions& o) {
  if (!o.sharding.shard) return verify_report(paths, o, [&] {
    shard::VerifyTally t = run_verify_tasks(o, shard::Shard{});
    return in_order(t);
  }, true);
  // A shard runs its tasks only: merge runs the scenarios and writes the reports.
  const shard::Shard part = shard::parse_shard(*o.sharding.shard);
  (void)finding_filter(o.filters);
  return shard::write_shard_file({"verify", arguments(paths, o), part}, run_verify_tasks(o, part).json(), std::nullopt);
}

int merge_verify(const std::vector<shard::ShardFile>& shards, const MergeOptions& m) {
  const shard::Arguments& a = shards.front().header.arguments;
  if (m.out) throw InputError(SourceMark{"--out", 0, 0}, "verify writes its reports where its own arguments say (--out DIR, --sarif...), not to merge's --out");
  SmtOptions o;
  o.format = merged_format(m, a);
  const shard::ShardFile& f = shards.front();
  o.out = shard::written_path(f, "--out");
  if (const auto baseline = shard::read_paths(f, "--baseline"); !baseline.empty()) o.baseline = baseline.front();
  o.write_baseline = shard::written_path(f, "--write-baseline");
  o.allow_inconclusive = shard::get(a, "--allow-inconclusive").has_value();
  o.verbose = shard::get(a, "--verbose").has_value();
  o.filters = {shard::get_all(a, "--severity"), shard::get_all(a, "--kind"), shard::get_all(a, "--edition"), shard::get_all(a, "--game")};
  o.reports = {shard::written_path(f, "--sarif"), shard::written_path(f, "--html"), shard::written_path(f, "--markdown"),
               shard::written_path(f, "--junit")};
  const std::vector<std::string> paths = shard::read_paths(f, "paths");
  CommandFiles files;  // what the shard names, held as the command line's own
  for (const auto& [option, path] : {std::pair{"--out", o.out}, {"--write-baseline", o.write_baseline}, {"--sarif", o.reports.sarif},
                                     {"--html", o.reports.html}, {"--markdown", o.reports.markdown}, {"--junit", o.reports.junit}})
    files.output(f.path + " (its " + option + ")", path);
  files.input(o.baseline);
  files.scenarios(paths);
  refuse_outputs_onto_inputs(files);
  shard::VerifyTally t = shard::merge_verify_shards(shards, verify_tasks(o).names);
  return verify_report(paths, o, [&] { return in_order(t); }, false);
}

}  // namespace errata::cli
