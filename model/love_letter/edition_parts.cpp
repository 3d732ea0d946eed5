#include "edition_parts.h"

#include <algorithm>

#include "../core/ids.h"
#include "../core/name_key.h"
#include "../core/reading_reader.h"
#include "../core/suggest.h"
#include "data_cards/data_roles.h"
#include "data_cards/effect_reader.h"
#include "state.h"

namespace errata::love_letter {
namespace {

// "the engine has no variant 'x' at 'point' (did you mean 'y'?); its variants: a, b".
std::string no_such_variant(const std::string& variant, const std::string& point) {
  const auto known = Rules::variants_of(point);
  std::string list;
  for (const auto& k : known) list += (list.empty() ? "" : ", ") + k;
  return "the engine has no variant '" + variant + "' at '" + point + "'" + did_you_mean(variant, known) + "; its variants: " + list;
}

// A card's `line` holds its printed name (or another of its names) or its value.
void check_card_line(const YamlReader& in, const YAML::Node& line, const CardSpec& c, const Rulebook& book) {
  if (c.line < 1 || c.line > book.line_count())
    in.fail(line, "card.line: line " + std::to_string(c.line) + " is outside " + book.name() + " (" + std::to_string(book.line_count()) +
                      " lines)");
  const std::string text = name_key(book.line(c.line));
  bool named = text.find(name_key(c.name)) != std::string::npos || book.line(c.line).find(std::to_string(c.value)) != std::string::npos;
  for (const auto& a : c.aliases) named = named || text.find(name_key(a)) != std::string::npos;
  if (!named)
    in.fail(line, "card.line: line " + std::to_string(c.line) + " of " + book.name() + " holds neither '" + c.name + "' nor its value " +
                      std::to_string(c.value) + "; it reads: " + book.line(c.line));
}

// The card's role: a bundled role (`role:`), or a card of the edition's own
// (`id:`), whose slot claim_data_ids gave it.
Role card_role(const YamlReader& in, const YAML::Node& n, const Edition& ed, const std::vector<std::string>& role_ids) {
  if (n["role"] && n["id"]) in.fail(n["id"], "card: give `role` (a bundled role) or `id` (a card of this edition's own), not both");
  if (n["id"]) {
    const std::string id = in.text(n["id"], "card.id");
    const auto r = registered_data_role(id);
    if (!r) in.fail(n["id"], "card.id: no slot is left for '" + id + "'");  // claim_data_ids said why
    if (ed.card(*r)) in.fail(n["id"], "card '" + id + "' is listed twice");
    return *r;
  }
  const YAML::Node role = in.required(n, "role", "card");
  const std::string id = in.text(role, "card.role");
  auto r = native_role_from_id(id);
  if (!r && registered_data_role(id))
    in.fail(role, "card.role: '" + id + "' is a card of an edition's own: name it with `id: " + id + "` and give its `effect`");
  if (!r) in.fail(role, "unknown role id '" + id + "'" + did_you_mean(id, role_ids));
  if (ed.card(*r)) in.fail(role, "role '" + id + "' is listed twice");
  return *r;
}

void read_card(const YamlReader& in, const YAML::Node& n, Edition& ed, const std::vector<std::string>& role_ids,
               const EffectContext& effects) {
  in.expect_map(n, "card", {"role", "id", "name", "also", "value", "count", "line", "effect"});
  CardSpec c;
  c.role = card_role(in, n, ed, role_ids);
  c.name = in.text(in.required(n, "name", "card"), "card.name");
  if (n["also"]) c.aliases = in.texts(n["also"], "card.also");
  c.value = in.integer_in(in.required(n, "value", "card"), "card.value", 0, 99, "a value from 0 to 99");
  const YAML::Node count = in.required(n, "count", "card");
  if (count.IsScalar() && count.Scalar() == "not stated") {
    c.count_stated = false;
    c.count = 0;
  } else {
    c.count = in.integer_in(count, "card.count", 0, kMaxCards, "0 to " + std::to_string(kMaxCards) + " copies");
  }
  if (n["line"]) {
    c.line = in.integer(n["line"], "card.line");
    check_card_line(in, n["line"], c, ed.rulebook);
  }
  if (n["effect"]) c.effect = std::make_shared<const CardEffect>(read_card_effect(in, n["effect"], effects));
  else if (is_data_slot(c.role)) in.required(n, "effect", "card " + std::string(role_id(c.role)));
  ed.cards.push_back(std::move(c));
}

// The ids of the edition's own cards, claimed in file order before any card
// is read (an effect may name a card listed after it). A claim refused (all
// slots taken, an id of the wrong shape or a bundled role's) is that card's error.
void claim_data_id(const YamlReader& in, const YAML::Node& n) {
  const std::string id = in.text(n["id"], "card.id");
  if (std::string why = edition_id_problem(id); !why.empty()) in.fail(n["id"], "card.id: " + why + ", got '" + id + "'");
  if (native_role_from_id(id))
    in.fail(n["id"], "card.id: '" + id + "' is a bundled role: write `role: " + id + "` to give it an effect of its own");
  if (claim_data_role(id)) return;
  std::string taken;
  for (const auto& t : registered_data_ids()) taken += (taken.empty() ? "" : ", ") + t;
  in.fail(n["id"], "card.id: '" + id + "' would be card " + std::to_string(kMaxDataCards + 1) + " of editions' own in this run; " +
                       std::to_string(kMaxDataCards) + " at most (docs/security.md), already: " + taken);
}

// Every role id the table gives (`role:` or `id:`), for what effects may name.
std::vector<std::string> table_ids(const YAML::Node& node) {
  std::vector<std::string> out;
  for (const auto& n : node)
    for (const char* key : {"role", "id"})
      if (n.IsMap() && n[key] && n[key].IsScalar()) out.push_back(n[key].Scalar());
  return out;
}

}  // namespace

void read_cards(const YamlReader& in, const YAML::Node& node, Edition& ed, ErrorList& errors, const ClauseRef& clause_ref) {
  in.expect_list(node, "cards");
  if (node.size() >= static_cast<size_t>(kRoleCount))
    in.fail(node, "cards: more than " + std::to_string(kRoleCount - 1) + " cards (" + std::to_string(kNativeRoleCount - 1) +
                      " bundled roles and " + std::to_string(kMaxDataCards) + " of an edition's own)");
  std::vector<std::string> role_ids;
  for (int i = 1; i < kNativeRoleCount; ++i) role_ids.emplace_back(kRoleIds[static_cast<size_t>(i)]);
  std::vector<bool> claimed;
  for (const auto& n : node) claimed.push_back(!(n.IsMap() && n["id"]) || errors.attempt([&] { claim_data_id(in, n); }));
  const EffectContext effects{clause_ref, table_ids(node)};
  size_t i = 0;
  for (const auto& n : node)
    if (claimed[i++]) errors.attempt([&] { read_card(in, n, ed, role_ids, effects); });
}

void read_readings(const YamlReader& in, const YAML::Node& node, Edition& ed, ErrorList& errors) {
  in.expect_list(node, "readings");
  for (const auto& n : node) errors.attempt([&] {
    Reading r = read_reading(in, n, ed.rulebook, ed.clauses);
    if (std::count_if(node.begin(), node.end(),
                      [&](const YAML::Node& o) { return o.IsMap() && o["id"] && o["id"].IsScalar() && o["id"].Scalar() == r.id; }) > 1)
      in.fail(n["id"], "reading '" + r.id + "' is given twice");
    std::erase_if(ed.readings, [&](const Reading& old) { return old.id == r.id; });  // replaces a base edition's
    if (Rules::is_variation_point(r.id)) {
      const auto known = Rules::variants_of(r.id);
      for (const auto& kv : n["options"])
        if (std::find(known.begin(), known.end(), kv.first.Scalar()) == known.end())
          in.fail(kv.first, no_such_variant(kv.first.Scalar(), r.id));
    }
    for (const auto& kv : n["options"])
      if (kv.second.IsMap() && kv.second["counts"])
        for (const auto& c : kv.second["counts"]) {
          const int k = in.integer(c.second, "count");
          if (k < 0 || k > kMaxCards)
            in.fail(c.second, "reading option.counts: expected 0 to " + std::to_string(kMaxCards) + " copies, got " + std::to_string(k));
        }
    ed.readings.push_back(std::move(r));
  });
}

// Every option of every reading, each taken with the others as chosen, must
// give a deck the model holds (--reading takes any of them later).
void check_every_option(const YamlReader& in, const YAML::Node& root, const Edition& ed, ErrorList& errors) {
  for (const auto& r : ed.readings) {
    for (const auto& o : r.options) {
      if (o.name == r.chosen) continue;
      Edition probe = ed;
      if (std::string problem = probe.choose(r.id, o.name); !problem.empty()) {
        SourceMark at = in.mark(root);  // a reading of the base edition: this file as a whole
        if (root["readings"] && root["readings"].IsSequence())
          for (const auto& n : root["readings"])
            if (n.IsMap() && n["id"] && n["id"].IsScalar() && n["id"].Scalar() == r.id && n["options"].IsMap())
              at = in.mark(n["options"][o.name]);
        errors.add(InputError(at, "reading '" + r.id + "' option '" + o.name + "': " + problem));
      }
    }
  }
}

void read_players(const YamlReader& in, const YAML::Node& players, Edition& ed,
                  const ClauseRef& clause_ref) {
  in.expect_map(players, "players", {"min", "max", "clause"});
  const std::string range = "2 <= min <= max <= " + std::to_string(kMaxPlayers);
  const int min = in.integer_in(in.required(players, "min", "players"), "players.min", 2, kMaxPlayers, range);
  const int max = in.integer_in(in.required(players, "max", "players"), "players.max", 2, kMaxPlayers, range);
  if (min > max) in.fail(players, "players: expected " + range);
  ed.min_players = min;  // only a range that holds: the token table and the deal are checked over it
  ed.max_players = max;
  ed.players_clause = clause_ref(in.required(players, "clause", "players"), "players.clause");
}

void read_stated(const YamlReader& in, const YAML::Node& node, Edition& ed, ErrorList& errors) {
  in.expect_list(node, "stated");
  for (const auto& n : node) errors.attempt([&] {
    in.expect_map(n, "stated", {"what", "value", "line", "quote"});
    StatedTotal st{in.text(in.required(n, "what", "stated"), "stated.what"),
                   in.integer(in.required(n, "value", "stated"), "stated.value"),
                   in.integer(in.required(n, "line", "stated"), "stated.line"),
                   in.text(in.required(n, "quote", "stated"), "stated.quote"), ed.rulebook.name()};
    if (!ed.rulebook.quotes(st.line, st.quote))
      in.fail(n["quote"], "stated: the quote is not found verbatim on line " + std::to_string(st.line) + " of " + ed.rulebook.name() +
                              ": " + ed.rulebook.why_not_quoted(st.line, st.quote));
    ed.stated.push_back(std::move(st));
  });
}

void read_tokens(const YamlReader& in, const YAML::Node& tokens, Edition& ed,
                 const ClauseRef& clause_ref) {
  in.expect_map(tokens, "tokens_to_win", {"clause", "table"});
  ed.tokens_clause = clause_ref(in.required(tokens, "clause", "tokens_to_win"), "tokens_to_win.clause");
  const YAML::Node table = in.required(tokens, "table", "tokens_to_win");
  in.expect_map(table, "tokens_to_win.table");
  ed.tokens_to_win.clear();
  for (const auto& kv : table) {
    const int n = in.integer(kv.first, "tokens_to_win.table key");
    const int t = in.integer(kv.second, "tokens_to_win.table value");
    if (t < 1 || t > 99) in.fail(kv.second, "tokens_to_win: expected 1 to 99 tokens");
    ed.tokens_to_win[n] = t;
  }
}

void read_setup(const YamlReader& in, const YAML::Node& setup, Edition& ed) {
  in.expect_map(setup, "setup", {"set_aside_face_down", "face_up_when_two_players", "hand"});
  if (setup["set_aside_face_down"]) ed.set_aside_face_down = in.integer(setup["set_aside_face_down"], "setup.set_aside_face_down");
  if (setup["face_up_when_two_players"])
    ed.face_up_when_two_players = in.integer(setup["face_up_when_two_players"], "setup.face_up_when_two_players");
  if (setup["hand"] && in.integer(setup["hand"], "setup.hand") != 1) in.fail(setup["hand"], "setup.hand: the engine deals one card each");
  if (ed.set_aside_face_down < 0 || ed.set_aside_face_down > 1) in.fail(setup, "setup.set_aside_face_down: expected 0 or 1");
  if (ed.face_up_when_two_players < 0 || ed.face_up_when_two_players > 3)
    in.fail(setup, "setup.face_up_when_two_players: expected 0 to 3");
}

void read_variants(const YamlReader& in, const YAML::Node& variants, Edition& ed, ErrorList& errors) {
  in.expect_map(variants, "variants");
  const auto points = Rules::variation_points();
  for (const auto& kv : variants) errors.attempt([&] {
    const std::string point = kv.first.Scalar();
    if (!Rules::is_variation_point(point))
      in.fail(kv.first, "variants: the engine has no variation point '" + point + "'" + did_you_mean(point, points));
    const std::string v = in.text(kv.second, "variants." + point);
    if (!Rules().set(point, v))
      in.fail(kv.second, "variants: " + no_such_variant(v, point));
    ed.variants[point] = v;
    // The text states it: a reading a base edition took there does not apply.
    std::erase_if(ed.readings, [&](const Reading& r) { return r.id == point; });
  });
}

void read_removed(const YamlReader& in, const YAML::Node& node, Edition& ed) {
  in.expect_map(node, "remove_cards", {"clause", "cards"});
  ed.removed_clause = in.text(in.required(node, "clause", "remove_cards"), "remove_cards.clause");
  const YAML::Node cards = in.required(node, "cards", "remove_cards");
  in.expect_map(cards, "remove_cards.cards");
  for (const auto& kv : cards) {
    auto role = role_from_id(kv.first.Scalar());
    if (!role || !ed.card(*role)) in.fail(kv.first, "remove_cards: '" + kv.first.Scalar() + "' is not a card of the base edition");
    const int n = in.integer(kv.second, "remove_cards." + kv.first.Scalar());
    if (n < 0) in.fail(kv.second, "remove_cards: expected a number of copies");
    for (auto& c : ed.cards)
      if (c.role == *role) c.removed = n;
  }
}

void keep_base_removals(const YamlReader& in, const YAML::Node& root, const std::vector<CardSpec>& base_cards, Edition& ed) {
  for (auto& c : ed.cards)
    for (const auto& b : base_cards)
      if (b.role == c.role) c.removed = b.removed;
  if (root["remove_cards"]) return;
  for (const auto& n : root["cards"]) {
    const YAML::Node named = n.IsMap() ? (n["role"] ? n["role"] : n["id"]) : YAML::Node();
    const auto role = named && named.IsScalar() ? role_from_id(named.Scalar()) : std::nullopt;
    const CardSpec* c = role ? ed.card(*role) : nullptr;
    if (c && c->removed > c->count && c->count_stated)
      in.fail(n["count"], "card.count: the base edition's remove_cards takes " + std::to_string(c->removed) + " " + c->name +
                              " out of the deck; restate remove_cards to change that");
  }
}

}  // namespace errata::love_letter
