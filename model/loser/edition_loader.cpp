#include "edition_loader.h"

#include <algorithm>
#include <functional>
#include <set>

#include "clause_ids.h"
#include "model/core/bundled_files.h"
#include "model/core/clause_reader.h"
#include "model/core/edition_field.h"
#include "model/core/error_list.h"
#include "model/core/suggest.h"
#include "model/core/yaml_reader.h"
#include "state.h"

namespace errata::loser {
namespace {

const std::vector<std::string> kKeys{"id", "game", "title", "base", "rulebook", "players", "components", "deal_table", "stated", "clauses"};

// A row's own {line, quote}, checked like any citation.
Citation cite(const YamlReader& in, const YAML::Node& n, const Rulebook& book, const std::string& what) {
  YAML::Node c;
  c["line"] = in.required(n, "line", what);
  c["quote"] = in.required(n, "quote", what);
  return read_citations(in, c, book, what)[0];
}

// One edition file read in parts: the header (base, id, game, rulebook) must
// hold before anything else can be read; after it every part is read even
// when another failed, and every error is thrown at the end, in file order.
// A file that starts from a base gives only what differs, key by key.
class EditionReader {
 public:
  EditionReader(const std::string& file, YAML::Node root) : in_(file), root_(std::move(root)) {}

  Edition read(const FindEdition& find, const std::vector<std::string>& loaded) {
    in_.expect_document(root_, "edition", kKeys);
    header(find, loaded);
    bool ok = part("players", [&](const YAML::Node& n) { players(n); });
    const bool potions_read = part("components", [&](const YAML::Node& n) { components(n); });
    ok = part("deal_table", [&](const YAML::Node& n) { deal_table(n, potions_read); }) && potions_read && ok;
    if (ok && range_read_) errors_.attempt([&] { totals(); });
    if (root_["stated"]) errors_.attempt([&] { stated(root_["stated"]); });
    text();
    errors_.throw_if_any();
    return ed_;
  }

 private:
  bool based() const { return static_cast<bool>(root_["base"]); }

  // The part `key`, read by `read` when the file gives it; a file without a
  // base must. Whether it was read (or left as the base's).
  bool part(const std::string& key, const std::function<void(const YAML::Node&)>& read) {
    if (!root_[key]) return based() || errors_.attempt([&] { in_.required(root_, key, "edition"); });
    return errors_.attempt([&] { read(root_[key]); });
  }
  bool field(const YAML::Node& map, const std::string& name, const std::string& key, int lo, int hi, int& out,
             const std::string& expected = "") {
    return read_edition_field(in_, errors_, based(), map, name, key, lo, hi, out, expected);
  }

  void header(const FindEdition& find, const std::vector<std::string>& loaded) {
    if (based()) {
      const std::string base_id = in_.edition_id(root_["base"], "base");
      const Edition* base = find ? find(base_id) : nullptr;
      if (!base) in_.fail(root_["base"], "base: no edition '" + base_id + "' is loaded before this one" + did_you_mean(base_id, loaded));
      ed_ = *base;
      ed_.base = base_id;
    }
    errors_.attempt([&] { ed_.id = in_.edition_id(in_.required(root_, "id", "edition"), "id"); });
    if (!based() || root_["game"])
      errors_.attempt([&] {
        const std::string game = in_.text(in_.required(root_, "game", "edition"), "game");
        if (game != "loser") in_.fail(root_["game"], "game: this loader reads loser editions, not '" + game + "'");
      });
    ed_.title = root_["title"] ? in_.text(root_["title"], "title") : ed_.id;
    part("rulebook", [&](const YAML::Node& n) { ed_.rulebook = find_rulebook(in_, n, in_.text(n, "rulebook")); });
    errors_.throw_if_any();  // without these, nothing else can be read
  }

  void players(const YAML::Node& n) {
    in_.expect_map(n, "players", {"min", "max"});
    const bool min_read = field(n, "players", "min", 1, kMaxPlayers, ed_.min_players);
    const bool max_read = field(n, "players", "max", 1, kMaxPlayers, ed_.max_players);
    range_read_ = min_read && max_read;  // else: the field's own error says it, and the totals over the range wait
    if (range_read_ && ed_.min_players > ed_.max_players) in_.fail(n, "players: expected min <= max");
  }

  void components(const YAML::Node& node) {
    in_.expect_map(node, "components", {"potions", "red", "blue", "spells", "action_cards", "faces_per_action_card",
                                        "characters", "cards_per_character", "first_player_draws", "loser_draws"});
    if (!based() || node["potions"])
      errors_.attempt([&] {
        const YAML::Node potions = in_.required(node, "potions", "components");
        in_.expect_map(potions, "components.potions", {"low", "high"});
        ed_.potion_low = in_.integer_in(in_.required(potions, "low", "potions"), "potions.low", 1, kMaxPotions);
        ed_.potion_high = in_.integer_in(in_.required(potions, "high", "potions"), "potions.high", ed_.potion_low, kMaxPotions);
      });
    for (const char* colour : {"red", "blue"}) {
      if (based() && !node[colour]) continue;
      errors_.attempt([&] { (std::string(colour) == "red" ? ed_.red : ed_.blue) = in_.integers(in_.required(node, colour, "components"), colour); });
    }
    field(node, "components", "spells", 2, kMaxSpells, ed_.spells);
    // What the engine models as the text states it, and nothing else.
    const auto only = [](int n, const std::string& what) {
      return std::to_string(n) + ": the engine models " + what + " as the text states it, and no other number";
    };
    field(node, "components", "action_cards", kActionCards, kActionCards, ed_.action_cards, only(kActionCards, "the action cards (components.actions)"));
    field(node, "components", "faces_per_action_card", 2, 2, ed_.faces_per_action_card, only(2, "the faces of an action card (components.actions)"));
    field(node, "components", "characters", 1, 99, ed_.characters);
    field(node, "components", "cards_per_character", kCharacterCards, kCharacterCards, ed_.cards_per_character,
          only(kCharacterCards, "the cards of a character (components.characters)"));
    field(node, "components", "first_player_draws", 0, 2, ed_.first_player_draws);
    field(node, "components", "loser_draws", 2, 2, ed_.loser_draws, only(2, "the spell cards the loser draws (loser.draws-two)"));
    for (const char* colour : {"red", "blue"})
      for (int v : std::string(colour) == "red" ? ed_.red : ed_.blue)
        if (!ed_.is_potion(v)) in_.fail(node[colour] ? node[colour] : node, std::string(colour) + ": " + std::to_string(v) + " is not a potion value");
  }

  // A based file's rows replace the base's rows for the same player counts.
  // Each row deals no more potions than there are (when they could be read).
  void deal_table(const YAML::Node& node, bool potions_read) {
    in_.expect_list(node, "deal_table");
    std::set<int>& given = given_rows_;
    for (const auto& n : node)
      errors_.attempt([&] {
        in_.expect_map(n, "deal_table row", {"players", "hand", "face_up", "face_down", "line", "quote"});
        DealRow r;
        r.players = in_.integer_in(in_.required(n, "players", "row"), "row.players", 1, kMaxPlayers);
        // Given, even if a later field of the row is wrong: that field's error says so, not "no row".
        if (!given.insert(r.players).second) in_.fail(n["players"], "deal_table: " + std::to_string(r.players) + " players given twice");
        r.hand = in_.integer_in(in_.required(n, "hand", "row"), "row.hand", 1, kMaxHand);
        r.face_up = in_.integer_in(in_.required(n, "face_up", "row"), "row.face_up", 0, kMaxPotions);
        r.face_down = in_.integer_in(in_.required(n, "face_down", "row"), "row.face_down", 0, kMaxPotions);
        const Citation c = cite(in_, n, ed_.rulebook, "deal_table row");
        r.line = c.line;
        r.quote = c.quote;
        if (const int dealt = r.players * r.hand + r.face_up + r.face_down; potions_read && dealt > ed_.potions())
          in_.fail(n, "deal_table row: deals " + std::to_string(dealt) + " potions; the edition has " + std::to_string(ed_.potions()));
        std::erase_if(ed_.deal_table, [&](const DealRow& old) { return old.players == r.players; });
        ed_.deal_table.push_back(std::move(r));
      });
    std::sort(ed_.deal_table.begin(), ed_.deal_table.end(), [](const DealRow& a, const DealRow& b) { return a.players < b.players; });
  }

  // What the parts say together: a row for every player count, none dealing
  // more potions than there are, a character for every player.
  void totals() {
    if (ed_.characters < ed_.max_players)  // the engine gives every player a character (setup.characters)
      in_.fail(root_["components"] ? root_["components"] : root_,
               "components.characters: " + std::to_string(ed_.characters) + " characters for up to " + std::to_string(ed_.max_players) +
                   " players; every player takes one (setup.characters)");
    const YAML::Node at = root_["deal_table"] ? root_["deal_table"] : root_;
    for (int n = ed_.min_players; n <= ed_.max_players; ++n)
      if (!ed_.row(n) && !given_rows_.count(n)) in_.fail(at, "deal_table: no row for " + std::to_string(n) + " players");
    for (const auto& r : ed_.deal_table)  // a base's rows, against this edition's potions
      if (const int dealt = r.players * r.hand + r.face_up + r.face_down; !given_rows_.count(r.players) && dealt > ed_.potions())
        in_.fail(at, "deal_table row for " + std::to_string(r.players) + " players: deals " + std::to_string(dealt) +
                         " potions; the edition has " + std::to_string(ed_.potions()));
  }

  // A derived edition states its own numbers (a base's describe the base's text).
  void stated(const YAML::Node& node) {
    in_.expect_list(node, "stated");
    ed_.stated.clear();
    for (const auto& n : node)
      errors_.attempt([&] {
        in_.expect_map(n, "stated", {"what", "value", "line", "quote"});
        Stated s;
        s.what = in_.text(in_.required(n, "what", "stated"), "stated.what");
        s.value = in_.integer(in_.required(n, "value", "stated"), "stated.value");
        const Citation c = cite(in_, n, ed_.rulebook, "stated '" + s.what + "'");
        s.line = c.line;
        s.quote = c.quote;
        ed_.stated.push_back(std::move(s));
      });
  }

  // The clauses (a base's, with those given here replacing them), each the engine cites present.
  void text() {
    std::set<std::string> unread;
    part("clauses", [&](const YAML::Node& n) { unread = read_clauses(in_, n, ed_.rulebook, ed_.clauses, errors_); });
    const YAML::Node at = root_["clauses"] ? root_["clauses"] : root_;
    for (const auto& c : engine_clauses())
      if (!ed_.clause(std::string(c.id)) && !unread.count(std::string(c.id)))
        errors_.add(InputError(in_.mark(at), "clauses: the engine cites '" + std::string(c.id) + "' (" + std::string(c.means) +
                                                 "), which this edition does not give"));
  }

  YamlReader in_;
  YAML::Node root_;
  Edition ed_;
  ErrorList errors_;
  std::set<int> given_rows_;  // the player counts of the rows this file gives
  bool range_read_ = true;     // the player range the file gives was read
};

}  // namespace

Edition load_edition(const std::string& text, const std::string& file, const FindEdition& find,
                     const std::vector<std::string>& loaded) {
  const auto docs = load_yaml_documents(text, file);
  const YamlReader in(file);
  if (docs.size() != 1 || !docs[0].IsMap()) in.fail(docs.empty() ? YAML::Node() : docs[0], "an edition file is one map");
  return EditionReader(file, docs[0]).read(find, loaded);
}

const Edition& bundled_edition() {
  static const Edition ed = [] {
    const auto f = find_bundled("model/loser/editions/loser.yaml");
    if (!f) throw std::logic_error("the bundled Loser edition file is missing");
    return load_edition(std::string(f->text), std::string(f->path));
  }();
  return ed;
}

}  // namespace errata::loser
