// errata cards: the translation table of every game that has one. One row per
// card, one column per edition: printed name, value and copies, so a
// translator sees the mapping at a glance. Text, Markdown or JSON.
#include <iostream>

#include "checker/game.h"
#include "commands.h"

namespace errata::cli {

int cards_command(const std::string& format) {
  for (const Game* game : games())
    if (const auto table = game->cards_table(format)) std::cout << *table;
  return kExitOk;
}

}  // namespace errata::cli
