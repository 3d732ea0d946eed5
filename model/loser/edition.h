#pragma once
// An edition of Loser as its text states it: components, the deal table, the
// totals the text states about itself, and every clause with its quotes.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/core/clause.h"
#include "model/core/rulebook.h"

namespace errata::loser {

// One row of the deal table (l.56-60).
struct DealRow {
  int players = 0, hand = 0, face_up = 0, face_down = 0;
  int line = 0;
  std::string quote;
};

// A number the text states about itself ("19 cartes Potion"), kept as written.
struct Stated {
  std::string what;
  int value = 0;
  int line = 0;
  std::string quote;
};

struct Edition {
  std::string id, title;
  std::string base;  // the edition this one starts from (`base:`), or ""
  Rulebook rulebook;
  int min_players = 0, max_players = 0;
  int potion_low = 0, potion_high = 0;
  std::vector<int> red, blue;
  int spells = 0, action_cards = 0, faces_per_action_card = 0;
  int characters = 0, cards_per_character = 0;
  int first_player_draws = 0, loser_draws = 0;
  std::vector<DealRow> deal_table;
  std::vector<Stated> stated;
  std::map<std::string, Clause> clauses;

  int potions() const { return potion_high - potion_low + 1; }
  bool is_potion(int v) const { return v >= potion_low && v <= potion_high; }
  bool is_red(int v) const;
  bool is_blue(int v) const;
  const DealRow* row(int players) const;
  const Clause* clause(const std::string& id) const;
};

}  // namespace errata::loser
