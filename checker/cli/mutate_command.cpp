// errata mutate: the generated mutation suite (each edition with one setting
// changed, against errata diff) of every edition whose game has one, as the
// Markdown table docs/mutation-table.md holds.
#include <exception>
#include <iostream>
#include <mutex>
#include <thread>
#include <utility>

#include "checker/progress.h"
#include "commands.h"
#include "edition_args.h"
#include "model/core/input_error.h"
#include "reports/atomic_file.h"

namespace errata::cli {

int mutate_command(std::vector<std::string> editions, const std::optional<std::string>& out, const smt::SolveOptions& solve,
                   const MutationPlan& plan) {
  if (editions.empty())
    for (const Game* g : games())
      if (g->answers(Verb::mutate))
        for (const auto& e : g->editions()) editions.push_back(e.id);
  for (const auto& id : editions) edition_answering(id, Verb::mutate, "mutate", "the mutation suite mutates");
  if (out)
    if (std::string why = file_writable(*out); !why.empty()) throw InputError(SourceMark{"--out", 0, 0}, why);
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
        sections[i] = game_of_edition(editions[i])->mutation_section(
            editions[i], solve, plan, [&, i](int done, int total) { on_mutant(i, done, total); });
      } catch (...) {
        failures[i] = std::current_exception();
      }
    });
  for (auto& t : pool) t.join();
  progress.finish();
  for (const auto& f : failures)
    if (f) std::rethrow_exception(f);
  const std::string md = mutation_document(sections);
  if (!out) {
    std::cout << md;
    return kExitOk;
  }
  if (std::string err = write_file_atomically(*out, md); !err.empty()) {
    std::cerr << "error: " << err << "\n";
    return kExitBadInput;
  }
  return kExitOk;
}

}  // namespace errata::cli
