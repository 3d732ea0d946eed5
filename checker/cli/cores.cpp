#include "cores.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace errata::cli {

unsigned heavy_job_threads() { return std::max(1u, std::min(4u, std::thread::hardware_concurrency())); }

void run_on_cores(size_t n, unsigned cores, const std::function<void(size_t)>& job) {
  std::atomic<size_t> next{0};
  std::exception_ptr failure;
  std::mutex lock;  // guards `failure`
  auto worker = [&] {
    for (size_t k = next++; k < n; k = next++) {
      try {
        job(k);
      } catch (...) {
        const std::lock_guard<std::mutex> held(lock);
        if (!failure) failure = std::current_exception();
        next = n;  // the others stop after their job
      }
    }
  };
  std::vector<std::thread> pool;
  for (unsigned k = 0; k < std::max(1u, cores); ++k) pool.emplace_back(worker);
  for (auto& th : pool) th.join();
  if (failure) std::rethrow_exception(failure);
}

}  // namespace errata::cli
