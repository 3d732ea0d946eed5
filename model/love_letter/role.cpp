#include "role.h"

namespace errata::love_letter {

std::optional<Role> role_from_id(std::string_view id) {
  for (int i = 1; i < kRoleCount; ++i)
    if (kRoleIds[static_cast<size_t>(i)] == id) return static_cast<Role>(i);
  return std::nullopt;
}

}  // namespace errata::love_letter
