#pragma once
// One turn's action (l.91-99): the six actions and passing.
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "character.h"
#include "state.h"

namespace errata::secret_moon {

enum class ActionKind : uint8_t { pass = 0, investigate, inquire, accuse, hide, interrupt, capture };
inline constexpr int kActionKinds = 7;
inline constexpr std::array<std::string_view, kActionKinds> kActionIds{"pass", "investigate", "inquire", "accuse",
                                                                       "hide", "interrupt",   "capture"};

constexpr std::string_view action_id(ActionKind k) { return kActionIds[static_cast<size_t>(k)]; }
// English ids and the rulebook's French verbs (« Enquêter », « Se Renseigner », ...), by name_key.
std::optional<ActionKind> action_from_name(std::string_view name);

struct Action {
  ActionKind kind = ActionKind::pass;
  int8_t target = kNobody;               // a figure
  Character guess = Character::none;     // Accuse
};

}  // namespace errata::secret_moon
