#pragma once
// The limits of a Z3 query. The verdict depends on a resource count only
// (Z3's `rlimit`: deterministic, the same answer on a quiet or a busy
// machine). A generous wall-clock limit stays as a safety net: a watchdog
// thread interrupts a context that runs past it, and the query is reported
// `inconclusive`, never passed. The watchdog starts no timer inside Z3 (Debian's
// Z3 4.8.12 can deadlock in its per-query timer thread).
#include <z3++.h>

#include <chrono>

namespace errata {

struct SolveOptions {
  unsigned rlimit = 20'000'000;       // Z3 resource units for one query
  unsigned minimise_rlimit = 2'000'000; // resource units for each step towards a smaller witness
  unsigned task_rlimit = 40'000'000;  // resource units for all the queries of one task (a diff, a check's part)
  unsigned safety_seconds = 600;      // wall clock for one context's queries: reported inconclusive past it (docs/performance.md: why 600)
  bool smallest_witness = true;       // minimise a sat query's model (false: its first model, for a caller that asks only whether one exists)
};

// The resource units one task may spend in all its queries together (Z3's
// `rlimit count`, deterministic): past them, its remaining queries answer
// unknown at once, so that a task ends on a count, the same on a quiet or a
// busy machine, well before the safety clock (docs/performance.md: the
// margin). While it lives it is its thread's budget (a budget made while
// another lives on the thread is that one: the outer task's).
class TaskBudget {
 public:
  explicit TaskBudget(unsigned long long units);
  ~TaskBudget();
  TaskBudget(const TaskBudget&) = delete;
  TaskBudget& operator=(const TaskBudget&) = delete;
  static TaskBudget* current();  // the thread's budget, or nullptr

  unsigned long long units() const { return units_; }
  unsigned long long left() const { return spent_ >= units_ ? 0 : units_ - spent_; }
  unsigned long long spent() const { return spent_; }
  bool ran_out() const { return ran_out_; }
  void mark_ran_out() { ran_out_ = true; }
  // Charges `units` a query spent; the budget has run out once none are left.
  void charge(unsigned long long units);

 private:
  unsigned long long units_, spent_ = 0;
  bool ran_out_ = false, owner_ = false;
};

// Z3 parameters for one solver query under `rlimit` resource units, with a fixed seed.
z3::params query_params(z3::context& c, unsigned rlimit);

// While it lives, `c` is watched: past `seconds` of wall clock it is
// interrupted (its queries answer `unknown`), and `expired()` says so.
class Watched {
 public:
  Watched(z3::context& c, unsigned seconds);
  ~Watched();
  Watched(const Watched&) = delete;
  Watched& operator=(const Watched&) = delete;
  bool expired() const;

 private:
  z3::context& c_;
};

// Interrupts every watched context now (a signal asked the run to stop).
void interrupt_all_contexts();

// Whether `c` is watched and was interrupted (its clock ran out, or a signal
// came): an answer it gave since may have come from a check cut short.
bool interrupted(z3::context& c);

}  // namespace errata
