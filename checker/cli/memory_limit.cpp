#include "memory_limit.h"

#include <sys/resource.h>
#include <z3++.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <string>

#if defined(__SANITIZE_ADDRESS__)
#define ERRATA_NO_MEMORY_LIMIT 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer) || __has_feature(thread_sanitizer)
#define ERRATA_NO_MEMORY_LIMIT 1
#endif
#endif

namespace errata::cli {

std::uint64_t limit_memory() {
#ifdef ERRATA_NO_MEMORY_LIMIT
  return 0;
#else
  constexpr std::uint64_t mib = 1u << 20;
  std::uint64_t limit = 0;
  if (const char* asked = std::getenv("ERRATA_MEMORY_LIMIT_MB"); asked && *asked) {
    limit = std::strtoull(asked, nullptr, 10) * mib;
    if (limit == 0) return 0;  // "0": no limit
    limit = std::max<std::uint64_t>(limit, 1024 * mib);  // below, Z3 cannot start its contexts
  } else {
    const long pages = ::sysconf(_SC_PHYS_PAGES), page = ::sysconf(_SC_PAGESIZE);
    const std::uint64_t memory = pages > 0 && page > 0 ? static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page) : 0;
    limit = std::clamp<std::uint64_t>(memory / 4 * 3, 2048 * mib, 65536 * mib);
  }
  rlimit now{};
  if (::getrlimit(RLIMIT_AS, &now) == 0 && now.rlim_cur != RLIM_INFINITY && now.rlim_cur < limit) return now.rlim_cur / mib;
  rlimit wanted{static_cast<rlim_t>(limit), now.rlim_max};
  if (now.rlim_max != RLIM_INFINITY && wanted.rlim_cur > now.rlim_max) wanted.rlim_cur = now.rlim_max;
  if (::setrlimit(RLIMIT_AS, &wanted) != 0) return 0;
  // Z3 stops at its own limit first (its queries then answer `unknown`: inconclusive): a
  // failed allocation inside Z3 (making a context) would crash it, not throw.
  z3::set_param("memory_max_size", std::to_string(wanted.rlim_cur / mib / 2).c_str());
  return wanted.rlim_cur / mib;
#endif
}

std::string memory_limit_text() {
  rlimit now{};
  if (::getrlimit(RLIMIT_AS, &now) != 0 || now.rlim_cur == RLIM_INFINITY) return "errata's memory has no limit";
  return "errata's memory limit is " + std::to_string(now.rlim_cur >> 20) + " MiB (ERRATA_MEMORY_LIMIT_MB)";
}

}  // namespace errata::cli
