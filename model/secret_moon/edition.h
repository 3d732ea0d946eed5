#pragma once
// The Secret Moon rulebook as data: its character table (teams, answers),
// player range, turn-order cards, rounds, the 5-player removal, the markers,
// the numbers it states about itself, its readings and the citations behind
// every clause (claims the text makes about itself are clauses `claim.*`).
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "../core/clause.h"
#include "../core/reading.h"
#include "../core/rulebook.h"
#include "character.h"
#include "rules.h"

namespace errata::secret_moon {

struct CharacterSpec {
  Character role = Character::none;
  std::string name;  // printed name
  int count = 0;
  Team team = Team::none;
  Reply answer = Reply::none;  // to « Qui va là ? »
  int line = 0;
};

struct StatedNumber {
  std::string what;
  int value = 0;
  int line = 0;
  std::string quote;
};

struct Markers {
  int colours = 0, per_colour = 0, minister = 0, princess = 0;
};

struct Removal {
  int players = 0;
  std::vector<Character> from;
  int count = 0;
};

class Edition {
 public:
  std::string id, game, title;
  std::string base;  // the edition this one starts from (`base:`), or ""
  Rulebook rulebook;
  int min_players = 0, max_players = 0;
  std::string players_clause;
  std::vector<CharacterSpec> characters;
  int turn_cards = 0;
  int rounds = 0;
  Removal removal;
  Markers markers;
  std::vector<StatedNumber> stated;
  std::vector<Reading> readings;
  std::map<std::string, Clause> clauses;
  Rules rules;

  const CharacterSpec* spec(Character c) const;
  const std::string& name(Character c) const;
  Team team(Character c) const;
  Reply answer(Character c) const;
  int copies(Character c) const;
  int box_size() const;  // character cards in the box
  const Clause* clause(const std::string& id) const;
  const Reading* reading(const std::string& id) const;
  // The character a name stands for: id ("guard") or printed name ("Garde").
  std::optional<Character> character_named(const std::string& name) const;
  std::vector<std::string> character_names() const;
  // Another option of a reading; "" when done.
  std::string choose(const std::string& reading_id, const std::string& option);
};

}  // namespace errata::secret_moon
