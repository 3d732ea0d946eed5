#include "checker/game.h"

#include "checker/loser/loser_game.h"
#include "checker/scenario/run_protocol.h"
#include "checker/secret_moon/secret_moon_game.h"
#include "model/core/input_error.h"
#include "model/core/suggest.h"

namespace errata {

RunResult Game::run_read_as(const Scenario& sc, const std::string& edition, const std::string& reading,
                            const std::string& option) const {
  return run_protocol::bad_input(sc, edition, id() + " has no reading " + reading + " with an option '" + option + "'");
}

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

void choose_reading(EditionCatalog& catalog, const std::string& choice) {
  const auto eq = choice.find('=');
  if (eq == std::string::npos) throw InputError(SourceMark{"--reading", 0, 0}, "expected CLAUSE=OPTION, got '" + choice + "'");
  const std::string id = choice.substr(0, eq), option = choice.substr(eq + 1);
  bool found = false;
  for (const Game* g : other_games()) {
    const auto r = g->choose_reading(id, option);
    if (!r) continue;
    if (!r->empty()) throw InputError(SourceMark{"--reading", 0, 0}, g->id() + ": " + *r);
    found = true;
  }
  if (catalog.has_reading(id)) {  // Love Letter's editions
    catalog.choose_reading(choice);
    found = true;
  }
  if (found) return;
  std::vector<std::string> known = catalog.reading_ids();
  for (const Game* g : other_games())
    for (const auto& r : g->reading_ids()) known.push_back(r);
  throw InputError(SourceMark{"--reading", 0, 0}, "no edition has a reading '" + id + "'" + did_you_mean(id, known));
}

}  // namespace errata
