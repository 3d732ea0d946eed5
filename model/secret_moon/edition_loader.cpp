#include "edition_loader.h"

#include "../core/bundled_files.h"
#include "../core/clause_reader.h"
#include "../core/reading_reader.h"
#include "../core/input_error.h"
#include "../core/suggest.h"
#include "../core/yaml_reader.h"
#include "clause_ids.h"
#include "state.h"

namespace errata::secret_moon {
namespace {

const std::vector<std::string> kTopKeys{"id",    "game",    "title",   "rulebook", "players",  "characters",
                                        "turn_cards", "rounds", "removal", "markers", "stated", "readings", "clauses"};

Character character(const YamlReader& in, const YAML::Node& n, const std::string& what) {
  const std::string id = in.text(n, what);
  auto c = character_from_id(id);
  if (!c) {
    std::vector<std::string> ids(kCharacterIds.begin() + 1, kCharacterIds.end());
    in.fail(n, what + ": unknown character '" + id + "'" + did_you_mean(id, ids));
  }
  return *c;
}

void read_characters(const YamlReader& in, const YAML::Node& node, Edition& ed) {
  in.expect_list(node, "characters");
  for (const auto& n : node) {
    in.expect_map(n, "character", {"role", "name", "count", "team", "answer", "line"});
    CharacterSpec c;
    c.role = character(in, in.required(n, "role", "character"), "character.role");
    if (ed.spec(c.role)) in.fail(n["role"], "character '" + std::string(character_id(c.role)) + "' is listed twice");
    c.name = in.text(in.required(n, "name", "character"), "character.name");
    c.count = in.integer(in.required(n, "count", "character"), "character.count");
    if (c.count < 1 || c.count > kMaxFigures) in.fail(n["count"], "character.count: expected 1 to 8 copies");
    const YAML::Node team = in.required(n, "team", "character");
    auto t = team_from_id(in.text(team, "character.team"));
    if (!t) in.fail(team, "character.team: expected princess or minister");
    c.team = *t;
    const YAML::Node answer = in.required(n, "answer", "character");
    auto a = reply_from_id(in.text(answer, "character.answer"));
    if (!a || *a == Reply::none || *a == Reply::wrong)
      in.fail(answer, "character.answer: expected silence, minister or just-me");
    c.answer = *a;
    c.line = in.integer(in.required(n, "line", "character"), "character.line");
    ed.characters.push_back(std::move(c));
  }
  if (ed.box_size() > kMaxFigures) in.fail(node, "characters: at most 8 character cards");
  for (int i = 1; i < kCharacterCount; ++i)
    if (!ed.spec(static_cast<Character>(i)))
      in.fail(node, "characters: '" + std::string(kCharacterIds[static_cast<size_t>(i)]) + "' is missing");
}

void read_readings(const YamlReader& in, const YAML::Node& node, Edition& ed) {
  in.expect_list(node, "readings");
  for (const auto& n : node) {
    Reading r = read_reading(in, n, ed.rulebook, ed.clauses);
    if (ed.reading(r.id)) in.fail(n["id"], "reading '" + r.id + "' is given twice");
    for (const auto& o : r.options)
      if (!o.counts.empty()) in.fail(n["options"], "reading '" + r.id + "': a Secret Moon reading does not change card counts");
    if (std::string why = ed.rules.choose(r.id, r.chosen); !why.empty()) in.fail(n["id"], why);
    ed.readings.push_back(std::move(r));
  }
}

}  // namespace

Edition load_edition(const std::string& yaml_text, const std::string& file) {
  const YamlReader in(file);
  auto docs = load_yaml_documents(yaml_text, file);
  if (docs.size() != 1) throw InputError(SourceMark{file, 1, 1}, "an edition file holds one YAML document");
  const YAML::Node root = docs[0];
  in.expect_map(root, "edition", kTopKeys);
  Edition ed;
  ed.id = in.edition_id(in.required(root, "id", "edition"), "id");
  ed.game = in.text(in.required(root, "game", "edition"), "game");
  if (ed.game != "secret-moon") in.fail(root["game"], "game: expected secret-moon");
  ed.title = in.text(in.required(root, "title", "edition"), "title");
  const YAML::Node book = in.required(root, "rulebook", "edition");
  ed.rulebook = find_rulebook(in, book, in.text(book, "rulebook"));

  const YAML::Node players = in.required(root, "players", "edition");
  in.expect_map(players, "players", {"min", "max", "clause"});
  ed.min_players = in.integer(in.required(players, "min", "players"), "players.min");
  ed.max_players = in.integer(in.required(players, "max", "players"), "players.max");
  ed.players_clause = in.text(in.required(players, "clause", "players"), "players.clause");
  if (ed.min_players < 2 || ed.max_players > kMaxPlayers || ed.min_players > ed.max_players)
    in.fail(players, "players: expected 2 <= min <= max <= 8");

  read_characters(in, in.required(root, "characters", "edition"), ed);
  ed.turn_cards = in.integer(in.required(root, "turn_cards", "edition"), "turn_cards");
  ed.rounds = in.integer(in.required(root, "rounds", "edition"), "rounds");
  if (ed.turn_cards < 1 || ed.turn_cards > 9) in.fail(root["turn_cards"], "turn_cards: expected 1 to 9");
  if (ed.rounds < 1 || ed.rounds > 9) in.fail(root["rounds"], "rounds: expected 1 to 9");

  const YAML::Node removal = in.required(root, "removal", "edition");
  in.expect_map(removal, "removal", {"players", "from", "count"});
  ed.removal.players = in.integer(in.required(removal, "players", "removal"), "removal.players");
  for (const auto& c : in.required(removal, "from", "removal")) ed.removal.from.push_back(character(in, c, "removal.from"));
  ed.removal.count = in.integer(in.required(removal, "count", "removal"), "removal.count");
  // Totals: every seat takes a character card (less the one removed at
  // removal.players) and a turn-order card.
  for (int n = ed.min_players; n <= ed.max_players; ++n) {
    const int removed = n == ed.removal.players && !ed.removal.from.empty() ? 1 : 0;
    if (ed.box_size() - removed < n)
      in.fail(root["characters"], "characters: " + std::to_string(ed.box_size() - removed) + " character cards for " +
                                      std::to_string(n) + " players; every player takes one");
  }
  if (ed.turn_cards < ed.max_players)
    in.fail(root["turn_cards"], "turn_cards: " + std::to_string(ed.turn_cards) + " turn-order cards for up to " +
                                    std::to_string(ed.max_players) + " players; every player takes one");

  const YAML::Node markers = in.required(root, "markers", "edition");
  in.expect_map(markers, "markers", {"colours", "per_colour", "minister", "princess"});
  ed.markers.colours = in.integer(in.required(markers, "colours", "markers"), "markers.colours");
  ed.markers.per_colour = in.integer(in.required(markers, "per_colour", "markers"), "markers.per_colour");
  ed.markers.minister = in.integer(in.required(markers, "minister", "markers"), "markers.minister");
  ed.markers.princess = in.integer(in.required(markers, "princess", "markers"), "markers.princess");
  for (int v : {ed.markers.colours, ed.markers.per_colour, ed.markers.minister, ed.markers.princess})
    if (v < 0 || v > 99) in.fail(markers, "markers: expected 0 to 99 of each");

  if (root["stated"]) {
    in.expect_list(root["stated"], "stated");
    for (const auto& n : root["stated"]) {
      in.expect_map(n, "stated", {"what", "value", "line", "quote"});
      StatedNumber s{in.text(in.required(n, "what", "stated"), "stated.what"),
                     in.integer(in.required(n, "value", "stated"), "stated.value"),
                     in.integer(in.required(n, "line", "stated"), "stated.line"),
                     in.text(in.required(n, "quote", "stated"), "stated.quote")};
      if (!ed.rulebook.quotes(s.line, s.quote))
        in.fail(n["quote"], "stated '" + s.what + "': the quote is not found verbatim on line " + std::to_string(s.line) +
                                " of " + ed.rulebook.name() + ", which reads: " + ed.rulebook.line(s.line));
      ed.stated.push_back(std::move(s));
    }
  }
  ErrorList errors;  // every clause's error at once
  read_clauses(in, in.required(root, "clauses", "edition"), ed.rulebook, ed.clauses, errors);
  errors.throw_if_any();
  if (root["readings"]) read_readings(in, root["readings"], ed);
  for (std::string_view id : engine_clause_ids())
    if (!ed.clause(std::string(id)))
      in.fail(root["clauses"], "clause '" + std::string(id) + "' is cited by the engine but not quoted (or marked silent) here");
  return ed;
}

Edition& bundled_edition_to_read() {
  static Edition ed = [] {
    auto f = find_bundled("model/secret_moon/editions/secret-moon.yaml");
    if (!f) throw std::logic_error("the Secret Moon edition file is not bundled");
    return load_edition(std::string(f->text), std::string(f->path));
  }();
  return ed;
}

const Edition& bundled_edition() { return bundled_edition_to_read(); }

}  // namespace errata::secret_moon
