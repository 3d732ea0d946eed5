#include "edition.h"

#include "../core/name_key.h"

namespace errata::secret_moon {

const CharacterSpec* Edition::spec(Character c) const {
  for (const auto& s : characters)
    if (s.role == c) return &s;
  return nullptr;
}

const std::string& Edition::name(Character c) const {
  static const std::string none = "none";
  const CharacterSpec* s = spec(c);
  return s ? s->name : none;
}

Team Edition::team(Character c) const {
  const CharacterSpec* s = spec(c);
  return s ? s->team : Team::none;
}

Reply Edition::answer(Character c) const {
  const CharacterSpec* s = spec(c);
  return s ? s->answer : Reply::none;
}

int Edition::copies(Character c) const {
  const CharacterSpec* s = spec(c);
  return s ? s->count : 0;
}

int Edition::box_size() const {
  int n = 0;
  for (const auto& s : characters) n += s.count;
  return n;
}

const Clause* Edition::clause(const std::string& id) const {
  auto it = clauses.find(id);
  return it == clauses.end() ? nullptr : &it->second;
}

const Reading* Edition::reading(const std::string& id) const {
  for (const auto& r : readings)
    if (r.id == id) return &r;
  return nullptr;
}

std::optional<Character> Edition::character_named(const std::string& n) const {
  const std::string key = name_key(n);
  for (const auto& s : characters)
    if (name_key(character_id(s.role)) == key || name_key(s.name) == key) return s.role;
  return std::nullopt;
}

std::vector<std::string> Edition::character_names() const {
  std::vector<std::string> out;
  for (const auto& s : characters) out.emplace_back(character_id(s.role));
  return out;
}

std::string Edition::choose(const std::string& reading_id, const std::string& option) {
  for (auto& r : readings) {
    if (r.id != reading_id) continue;
    if (!r.option(option)) return r.no_such_option(option);
    if (std::string why = rules.choose(reading_id, option); !why.empty()) return why;
    r.chosen = option;
    return "";
  }
  return "no reading '" + reading_id + "'";
}

}  // namespace errata::secret_moon
