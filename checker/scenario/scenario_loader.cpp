#include "scenario_loader.h"
#include "scenario_keys.h"

#include <algorithm>
#include <filesystem>

#include "checker/game.h"
#include "model/core/input_error.h"
#include "model/core/suggest.h"
#include "model/core/user_file.h"
#include "model/core/yaml_reader.h"
#include "named_reader.h"

namespace errata {

const std::vector<std::string>& scenario_games() {
  static const std::vector<std::string> games{"love-letter", "secret-moon", "loser"};
  return games;
}

const ScenarioKeys& love_letter_scenario_keys() {
  static const ScenarioKeys keys{
      "love-letter",
      {"name", "game", "editions", "clauses", "setup", "steps", "expect"},  // top
      {"players", "first", "hands", "deck", "set_aside", "face_up", "discards", "protected", "eliminated",
       "tokens", "sycophant_choice"},  // setup
      {"turn", "play", "target", "targets", "guess", "keep", "bottom", "new_round", "redraw", "expect"},  // step
      {"hands", "deck", "set_aside", "face_up", "first"},  // new_round
      {"editions", "hands", "eliminated", "protected", "discards", "deck", "deck_size", "set_aside", "round_over",
       "round_winners", "tokens", "game_over", "game_winners", "error", "jester_token", "sycophant_choice"}};  // expect
  return keys;
}

namespace {

namespace fs = std::filesystem;
namespace ll = love_letter_script;

const std::vector<std::string>& kGames = scenario_games();
const std::vector<std::string>& kTopKeys = love_letter_scenario_keys().top;
const std::vector<std::string>& kSetupKeys = love_letter_scenario_keys().setup;
const std::vector<std::string>& kStepKeys = love_letter_scenario_keys().step;
const std::vector<std::string>& kNewRoundKeys = love_letter_scenario_keys().new_round;
const std::vector<std::string>& kExpectKeys = love_letter_scenario_keys().expect;

class Reader : public NamedReader {
 public:
  explicit Reader(const std::string& file) : NamedReader(file) {}

  ll::Cards cards(const YAML::Node& n, const std::string& what) const {
    ll::Cards c;
    c.deck.mark = in_.mark(n);
    c.face_up.mark = in_.mark(n);
    if (n["hands"]) c.hands = list_map(n["hands"], what + ".hands");
    if (n["deck"]) c.deck = list(n["deck"], what + ".deck");
    if (n["set_aside"]) c.set_aside = optional_name(n["set_aside"], what + ".set_aside");
    if (n["face_up"]) c.face_up = list(n["face_up"], what + ".face_up");
    return c;
  }

  ll::Setup setup(const YAML::Node& n) const {
    in_.expect_map(n, "setup", kSetupKeys);
    ll::Setup s;
    s.mark = in_.mark(n);
    s.players = players(in_.required(n, "players", "setup"), "setup.players", 1);
    if (n["first"]) s.first = name(n["first"], "setup.first");
    s.cards = cards(n, "setup");
    if (n["discards"]) s.discards = list_map(n["discards"], "setup.discards");
    s.protected_players = n["protected"] ? list(n["protected"], "setup.protected") : NamedList{{}, s.mark};
    s.eliminated = n["eliminated"] ? list(n["eliminated"], "setup.eliminated") : NamedList{{}, s.mark};
    if (n["tokens"]) s.tokens = int_map(n["tokens"], "setup.tokens", 99);
    if (n["sycophant_choice"]) s.sycophant_choice = optional_name(n["sycophant_choice"], "setup.sycophant_choice");
    return s;
  }

  ll::Expectation expectation(const YAML::Node& n) const {
    in_.expect_map(n, "expect", kExpectKeys);
    ll::Expectation e;
    e.mark = in_.mark(n);
    if (n["editions"]) e.editions = list(n["editions"], "expect.editions");
    if (n["hands"]) e.hands = list_map(n["hands"], "expect.hands");
    if (n["discards"]) e.discards = list_map(n["discards"], "expect.discards");
    if (n["eliminated"]) e.eliminated = list(n["eliminated"], "expect.eliminated");
    if (n["protected"]) e.protected_players = list(n["protected"], "expect.protected");
    if (n["round_winners"]) e.round_winners = list(n["round_winners"], "expect.round_winners");
    if (n["game_winners"]) e.game_winners = list(n["game_winners"], "expect.game_winners");
    if (n["deck"]) e.deck = list(n["deck"], "expect.deck");
    if (n["deck_size"]) {
      e.deck_size = count(n["deck_size"], "expect.deck_size");
    }
    if (n["set_aside"]) {
      e.set_aside.emplace(optional_name(n["set_aside"], "expect.set_aside"));
      e.set_aside_mark = in_.mark(n["set_aside"]);
    }
    if (n["round_over"]) e.round_over = {{in_.boolean(n["round_over"], "expect.round_over"), in_.mark(n["round_over"])}};
    if (n["game_over"]) e.game_over = {{in_.boolean(n["game_over"], "expect.game_over"), in_.mark(n["game_over"])}};
    if (n["tokens"]) e.tokens = int_map(n["tokens"], "expect.tokens", 99);
    if (n["error"]) e.error = name(n["error"], "expect.error");
    if (n["jester_token"]) {
      e.jester_token.emplace(optional_name(n["jester_token"], "expect.jester_token"));
      e.jester_mark = in_.mark(n["jester_token"]);
    }
    if (n["sycophant_choice"]) {
      e.sycophant_choice.emplace(optional_name(n["sycophant_choice"], "expect.sycophant_choice"));
      e.sycophant_mark = in_.mark(n["sycophant_choice"]);
    }
    return e;
  }

  std::vector<ll::Expectation> expectations(const YAML::Node& n) const {
    std::vector<ll::Expectation> out;
    if (n.IsMap()) {
      out.push_back(expectation(n));
    } else if (n.IsSequence()) {
      for (const auto& item : n) out.push_back(expectation(item));
    } else {
      in_.fail(n, "expect: expected a map or a list of maps, got " + describe(n));
    }
    return out;
  }

  ll::Step step(const YAML::Node& n) const {
    in_.expect_map(n, "step", kStepKeys);
    ll::Step s;
    s.mark = in_.mark(n);
    const bool turn = static_cast<bool>(n["turn"]);
    const bool deal = static_cast<bool>(n["new_round"]);
    if (turn == deal) in_.fail(n, "step: expected exactly one of 'turn' or 'new_round'");
    if (deal) {
      for (const char* k : {"play", "target", "targets", "guess", "keep", "bottom", "redraw"})
        if (n[k]) in_.fail(n, std::string("step: '") + k + "' belongs to a turn, not to a new_round");
      s.new_round = true;
      const YAML::Node d = n["new_round"];
      in_.expect_map(d, "new_round", kNewRoundKeys);
      s.deal = cards(d, "new_round");
      if (d["first"]) s.first = name(d["first"], "new_round.first");
    } else {
      s.player = name(n["turn"], "turn");
      if (!n["play"]) in_.fail(n, "step: a turn needs 'play' (the card played)");
      s.play = name(n["play"], "play");
      if (n["target"]) s.target = name(n["target"], "target");
      if (n["guess"]) s.guess = name(n["guess"], "guess");
      if (n["keep"]) s.keep = name(n["keep"], "keep");
      if (n["bottom"]) s.bottom = names(n["bottom"], "bottom");
      if (n["targets"]) s.targets = list(n["targets"], "targets");
      if (n["target"] && n["targets"]) in_.fail(n["targets"], "step: give 'target' or 'targets', not both");
      if (n["redraw"]) {
        in_.boolean(n["redraw"], "redraw");
        s.redraw = name(n["redraw"], "redraw");
      }
    }
    if (n["expect"]) s.expect = expectations(n["expect"]);
    return s;
  }

  // Every game alike: a scenario checks something (steps or an expect), an
  // expect map checks something (a key besides `editions`), and the
  // `editions` of its expect maps and the players it seats are recorded to
  // choose and check the editions it runs under.
  void what_it_checks(const YAML::Node& doc, Scenario& sc) const {
    const YAML::Node steps = doc["steps"], expect = doc["expect"];
    const bool has_steps = steps && steps.IsSequence() && steps.size() > 0;
    if (!has_steps && !expect)
      in_.fail(doc, "this scenario checks nothing: give it steps or an expect (e.g. expect: {error: invalid-setup})");
    expect_maps(expect, sc);
    if (has_steps)
      for (const auto& st : steps)
        if (st.IsMap()) expect_maps(st["expect"], sc);
    const YAML::Node setup = doc["setup"];
    if (setup && setup.IsMap() && setup["players"] && setup["players"].IsSequence())
      sc.seated = static_cast<int>(setup["players"].size());
  }

  void expect_maps(const YAML::Node& expect, Scenario& sc) const {
    if (!expect) return;
    auto one = [&](const YAML::Node& e) {
      if (!e.IsMap()) return;  // the game's reader says what is wrong
      if (e.size() == 0 || (e.size() == 1 && e["editions"]))
        in_.fail(e, "this expect checks nothing: give it at least one key (hands, eliminated, error, ...)");
      if (e["editions"]) {
        NamedList l = list(e["editions"], "expect.editions");
        if (l.items.empty()) in_.fail(e["editions"], "expect.editions: expected at least one edition id");
        sc.expect_editions.push_back(std::move(l));
      }
    };
    if (expect.IsSequence()) {
      if (expect.size() == 0) in_.fail(expect, "this expect checks nothing: an empty list");
      for (const auto& e : expect) one(e);
    } else {
      one(expect);
    }
  }

  Scenario scenario(const YAML::Node& doc) const {
    if (!doc.IsMap()) in_.fail(doc, "a scenario is a map (name, game, setup, steps, expect), got " + describe(doc));
    in_.expect_map(doc, "scenario", kTopKeys);
    Scenario sc;
    sc.file = in_.file();
    // The first key: a document's own mark may be its '---' line. An empty map has none.
    sc.mark = in_.mark(doc.size() > 0 ? doc.begin()->first : doc);
    sc.name = in_.text(in_.required(doc, "name", "scenario"), "name");
    if (sc.name.find('\n') != std::string::npos) in_.fail(doc["name"], "name: expected one line");
    sc.game = name(in_.required(doc, "game", "scenario"), "game");
    if (std::find(kGames.begin(), kGames.end(), sc.game.text) == kGames.end())
      in_.fail(doc["game"], "unknown game '" + sc.game.text + "'" + did_you_mean(sc.game.text, kGames) +
                                "; expected love-letter, secret-moon or loser");
    if (doc["editions"]) {
      sc.editions = list(doc["editions"], "editions");
      if (sc.editions->items.empty()) in_.fail(doc["editions"], "editions: expected at least one edition id");
    }
    sc.clauses = doc["clauses"] ? list(doc["clauses"], "clauses") : NamedList{{}, sc.mark};
    if (const Game* game = find_other_game(sc.game.text)) {
      sc.script = game->read(doc, in_.file());
      what_it_checks(doc, sc);
      return sc;
    }
    sc.setup = setup(in_.required(doc, "setup", "scenario"));
    if (doc["steps"]) {
      const YAML::Node steps = doc["steps"];
      if (!steps.IsNull()) {
        in_.expect_list(steps, "steps");
        for (const auto& st : steps) sc.steps.push_back(step(st));
      }
    }
    if (doc["expect"]) sc.expect = expectations(doc["expect"]);
    what_it_checks(doc, sc);
    return sc;
  }

};

}  // namespace

std::vector<Scenario> load_scenarios(const std::string& text, const std::string& file) {
  std::vector<Scenario> out;
  Reader reader(file);
  for (const auto& doc : load_yaml_documents(text, file)) {
    if (doc.IsNull()) continue;  // an empty document (a trailing '---')
    out.push_back(reader.scenario(doc));
  }
  if (out.empty()) throw InputError(SourceMark{file, 1, 1}, "no scenario in this file");
  return out;
}

std::vector<Scenario> load_scenario_file(const std::string& path) {
  return load_scenarios(read_user_file(path, "scenario file"), path);
}

std::vector<std::string> scenario_files(const std::vector<std::string>& paths, std::vector<std::string>* notes) {
  std::vector<std::string> out, seen;  // seen: each file's canonical path
  auto add = [&](const std::string& file) {
    std::error_code ec;
    const std::string key = fs::weakly_canonical(file, ec).string();
    if (std::find(seen.begin(), seen.end(), key) != seen.end()) {
      if (notes) notes->push_back(file + ": warning: this file is given twice; it is run once");
      return;
    }
    seen.push_back(key);
    out.push_back(file);
  };
  for (const auto& p : paths) {
    std::error_code ec;
    if (fs::is_directory(p, ec)) {
      std::vector<std::string> found;
      fs::path at = p;  // the entry the search stands on: where it fails, if it fails
      for (auto it = fs::recursive_directory_iterator(p, ec); !ec && it != fs::recursive_directory_iterator();
           it.increment(ec)) {
        at = it->path();
        const auto ext = it->path().extension();
        if (it->is_regular_file(ec) && (ext == ".yaml" || ext == ".yml")) found.push_back(it->path().string());
      }
      // An unreadable folder must not end the search unnoticed: its scenarios would silently not run.
      if (ec) throw InputError(SourceMark{at.string(), 0, 0}, "cannot read this folder: " + ec.message());
      if (found.empty()) throw InputError(SourceMark{p, 0, 0}, "no scenario found in this folder (no *.yaml or *.yml file)");
      std::sort(found.begin(), found.end());
      for (const auto& f : found) add(f);
    } else if (fs::is_regular_file(p, ec)) {
      add(p);
    } else {
      const std::string why = not_a_regular_file(p);
      throw InputError(SourceMark{p, 0, 0}, why == "no such file" ? "no such file or folder" : "cannot read this scenario file: " + why);
    }
  }
  return out;
}

}  // namespace errata
