#pragma once
// errata's memory, bounded (docs/security.md): past the limit an allocation
// fails with std::bad_alloc, which the command turns into a message and exit
// code 2, instead of the kernel's out-of-memory killer ending errata with a
// signal. The limit is on the address space: three quarters of the machine's
// memory, at least 2 GiB and at most 64 GiB, or ERRATA_MEMORY_LIMIT_MB (at
// least 1024: below it Z3 cannot start). Z3's
// own limit (memory_max_size) is half of it: Z3 stops first, cleanly.
// Sanitizer builds, which reserve terabytes of address space, set none.
#include <cstdint>
#include <string>

namespace errata::cli {

// Sets the limit; returns it in MiB (0: none set).
std::uint64_t limit_memory();
// "errata's memory limit is N MiB (ERRATA_MEMORY_LIMIT_MB)", or that it has none: for messages.
std::string memory_limit_text();

}  // namespace errata::cli
