#include "role.h"

#include "data_cards/data_roles.h"

namespace errata::love_letter {

std::optional<Role> native_role_from_id(std::string_view id) {
  for (int i = 1; i < kNativeRoleCount; ++i)
    if (kRoleIds[static_cast<size_t>(i)] == id) return static_cast<Role>(i);
  return std::nullopt;
}

std::optional<Role> role_from_id(std::string_view id) {
  if (auto native = native_role_from_id(id)) return native;
  return registered_data_role(id);
}

}  // namespace errata::love_letter
