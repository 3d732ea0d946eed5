#pragma once
// Independent jobs on the machine's cores: job(0..n-1), each once, taken in
// order by `cores` threads. The first exception a job lets out (out of
// memory) stops the others after their job and is rethrown once every thread
// stopped.
#include <cstddef>
#include <functional>

namespace errata::cli {

// The threads errata's heavy commands use: the machine's cores, at most four.
unsigned heavy_job_threads();

void run_on_cores(size_t n, unsigned cores, const std::function<void(size_t)>& job);

}  // namespace errata::cli
