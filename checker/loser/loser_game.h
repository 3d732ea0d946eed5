#pragma once
// loser: the Game the checker runs scenarios and checks through.
#include <string>

#include "checker/game/game.h"
#include "model/loser/edition.h"

namespace errata::loser {

const Game& loser_game();
// A Loser edition errata knows (bundled or loaded); InputError otherwise.
const Edition& edition(const std::string& id);

}  // namespace errata::loser
