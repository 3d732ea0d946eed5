#include "checker/game.h"

#include "checker/loser/loser_game.h"
#include "checker/secret_moon/secret_moon_game.h"

namespace errata {

const std::vector<const Game*>& other_games() {
  static const std::vector<const Game*> games{&loser::loser_game(), &secret_moon::secret_moon_game()};
  return games;
}

const Game* find_other_game(std::string_view id) {
  for (const Game* g : other_games())
    if (g->id() == id) return g;
  return nullptr;
}

const Game* game_of_edition(std::string_view edition) {
  for (const Game* g : other_games())
    for (const auto& e : g->editions())
      if (e.id == edition) return g;
  return nullptr;
}

}  // namespace errata
