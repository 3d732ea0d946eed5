#include "interrupt.h"

#include <signal.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <mutex>
#include <set>
#include <thread>

#include "core/atomic_file.h"

namespace errata::smt {
namespace {

struct Registry {
  std::mutex mutex;
  std::set<z3::context*> live;
  bool interrupted = false;
};

Registry& registry() {
  static Registry r;
  return r;
}

std::array<std::atomic<void (*)()>, 4> g_at_interrupt{};

// The watcher: waits for SIGINT or SIGTERM, stops every solver, waits for a
// report being written to be whole, and leaves.
[[noreturn]] void watch(sigset_t signals) {
  int received = 0;
  while (sigwait(&signals, &received) != 0) {
  }
  {
    std::lock_guard<std::mutex> lock(registry().mutex);
    registry().interrupted = true;
    for (z3::context* c : registry().live) c->interrupt();
  }
  for (auto& stop : g_at_interrupt)
    if (void (*f)() = stop.load()) f();
  const auto held = hold_writes();  // never returns it: no report starts after this
  const char message[] = "errata: interrupted\n";
  [[maybe_unused]] const ssize_t n = ::write(STDERR_FILENO, message, sizeof message - 1);
  ::_exit(kExitInterrupted);
}

}  // namespace

void handle_interrupts() {
  // Z3 4.8.12 (Debian) has no global `ctrl_c` parameter (setting one prints a
  // warning and changes nothing) and installs its SIGINT handler around every
  // check and optimize call regardless. With the signals blocked in every
  // thread, that handler is never run: the watcher's sigwait takes them.
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);  // inherited by every thread started from here on
  std::thread(watch, signals).detach();
}

void at_interrupt(void (*stop)()) {
  for (auto& slot : g_at_interrupt) {
    void (*none)() = nullptr;
    if (slot.load() == stop || slot.compare_exchange_strong(none, stop)) return;
  }
}

InterruptScope::InterruptScope(z3::context& c) : context_(&c) {
  std::lock_guard<std::mutex> lock(registry().mutex);
  registry().live.insert(context_);
  if (registry().interrupted) context_->interrupt();
}

InterruptScope::~InterruptScope() {
  std::lock_guard<std::mutex> lock(registry().mutex);
  registry().live.erase(context_);
}

}  // namespace errata::smt
