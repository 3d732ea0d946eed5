// Love Letter's editions in words: one edition's card and token tables
// (errata editions), and every edition's cards side by side (errata cards).
#include "edition_text.h"

#include <algorithm>
#include <sstream>

#include "model/core/input_error.h"
#include "core/json_text.h"

namespace errata::love_letter {
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

std::string copies_of(const Edition& ed, const love_letter::CardSpec& c) {
  const int model = ed.copies[static_cast<size_t>(c.role)];
  std::string s = c.count_stated ? "×" + std::to_string(c.count - c.removed) : "copies not stated";
  if (!c.count_stated || model != c.count - c.removed) s += ", model " + std::to_string(model);
  return s;
}



}  // namespace

std::string describe_edition(const Edition& ed) {
  std::ostringstream out;
  out << ed.id << "  " << ed.title << "\n";
  out << "  game: " << ed.game << ", rulebook: " << ed.rulebook.name() << ", edition file: " << ed.source.file
            << "\n";
  out << "  players: " << ed.min_players << " to " << ed.max_players << "; favor tokens to win:";
  for (const auto& [n, t] : ed.tokens_to_win) out << " " << n << "p=" << t;
  out << "\n  cards (" << ed.deck_size() << " in the model):\n";
  size_t name_width = 6;
  for (const auto& c : ed.cards) name_width = std::max(name_width, display_width(c.name) + 2);
  out << "    " << pad("role", 14) << pad("name", name_width) << pad("value", 7) << "copies\n";
  for (const auto& c : ed.cards) {
    out << "    " << pad(std::string(love_letter::role_id(c.role)), 14) << pad(c.name, name_width)
              << pad(std::to_string(c.value), 7);
    const int model = ed.copies[static_cast<size_t>(c.role)];
    if (!c.count_stated) out << "not stated";
    else out << c.count;
    if (c.removed) out << " - " << c.removed << " removed";
    if (model != c.count - c.removed || !c.count_stated) out << " (model: " << model << ")";
    out << "\n";
  }
  if (!ed.readings.empty()) {
    out << "  readings where the text is silent or contradicts itself:\n";
    for (const auto& r : ed.readings) out << "    " << r.id << ": " << r.chosen << "\n";
  }
  out << "\n";
  return out.str();
}

namespace {

// The roles any of the editions has, in role order: the table's rows.
std::vector<Role> roles_of(const std::vector<const Edition*>& editions) {
  std::vector<Role> roles;
  for (int i = 1; i < love_letter::kRoleCount; ++i) {
    const Role r = static_cast<Role>(i);
    for (const auto* ed : editions)
      if (ed->card(r)) {
        roles.push_back(r);
        break;
      }
  }
  return roles;
}

// One edition's card of a role, as a JSON object.
Json card_json(const Edition& ed, const love_letter::CardSpec& c) {
  return {{"name", c.name},
          {"value", c.value},
          {"count", c.count_stated ? Json(c.count - c.removed) : Json(nullptr)},
          {"count_stated", c.count_stated},
          {"model_count", int(ed.copies[static_cast<size_t>(c.role)])}};
}

// One member a line, each role too.
JsonBreak cards_break(const JsonPath& p, const Json&) {
  if (p.empty()) return {2};
  if (path_is(p, {"roles"})) return {4};
  return {};
}

std::string cards_json(const std::vector<const Edition*>& editions, const std::vector<Role>& roles) {
  Json ids = Json::array(), rows = Json::array();
  for (const auto* ed : editions) ids.push_back(ed->id);
  for (const Role r : roles) {
    Json cards = Json::object();
    for (const auto* ed : editions)
      if (const auto* c = ed->card(r)) cards[ed->id] = card_json(*ed, *c);
    rows.push_back({{"role", std::string(love_letter::role_id(r))}, {"editions", std::move(cards)}});
  }
  return json_text({{"editions", std::move(ids)}, {"roles", std::move(rows)}}, {cards_break}) + "\n";
}

// A row per role, a column per edition: tab-separated text, or Markdown.
std::string cards_grid(const std::vector<const Edition*>& editions, const std::vector<Role>& roles, bool md) {
  std::ostringstream out, header, rule;
  header << (md ? "| role |" : "role");
  rule << "|---|";
  for (const auto* ed : editions) {
    header << (md ? " " : "\t") << ed->id << (md ? " |" : "");
    rule << "---|";
  }
  out << header.str() << "\n";
  if (md) out << rule.str() << "\n";
  for (Role r : roles) {
    out << (md ? "| `" : "") << love_letter::role_id(r) << (md ? "` |" : "");
    for (const auto* ed : editions) {
      const auto* c = ed->card(r);
      // A card the edition keeps at no copy (the classic variant's Spy and Chancellor) is in none of its decks: "—".
      if (c && c->count_stated && c->count - c->removed == 0 && ed->copies[static_cast<size_t>(r)] == 0) c = nullptr;
      out << (md ? " " : "\t");
      if (c) out << c->name << " (" << c->value << ", " << copies_of(*ed, *c) << ")";
      else out << "—";
      out << (md ? " |" : "");
    }
    out << "\n";
  }
  return out.str();
}

}  // namespace

std::string cards_table(const std::vector<const Edition*>& editions, const std::string& format) {
  const std::vector<Role> roles = roles_of(editions);
  if (format == "json") return cards_json(editions, roles);
  if (format != "md" && format != "text")
    throw InputError(SourceMark{"--format", 0, 0}, "expected text, md or json, got '" + format + "'");
  return cards_grid(editions, roles, format == "md");
}

}  // namespace errata::love_letter
