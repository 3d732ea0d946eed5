#include "edition_args.h"

#include "checker/game.h"
#include "checker/scenario/edition_selection.h"
#include "checker/scenario/scenario_runs.h"
#include "model/core/input_error.h"

namespace errata::cli {
namespace {

void known_or_fail(const EditionCatalog& catalog, const std::string& id, const std::string& where) {
  if (!known_edition(catalog, id)) throw InputError(SourceMark{where, 0, 0}, unknown_edition(catalog, id));
}

std::string editions_of(const EditionCatalog& catalog, const std::string& game) {
  std::string out;
  if (const Game* g = find_other_game(game))
    for (const auto& e : g->editions()) out += (out.empty() ? "" : ", ") + e.id;
  for (const auto& id : catalog.ids_of_game(game)) out += (out.empty() ? "" : ", ") + id;
  return out;
}

}  // namespace

const love_letter::Edition& love_letter_edition(const EditionCatalog& catalog, const std::string& id,
                                                const std::string& where, const std::string& verb_does) {
  known_or_fail(catalog, id, where);
  if (const auto* e = catalog.find(id)) return *e;
  throw InputError(SourceMark{where, 0, 0},
                   "'" + id + "' is a " + game_title(game_of(catalog, id)) + " edition; " + verb_does);
}

std::pair<const love_letter::Edition*, const love_letter::Edition*> edition_pair(const EditionCatalog& catalog,
                                                                                const std::string& a,
                                                                                const std::string& b,
                                                                                const std::string& where) {
  known_or_fail(catalog, a, where);
  known_or_fail(catalog, b, where);
  const std::string ga = game_of(catalog, a), gb = game_of(catalog, b);
  const SourceMark mark{where, 0, 0};
  if (ga != gb)
    throw InputError(mark, "'" + a + "' is a " + game_title(ga) + " edition and '" + b + "' a " + game_title(gb) +
                               " edition; only two editions of one game can be compared");
  const std::string all = editions_of(catalog, ga);
  if (all.find(',') == std::string::npos)
    throw InputError(mark, game_title(ga) + " has one edition (" + all + "): there is nothing to compare it with; errata check " +
                               all + " checks its text against itself");
  if (a == b) throw InputError(mark, "'" + a + "' twice: compare two different editions of " + game_title(ga));
  // Two different ids of one game: Love Letter's, since the other games have one edition each.
  if (!catalog.find(a) || !catalog.find(b))
    throw InputError(mark, "only Love Letter editions are compared pairwise; " + game_title(ga) + "'s (" + all +
                               ") each go through errata check");
  return {catalog.find(a), catalog.find(b)};
}

std::vector<std::string> all_edition_ids(const EditionCatalog& catalog) {
  std::vector<std::string> ids = catalog.ids();
  for (const Game* g : other_games())
    for (const auto& e : g->editions()) ids.push_back(e.id);
  return ids;
}

}  // namespace errata::cli
