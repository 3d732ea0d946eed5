#pragma once
// Ctrl-C and SIGTERM: errata stops at once, interrupting every Z3 query under
// way, leaves no report half written (see core/atomic_file) and exits 130.
// Z3's own SIGINT handler (installed around each check, and restored out of
// order across worker threads) never runs: the signals are blocked in every
// thread and taken by one watcher thread.
#include <z3++.h>

namespace errata::smt {

// The exit code after an interruption (128 + SIGINT, as shells report it).
inline constexpr int kExitInterrupted = 130;

// Starts the handling; call first thing in main, before any thread starts:
// SIGINT and SIGTERM are blocked in every thread and taken by one watcher.
void handle_interrupts();

// `stop` is called by the watcher before errata leaves on Ctrl-C or SIGTERM
// (it leaves with _exit: no atexit handler runs). For what must not outlive
// errata, such as the engine adapters of errata conform; at most 4.
void at_interrupt(void (*stop)());

// While alive, `c` is interrupted on Ctrl-C. Declare one right after each
// z3::context, so that it ends before the context does.
class InterruptScope {
 public:
  explicit InterruptScope(z3::context& c);
  ~InterruptScope();
  InterruptScope(const InterruptScope&) = delete;
  InterruptScope& operator=(const InterruptScope&) = delete;

 private:
  z3::context* context_;
};

}  // namespace errata::smt
