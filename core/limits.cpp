#include "limits.h"

#include <condition_variable>
#include <map>
#include <mutex>
#include <thread>

namespace errata {

namespace {

using Clock = std::chrono::steady_clock;

struct Entry {
  Clock::time_point deadline;
  bool expired = false;
};

// One watchdog thread for the process, started on first use; it sleeps
// until the nearest deadline and interrupts the contexts past theirs.
class Watchdog {
 public:
  static Watchdog& get() {
    static Watchdog w;
    return w;
  }
  void watch(z3::context* c, unsigned seconds) {
    std::lock_guard lock(m_);
    watched_[c] = Entry{Clock::now() + std::chrono::seconds(seconds)};
    if (!thread_.joinable()) thread_ = std::thread([this] { run(); });
    wake_.notify_one();
  }
  void unwatch(z3::context* c) {
    std::lock_guard lock(m_);
    watched_.erase(c);
  }
  bool expired(z3::context* c) {
    std::lock_guard lock(m_);
    auto it = watched_.find(c);
    return it != watched_.end() && it->second.expired;
  }
  void interrupt_all() {
    std::lock_guard lock(m_);
    for (auto& [c, e] : watched_) {
      e.expired = true;
      c->interrupt();
    }
  }
  ~Watchdog() {
    {
      std::lock_guard lock(m_);
      stop_ = true;
    }
    wake_.notify_one();
    if (thread_.joinable()) thread_.join();
  }

 private:
  void run() {
    std::unique_lock lock(m_);
    while (!stop_) {
      auto next = Clock::now() + std::chrono::hours(1);
      for (auto& [c, e] : watched_) {
        if (!e.expired && Clock::now() >= e.deadline) {
          e.expired = true;
          c->interrupt();
        }
        if (!e.expired) next = std::min(next, e.deadline);
      }
      wake_.wait_until(lock, next);
    }
  }
  std::mutex m_;
  std::condition_variable wake_;
  std::map<z3::context*, Entry> watched_;
  std::thread thread_;
  bool stop_ = false;
};

}  // namespace

z3::params query_params(z3::context& c, unsigned rlimit) {
  z3::params p(c);
  p.set("rlimit", rlimit);
  p.set("random_seed", 0u);
  // No relevancy filter: our goals are ground and small, and Z3 spends more
  // tracking which atoms matter than it saves (15 % fewer resource units over
  // the 768 first checks of `errata check love-letter-bga-premium`).
  p.set("relevancy", 0u);
  return p;
}

namespace {
thread_local TaskBudget* current_budget = nullptr;
}

TaskBudget::TaskBudget(unsigned long long units) : units_(units) {
  if (current_budget) return;  // a task inside a task: the outer one's budget counts
  current_budget = this;
  owner_ = true;
}

TaskBudget::~TaskBudget() {
  if (owner_) current_budget = nullptr;
}

TaskBudget* TaskBudget::current() { return current_budget; }

void TaskBudget::charge(unsigned long long units) {
  spent_ += units;
  if (spent_ >= units_) ran_out_ = true;
}

Watched::Watched(z3::context& c, unsigned seconds) : c_(c) { Watchdog::get().watch(&c_, seconds); }
Watched::~Watched() { Watchdog::get().unwatch(&c_); }
bool Watched::expired() const { return Watchdog::get().expired(&c_); }

void interrupt_all_contexts() { Watchdog::get().interrupt_all(); }

bool interrupted(z3::context& c) { return Watchdog::get().expired(&c); }

}  // namespace errata
