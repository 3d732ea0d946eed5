#pragma once
// The limits of a Z3 query. The verdict depends on a resource count only
// (Z3's `rlimit`: deterministic, the same answer on a quiet or a busy
// machine). A generous wall-clock limit stays as a safety net: a watchdog
// thread interrupts a context that runs past it, and the query is reported
// `inconclusive`, never passed. The watchdog starts no timer inside Z3 (Debian's
// Z3 4.8.12 can deadlock in its per-query timer thread).
#include <z3++.h>

#include <chrono>

namespace errata::smt {

struct SolveOptions {
  unsigned rlimit = 20'000'000;       // Z3 resource units for one query: the verdict's only limit
  unsigned minimise_rlimit = 2'000'000; // resource units for each step towards a smaller witness
  unsigned safety_seconds = 120;      // wall clock for one context's queries: reported inconclusive past it
};

// Z3 parameters for one solver query under `rlimit` resource units, with a fixed seed.
z3::params query_params(z3::context& c, unsigned rlimit);
// The same for an optimisation (z3::optimize takes no seed).
z3::params optimize_params(z3::context& c, unsigned rlimit);

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

}  // namespace errata::smt
