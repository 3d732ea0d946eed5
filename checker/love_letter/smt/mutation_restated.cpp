// The mutants that must change nothing the rules decide: values remapped
// keeping every comparison and sum, and `base:` edition files restating what
// they inherit (read by the loader, as a user's file is).
#include <algorithm>
#include <stdexcept>

#include "card_values.h"
#include "model/core/input_error.h"
#include "model/core/scenario_emitter.h"
#include "model/love_letter/data_cards/effect_writer.h"
#include "model/love_letter/edition_loader.h"
#include "mutation_suite.h"

namespace errata::smt {

using love_letter::Edition;
using love_letter::Role;

namespace {

// Whether the encodings read the same values of both: the order (with the
// Counts' bonus), and the sums where a tie is broken by discard totals.
bool same_values_read(const Edition& a, const Edition& b) {
  const CardValues x = card_values(a), y = card_values(b);
  const bool sums = a.rules.tie_break_on_discards();
  return x.ranked == y.ranked && (!sums || x.summed == y.summed);
}

YAML::Node card_table(const Edition& ed) {
  YAML::Node cards(YAML::NodeType::Sequence);
  for (const auto& c : ed.cards) {
    YAML::Node card = scenario_text::flow_map();
    card[love_letter::is_data_slot(c.role) ? "id" : "role"] = std::string(love_letter::role_id(c.role));
    card["name"] = c.name;
    if (!c.aliases.empty()) card["also"] = scenario_text::flow_seq(c.aliases);
    card["value"] = c.value;
    if (c.count_stated)
      card["count"] = c.count;
    else
      card["count"] = "not stated";
    if (c.line) card["line"] = c.line;
    if (c.effect) card["effect"] = love_letter::effect_node(*c.effect);  // a card written as data, as it is written
    cards.push_back(card);
  }
  return cards;
}

YAML::Node tokens_table(const Edition& ed) {
  YAML::Node tokens;
  tokens["clause"] = ed.tokens_clause;
  YAML::Node table = scenario_text::flow_map();
  for (const auto& [n, t] : ed.tokens_to_win) table[n] = t;
  tokens["table"] = table;
  return tokens;
}

YAML::Node players(const Edition& ed) {
  YAML::Node out = scenario_text::flow_map();
  out["min"] = ed.min_players;
  out["max"] = ed.max_players;
  out["clause"] = ed.players_clause;
  return out;
}

YAML::Node setup(const Edition& ed) {
  YAML::Node out = scenario_text::flow_map();
  out["set_aside_face_down"] = ed.set_aside_face_down;
  out["face_up_when_two_players"] = ed.face_up_when_two_players;
  return out;
}

YAML::Node variants(const Edition& ed) {
  YAML::Node out(YAML::NodeType::Map);
  for (const auto& [point, variant] : ed.variants) out[point] = variant;
  return out;
}

// Each part an edition file may restate, as the key it is written under and its value.
std::vector<std::pair<std::string, YAML::Node>> restatable_parts(const Edition& ed) {
  std::vector<std::pair<std::string, YAML::Node>> parts{
      {"cards", card_table(ed)}, {"players", players(ed)}, {"tokens_to_win", tokens_table(ed)}, {"setup", setup(ed)}};
  if (!ed.variants.empty()) parts.emplace_back("variants", variants(ed));
  return parts;
}

// The file restating `parts` of `ed` over `base: ed`, written by yaml-cpp's emitter.
std::string restating_file(const Edition& ed, const std::string& id, const std::vector<std::pair<std::string, YAML::Node>>& parts) {
  YAML::Node doc;
  doc["id"] = id;
  doc["base"] = ed.id;
  for (const auto& [key, value] : parts) doc[key] = value;
  return scenario_text::emitted(doc);
}

}  // namespace

std::vector<Mutant> remapped_mutants(const Edition& ed) {
  int top = 0;
  for (int i = 1; i < love_letter::kRoleCount; ++i) top = std::max<int>(top, ed.value[static_cast<size_t>(i)]);
  std::vector<std::pair<std::string, std::function<int(int)>>> remaps;
  for (int k : {2, 3})
    if (top * k <= 99) remaps.emplace_back("values*" + std::to_string(k), [k](int v) { return v * k; });
  if (top + 10 <= 99) remaps.emplace_back("values+10", [](int v) { return v + 10; });
  // The Bishop's guess is a printed number, and the Guard's under guard.names
  // a-number-other-than-one: there a remap shows in their play.
  const bool bishop = ed.has_card(Role::bishop), guard = ed.has_card(Role::guard) && ed.rules.guard_names_a_number();
  const std::string expect = bishop && guard ? "found by play." : bishop ? "found by play.bishop" : guard ? "found by play.guard" : "unobservable";
  std::vector<Mutant> out;
  for (const auto& remap : remaps) {
    const std::string& name = remap.first;
    // (A structured binding captured by a lambda does not build with clang 14, the fuzz build's.)
    auto change = [f = remap.second](Edition& e) {
      for (auto& c : e.cards) c.value = f(c.value);
      for (auto& v : e.value) v = static_cast<int8_t>(f(v));
    };
    Mutant m{"remap:" + name, ed, change, expect};
    m.edition.id = ed.id + "-mutant";
    change(m.edition);
    if (same_values_read(ed, m.edition)) out.push_back(std::move(m));
  }
  return out;
}

std::vector<Mutant> restated_mutants(const Edition& ed, const EditionCatalog& catalog) {
  const auto parts = restatable_parts(ed);
  std::vector<std::pair<std::string, std::vector<std::pair<std::string, YAML::Node>>>> restated;
  for (const auto& part : parts) restated.push_back({part.first == "tokens_to_win" ? "tokens" : part.first, {part}});
  restated.push_back({"all", parts});
  std::vector<Mutant> out;
  const std::string id = ed.id + "-restated";
  const love_letter::FindEdition find = [&](const std::string& base) { return base == ed.id ? &ed : catalog.find(base); };
  for (const auto& [what, restating] : restated) {
    Mutant m{"restate:" + what, ed, nullptr, "unobservable"};
    try {
      m.edition = love_letter::load_edition(restating_file(ed, id, restating), id + ".yaml", find);
    } catch (const InputError& e) {
      throw std::logic_error("restating " + what + " of " + ed.id + " is refused: " + e.what());
    }
    out.push_back(std::move(m));
  }
  return out;
}

}  // namespace errata::smt
