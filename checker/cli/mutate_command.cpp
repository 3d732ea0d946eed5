// errata mutate: the generated mutation suite (each edition with one setting
// changed, against errata diff) of every edition whose game has one, as the
// Markdown table docs/mutation-table.md holds; with --shard, the verdicts of
// the mutants the shard takes (numbered over the whole run, edition after
// edition, family after family) for errata merge.
#include <exception>
#include <iostream>
#include <mutex>
#include <thread>
#include <utility>

#include "checker/progress.h"
#include "checker/shard/mutate_tally.h"
#include "commands.h"
#include "edition_args.h"
#include "model/core/input_error.h"
#include "reports/atomic_file.h"

namespace errata::cli {

namespace {

// The arguments that define a mutate run (a shard file's header).
shard::Arguments arguments(const std::vector<std::string>& editions, const smt::SolveOptions& solve, const MutationPlan& plan,
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
std::vector<long> first_mutants(const std::vector<std::string>& editions, const smt::SolveOptions& solve, MutationPlan plan) {
  plan.judge_none = true;
  std::vector<long> first;
  long all = 0;
  for (const auto& id : editions) {
    first.push_back(all);
    for (const auto& f : game_of_edition(id)->mutation_section(id, solve, plan, {}).families) all += static_cast<long>(f.verdicts.size());
  }
  return first;
}

}  // namespace

int mutate_command(std::vector<std::string> editions, const std::optional<std::string>& out, const smt::SolveOptions& solve,
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
  std::vector<MutationSection> sections(editions.size());
  std::vector<std::exception_ptr> failures(editions.size());  // rethrown once every thread stopped (out of memory)
  // The bar counts the mutants judged of every edition (each edition's total
  // is known once its thread has judged its first mutant).
  std::mutex lock;
  std::vector<std::pair<int, int>> judged(editions.size());  // done, total
  Progress progress("mutants", 0);
  auto on_mutant = [&](size_t i, int done, int total) {
    const std::lock_guard<std::mutex> held(lock);
    judged[i] = {done, total};
    long all_done = 0, all = 0;
    for (const auto& [d, t] : judged) all_done += d, all += t;
    progress.set_total(all);
    progress.update(all_done);
  };
  std::vector<std::thread> pool;
  for (size_t i = 0; i < editions.size(); ++i)
    pool.emplace_back([&, i] {
      try {
        MutationPlan mine = plan;
        mine.first = first[i];
        sections[i] = game_of_edition(editions[i])->mutation_section(
            editions[i], solve, mine, [&, i](int done, int total) { on_mutant(i, done, total); });
      } catch (...) {
        failures[i] = std::current_exception();
      }
    });
  for (auto& t : pool) t.join();
  progress.finish();
  for (const auto& f : failures)
    if (f) std::rethrow_exception(f);
  if (sharding.shard) return shard::write_shard_file({"mutate", arguments(editions, solve, plan, sharding), plan.shard},
                                                     shard::mutation_json(sections), out);
  return print_or_write(mutation_document(sections), out, kExitOk);
}

int merge_mutate(const std::vector<shard::ShardFile>& shards, const MergeOptions& o) {
  if (o.format != "text") throw InputError(SourceMark{"--format", 0, 0}, "errata mutate writes Markdown only");
  std::vector<MutationSection> all = shard::read_mutation(shards.front().units, shards.front().path);
  for (size_t k = 1; k < shards.size(); ++k) shard::merge_mutation(all, shard::read_mutation(shards[k].units, shards[k].path));
  if (std::string missing = shard::unjudged(all); !missing.empty())
    throw InputError(SourceMark{shards.front().path, 0, 0}, "no shard judged " + missing + ": the shard files are not of one whole run");
  return print_or_write(mutation_document(all), o.out, kExitOk);
}

}  // namespace errata::cli
