// errata diff A B, errata check E, errata verify: the SMT checker's findings,
// as text or JSON, with witness scenarios written under --out.
#include <algorithm>
#include <atomic>
#include <functional>
#include <map>
#include <iostream>
#include <thread>

#include "checker/game.h"
#include "checker/scenario/scenario_runs.h"
#include "checker/scenario/scenario_loader.h"
#include "checker/smt/baseline.h"
#include "checker/smt/check.h"
#include "checker/smt/diff.h"
#include "commands.h"
#include "edition_args.h"
#include "model/core/input_error.h"
#include "reports/atomic_file.h"
#include "reports/findings_report.h"

namespace errata::cli {
namespace {

std::string yaml_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
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
std::string write_out(const std::string& dir, std::vector<smt::Finding>& findings, const std::vector<std::string>& proven) {
  std::map<std::string, std::string> files;
  for (auto& f : findings) {
    if (f.witness.empty()) continue;
    const std::string name = "witnesses/" + file_name_for(f.id);
    f.witness_path = dir + "/" + name;
    files[name] = f.witness;
  }
  files["findings.json"] = findings_json(findings, proven);
  return write_folder_atomically(dir, files);
}

int report(std::vector<smt::Finding>& findings, const std::vector<std::string>& proven, const SmtOptions& o,
           int scenario_failures) {
  smt::Baseline baseline;
  if (o.baseline) baseline = smt::load_baseline(*o.baseline);
  if (o.out) {
    if (std::string err = write_out(*o.out, findings, proven); !err.empty()) {
      std::cerr << "error: " << err << "\n";
      return kExitBadInput;
    }
  }
  std::cout << (o.format == "json" ? findings_json(findings, proven) : findings_text(findings, proven));
  if (o.write_baseline) {
    std::string y = "# Known, accepted findings: errata verify --baseline fails only on error findings not listed here.\n"
                    "# Each reason says why the difference is accepted; review them when the rulebooks change.\naccepted:\n";
    for (const auto& f : findings) {
      if (f.severity != "error" && f.kind != "inconclusive") continue;
      const auto it = baseline.accepted.find(f.id);
      const std::string reason = it != baseline.accepted.end() ? it->second : "as the texts state it: " + f.message;
      y += "  - id: \"" + f.id + "\"\n    reason: \"" + yaml_escape(reason) + "\"\n";
    }
    if (std::string err = write_file_atomically(*o.write_baseline, y); !err.empty()) {
      std::cerr << "error: " << err << "\n";
      return kExitBadInput;
    }
  }
  int errors = 0, warnings = 0, infos = 0, accepted = 0, fresh = 0, unreplayed = 0, open = 0;
  for (const auto& f : findings) {
    (f.severity == "error" ? errors : f.severity == "warning" ? warnings : infos)++;
    if (!f.witness.empty() && !f.replayed) ++unreplayed;
    if (baseline.accepts(f.id)) ++accepted;
    else if (f.severity == "error") ++fresh;
    else if (f.kind == "inconclusive" && !o.allow_inconclusive) ++open;
  }
  std::ostream& summary = o.format == "json" ? std::cerr : std::cout;
  summary << findings.size() << " findings (" << errors << " errors, " << warnings << " warnings, " << infos << " info), "
          << proven.size() << " decisions proven equal";
  if (o.baseline) summary << ", " << accepted << " accepted by the baseline, " << fresh << " new errors";
  summary << "\n";
  if (unreplayed) summary << "error: " << unreplayed << " witnesses did not replay (a checker bug)\n";
  if (open)
    summary << "error: " << open << " decisions are inconclusive and not accepted by the baseline: neither found nor proven "
            << "(raise --rlimit, accept them in the baseline, or pass --allow-inconclusive)\n";
  for (const auto& [id, reason] : baseline.accepted) {
    bool found = false;
    for (const auto& f : findings) found = found || f.id == id;
    if (!found) summary << "note: the baseline accepts '" << id << "', which this run no longer finds\n";
  }
  return (unreplayed || fresh || open || scenario_failures) ? kExitFailed : kExitOk;
}

}  // namespace

int diff_command(const EditionCatalog& catalog, const std::string& a, const std::string& b, const SmtOptions& o) {
  const auto [ea, eb] = edition_pair(catalog, a, b, "diff");
  smt::DiffResult d = smt::diff_editions(*ea, *eb, catalog, o.solve);
  return report(d.findings, d.proven, o, 0);
}

int check_command(const EditionCatalog& catalog, const std::string& id, const SmtOptions& o) {
  if (const Game* game = game_of_edition(id)) {
    auto findings = game->check(id, o.solve);
    return report(findings, {}, o, 0);
  }
  if (!catalog.find(id)) throw InputError(SourceMark{"check", 0, 0}, unknown_edition(catalog, id));
  auto findings = smt::check_edition(*catalog.find(id), catalog, o.solve);
  return report(findings, {}, o, 0);
}

int verify_command(const EditionCatalog& catalog, const std::vector<std::string>& paths, const SmtOptions& o) {
  // Every scenario, under every edition it names.
  int passed = 0, failed = 0;
  for (const auto& file : scenario_files(paths)) {
    for (const auto& sc : load_scenario_file(file)) {
      for (const auto& ed : run_editions(sc, catalog, std::nullopt)) {
        const RunResult r = run_under(sc, ed, catalog, true);
        if (r.bad_input) throw InputError(r.bad_input->mark, "[" + ed + "] " + r.bad_input->message);
        if (r.passed()) {
          ++passed;
        } else {
          ++failed;
          for (const auto& f : r.failures) std::cerr << one_line(f.mark.str()) << ": error: [" << ed << "] " << one_line(f.message) << "\n";
        }
      }
    }
  }
  // Every check and every diff between editions of one game: independent
  // tasks (each with its own Z3 context), run on the machine's cores and
  // gathered in a fixed order so the output does not depend on timing.
  const auto ids = catalog.ids();
  std::vector<std::function<smt::DiffResult()>> tasks;
  std::vector<int> weight;  // the most players a task's Z3 queries seat: how long it is likely to take
  for (const auto& id : ids)
    for (auto& check : smt::check_tasks(*catalog.find(id), catalog, o.solve))
      tasks.push_back([check] { return smt::DiffResult{check(), {}}; }), weight.push_back(catalog.find(id)->max_players);
  for (const Game* game : other_games())
    for (const auto& e : game->editions())
      tasks.push_back([game, id = e.id, &o] { return smt::DiffResult{game->check(id, o.solve), {}}; }), weight.push_back(e.max_players);
  for (size_t i = 0; i < ids.size(); ++i) {
    for (size_t j = i + 1; j < ids.size(); ++j) {
      const auto* a = catalog.find(ids[i]);
      const auto* b = catalog.find(ids[j]);
      if (a->game != b->game) continue;
      weight.push_back(std::max(a->max_players, b->max_players) + 1);
      tasks.push_back([&catalog, &o, a, b] {
        smt::DiffResult d = smt::diff_editions(*a, *b, catalog, o.solve);
        for (auto& p : d.proven) p = a->id + " vs " + b->id + ": " + p;
        return d;
      });
    }
  }
  // Longest first (diffs, then the editions with the most players), the short
  // tasks filling in after, so that the cores finish together. Results keep
  // the tasks' own order.
  std::vector<size_t> order(tasks.size());
  for (size_t t = 0; t < order.size(); ++t) order[t] = t;
  std::stable_sort(order.begin(), order.end(), [&](size_t x, size_t y) { return weight[x] > weight[y]; });
  std::vector<smt::DiffResult> results(tasks.size());
  std::atomic<size_t> next{0};
  auto worker = [&] {
    for (size_t k = next++; k < tasks.size(); k = next++) results[order[k]] = tasks[order[k]]();
  };
  std::vector<std::thread> pool;
  const unsigned cores = std::max(1u, std::min(4u, std::thread::hardware_concurrency()));
  for (unsigned k = 0; k < cores; ++k) pool.emplace_back(worker);
  for (auto& th : pool) th.join();
  std::vector<smt::Finding> findings;
  std::vector<std::string> proven;
  for (auto& r : results) {
    findings.insert(findings.end(), r.findings.begin(), r.findings.end());
    proven.insert(proven.end(), r.proven.begin(), r.proven.end());
  }
  std::ostream& summary = o.format == "json" ? std::cerr : std::cout;
  summary << "scenarios: " << passed << " passed, " << failed << " failed\n";
  return report(findings, proven, o, failed);
}

}  // namespace errata::cli
