#include "edition.h"

#include <algorithm>

#include "../core/name_key.h"
#include "state.h"

namespace errata::love_letter {

std::string Edition::finish() {
  rules = Rules{};
  for (const auto& [point, variant] : variants) {
    if (!rules.set(point, variant)) return "the engine has no variant '" + variant + "' at '" + point + "'";
  }
  // Counted in int first: the model's int8 copies and its kMaxCards-card state hold only what passes here.
  std::array<int, kRoleCount> n{};
  value.fill(0);
  listed.fill(false);
  for (const auto& c : cards) {
    listed[static_cast<size_t>(c.role)] = true;
    n[static_cast<size_t>(c.role)] = c.count;
    value[static_cast<size_t>(c.role)] = static_cast<int8_t>(c.value);
  }
  for (const auto& r : readings) {
    const ReadingOption* o = r.option(r.chosen);
    if (!o) return r.no_such_option(r.chosen);
    if (Rules::is_variation_point(r.id) && !rules.set(r.id, r.chosen))
      return "the engine has no variant '" + r.chosen + "' at '" + r.id + "'";
    for (const auto& [role_name, count] : o->counts) {
      auto role = role_from_id(role_name);
      if (!role || !card(*role)) return "reading '" + r.id + "' changes the count of '" + role_name + "', not a card of this edition";
      if (count < 0 || count > kMaxCards)
        return "reading '" + r.id + "' option '" + r.chosen + "' gives " + std::to_string(count) + " " + card(*role)->name +
               ": expected 0 to " + std::to_string(kMaxCards) + " copies";
      n[static_cast<size_t>(*role)] = count;
    }
  }
  int total = 0;
  for (const auto& c : cards) {
    auto& k = n[static_cast<size_t>(c.role)];
    if (c.removed > k) return "remove_cards takes " + std::to_string(c.removed) + " " + c.name + " out of " + std::to_string(k);
    k -= c.removed;
    total += k;
  }
  if (total > kMaxCards)
    return "the deck holds " + std::to_string(total) + " cards; the model holds at most " + std::to_string(kMaxCards);
  // setup.deal: the set-aside card, the face-up cards of a 2-player round or
  // a card to each player, and one card to draw.
  for (int players = min_players; players <= max_players; ++players) {
    const int needed = set_aside_face_down + (players == 2 ? face_up_when_two_players : 0) + players + 1;
    if (total < needed)
      return "the deck holds " + std::to_string(total) + " cards: too few to deal a " + std::to_string(players) +
             "-player round (" + std::to_string(needed) + " with the set-aside and face-up cards and one to draw)";
  }
  for (size_t i = 0; i < n.size(); ++i) copies[i] = static_cast<int8_t>(n[i]);
  for (const auto& c : cards)
    if (!c.count_stated && copies[static_cast<size_t>(c.role)] == 0 && !any_reading_counts(c.role))
      return "the text does not state how many " + c.name + " there are: a reading must give the count";
  return resolve_data_cards();
}

// Each card's effect written as data, and what every card does as sets of roles.
std::string Edition::resolve_data_cards() {
  effect_of_.fill(nullptr);
  for (const auto& c : cards) {
    if (is_data_slot(c.role) && !c.effect) return "card '" + std::string(role_id(c.role)) + "' is the edition's own: it needs an `effect`";
    effect_of_[static_cast<size_t>(c.role)] = c.effect.get();
  }
  sets = role_sets_of(*this);
  return "";
}

bool Edition::any_reading_counts(Role r) const {
  for (const auto& rd : readings) {
    const ReadingOption* o = rd.option(rd.chosen);
    if (o && o->counts.count(std::string(role_id(r)))) return true;
  }
  return false;
}

std::string Edition::variant_at(const std::string& point) const {
  if (auto it = variants.find(point); it != variants.end()) return it->second;
  if (const Reading* r = reading(point)) return r->chosen;
  return "";
}

std::string Edition::choose(const std::string& reading_id, const std::string& option) {
  for (auto& r : readings) {
    if (r.id != reading_id) continue;
    if (!r.option(option)) return r.no_such_option(option);
    const std::string before = r.chosen;
    r.chosen = option;
    std::string problem = finish();
    if (!problem.empty()) {  // leave the edition as it was
      r.chosen = before;
      finish();
    }
    return problem;
  }
  return "edition '" + id + "' has no reading '" + reading_id + "'";
}

const CardSpec* Edition::card(Role r) const {
  for (const auto& c : cards)
    if (c.role == r) return &c;
  return nullptr;
}

std::optional<Role> Edition::card_named(std::string_view name) const {
  const std::string key = name_key(name);
  for (const auto& c : cards) {
    if (name_key(role_id(c.role)) == key || name_key(c.name) == key) return c.role;
    for (const auto& a : c.aliases)
      if (name_key(a) == key) return c.role;
  }
  return std::nullopt;
}

std::vector<std::string> Edition::card_names() const {
  std::vector<std::string> out;
  for (const auto& c : cards) {
    out.emplace_back(role_id(c.role));
    out.push_back(c.name);
    out.insert(out.end(), c.aliases.begin(), c.aliases.end());
  }
  return out;
}

std::string Edition::card_name(Role r) const {
  const CardSpec* c = card(r);
  return c ? c->name : std::string(role_id(r));
}

int Edition::highest_value() const {
  int top = 0;
  for (int i = 1; i < kRoleCount; ++i)
    if (has_card(static_cast<Role>(i))) top = std::max(top, value_of(static_cast<Role>(i)));
  return top;
}

int Edition::deck_size() const {
  int n = 0;
  for (auto c : copies) n += c;
  return n;
}

const Clause* Edition::clause(std::string_view id) const {
  auto it = clauses.find(std::string(id));
  return it == clauses.end() ? nullptr : &it->second;
}

const Reading* Edition::reading(std::string_view id) const {
  for (const auto& r : readings)
    if (r.id == id) return &r;
  return nullptr;
}

std::vector<const Reading*> Edition::readings_for(std::string_view clause_id) const {
  std::vector<const Reading*> out;
  for (const auto& r : readings)
    for (const auto& c : r.clauses)
      if (c == clause_id) out.push_back(&r);
  return out;
}

int Edition::tokens_needed(int players) const {
  auto it = tokens_to_win.find(players);
  return it == tokens_to_win.end() ? 0 : it->second;
}

}  // namespace errata::love_letter
