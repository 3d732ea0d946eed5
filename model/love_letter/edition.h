#pragma once
// One Love Letter rulebook as data: its cards, token table, player range,
// the clause variant it uses at each variation point, the readings it takes
// where its text is silent, and the citations behind every clause.
#include <array>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../core/clause.h"
#include "../core/reading.h"
#include "../core/rulebook.h"
#include "../core/source_mark.h"
#include "data_cards/card_effect.h"
#include "role.h"
#include "role_sets.h"
#include "rules.h"

namespace errata::love_letter {

struct CardSpec {
  Role role = Role::none;
  std::string name;   // printed name
  std::vector<std::string> aliases;  // other printed names of the same card
  int value = 0;
  int count = 0;      // copies as the text states them (see Edition::copies for the model's)
  bool count_stated = true;
  int removed = 0;    // copies a variant takes out of the deck (remove_cards)
  int line = 0;
  // Its effect written as data (docs/editions.md, "Cards as data"); null: the
  // engine's own code for the role. Shared, never changed once read.
  std::shared_ptr<const CardEffect> effect;
};

// A number the text states about itself ("21 cartes Personnage").
struct StatedTotal {
  std::string what;
  int value = 0;
  int line = 0;
  std::string quote;
  std::string rulebook;
};

class Edition {
 public:
  std::string id;
  std::string game;
  std::string title;
  std::string base;  // the edition this one starts from, if any
  Rulebook rulebook;
  SourceMark source;  // the edition file

  int min_players = 2;
  int max_players = 2;
  std::string players_clause;
  std::vector<CardSpec> cards;
  std::vector<StatedTotal> stated;
  std::map<int, int> tokens_to_win;  // players -> tokens
  std::string tokens_clause;
  std::string removed_clause;  // the clause that takes cards out (remove_cards)
  int set_aside_face_down = 1;
  int face_up_when_two_players = 3;
  std::map<std::string, std::string> variants;  // variation point -> variant, as the text states it
  std::map<std::string, Clause> clauses;
  std::vector<Reading> readings;

  // Resolved from the above (see finish()).
  Rules rules;
  std::array<int8_t, kRoleCount> copies{};  // in the model, after readings; 0 = not in this edition
  std::array<int8_t, kRoleCount> value{};
  std::array<bool, kRoleCount> listed{};  // in the card table (even with no copy in the model)
  RoleSets sets;  // what each role does, as the engine asks it on every turn (role_sets.h)

  // Applies the readings' chosen options and resolves rules, copies and values.
  // Returns an error message, or "" when every choice is one the engine knows.
  std::string finish();
  // Chooses another option for reading `id`; an error message or "".
  std::string choose(const std::string& reading_id, const std::string& option);

  bool has_card(Role r) const { return copies[static_cast<size_t>(r)] > 0; }
  int value_of(Role r) const { return value[static_cast<size_t>(r)]; }
  const CardSpec* card(Role r) const;
  bool lists(Role r) const { return listed[static_cast<size_t>(r)]; }
  // The card's effect written as data, or nullptr: the engine's own code (a bundled role).
  const CardEffect* effect(Role r) const { return effect_of_[static_cast<size_t>(r)]; }
  bool is_data(Role r) const { return has_role(sets.data, r); }
  // The role a scenario means by `name`: a role id or the printed name, matched
  // ignoring case, accents, and with spaces, '-' and '_' alike.
  std::optional<Role> card_named(std::string_view name) const;
  std::vector<std::string> card_names() const;  // every accepted spelling, for suggestions
  std::string card_name(Role r) const;           // printed name
  int deck_size() const;                          // cards in the model's deck
  int highest_value() const;                      // the highest value of a card of the deck (0 for none)

  const Clause* clause(std::string_view id) const;
  const Reading* reading(std::string_view id) const;
  // The readings a use of clause `id` depends on.
  std::vector<const Reading*> readings_for(std::string_view clause_id) const;
  int tokens_needed(int players) const;
  bool any_reading_counts(Role r) const;
  // The variant in force at a variation point (stated, or the reading chosen).
  std::string variant_at(const std::string& point) const;
  // Resolves each card's effect and the sets again, after a card's `effect`
  // is changed in code (a mutant, a setting copied); finish() calls it.
  std::string resolve_data_cards();

 private:
  std::array<const CardEffect*, kRoleCount> effect_of_{};  // each listed card's `effect`, resolved by finish()
};

}  // namespace errata::love_letter
