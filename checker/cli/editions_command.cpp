// errata editions: every edition, its rulebook, players, tokens and cards.
#include <iomanip>
#include <iostream>

#include "commands.h"

namespace errata::cli {

int editions_command(const EditionCatalog& catalog) {
  for (const auto& id : catalog.ids()) {
    const auto* ed = catalog.find(id);
    std::cout << ed->id << "  " << ed->title << "\n";
    std::cout << "  game: " << ed->game << ", rulebook: " << ed->rulebook.name() << ", edition file: " << ed->source.file
              << "\n";
    std::cout << "  players: " << ed->min_players << " to " << ed->max_players << "; favor tokens to win:";
    for (const auto& [n, t] : ed->tokens_to_win) std::cout << " " << n << "p=" << t;
    std::cout << "\n  cards (" << ed->deck_size() << " in the model):\n";
    std::cout << "    " << std::left << std::setw(12) << "role" << std::setw(14) << "name" << std::setw(7) << "value"
              << "copies\n";
    for (const auto& c : ed->cards) {
      std::cout << "    " << std::left << std::setw(12) << love_letter::role_id(c.role) << std::setw(14) << c.name
                << std::setw(7) << c.value;
      const int model = ed->copies[static_cast<size_t>(c.role)];
      if (!c.count_stated) std::cout << "not stated";
      else std::cout << c.count;
      if (model != c.count || !c.count_stated) std::cout << " (model: " << model << ")";
      std::cout << "\n";
    }
    if (!ed->readings.empty()) {
      std::cout << "  readings where the text is silent or contradicts itself:\n";
      for (const auto& r : ed->readings) std::cout << "    " << r.id << ": " << r.chosen << "\n";
    }
    std::cout << "\n";
  }
  return kExitOk;
}

}  // namespace errata::cli
