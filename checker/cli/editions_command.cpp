// errata editions: every edition, its rulebook, players, tokens and cards.
#include <algorithm>
#include <iostream>

#include "checker/game.h"
#include "commands.h"

namespace errata::cli {
namespace {

// `s` padded with spaces to `width` characters (UTF-8 aware, for accented names).
size_t display_width(const std::string& s) {
  size_t chars = 0;
  for (unsigned char c : s) chars += (c & 0xC0) != 0x80;
  return chars;
}

std::string pad(const std::string& s, size_t width) {
  const size_t chars = display_width(s);
  return s + std::string(chars < width ? width - chars : 1, ' ');
}

}  // namespace

int editions_command(const EditionCatalog& catalog) {
  for (const auto& id : catalog.ids()) {
    const auto* ed = catalog.find(id);
    std::cout << ed->id << "  " << ed->title << "\n";
    std::cout << "  game: " << ed->game << ", rulebook: " << ed->rulebook.name() << ", edition file: " << ed->source.file
              << "\n";
    std::cout << "  players: " << ed->min_players << " to " << ed->max_players << "; favor tokens to win:";
    for (const auto& [n, t] : ed->tokens_to_win) std::cout << " " << n << "p=" << t;
    std::cout << "\n  cards (" << ed->deck_size() << " in the model):\n";
    size_t name_width = 6;
    for (const auto& c : ed->cards) name_width = std::max(name_width, display_width(c.name) + 2);
    std::cout << "    " << pad("role", 14) << pad("name", name_width) << pad("value", 7) << "copies\n";
    for (const auto& c : ed->cards) {
      std::cout << "    " << pad(std::string(love_letter::role_id(c.role)), 14) << pad(c.name, name_width)
                << pad(std::to_string(c.value), 7);
      const int model = ed->copies[static_cast<size_t>(c.role)];
      if (!c.count_stated) std::cout << "not stated";
      else std::cout << c.count;
      if (c.removed) std::cout << " - " << c.removed << " removed";
      if (model != c.count - c.removed || !c.count_stated) std::cout << " (model: " << model << ")";
      std::cout << "\n";
    }
    if (!ed->readings.empty()) {
      std::cout << "  readings where the text is silent or contradicts itself:\n";
      for (const auto& r : ed->readings) std::cout << "    " << r.id << ": " << r.chosen << "\n";
    }
    std::cout << "\n";
  }
  for (const Game* game : other_games()) {
    for (const auto& e : game->editions()) {
      std::cout << e.id << "  " << e.title << "\n  game: " << game->id() << ", rulebook: " << e.rulebook << "\n";
      if (!e.summary.empty()) std::cout << "  " << e.summary << "\n";
      std::cout << "\n";
    }
  }
  return kExitOk;
}

}  // namespace errata::cli
