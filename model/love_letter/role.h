#pragma once
// The characters of Love Letter, named by role id. Printed names, values and
// copies come from the edition; the role is what editions share.
//
// Besides the bundled roles, kMaxDataCards slots (data_1 ... data_12) hold
// the cards an edition file writes as data under an id of its own
// (data_cards/data_roles.h): the first id read takes the first free slot,
// and the same id keeps its slot in every edition of the run.
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
  // Cards of an edition's own, written as data (data_cards/data_roles.h).
  data_1, data_2, data_3, data_4, data_5, data_6, data_7, data_8, data_9, data_10, data_11, data_12,
};

// The roles the engine's code knows (none included), then the data slots.
inline constexpr int kNativeRoleCount = static_cast<int>(Role::bishop) + 1;
inline constexpr int kRoleCount = static_cast<int>(Role::data_12) + 1;
inline constexpr int kDataSlots = kRoleCount - kNativeRoleCount;

inline constexpr std::array<std::string_view, kNativeRoleCount> kRoleIds{
    "none",     "spy",      "guard",    "priest",    "baron",     "handmaid", "prince",
    "chancellor", "king",   "countess", "princess",  "assassin",  "jester",   "cardinal",
    "baroness", "sycophant", "count",   "constable", "dowager-queen", "bishop",
};

constexpr int index_of(Role r) { return static_cast<int>(r); }
constexpr bool is_data_slot(Role r) { return index_of(r) >= kNativeRoleCount; }

// A data slot's id: the id registered to it, or "data-N" while none is (data_cards/data_roles.cpp).
std::string_view data_slot_id(Role r);

constexpr std::string_view role_id(Role r) {
  return is_data_slot(r) ? data_slot_id(r) : kRoleIds[static_cast<size_t>(r)];
}

// The role whose id is `id` (exactly, as written in edition files): a
// bundled role, or a card of an edition's own already registered.
std::optional<Role> role_from_id(std::string_view id);
// A bundled role only.
std::optional<Role> native_role_from_id(std::string_view id);

}  // namespace errata::love_letter
