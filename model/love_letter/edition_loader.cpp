#include "edition_loader.h"

#include <filesystem>
#include <fstream>
#include <set>
#include <functional>
#include <sstream>

#include "../core/clause_reader.h"
#include "../core/reading_reader.h"
#include "../core/input_error.h"
#include "../core/suggest.h"
#include "../core/yaml_reader.h"
#include "clause_ids.h"
#include "state.h"

namespace errata::love_letter {
namespace {


void read_cards(const YamlReader& in, const YAML::Node& node, Edition& ed) {
  in.expect_list(node, "cards");
  std::vector<std::string> role_ids;
  for (int i = 1; i < kRoleCount; ++i) role_ids.emplace_back(kRoleIds[static_cast<size_t>(i)]);
  for (const auto& n : node) {
    in.expect_map(n, "card", {"role", "name", "also", "value", "count", "line"});
    CardSpec c;
    const YAML::Node role = in.required(n, "role", "card");
    const std::string id = in.text(role, "card.role");
    auto r = role_from_id(id);
    if (!r) in.fail(role, "unknown role id '" + id + "'" + did_you_mean(id, role_ids));
    if (ed.card(*r)) in.fail(role, "role '" + id + "' is listed twice");
    c.role = *r;
    c.name = in.text(in.required(n, "name", "card"), "card.name");
    if (n["also"]) c.aliases = in.texts(n["also"], "card.also");
    c.value = in.integer(in.required(n, "value", "card"), "card.value");
    const YAML::Node count = in.required(n, "count", "card");
    if (count.IsScalar() && count.Scalar() == "not stated") {
      c.count_stated = false;
      c.count = 0;
    } else {
      c.count = in.integer(count, "card.count");
      if (c.count < 0 || c.count > kMaxCards) in.fail(count, "card.count: expected 0 to " + std::to_string(kMaxCards) + " copies");
    }
    if (c.value < -1 || c.value > 99) in.fail(n["value"], "card.value: expected a value from 0 to 99");
    if (n["line"]) c.line = in.integer(n["line"], "card.line");
    ed.cards.push_back(std::move(c));
  }
}

void read_readings(const YamlReader& in, const YAML::Node& node, Edition& ed) {
  in.expect_list(node, "readings");
  for (const auto& n : node) {
    Reading r = read_reading(in, n, ed.rulebook, ed.clauses);
    if (std::count_if(node.begin(), node.end(),
                      [&](const YAML::Node& o) { return o.IsMap() && o["id"] && o["id"].IsScalar() && o["id"].Scalar() == r.id; }) > 1)
      in.fail(n["id"], "reading '" + r.id + "' is given twice");
    std::erase_if(ed.readings, [&](const Reading& old) { return old.id == r.id; });  // replaces a base edition's
    if (Rules::is_variation_point(r.id)) {
      const auto known = Rules::variants_of(r.id);
      for (const auto& kv : n["options"])
        if (std::find(known.begin(), known.end(), kv.first.Scalar()) == known.end())
          in.fail(kv.first, "the engine has no variant '" + kv.first.Scalar() + "' at '" + r.id + "'" +
                                did_you_mean(kv.first.Scalar(), known));
    }
    for (const auto& kv : n["options"])
      if (kv.second.IsMap() && kv.second["counts"])
        for (const auto& c : kv.second["counts"]) {
          const int k = in.integer(c.second, "count");
          if (k < 0 || k > kMaxCards)
            in.fail(c.second, "reading option.counts: expected 0 to " + std::to_string(kMaxCards) + " copies, got " + std::to_string(k));
        }
    ed.readings.push_back(std::move(r));
  }
}

// Every option of every reading, each taken with the others as chosen, must
// give a deck the model holds (--reading takes any of them later).
void check_every_option(const YamlReader& in, const YAML::Node& root, const Edition& ed) {
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
        throw InputError(at, "reading '" + r.id + "' option '" + o.name + "': " + problem);
      }
    }
  }
}

}  // namespace

namespace {

void read_players(const YamlReader& in, const YAML::Node& players, Edition& ed,
                  const std::function<std::string(const YAML::Node&, const std::string&)>& clause_ref) {
  in.expect_map(players, "players", {"min", "max", "clause"});
  ed.min_players = in.integer(in.required(players, "min", "players"), "players.min");
  ed.max_players = in.integer(in.required(players, "max", "players"), "players.max");
  if (ed.min_players < 2 || ed.max_players > kMaxPlayers || ed.min_players > ed.max_players)
    in.fail(players, "players: expected 2 <= min <= max <= " + std::to_string(kMaxPlayers));
  ed.players_clause = clause_ref(in.required(players, "clause", "players"), "players.clause");
}

void read_stated(const YamlReader& in, const YAML::Node& node, Edition& ed) {
  in.expect_list(node, "stated");
  for (const auto& n : node) {
    in.expect_map(n, "stated", {"what", "value", "line", "quote"});
    StatedTotal st{in.text(in.required(n, "what", "stated"), "stated.what"),
                   in.integer(in.required(n, "value", "stated"), "stated.value"),
                   in.integer(in.required(n, "line", "stated"), "stated.line"),
                   in.text(in.required(n, "quote", "stated"), "stated.quote"), ed.rulebook.name()};
    if (!ed.rulebook.quotes(st.line, st.quote))
      in.fail(n["quote"], "stated: the quote is not found verbatim on line " + std::to_string(st.line) + " of " +
                              ed.rulebook.name());
    ed.stated.push_back(std::move(st));
  }
}

void read_tokens(const YamlReader& in, const YAML::Node& tokens, Edition& ed,
                 const std::function<std::string(const YAML::Node&, const std::string&)>& clause_ref) {
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

void read_variants(const YamlReader& in, const YAML::Node& variants, Edition& ed) {
  in.expect_map(variants, "variants");
  const auto points = Rules::variation_points();
  for (const auto& kv : variants) {
    const std::string point = kv.first.Scalar();
    if (!Rules::is_variation_point(point))
      in.fail(kv.first, "variants: the engine has no variation point '" + point + "'" + did_you_mean(point, points));
    const std::string v = in.text(kv.second, "variants." + point);
    if (!Rules().set(point, v))
      in.fail(kv.second, "variants: the engine has no variant '" + v + "' at '" + point + "'" +
                             did_you_mean(v, Rules::variants_of(point)));
    ed.variants[point] = v;
    // The text states it: a reading a base edition took there does not apply.
    std::erase_if(ed.readings, [&](const Reading& r) { return r.id == point; });
  }
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

// A card table restated over a base (a translation renaming the cards)
// keeps what it does not restate: the base's removals (remove_cards); this
// file's own remove_cards, read next, may change them.
void keep_base_removals(const YamlReader& in, const YAML::Node& root, const std::vector<CardSpec>& base_cards, Edition& ed) {
  for (auto& c : ed.cards)
    for (const auto& b : base_cards)
      if (b.role == c.role) c.removed = b.removed;
  if (root["remove_cards"]) return;
  for (const auto& n : root["cards"]) {
    const CardSpec* c = ed.card(*role_from_id(n["role"].Scalar()));
    if (c->removed > c->count && c->count_stated)
      in.fail(n["count"], "card.count: the base edition's remove_cards takes " + std::to_string(c->removed) + " " + c->name +
                              " out of the deck; restate remove_cards to change that");
  }
}

}  // namespace

Edition load_edition(const std::string& text, const std::string& file, const FindEdition& find,
                     const std::vector<std::string>& loaded) {
  YamlReader in(file);
  auto docs = load_yaml_documents(text, file);
  if (docs.size() != 1) throw InputError(SourceMark{file, 1, 1}, "an edition file holds exactly one YAML document");
  const YAML::Node root = docs[0];
  in.expect_map(root, "edition",
                {"id", "game", "title", "base", "rulebook", "players", "cards", "remove_cards", "stated",
                 "tokens_to_win", "setup", "variants", "clauses", "readings"});

  // An edition may start from another ("the other rules stay the same"): it
  // then says only what differs.
  Edition ed;
  const bool based = static_cast<bool>(root["base"]);
  if (based) {
    const std::string base_id = in.text(root["base"], "base");
    const Edition* base = find ? find(base_id) : nullptr;
    if (!base) in.fail(root["base"], "base: no edition '" + base_id + "' is loaded before this one" + did_you_mean(base_id, loaded));
    ed = *base;
    ed.base = base_id;
  }
  ed.source = SourceMark{file, 1, 1};
  ed.id = in.text(in.required(root, "id", "edition"), "id");
  if (!based || root["game"]) ed.game = in.text(in.required(root, "game", "edition"), "game");
  if (ed.game != "love-letter") in.fail(root["game"], "game: this loader reads love-letter editions, not '" + ed.game + "'");
  ed.title = root["title"] ? in.text(root["title"], "title") : ed.id;
  if (!based || root["rulebook"]) {
    const YAML::Node book = in.required(root, "rulebook", "edition");
    ed.rulebook = find_rulebook(in, book, in.text(book, "rulebook"));
  }

  // Clauses first: other sections refer to them.
  const YAML::Node clauses = based ? root["clauses"] : in.required(root, "clauses", "edition");
  if (clauses) {
    read_clauses(in, clauses, ed.rulebook, ed.clauses);
  }
  std::vector<std::string> clause_ids;
  for (const auto& [id, c] : ed.clauses) clause_ids.push_back(id);
  auto clause_ref = [&](const YAML::Node& n, const std::string& what) {
    const std::string id = in.text(n, what);
    if (!ed.clause(id)) in.fail(n, what + ": clause '" + id + "' is not in `clauses`" + did_you_mean(id, clause_ids));
    return id;
  };
  const YAML::Node where = clauses ? clauses : root;

  if (!based || root["players"]) read_players(in, in.required(root, "players", "edition"), ed, clause_ref);
  if (!based || root["cards"]) {
    const std::vector<CardSpec> base_cards = std::move(ed.cards);
    ed.cards.clear();
    read_cards(in, in.required(root, "cards", "edition"), ed);
    keep_base_removals(in, root, base_cards, ed);
  }
  if (root["remove_cards"]) {
    read_removed(in, root["remove_cards"], ed);
    clause_ref(root["remove_cards"]["clause"], "remove_cards.clause");
  }
  for (const auto& c : engine_clauses()) {
    if ((c.card == Role::none || ed.card(c.card)) && !ed.clause(c.id))
      in.fail(where, "clauses: the engine decides by clause '" + std::string(c.id) + "', which this edition does not cite");
  }
  if (root["stated"]) {
    ed.stated.clear();  // a derived edition states its own numbers (a base's totals describe the base's deck)
    read_stated(in, root["stated"], ed);
  }
  if (!based || root["tokens_to_win"]) read_tokens(in, in.required(root, "tokens_to_win", "edition"), ed, clause_ref);
  for (int n = ed.min_players; n <= ed.max_players; ++n)
    if (!ed.tokens_to_win.count(n))
      in.fail(root, "tokens_to_win.table: no entry for " + std::to_string(n) + " players");
  if (root["setup"]) read_setup(in, root["setup"], ed);
  const auto inherited_variants = ed.variants;
  if (root["variants"]) read_variants(in, root["variants"], ed);
  if (root["readings"]) {
    // A reading given here replaces what a base edition stated at that point
    // (read_readings says what is wrong with a `readings` that is not a list).
    if (root["readings"].IsSequence())
      for (const auto& n : root["readings"])
        if (n.IsMap() && n["id"] && n["id"].IsScalar() && inherited_variants.count(n["id"].Scalar()) &&
            !(root["variants"] && root["variants"][n["id"].Scalar()]))
          ed.variants.erase(n["id"].Scalar());
    read_readings(in, root["readings"], ed);
  }
  for (const auto& r : ed.readings)
    if (ed.variants.count(r.id)) in.fail(root, "variants: '" + r.id + "' is decided by a reading; give it there only");

  for (const auto& [id, c] : ed.clauses) {
    if (!c.silent_reading.empty() && !ed.reading(c.silent_reading))
      in.fail(where, "clause '" + id + "' is silent and rests on reading '" + c.silent_reading + "', which is not in `readings`");
  }
  if (ed.face_up_when_two_players > 0 && !ed.clause("setup.face-up"))
    in.fail(where, "clauses: a 2-player round sets cards face up, so the edition must cite 'setup.face-up'");
  auto decides = [&](const std::string& point) {
    const Role card = Rules::card_of(point);
    return card == Role::none || ed.card(card) != nullptr;
  };
  for (const auto& point : Rules::variation_points()) {
    if (decides(point) && !ed.variants.count(point) && !ed.reading(point))
      in.fail(root, "the edition does not say which variant it uses at '" + point +
                        "': give it under `variants` (stated by the text) or `readings` (where the text is silent)");
  }

  if (std::string problem = ed.finish(); !problem.empty()) in.fail(root, problem);
  check_every_option(in, root, ed);
  for (const auto& point : Rules::variation_points()) {
    if (!decides(point)) continue;
    for (const auto& needed : Rules::clauses_needed(point, ed.variant_at(point)))
      if (!ed.clause(needed))
        in.fail(where, "clauses: variant '" + ed.variant_at(point) + "' at '" + point + "' decides by clause '" + needed +
                           "', which this edition does not cite");
  }
  return ed;
}

}  // namespace errata::love_letter
