#pragma once
// The roles of cards an edition writes as data under an id of its own
// (`id:` in its card table, docs/editions.md "Cards as data"). The registry
// is one for the whole run: the first id read takes the first free slot
// (Role::data_1, data_2, ...), and the same id keeps its slot in every
// edition loaded after, so that two editions' cards compare by role as the
// bundled ones do (differential play, diff, run --as). Loading order makes
// it deterministic: the same files in the same order give the same slots.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../role.h"

namespace errata::love_letter {

// The slot of `id`, taking the next free one the first time; nullopt when
// all kDataSlots are taken by other ids (the caller's located error says so).
std::optional<Role> claim_data_role(std::string_view id);
// The slot of an id already claimed, else nullopt.
std::optional<Role> registered_data_role(std::string_view id);
// Every id claimed, in slot order.
std::vector<std::string> registered_data_ids();
// Frees every slot. Only where no edition holding a data card is alive (a
// fuzz target between two inputs, a test that starts afresh).
void forget_data_roles();

}  // namespace errata::love_letter
