#include "edition_selection.h"

#include <algorithm>

#include "checker/game/game.h"
#include "model/core/input_error.h"
#include "model/core/suggest.h"
#include "scenario_runs.h"

namespace errata {
namespace {

std::vector<GameEdition> editions_of_game(const std::string& game) {
  const Game* g = find_game(game);
  return g ? g->editions() : std::vector<GameEdition>{};
}

bool contains(const std::vector<std::string>& v, const std::string& s) { return std::find(v.begin(), v.end(), s) != v.end(); }

std::string joined(const std::vector<std::string>& v) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : ", ") + s;
  return out;
}

// An edition id a scenario names: one of its game's, each named once in a list.
void check_named(const Named& n, const std::string& game, const std::vector<std::string>& ids,
                 const char* where) {
  if (contains(ids, n.text)) return;
  const std::string other = game_of(n.text);
  if (!other.empty())
    throw InputError(n.mark, std::string(where) + ": '" + n.text + "' is a " + game_title(other) + " edition, not " +
                                 game_title(game) + "'s");
  throw InputError(n.mark, std::string(where) + ": " + unknown_edition(n.text));
}

void check_list(const NamedList& list, const std::string& game, const std::vector<std::string>& ids,
                const char* where) {
  for (size_t i = 0; i < list.items.size(); ++i) {
    check_named(list.items[i], game, ids, where);
    for (size_t j = 0; j < i; ++j)
      if (list.items[j].text == list.items[i].text)
        throw InputError(list.items[i].mark, std::string(where) + ": '" + list.items[i].text + "' is listed twice");
  }
}

std::string range_reason(const GameEdition& e, int seated) {
  return e.id + " is for " + std::to_string(e.min_players) + " to " + std::to_string(e.max_players) +
         " players; the setup seats " + std::to_string(seated);
}

// The editions the scenario runs under without --edition; those of its game
// it skips (their player range, a card they lack) go to `skipped`.
std::vector<std::string> candidates(const Scenario& sc, const std::vector<GameEdition>& game_editions,
                                    const std::vector<std::string>& ids, std::vector<SkippedRun>& skipped) {
  std::vector<std::string> out;
  if (sc.editions) {
    check_list(*sc.editions, sc.game.text, ids, "editions");
    for (const auto& n : sc.editions->items) out.push_back(n.text);
    return out;
  }
  for (const auto& e : game_editions) {
    if (sc.seated >= e.min_players && sc.seated <= e.max_players) out.push_back(e.id);
    else skipped.push_back({e.id, range_reason(e, sc.seated)});
  }
  if (out.empty()) {  // no edition seats them: the scenario is about the player count, which each edition judges
    skipped.clear();
    for (const auto& e : game_editions) out.push_back(e.id);
  }
  const Game* game = find_game(sc.game.text);
  std::vector<std::string> kept;
  for (const auto& id : out) {  // an edition lacking a card the scenario uses cannot answer it
    const std::string why = game ? game->lacks(sc, id) : "";
    if (why.empty()) kept.push_back(id);
    else skipped.push_back({id, why});
  }
  return kept;
}

}  // namespace

std::string game_of(const std::string& edition) {
  const Game* g = game_of_edition(edition);
  return g ? g->id() : "";
}

EditionSelection select_editions(const Scenario& sc, const std::optional<std::string>& only) {
  if (only && !known_edition(*only)) throw InputError(SourceMark{"--edition", 0, 0}, unknown_edition(*only));
  const auto game_editions = editions_of_game(sc.game.text);
  std::vector<std::string> ids;
  for (const auto& e : game_editions) ids.push_back(e.id);
  EditionSelection out;
  std::vector<SkippedRun> out_of_range;
  const auto runs = candidates(sc, game_editions, ids, out_of_range);
  for (const auto& list : sc.expect_editions) {
    check_list(list, sc.game.text, ids, "expect.editions");
    for (const auto& n : list.items)
      if (!contains(runs, n.text))
        throw InputError(n.mark, "expect.editions: this scenario does not run under " + n.text + " (it runs under " +
                                     joined(runs) + "), so this expect would check nothing");
  }
  if (!only) {
    out.run = runs;
    out.skipped = std::move(out_of_range);
    return out;
  }
  if (contains(runs, *only)) {
    out.run = {*only};
    return out;
  }
  std::string reason = "a " + game_title(sc.game.text) + " scenario";
  const auto own = std::find_if(game_editions.begin(), game_editions.end(), [&](const auto& e) { return e.id == *only; });
  if (own != game_editions.end()) reason = sc.editions ? "it names " + joined(runs) : range_reason(*own, sc.seated);
  for (const auto& s : out_of_range)
    if (s.edition == *only) reason = s.reason;  // out of its player range, or lacking a card the scenario uses
  out.skipped.push_back({*only, reason});
  return out;
}

}  // namespace errata
