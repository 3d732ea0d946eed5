#include "action.h"

#include <string>

#include "../core/name_key.h"

namespace errata::secret_moon {

std::optional<ActionKind> action_from_name(std::string_view name) {
  struct Alias {
    std::string_view name;
    ActionKind kind;
  };
  static constexpr Alias kFrench[] = {
      {"passer", ActionKind::pass},         {"enquêter", ActionKind::investigate}, {"se renseigner", ActionKind::inquire},
      {"accuser", ActionKind::accuse},      {"se cacher", ActionKind::hide},       {"se protéger", ActionKind::hide},
      {"protect", ActionKind::hide},        {"interrompre", ActionKind::interrupt}, {"capturer", ActionKind::capture},
  };
  const std::string key = name_key(name);
  for (int i = 0; i < kActionKinds; ++i)
    if (name_key(kActionIds[static_cast<size_t>(i)]) == key) return static_cast<ActionKind>(i);
  for (const auto& a : kFrench)
    if (name_key(a.name) == key) return a.kind;
  return std::nullopt;
}

}  // namespace errata::secret_moon
