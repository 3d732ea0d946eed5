#pragma once
// What only turns taken from the deal give a state, beyond what the setup's
// rules refuse (Engine::setup_problem): `errata run` warns of a setup that
// breaks it (an error under `run --strict`), as Love Letter's
// model/love_letter/reachability.h does for its piles.
#include <optional>
#include <string>
#include <vector>

#include "state.h"

namespace errata::secret_moon {

// The round's turns are taken by turn-order card, lowest first (round.order):
// every player who has played this round holds a lower card than every
// player still to play. A player interrupted or captured loses her turn,
// whatever her card. What breaks it, naming the players (`names`: players
// first), or nullopt.
std::optional<std::string> turns_out_of_order(const State& s, const std::vector<std::string>& names);

}  // namespace errata::secret_moon
