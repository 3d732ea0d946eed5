#include "data_roles.h"

#include <array>
#include <atomic>
#include <mutex>

namespace errata::love_letter {
namespace {

// Slots are written once, under the lock, before `claimed` counts them:
// readers (role_id, on any thread) read `claimed` and then only slots below it.
struct Registry {
  std::mutex lock;
  std::array<std::string, kDataSlots> ids;
  std::atomic<int> claimed{0};
};

Registry& registry() {
  static Registry r;
  return r;
}

constexpr Role slot_role(int i) { return static_cast<Role>(kNativeRoleCount + i); }

std::optional<Role> find(const Registry& r, std::string_view id) {
  const int n = r.claimed.load(std::memory_order_acquire);
  for (int i = 0; i < n; ++i)
    if (r.ids[static_cast<size_t>(i)] == id) return slot_role(i);
  return std::nullopt;
}

// "data-1" ... "data-12": a slot no id has claimed.
constexpr std::array<std::string_view, kDataSlots> kUnclaimed{"data-1", "data-2", "data-3", "data-4",  "data-5",  "data-6",
                                                              "data-7", "data-8", "data-9", "data-10", "data-11", "data-12"};

}  // namespace

std::string_view data_slot_id(Role r) {
  const int i = index_of(r) - kNativeRoleCount;
  Registry& reg = registry();
  if (i < 0 || i >= kDataSlots) return "none";
  if (i < reg.claimed.load(std::memory_order_acquire)) return reg.ids[static_cast<size_t>(i)];
  return kUnclaimed[static_cast<size_t>(i)];
}

std::optional<Role> claim_data_role(std::string_view id) {
  Registry& reg = registry();
  std::lock_guard<std::mutex> hold(reg.lock);
  if (auto known = find(reg, id)) return known;
  const int n = reg.claimed.load(std::memory_order_relaxed);
  if (n >= kDataSlots) return std::nullopt;
  reg.ids[static_cast<size_t>(n)] = std::string(id);
  reg.claimed.store(n + 1, std::memory_order_release);
  return slot_role(n);
}

std::optional<Role> registered_data_role(std::string_view id) { return find(registry(), id); }

std::vector<std::string> registered_data_ids() {
  Registry& reg = registry();
  std::lock_guard<std::mutex> hold(reg.lock);
  return {reg.ids.begin(), reg.ids.begin() + reg.claimed.load(std::memory_order_relaxed)};
}

void forget_data_roles() {
  Registry& reg = registry();
  std::lock_guard<std::mutex> hold(reg.lock);
  reg.claimed.store(0, std::memory_order_release);
  for (auto& id : reg.ids) id.clear();
}

}  // namespace errata::love_letter
