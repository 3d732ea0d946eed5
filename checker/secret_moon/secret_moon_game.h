#pragma once
// secret-moon: the Game the checker runs scenarios and checks through.
#include <string>

#include "checker/game/game.h"
#include "model/secret_moon/edition.h"

namespace errata::secret_moon {

const Game& secret_moon_game();
// A Secret Moon edition errata knows (bundled or loaded); InputError otherwise.
const Edition& edition(const std::string& id);

}  // namespace errata::secret_moon
