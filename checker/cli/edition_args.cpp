#include "edition_args.h"

#include "checker/scenario/scenario_runs.h"
#include "model/core/input_error.h"

namespace errata::cli {
namespace {

const Game& game_or_fail(const std::string& id, const std::string& where) {
  if (const Game* g = game_of_edition(id)) return *g;
  throw InputError(SourceMark{where, 0, 0}, unknown_edition(id));
}

std::string editions_of(const Game& game) {
  std::string out;
  for (const auto& e : game.editions()) out += (out.empty() ? "" : ", ") + e.id;
  return out;
}

// "Love Letter", "Love Letter and Loser": the games that answer `verb`.
std::string games_answering(Verb verb) {
  std::vector<std::string> titles;
  for (const Game* g : games())
    if (g->answers(verb)) titles.push_back(game_title(g->id()));
  std::string out;
  for (size_t i = 0; i < titles.size(); ++i) out += (i == 0 ? "" : i + 1 == titles.size() ? " and " : ", ") + titles[i];
  return out;
}

}  // namespace

GameEdition edition_answering(const std::string& id, Verb verb, const std::string& where, const std::string& verb_does) {
  const Game& game = game_or_fail(id, where);
  if (!game.answers(verb))
    throw InputError(SourceMark{where, 0, 0}, "'" + id + "' is a " + game_title(game.id()) + " edition; " + verb_does + " " +
                                                  games_answering(verb) + " editions");
  for (const auto& e : game.editions())
    if (e.id == id) return e;
  throw InputError(SourceMark{where, 0, 0}, unknown_edition(id));
}

const Game& edition_pair(const std::string& a, const std::string& b, const std::string& where) {
  const Game& ga = game_or_fail(a, where);
  const Game& gb = game_or_fail(b, where);
  const SourceMark mark{where, 0, 0};
  if (&ga != &gb)
    throw InputError(mark, "'" + a + "' is a " + game_title(ga.id()) + " edition and '" + b + "' a " + game_title(gb.id()) +
                               " edition; only two editions of one game can be compared");
  const std::string all = editions_of(ga);
  if (all.find(',') == std::string::npos)
    throw InputError(mark, game_title(ga.id()) + " has one edition (" + all +
                               "): there is nothing to compare it with; errata check " + all + " checks its text against itself");
  if (a == b) throw InputError(mark, "'" + a + "' twice: compare two different editions of " + game_title(ga.id()));
  return ga;
}

}  // namespace errata::cli
