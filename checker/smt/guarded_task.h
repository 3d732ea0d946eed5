#pragma once
// A check or diff as one task whose Z3 work may be cut short: when the safety
// clock (or Ctrl-C) interrupts a context, Z3 throws `canceled` from whatever
// call was under way (a query, but also building a formula or adding it to a
// solver). Whatever the phase, the task's answer is then `inconclusive` —
// never a pass and never a crash.
#include <functional>
#include <string>
#include <vector>

#include "core/finding.h"
#include "solve.h"

namespace errata::smt {

// Runs `work`; a z3::exception escaping it becomes one inconclusive finding
// about `editions` (id `inconclusive:EDITIONS:interrupted`) naming `task`,
// whatever findings the task had made before are lost with it.
DiffResult guarded_task(const std::string& task, const std::vector<std::string>& editions, const SolveOptions& options,
                        const std::function<DiffResult()>& work);

}  // namespace errata::smt
