// errata cards: the translation table of every game (or of the game --game
// names): Love Letter's cards, one row per card, one column per edition
// (printed name, value and copies); the other games' components likewise, so
// a translator sees the mapping at a glance. Text, Markdown or JSON (one
// object, each game's table under its id).
#include <iostream>

#include "checker/game/game.h"
#include "commands.h"
#include "model/core/input_error.h"
#include "model/core/suggest.h"
#include "core/json_text.h"

namespace errata::cli {

int cards_command(const std::optional<std::string>& game, const std::string& format) {
  std::vector<const Game*> shown;
  for (const Game* g : games())
    if (!game || g->id() == *game) shown.push_back(g);
  if (shown.empty()) {
    std::vector<std::string> ids;
    for (const Game* g : games()) ids.push_back(g->id());
    throw InputError(SourceMark{"--game", 0, 0}, "no game '" + *game + "'" + did_you_mean(*game, ids));
  }
  std::string out;
  for (const Game* g : shown) {
    const auto table = g->cards_table(format);
    if (!table) continue;
    // JSON: each game's table (a JSON text that ends its line) under the game's id, the id at the start of a line.
    if (format == "json") out += std::string(out.empty() ? "{\n" : ",\n") + json_text(g->id()) + ": " + *table;
    else out += (shown.size() > 1 ? (format == "md" ? "## " : "") + game_title(g->id()) + "\n\n" : "") + *table + "\n";
  }
  std::cout << out << (format == "json" && !out.empty() ? "}\n" : "");
  return kExitOk;
}

}  // namespace errata::cli
