#include "scenario_runs.h"

#include "checker/game/game.h"
#include "edition_selection.h"
#include "model/core/suggest.h"
#include "run_protocol.h"

namespace errata {

bool known_edition(const std::string& id) { return game_of_edition(id) != nullptr; }

std::string unknown_edition(const std::string& id) {
  const auto ids = all_edition_ids();
  std::string list;
  for (const auto& i : ids) list += (list.empty() ? "" : ", ") + i;
  return "unknown edition '" + id + "'" + did_you_mean(id, ids) + "; editions: " + list;
}

std::vector<std::string> run_editions(const Scenario& sc, const std::optional<std::string>& only) {
  return select_editions(sc, only).run;
}

RunResult run_under(const Scenario& sc, const std::string& edition) {
  if (const Game* game = find_game(sc.game.text)) return game->run(sc, edition);
  return run_protocol::bad_input(sc, edition, "unknown game '" + sc.game.text + "'");
}

}  // namespace errata
