// errata editions: every game's editions, each as its game describes it
// (Love Letter's with their rulebook, players, tokens and cards).
#include <iostream>

#include "checker/game/game.h"
#include "commands.h"

namespace errata::cli {

int editions_command() {
  for (const Game* game : games())
    for (const auto& e : game->editions()) std::cout << game->describe(e.id);
  return kExitOk;
}

}  // namespace errata::cli
