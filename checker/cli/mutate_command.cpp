// errata mutate: the generated mutation suite (each edition with one setting
// changed, against errata diff) of every edition whose game has one, as the
// Markdown table docs/mutation-table.md holds; with --shard, the verdicts of
// the mutants the shard takes (numbered over the whole run, edition after
// edition, family after family) for errata merge.
#include <algorithm>
#include <iostream>
#include <mutex>
#include <utility>

#include "core/progress.h"
#include "checker/shard/mutate_tally.h"
#include "commands.h"
#include "cores.h"
#include "edition_args.h"
#include "model/core/input_error.h"
#include "core/atomic_file.h"

namespace errata::cli {

namespace {

// The arguments that define a mutate run (a shard file's header).
shard::Arguments arguments(const std::vector<std::string>& editions, const SolveOptions& solve, const MutationPlan& plan,
                           const ShardOptions& sharding) {
  shard::Arguments a = sharding.loaded;
  shard::put(a, "editions", editions);
  shard::put(a, "--pairs", plan.pairs < 0 ? std::string("all") : std::to_string(plan.pairs));
  shard::put(a, "--seed", std::to_string(plan.seed));
  shard::put(a, "--rlimit", std::to_string(solve.rlimit));
  shard::put(a, "--task-rlimit", std::to_string(solve.task_rlimit));
  shard::put(a, "--timeout", std::to_string(solve.safety_seconds));
  return a;
}

// With --shard: each edition's first mutant's number in the whole run (the
// mutants of the editions before it, generated, not judged).
std::vector<long> first_mutants(const std::vector<std::string>& editions, const SolveOptions& solve, MutationPlan plan) {
  plan.judge_none = true;
  std::vector<long> first;
  long all = 0;
  for (const auto& id : editions) {
    first.push_back(all);
    for (const auto& f : game_of_edition(id)->mutation_section(id, solve, plan, {}).families) all += static_cast<long>(f.verdicts.size());
  }
  return first;
}

// Every edition's section, its mutants judged on the machine's cores: each
// edition in interleaved parts (the editions with the most players first, so
// that the cores finish together), the parts' verdicts merged as errata merge
// merges shards, into exactly the one run's section.
std::vector<MutationSection> judge_on_cores(const std::vector<std::string>& editions, const std::vector<long>& first,
                                            const SolveOptions& solve, const MutationPlan& plan) {
  const unsigned cores = heavy_job_threads();
  const long parts = 2 * static_cast<long>(cores);
  std::vector<std::pair<size_t, long>> tasks;  // edition, part
  std::vector<int> weight(editions.size(), 0);
  for (size_t i = 0; i < editions.size(); ++i) {
    for (const auto& e : game_of_edition(editions[i])->editions())
      if (e.id == editions[i]) weight[i] = e.max_players;
    for (long p = 1; p <= parts; ++p) tasks.emplace_back(i, p);
  }
  std::stable_sort(tasks.begin(), tasks.end(), [&](const auto& x, const auto& y) { return weight[x.first] > weight[y.first]; });
  std::vector<std::vector<MutationSection>> judged(tasks.size());
  std::vector<std::pair<int, int>> counts(tasks.size());  // done, total: the bar counts every part's mutants
  std::mutex lock;
  Progress progress("mutants", 0);
  run_on_cores(tasks.size(), cores, [&](size_t t) {
    MutationPlan mine = plan;
    mine.first = first[tasks[t].first];
    mine.part = {tasks[t].second, parts};
    judged[t] = {game_of_edition(editions[tasks[t].first])->mutation_section(editions[tasks[t].first], solve, mine, [&, t](int done, int total) {
      const std::lock_guard<std::mutex> held(lock);
      counts[t] = {done, total};
      long all_done = 0, all = 0;
      for (const auto& [d, n] : counts) all_done += d, all += n;
      progress.set_total(all);
      progress.update(all_done);
    })};
  });
  progress.finish();
  std::vector<MutationSection> sections(editions.size());
  std::vector<bool> begun(editions.size(), false);
  for (size_t t = 0; t < tasks.size(); ++t) {
    const size_t i = tasks[t].first;
    if (!begun[i]) {
      sections[i] = std::move(judged[t][0]);
      begun[i] = true;
      continue;
    }
    std::vector<MutationSection> into{std::move(sections[i])};
    shard::merge_mutation(into, judged[t]);
    sections[i] = std::move(into[0]);
  }
  return sections;
}

}  // namespace

int mutate_command(std::vector<std::string> editions, const std::optional<std::string>& out, const SolveOptions& solve,
                   MutationPlan plan, const ShardOptions& sharding) {
  if (editions.empty())
    for (const Game* g : games())
      if (g->answers(Verb::mutate))
        for (const auto& e : g->editions()) editions.push_back(e.id);
  for (const auto& id : editions) edition_answering(id, Verb::mutate, "mutate", "the mutation suite mutates");
  if (out)
    if (std::string why = file_writable(*out); !why.empty()) throw InputError(SourceMark{"--out", 0, 0}, why);
  if (sharding.shard) plan.shard = shard::parse_shard(*sharding.shard);
  const std::vector<long> first = plan.shard.whole() ? std::vector<long>(editions.size(), 0) : first_mutants(editions, solve, plan);
  std::vector<MutationSection> sections = judge_on_cores(editions, first, solve, plan);
  if (sharding.shard) return shard::write_shard_file({"mutate", arguments(editions, solve, plan, sharding), plan.shard},
                                                     shard::mutation_json(sections), out);
  return print_or_write(mutation_document(sections), out, kExitOk);
}

int merge_mutate(const std::vector<shard::ShardFile>& shards, const MergeOptions& o) {
  if (merged_format(o, shards.front().header.arguments) != "text") throw InputError(SourceMark{"--format", 0, 0}, "errata mutate writes Markdown only");
  const shard::ShardFile& f = shards.front();
  const shard::Arguments& a = f.header.arguments;
  // The run the shards say they are, generated again (not judged): what their verdicts must fill.
  std::vector<std::string> editions = shard::get_all(a, "editions");
  if (editions.empty())
    for (const Game* g : games())
      if (g->answers(Verb::mutate))
        for (const auto& e : g->editions()) editions.push_back(e.id);
  for (const auto& id : editions) edition_answering(id, Verb::mutate, f.path, "the mutation suite mutates");
  MutationPlan plan;
  const std::string pairs = shard::get(a, "--pairs").value_or("");
  plan.pairs = pairs == "all" ? -1 : shard::number_argument(f, "--pairs", 0, 100000000);
  plan.seed = shard::seed_argument(f, "--seed");
  plan.judge_none = true;
  std::vector<MutationSection> run;
  for (const auto& id : editions) run.push_back(game_of_edition(id)->mutation_section(id, SolveOptions{}, plan, {}));
  return print_or_write(mutation_document(shard::merge_mutation_shards(shards, std::move(run))), o.out, kExitOk);
}

}  // namespace errata::cli
