#include "scenario_runs.h"

#include "checker/game.h"
#include "edition_selection.h"
#include "model/core/input_error.h"
#include "model/core/suggest.h"
#include "runner.h"

namespace errata {
namespace {

std::vector<std::string> all_ids(const EditionCatalog& catalog) {
  std::vector<std::string> ids = catalog.ids();
  for (const Game* g : other_games())
    for (const auto& e : g->editions()) ids.push_back(e.id);
  return ids;
}

}  // namespace

bool known_edition(const EditionCatalog& catalog, const std::string& id) {
  return catalog.find(id) != nullptr || game_of_edition(id) != nullptr;
}

std::string unknown_edition(const EditionCatalog& catalog, const std::string& id) {
  const auto ids = all_ids(catalog);
  std::string list;
  for (const auto& i : ids) list += (list.empty() ? "" : ", ") + i;
  return "unknown edition '" + id + "'" + did_you_mean(id, ids) + "; editions: " + list;
}

std::vector<std::string> run_editions(const Scenario& sc, const EditionCatalog& catalog,
                                      const std::optional<std::string>& only) {
  return select_editions(sc, catalog, only).run;
}

RunResult run_under(const Scenario& sc, const std::string& edition, const EditionCatalog& catalog,
                    bool check_edition_ids) {
  if (const Game* game = find_other_game(sc.game.text)) return game->run(sc, edition);
  return run_scenario(sc, *catalog.find(edition), catalog, check_edition_ids);
}

}  // namespace errata
