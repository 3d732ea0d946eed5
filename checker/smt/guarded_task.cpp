#include "guarded_task.h"

#include <z3++.h>

namespace errata::smt {

DiffResult guarded_task(const std::string& task, const std::vector<std::string>& editions, const SolveOptions& options,
                        const std::function<DiffResult()>& work) {
  try {
    return work();
  } catch (const z3::exception& e) {
    std::string what;
    for (const auto& ed : editions) what += ed + ":";
    Finding f = edition_finding(editions.empty() ? "errata" : editions.front(), "inconclusive", "warning", "interrupted");
    f.id = "inconclusive:" + what + "interrupted";
    f.editions = editions;
    f.message = "Z3 stopped while working on " + task + " (" + std::string(e.msg()) +
                "): its decisions are not decided. The safety clock of " + std::to_string(options.safety_seconds) +
                " s of wall clock per task (--timeout) interrupts a task that runs past it; raise it, or lower --rlimit so "
                "that each query stops first (an inconclusive decision fails the run unless accepted).";
    return DiffResult{{std::move(f)}, {}};
  }
}

}  // namespace errata::smt
