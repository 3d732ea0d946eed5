#pragma once
// errata cards for Secret Moon: every edition's character cards (printed
// name, copies, team, answer to « Qui va là ? ») and its other components
// (players, turn-order cards, rounds, the card removed, markers) side by side.
#include <vector>

#include "checker/game/component_table.h"
#include "model/secret_moon/edition.h"

namespace errata::secret_moon {

ComponentTable component_table(const std::vector<const Edition*>& editions);

}  // namespace errata::secret_moon
