#pragma once
// The characters of Love Letter, named by role id. Printed names, values and
// copies come from the edition; the role is what editions share.
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace errata::love_letter {

enum class Role : uint8_t {
  none = 0,
  spy, guard, priest, baron, handmaid, prince, chancellor, king, countess, princess,
  // Premium (Board Game Arena)
  assassin, jester, cardinal, baroness, sycophant, count, constable, dowager_queen, bishop,
};

inline constexpr int kRoleCount = static_cast<int>(Role::bishop) + 1;

inline constexpr std::array<std::string_view, kRoleCount> kRoleIds{
    "none",     "spy",      "guard",    "priest",    "baron",     "handmaid", "prince",
    "chancellor", "king",   "countess", "princess",  "assassin",  "jester",   "cardinal",
    "baroness", "sycophant", "count",   "constable", "dowager-queen", "bishop",
};

constexpr std::string_view role_id(Role r) { return kRoleIds[static_cast<size_t>(r)]; }
constexpr int index_of(Role r) { return static_cast<int>(r); }

// The role whose id is `id` (exactly, as written in edition files).
std::optional<Role> role_from_id(std::string_view id);

}  // namespace errata::love_letter
