// The registry of games, and what every game answers alike unless it says more.
#include "checker/game/game.h"

#include <cctype>

#include "checker/conform/conform_run.h"
#include "checker/conform/engine_server.h"
#include "checker/loser/loser_game.h"
#include "checker/love_letter/love_letter_game.h"
#include "checker/scenario/run_protocol.h"
#include "checker/secret_moon/secret_moon_game.h"
#include "model/core/input_error.h"
#include "model/core/suggest.h"
#include "model/core/user_file.h"
#include "model/core/yaml_reader.h"

namespace errata {

std::string Game::describe(const std::string& edition) const {
  for (const auto& e : editions()) {
    if (e.id != edition) continue;
    std::string out = e.id + "  " + e.title + "\n  game: " + id() + ", rulebook: " + e.rulebook + "\n";
    if (!e.summary.empty()) out += "  " + e.summary + "\n";
    return out + "\n";
  }
  return "";
}

std::vector<std::function<std::vector<Finding>()>> Game::check_tasks(const std::string& edition,
                                                                        const SolveOptions& options) const {
  return {[this, edition, options] { return check(edition, options); }};
}

DiffResult Game::diff(const std::string&, const std::string&, const SolveOptions&) const {
  throw InputError(SourceMark{"diff", 0, 0}, game_title(id()) + " compares no editions pairwise; each goes through errata check");
}

RunResult Game::run_read_as(const Scenario& sc, const std::string& edition, const std::string& reading,
                            const std::string& option) const {
  return run_protocol::bad_input(sc, edition, id() + " has no reading " + reading + " with an option '" + option + "'");
}

RunResult Game::run_as(const Scenario& sc, const std::string& edition, const std::string&) const {
  return run(sc, edition);
}

shard::Counts Game::simulate(const std::string&, int, long, uint64_t, const shard::Shard&, const std::function<void(long)>&) const {
  return {};
}

std::string Game::simulation_report(const std::string&, int, uint64_t, const std::string&, const shard::Counts&) const { return ""; }

std::string Game::edition_skeleton(const std::string& base, const Rulebook&, const std::string&, const std::string&) const {
  throw InputError(SourceMark{"--from", 0, 0}, "'" + base + "' is a " + game_title(id()) +
                                                   " edition, and errata cannot yet write a skeleton of a " + game_title(id()) +
                                                   " edition: copy its edition file and replace its quotes");
}

MutationSection Game::mutation_section(const std::string& edition, const SolveOptions&, const MutationPlan&,
                                       const std::function<void(int, int)>&) const {
  return {edition, {}};
}

DifferentialPlay Game::differential_play(const std::string&, const std::string&, uint64_t, long,
                                         const std::optional<std::string>&, std::ostream&) const {
  return {};
}

conform::Run Game::conform_scenario(const Scenario& sc, const std::string& edition, conform::Session&) const {
  conform::Run run;
  run.scenario = sc.name;
  run.file = sc.file;
  run.mark = sc.mark;
  run.edition = edition;
  run.verdict = conform::Verdict::skipped;
  run.detail = game_title(id()) + " has no conformance protocol yet";
  return run;
}

conform::RandomPlay Game::conform_random(const std::vector<std::string>&, long, uint64_t, conform::Session&) const { return {}; }

std::unique_ptr<conform::EngineSession> Game::engine_session(const std::string&) const { return nullptr; }

const std::vector<const Game*>& games() {
  static const std::vector<const Game*> all{&love_letter::love_letter_game(), &loser::loser_game(),
                                            &secret_moon::secret_moon_game()};
  return all;
}

const Game* find_game(std::string_view id) {
  for (const Game* g : games())
    if (g->id() == id) return g;
  return nullptr;
}

const Game* game_of_edition(std::string_view edition) {
  for (const Game* g : games())
    for (const auto& e : g->editions())
      if (e.id == edition) return g;
  return nullptr;
}

const Rulebook* rulebook_of_edition(std::string_view edition) {
  if (const Game* g = game_of_edition(edition))
    for (const auto& e : g->editions())
      if (e.id == edition) return e.book;
  return nullptr;
}

const Rulebook* rulebook_of_quote(std::string_view edition, std::string_view rulebook) {
  const Rulebook* own = rulebook_of_edition(edition);
  if (own && own->name() == rulebook) return own;
  if (const Game* g = game_of_edition(edition))
    for (const auto& e : g->editions())
      if (e.book && e.book->name() == rulebook) return e.book;
  return own;
}

std::vector<std::string> all_edition_ids() {
  std::vector<std::string> ids;
  for (const Game* g : games())
    for (const auto& e : g->editions()) ids.push_back(e.id);
  return ids;
}

std::string game_title(const std::string& game) {
  std::string out;
  bool start = true;
  for (char c : game) {
    if (c == '-') {
      out += ' ';
      start = true;
      continue;
    }
    out += start ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
    start = false;
  }
  return out;
}

void choose_readings(const std::vector<std::string>& choices) {
  struct Choice {
    std::string edition, id, option;
  };
  std::vector<Choice> seen;
  for (const auto& c : choices) {
    const auto eq = c.find('='), colon = c.find(':');
    if (eq == std::string::npos) break;  // choose_reading says what is wrong with it
    Choice mine{colon < eq ? c.substr(0, colon) : "", c.substr(colon < eq ? colon + 1 : 0, colon < eq ? eq - colon - 1 : eq), c.substr(eq + 1)};
    for (const auto& other : seen)
      if (other.id == mine.id && other.option != mine.option && (other.edition == mine.edition || other.edition.empty() || mine.edition.empty()))
        throw InputError(SourceMark{"--reading", 0, 0},
                         "'" + (other.edition.empty() ? "" : other.edition + ":") + other.id + "=" + other.option + "' and '" + c +
                             "' choose two options of one reading" + (mine.edition.empty() && other.edition.empty() ? "" : " for one edition") +
                             ": give one");
    seen.push_back(mine);
  }
  for (const auto& c : choices) choose_reading(c);
}

void choose_reading(const std::string& choice) {
  const auto eq = choice.find('=');
  if (eq == std::string::npos)
    throw InputError(SourceMark{"--reading", 0, 0}, "expected READING=OPTION or EDITION:READING=OPTION, got '" + choice + "'");
  std::string id = choice.substr(0, eq), edition;
  const std::string option = choice.substr(eq + 1);
  if (const auto colon = id.find(':'); colon != std::string::npos) {
    edition = id.substr(0, colon);
    id = id.substr(colon + 1);
    if (!game_of_edition(edition))
      throw InputError(SourceMark{"--reading", 0, 0}, "unknown edition '" + edition + "'" + did_you_mean(edition, all_edition_ids()));
  }
  bool found = false;
  for (const Game* g : games()) {
    const auto r = g->choose_reading(id, option, edition);
    if (!r) continue;
    if (!r->empty()) throw InputError(SourceMark{"--reading", 0, 0}, *r);
    found = true;
  }
  if (found) return;
  std::vector<std::string> known;
  for (const Game* g : games())
    for (const auto& r : g->reading_ids()) known.push_back(r);
  throw InputError(SourceMark{"--reading", 0, 0},
                   (edition.empty() ? "no edition" : "edition " + edition) + " has no reading '" + id + "'" + did_you_mean(id, known));
}

namespace {

// "love-letter, loser or secret-moon": every game's id, for messages.
std::string game_ids() {
  std::string out;
  for (size_t i = 0; i < games().size(); ++i)
    out += (i == 0 ? "" : i + 1 == games().size() ? " or " : ", ") + games()[i]->id();
  return out;
}

// The game an edition file is of: its `game:` key, else the game of the
// edition its `base:` names.
const Game& game_of_file(const YAML::Node& root, const YamlReader& in) {
  if (!root.IsMap()) in.fail(root, "an edition file is a map that names its game (game: " + game_ids() + ")");
  if (const YAML::Node game = root["game"]) {
    const std::string id = in.text(game, "game");
    if (const Game* g = find_game(id)) {
      const YAML::Node base = root["base"];
      const Game* base_game = base && base.IsScalar() ? game_of_edition(base.Scalar()) : nullptr;
      if (base_game && base_game != g)
        in.fail(base, "base: '" + base.Scalar() + "' is an edition of " + base_game->id() + ", and this file's game is " + g->id() +
                          ": start from an edition of " + g->id());
      return *g;
    }
    std::vector<std::string> ids;
    for (const Game* g : games()) ids.push_back(g->id());
    in.fail(game, "game: no game '" + id + "'" + did_you_mean(id, ids) + "; errata reads editions of " + game_ids());
  }
  if (const YAML::Node base = root["base"]) {
    const std::string id = in.text(base, "base");
    if (const Game* g = game_of_edition(id)) return *g;
    in.fail(base, "base: no edition '" + id + "' is loaded before this one" + did_you_mean(id, all_edition_ids()) +
                      "; name the edition this one starts from, or its game (game: " + game_ids() + ")");
  }
  in.fail(root, "the edition file names no game: give `game:` (" + game_ids() + "), or the edition it starts from with `base:`");
}

}  // namespace

void load_edition_file(const std::string& path) {
  const std::string text = read_user_file(path, "edition file");
  const YamlReader in(path);
  const auto docs = load_yaml_documents(text, path);
  if (docs.size() != 1) throw InputError(SourceMark{path, 1, 1}, "an edition file holds exactly one YAML document");
  const Game& game = game_of_file(docs[0], in);
  if (const YAML::Node id = docs[0]["id"]; id && id.IsScalar())
    if (const Game* other = game_of_edition(id.Scalar()); other && other != &game)
      in.fail(id, "id: '" + id.Scalar() + "' is already the id of a " + game_title(other->id()) + " edition; give this " +
                      game_title(game.id()) + " edition another id");
  game.load_edition(text, path);
}

}  // namespace errata
