#include "rejection.h"

namespace errata::secret_moon {

std::optional<Rejection> rejection_from_code(std::string_view code) {
  for (int i = 1; i < kRejectionCount; ++i)
    if (rejection_code(static_cast<Rejection>(i)) == code) return static_cast<Rejection>(i);
  return std::nullopt;
}

}  // namespace errata::secret_moon
