#include "edition_loader.h"

#include <algorithm>

#include "clause_ids.h"
#include "model/core/bundled_files.h"
#include "model/core/clause_reader.h"
#include "model/core/yaml_reader.h"
#include "state.h"

namespace errata::loser {
namespace {

// A row's own {line, quote}, checked like any citation.
Citation cite(const YamlReader& in, const YAML::Node& n, const Rulebook& book, const std::string& what) {
  YAML::Node c;
  c["line"] = in.required(n, "line", what);
  c["quote"] = in.required(n, "quote", what);
  return read_citations(in, c, book, what)[0];
}

int bounded(const YamlReader& in, const YAML::Node& n, const std::string& what, int lo, int hi) {
  const int v = in.integer(n, what);
  if (v < lo || v > hi) in.fail(n, what + ": expected " + std::to_string(lo) + " to " + std::to_string(hi));
  return v;
}

void read_components(const YamlReader& in, const YAML::Node& node, Edition& ed) {
  in.expect_map(node, "components", {"potions", "red", "blue", "spells", "action_cards", "faces_per_action_card",
                                     "characters", "cards_per_character", "first_player_draws", "loser_draws"});
  const YAML::Node potions = in.required(node, "potions", "components");
  in.expect_map(potions, "components.potions", {"low", "high"});
  ed.potion_low = bounded(in, in.required(potions, "low", "potions"), "potions.low", 1, kMaxPotions);
  ed.potion_high = bounded(in, in.required(potions, "high", "potions"), "potions.high", ed.potion_low, kMaxPotions);
  for (const char* colour : {"red", "blue"}) {
    const YAML::Node list = in.required(node, colour, "components");
    auto& out = std::string(colour) == "red" ? ed.red : ed.blue;
    out = in.integers(list, colour);
    for (int v : out)
      if (!ed.is_potion(v)) in.fail(list, std::string(colour) + ": " + std::to_string(v) + " is not a potion value");
  }
  ed.spells = bounded(in, in.required(node, "spells", "components"), "spells", 2, kMaxSpells);
  ed.action_cards = bounded(in, in.required(node, "action_cards", "components"), "action_cards", kActionCards, kActionCards);
  ed.faces_per_action_card = bounded(in, in.required(node, "faces_per_action_card", "components"), "faces_per_action_card", 2, 2);
  ed.characters = bounded(in, in.required(node, "characters", "components"), "characters", 1, 99);
  ed.cards_per_character =
      bounded(in, in.required(node, "cards_per_character", "components"), "cards_per_character", kCharacterCards, kCharacterCards);
  ed.first_player_draws = bounded(in, in.required(node, "first_player_draws", "components"), "first_player_draws", 0, 2);
  ed.loser_draws = bounded(in, in.required(node, "loser_draws", "components"), "loser_draws", 2, 2);
}

void read_deal_table(const YamlReader& in, const YAML::Node& node, Edition& ed) {
  in.expect_list(node, "deal_table");
  for (const auto& n : node) {
    in.expect_map(n, "deal_table row", {"players", "hand", "face_up", "face_down", "line", "quote"});
    DealRow r;
    r.players = bounded(in, in.required(n, "players", "row"), "row.players", 1, kMaxPlayers);
    r.hand = bounded(in, in.required(n, "hand", "row"), "row.hand", 1, kMaxHand);
    r.face_up = bounded(in, in.required(n, "face_up", "row"), "row.face_up", 0, kMaxPotions);
    r.face_down = bounded(in, in.required(n, "face_down", "row"), "row.face_down", 0, kMaxPotions);
    const Citation c = cite(in, n, ed.rulebook, "deal_table row");
    r.line = c.line;
    r.quote = c.quote;
    if (ed.row(r.players)) in.fail(n["players"], "deal_table: " + std::to_string(r.players) + " players given twice");
    const int dealt = r.players * r.hand + r.face_up + r.face_down;
    if (dealt > ed.potions())
      in.fail(n, "deal_table row: deals " + std::to_string(dealt) + " potions; the edition has " + std::to_string(ed.potions()));
    ed.deal_table.push_back(std::move(r));
  }
}

void read_stated(const YamlReader& in, const YAML::Node& node, Edition& ed) {
  in.expect_list(node, "stated");
  for (const auto& n : node) {
    in.expect_map(n, "stated", {"what", "value", "line", "quote"});
    Stated s;
    s.what = in.text(in.required(n, "what", "stated"), "stated.what");
    s.value = in.integer(in.required(n, "value", "stated"), "stated.value");
    const Citation c = cite(in, n, ed.rulebook, "stated '" + s.what + "'");
    s.line = c.line;
    s.quote = c.quote;
    ed.stated.push_back(std::move(s));
  }
}

}  // namespace

Edition load_edition(const std::string& text, const std::string& file) {
  const auto docs = load_yaml_documents(text, file);
  const YamlReader in(file);
  if (docs.size() != 1 || !docs[0].IsMap()) in.fail(docs.empty() ? YAML::Node() : docs[0], "an edition file is one map");
  const YAML::Node& d = docs[0];
  in.expect_map(d, "edition", {"id", "game", "title", "rulebook", "players", "components", "deal_table", "stated", "clauses"});
  Edition ed;
  ed.id = in.edition_id(in.required(d, "id", "edition"), "id");
  if (in.text(in.required(d, "game", "edition"), "game") != "loser") in.fail(d["game"], "game: expected 'loser'");
  ed.title = in.text(in.required(d, "title", "edition"), "title");
  ed.rulebook = find_rulebook(in, d["rulebook"], in.text(in.required(d, "rulebook", "edition"), "rulebook"));
  const YAML::Node players = in.required(d, "players", "edition");
  in.expect_map(players, "players", {"min", "max"});
  ed.min_players = bounded(in, in.required(players, "min", "players"), "players.min", 1, kMaxPlayers);
  ed.max_players = bounded(in, in.required(players, "max", "players"), "players.max", ed.min_players, kMaxPlayers);
  read_components(in, in.required(d, "components", "edition"), ed);
  read_deal_table(in, in.required(d, "deal_table", "edition"), ed);
  for (int n = ed.min_players; n <= ed.max_players; ++n)
    if (!ed.row(n)) in.fail(d["deal_table"], "deal_table: no row for " + std::to_string(n) + " players");
  if (d["stated"]) read_stated(in, d["stated"], ed);
  ErrorList errors;  // every clause's error at once
  read_clauses(in, in.required(d, "clauses", "edition"), ed.rulebook, ed.clauses, errors);
  errors.throw_if_any();
  for (std::string_view id : engine_clauses())
    if (!ed.clause(std::string(id)))
      in.fail(d["clauses"], "clauses: the engine cites '" + std::string(id) + "', which this edition does not give");
  return ed;
}

const Edition& bundled_edition() {
  static const Edition ed = [] {
    const auto f = find_bundled("loser.yaml");
    if (!f) throw std::logic_error("the bundled Loser edition file is missing");
    return load_edition(std::string(f->text), std::string(f->path));
  }();
  return ed;
}

}  // namespace errata::loser
