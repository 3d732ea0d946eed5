#pragma once
// loser: the Game the checker runs scenarios and checks through.
#include "checker/game.h"

namespace errata::loser {

const Game& loser_game();

}  // namespace errata::loser
