#include "edition_loader.h"

#include <algorithm>
#include <functional>
#include <set>

#include "../core/bundled_files.h"
#include "../core/clause_reader.h"
#include "../core/edition_field.h"
#include "../core/error_list.h"
#include "../core/input_error.h"
#include "../core/name_key.h"
#include "../core/reading_reader.h"
#include "../core/suggest.h"
#include "../core/yaml_reader.h"
#include "clause_ids.h"
#include "state.h"

namespace errata::secret_moon {
namespace {

const std::vector<std::string> kTopKeys{"id",         "game",   "title",   "base",    "rulebook", "players",  "characters",
                                        "turn_cards", "rounds", "removal", "markers", "stated",   "readings", "clauses"};

Character character(const YamlReader& in, const YAML::Node& n, const std::string& what) {
  const std::string id = in.text(n, what);
  auto c = character_from_id(id);
  if (!c) {
    std::vector<std::string> ids(kCharacterIds.begin() + 1, kCharacterIds.end());
    in.fail(n, what + ": unknown character '" + id + "'" + did_you_mean(id, ids));
  }
  return *c;
}

CharacterSpec read_character(const YamlReader& in, const YAML::Node& n) {
  in.expect_map(n, "character", {"role", "name", "count", "team", "answer", "line"});
  CharacterSpec c;
  c.role = character(in, in.required(n, "role", "character"), "character.role");
  c.name = in.text(in.required(n, "name", "character"), "character.name");
  c.count = in.integer(in.required(n, "count", "character"), "character.count");
  if (c.count < 1 || c.count > kMaxFigures) in.fail(n["count"], "character.count: expected 1 to 8 copies");
  const YAML::Node team = in.required(n, "team", "character");
  auto t = team_from_id(in.text(team, "character.team"));
  if (!t || *t == Team::none) in.fail(team, "character.team: expected princess or minister");
  c.team = *t;
  const YAML::Node answer = in.required(n, "answer", "character");
  auto a = reply_from_id(in.text(answer, "character.answer"));
  if (!a || *a == Reply::none || *a == Reply::wrong) in.fail(answer, "character.answer: expected silence, minister or just-me");
  c.answer = *a;
  c.line = in.integer(in.required(n, "line", "character"), "character.line");
  return c;
}

// One edition file read in parts: the header (base, id, game, rulebook) must
// hold before anything else can be read; after it every part is read even
// when another failed, and every error is thrown at the end, in file order.
class EditionReader {
 public:
  EditionReader(const std::string& file, YAML::Node root) : in_(file), root_(std::move(root)) {}

  Edition read(const FindEdition& find, const std::vector<std::string>& loaded) {
    in_.expect_document(root_, "edition", kTopKeys);
    header(find, loaded);
    const bool parts_read = parts();
    if (parts_read) errors_.attempt([&] { totals(); });
    text();
    errors_.throw_if_any();
    return ed_;
  }

 private:
  bool based() const { return static_cast<bool>(root_["base"]); }
  // A part the file must give, unless it starts from a base that gives it.
  bool gives(const std::string& key) {
    if (root_[key]) return true;
    if (!based()) errors_.attempt([&] { in_.required(root_, key, "edition"); });
    return false;
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
    errors_.attempt([&] {
      if (!based() || root_["game"]) ed_.game = in_.text(in_.required(root_, "game", "edition"), "game");
      if (ed_.game != "secret-moon") in_.fail(root_["game"], "game: this loader reads secret-moon editions, not '" + ed_.game + "'");
    });
    ed_.title = root_["title"] ? in_.text(root_["title"], "title") : ed_.id;
    if (gives("rulebook")) errors_.attempt([&] { ed_.rulebook = find_rulebook(in_, root_["rulebook"], in_.text(root_["rulebook"], "rulebook")); });
    errors_.throw_if_any();  // without these, nothing else can be read
  }

  // The tables the engine plays with; whether every one given was read.
  bool parts() {
    bool ok = true;
    auto part = [&](const std::string& key, const std::function<void(const YAML::Node&)>& read) {
      if (gives(key)) ok = errors_.attempt([&] { read(root_[key]); }) && ok;
    };
    part("players", [&](const YAML::Node& n) { players(n); });
    part("characters", [&](const YAML::Node& n) { characters(n); });
    part("turn_cards", [&](const YAML::Node& n) { ed_.turn_cards = in_.integer_in(n, "turn_cards", 1, 9); });
    part("rounds", [&](const YAML::Node& n) { ed_.rounds = in_.integer_in(n, "rounds", 1, 9); });
    part("removal", [&](const YAML::Node& n) { removal(n); });
    part("markers", [&](const YAML::Node& n) { markers(n); });
    if (root_["stated"]) errors_.attempt([&] { stated(root_["stated"]); });
    return ok && characters_read_ && range_read_;
  }

  bool field(const YAML::Node& map, const std::string& name, const std::string& key, int lo, int hi, int& out) {
    return read_edition_field(in_, errors_, based(), map, name, key, lo, hi, out);
  }

  void players(const YAML::Node& n) {
    in_.expect_map(n, "players", {"min", "max", "clause"});
    const bool min_read = field(n, "players", "min", 2, kMaxPlayers, ed_.min_players);
    const bool max_read = field(n, "players", "max", 2, kMaxPlayers, ed_.max_players);
    if (!based() || n["clause"]) ed_.players_clause = in_.text(in_.required(n, "clause", "players"), "players.clause");
    range_read_ = min_read && max_read;  // else: the field's own error says it, and the totals over the range wait
    if (range_read_ && ed_.min_players > ed_.max_players) in_.fail(n, "players: expected 2 <= min <= max <= 8");
  }

  // A character's line is the one that presents it: in the rulebook, and naming it.
  void check_character_line(const YAML::Node& line, const CharacterSpec& c) const {
    const Rulebook& book = ed_.rulebook;
    if (c.line < 1 || c.line > book.line_count())
      in_.fail(line, "character.line: line " + std::to_string(c.line) + " is outside " + book.name() + " (" + std::to_string(book.line_count()) +
                         " lines)");
    if (name_key(book.line(c.line)).find(name_key(c.name)) == std::string::npos)
      in_.fail(line, "character.line: line " + std::to_string(c.line) + " of " + book.name() + " does not name '" + c.name + "'; it reads: " +
                         book.line(c.line));
  }

  // A based file's characters replace the base's of the same role.
  void characters(const YAML::Node& node) {
    in_.expect_list(node, "characters");
    if (!based()) ed_.characters.clear();
    std::set<Character> given;
    bool every_entry_read = true;
    for (const auto& n : node)
      every_entry_read &= errors_.attempt([&] {
        CharacterSpec c = read_character(in_, n);
        if (!given.insert(c.role).second) in_.fail(n["role"], "character '" + std::string(character_id(c.role)) + "' is listed twice");
        check_character_line(n["line"], c);
        auto old = std::find_if(ed_.characters.begin(), ed_.characters.end(), [&](const CharacterSpec& o) { return o.role == c.role; });
        if (old != ed_.characters.end()) *old = std::move(c);
        else ed_.characters.push_back(std::move(c));
      });
    if (ed_.box_size() > kMaxFigures) in_.fail(node, "characters: at most 8 character cards");
    // A refused entry has its own error; what is missing, and the totals, are then not known.
    characters_read_ = every_entry_read;
    if (!characters_read_) return;
    for (int i = 1; i < kCharacterCount; ++i)
      if (!ed_.spec(static_cast<Character>(i)))
        in_.fail(node, "characters: '" + std::string(kCharacterIds[static_cast<size_t>(i)]) + "' is missing");
  }

  void removal(const YAML::Node& n) {
    in_.expect_map(n, "removal", {"players", "from", "count"});
    field(n, "removal", "players", 0, kMaxPlayers, ed_.removal.players);
    if (!based() || n["from"]) {
      ed_.removal.from.clear();
      for (const auto& c : in_.required(n, "from", "removal")) ed_.removal.from.push_back(character(in_, c, "removal.from"));
    }
    field(n, "removal", "count", 0, 1, ed_.removal.count);
  }

  void markers(const YAML::Node& n) {
    in_.expect_map(n, "markers", {"colours", "per_colour", "minister", "princess"});
    field(n, "markers", "colours", 0, 99, ed_.markers.colours);
    field(n, "markers", "per_colour", 0, 99, ed_.markers.per_colour);
    field(n, "markers", "minister", 0, 99, ed_.markers.minister);
    field(n, "markers", "princess", 0, 99, ed_.markers.princess);
  }

  // A derived edition states its own numbers (a base's describe the base's text).
  void stated(const YAML::Node& node) {
    in_.expect_list(node, "stated");
    ed_.stated.clear();
    for (const auto& n : node)
      errors_.attempt([&] {
        in_.expect_map(n, "stated", {"what", "value", "line", "quote"});
        StatedNumber s{in_.text(in_.required(n, "what", "stated"), "stated.what"),
                       in_.integer(in_.required(n, "value", "stated"), "stated.value"),
                       in_.integer(in_.required(n, "line", "stated"), "stated.line"),
                       in_.text(in_.required(n, "quote", "stated"), "stated.quote")};
        if (!ed_.rulebook.quotes(s.line, s.quote))
          in_.fail(n["quote"], "stated '" + s.what + "': the quote is not found verbatim on line " + std::to_string(s.line) +
                                   " of " + ed_.rulebook.name() + ", which reads: " + ed_.rulebook.line(s.line));
        ed_.stated.push_back(std::move(s));
      });
  }

  // Totals: every seat takes a character card (less the one removed at
  // removal.players), the markers of one colour and a turn-order card.
  void totals() {
    const YAML::Node at = root_["characters"] ? root_["characters"] : root_;
    for (int n = ed_.min_players; n <= ed_.max_players; ++n) {
      const int removed = n == ed_.removal.players && !ed_.removal.from.empty() ? 1 : 0;
      if (ed_.box_size() - removed < n)
        in_.fail(at, "characters: " + std::to_string(ed_.box_size() - removed) + " character cards for " + std::to_string(n) +
                         " players; every player takes one");
    }
    if (ed_.markers.colours < ed_.max_players)  // the engine gives every player markers of her own colour
      in_.fail(root_["markers"] ? root_["markers"] : root_,
               "markers.colours: " + std::to_string(ed_.markers.colours) + " colours of player markers for up to " +
                   std::to_string(ed_.max_players) + " players; every player takes the markers of one colour (setup.markers)");
    if (ed_.turn_cards < ed_.max_players)
      in_.fail(root_["turn_cards"] ? root_["turn_cards"] : root_,
               "turn_cards: " + std::to_string(ed_.turn_cards) + " turn-order cards for up to " + std::to_string(ed_.max_players) +
                   " players; every player takes one");
  }

  // The clauses (a base's, with those given here replacing them), the
  // readings, and every clause the engine cites.
  void text() {
    std::set<std::string> unread;
    if (gives("clauses")) errors_.attempt([&] { unread = read_clauses(in_, root_["clauses"], ed_.rulebook, ed_.clauses, errors_); });
    if (root_["readings"]) errors_.attempt([&] { readings(root_["readings"]); });
    const YAML::Node at = root_["clauses"] ? root_["clauses"] : root_;
    for (const auto& c : engine_clauses())
      if (!ed_.clause(std::string(c.id)) && !unread.count(std::string(c.id)))
        errors_.add(InputError(in_.mark(at), "clause '" + std::string(c.id) + "' (" + std::string(c.means) +
                                                 ") is cited by the engine but not quoted (or marked silent) here"));
  }

  // A reading given here replaces the base's of the same id.
  void readings(const YAML::Node& node) {
    in_.expect_list(node, "readings");
    for (const auto& n : node)
      errors_.attempt([&] {
        Reading r = read_reading(in_, n, ed_.rulebook, ed_.clauses);
        if (given_.count(r.id)) in_.fail(n["id"], "reading '" + r.id + "' is given twice");
        given_.insert(r.id);
        for (const auto& o : r.options)
          if (!o.counts.empty()) in_.fail(n["options"], "reading '" + r.id + "': a Secret Moon reading does not change card counts");
        if (std::string why = ed_.rules.choose(r.id, r.chosen); !why.empty()) in_.fail(n["id"], why);
        std::erase_if(ed_.readings, [&](const Reading& old) { return old.id == r.id; });
        ed_.readings.push_back(std::move(r));
      });
  }

  YamlReader in_;
  YAML::Node root_;
  Edition ed_;
  ErrorList errors_;
  std::set<std::string> given_;  // the readings this file gives
  bool characters_read_ = true;  // every character entry the file gives was read
  bool range_read_ = true;       // the player range the file gives was read
};

}  // namespace

Edition load_edition(const std::string& yaml_text, const std::string& file, const FindEdition& find,
                     const std::vector<std::string>& loaded) {
  auto docs = load_yaml_documents(yaml_text, file);
  if (docs.size() != 1) throw InputError(SourceMark{file, 1, 1}, "an edition file holds one YAML document");
  return EditionReader(file, docs[0]).read(find, loaded);
}

const Edition& bundled_edition() {
  static const Edition ed = [] {
    auto f = find_bundled("model/secret_moon/editions/secret-moon.yaml");
    if (!f) throw std::logic_error("the Secret Moon edition file is not bundled");
    return load_edition(std::string(f->text), std::string(f->path));
  }();
  return ed;
}

}  // namespace errata::secret_moon
