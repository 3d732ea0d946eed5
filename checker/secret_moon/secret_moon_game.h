#pragma once
// secret-moon: the Game the checker runs scenarios and checks through.
#include "checker/game.h"

namespace errata::secret_moon {

const Game& secret_moon_game();

}  // namespace errata::secret_moon
