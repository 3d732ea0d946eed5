#include "checker/scenario/named_reader.h"
#include "checker/scenario/script_parts.h"
#include "model/core/input_error.h"
#include "model/core/yaml_reader.h"
#include "script.h"

namespace errata::secret_moon {

const ScenarioKeys& scenario_keys() {
  static const ScenarioKeys keys{
      "secret-moon",
      scenario_top_keys(),  // top
      {"players", "characters", "npcs", "removed", "round", "turn_cards", "played", "interrupted", "revealed",
       "captured", "protected", "investigated", "knows", "princess_markers", "minister_markers"},  // setup
      {"turn", "action", "target", "guess", "new_round", "expect"},  // step
      {"turn_cards"},  // new_round
      {"editions", "error", "revealed", "captured", "protected", "winners", "winning_team", "round_over",
       "game_over", "round", "to_move", "still_to_play", "interrupted", "knows", "marked", "markers",
       "princess_markers", "minister_markers", "supply", "markers_lacking", "reply"}};  // expect
  return keys;
}

namespace {

class Reader : public NamedReader {
 public:
  explicit Reader(const std::string& file) : NamedReader(file) {}

  MaybeName maybe_name(const YAML::Node& n, const std::string& what) const {
    if (n.IsNull()) return std::optional<Named>{};
    return std::optional<Named>{name(n, what)};
  }

  Flag flag(const YAML::Node& n, const std::string& what) const {
    return std::pair<bool, SourceMark>{in_.boolean(n, what), in_.mark(n)};
  }

  Setup setup(const YAML::Node& n) const {
    in_.expect_map(n, "setup", scenario_keys().setup);
    Setup s;
    s.mark = in_.mark(n);
    s.players = players(in_.required(n, "players", "setup"), "setup.players", 0);
    s.characters = name_map(in_.required(n, "characters", "setup"), "setup.characters");
    const NamedList empty{{}, s.mark};
    s.npcs = n["npcs"] ? list(n["npcs"], "setup.npcs") : empty;
    if (n["removed"]) s.removed = name(n["removed"], "setup.removed");
    if (n["round"]) s.round = NamedInt{in_.integer(n["round"], "setup.round"), in_.mark(n["round"])};
    s.turn_cards = int_map(in_.required(n, "turn_cards", "setup"), "setup.turn_cards", 99);
    s.played = n["played"] ? list(n["played"], "setup.played") : empty;
    s.interrupted = n["interrupted"] ? list(n["interrupted"], "setup.interrupted") : empty;
    s.revealed = n["revealed"] ? list(n["revealed"], "setup.revealed") : empty;
    s.captured = n["captured"] ? list(n["captured"], "setup.captured") : empty;
    s.protected_players = n["protected"] ? list(n["protected"], "setup.protected") : empty;
    if (n["investigated"]) s.investigated = list_map(n["investigated"], "setup.investigated");
    if (n["knows"]) s.knows = list_map(n["knows"], "setup.knows");
    if (n["princess_markers"]) s.princess_markers = int_map(n["princess_markers"], "setup.princess_markers", 99);
    if (n["minister_markers"]) s.minister_markers = int_map(n["minister_markers"], "setup.minister_markers", 99);
    return s;
  }

  Expectation expectation(const YAML::Node& n) const {
    in_.expect_map(n, "expect", scenario_keys().expect);
    Expectation e;
    e.mark = in_.mark(n);
    if (n["editions"]) e.editions = list(n["editions"], "expect.editions");
    if (n["error"]) e.error = name(n["error"], "expect.error");
    auto set = [&](const char* key, std::optional<NamedList>& to) {
      if (n[key]) to = list(n[key], std::string("expect.") + key);
    };
    set("revealed", e.revealed);
    set("captured", e.captured);
    set("protected", e.protected_players);
    set("winners", e.winners);
    set("still_to_play", e.still_to_play);
    set("interrupted", e.interrupted);
    auto maybe = [&](const char* key, MaybeName& to, SourceMark& mark) {
      if (!n[key]) return;
      to = maybe_name(n[key], std::string("expect.") + key);
      mark = in_.mark(n[key]);
    };
    maybe("winning_team", e.winning_team, e.winning_team_mark);
    maybe("to_move", e.to_move, e.to_move_mark);
    maybe("reply", e.reply, e.reply_mark);
    if (n["round_over"]) e.round_over = flag(n["round_over"], "expect.round_over");
    if (n["game_over"]) e.game_over = flag(n["game_over"], "expect.game_over");
    if (n["round"]) e.round = count(n["round"], "expect.round", 1);
    if (n["knows"]) e.knows = list_map(n["knows"], "expect.knows");
    if (n["marked"]) e.marked = list_map(n["marked"], "expect.marked");
    auto ints = [&](const char* key, std::optional<std::vector<Entry<NamedInt>>>& to) {
      if (n[key]) to = int_map(n[key], std::string("expect.") + key, 99);
    };
    ints("markers", e.markers);
    ints("princess_markers", e.princess_markers);
    ints("minister_markers", e.minister_markers);
    ints("supply", e.supply);
    ints("markers_lacking", e.markers_lacking);
    return e;
  }

  std::vector<Expectation> expectations(const YAML::Node& n) const {
    return maps(n, "expect", [&](const YAML::Node& e) { return expectation(e); });
  }

  Step step(const YAML::Node& n) const {
    in_.expect_map(n, "step", scenario_keys().step);
    Step s;
    s.mark = in_.mark(n);
    const bool turn = static_cast<bool>(n["turn"]);
    const bool deal = static_cast<bool>(n["new_round"]);
    if (turn == deal) in_.fail(n, "step: expected exactly one of 'turn' or 'new_round'");
    if (deal) {
      for (const char* k : {"action", "target", "guess"})
        if (n[k]) in_.fail(n[k], std::string("step: '") + k + "' belongs to a turn, not to a new_round");
      s.new_round = true;
      in_.expect_map(n["new_round"], "new_round", scenario_keys().new_round);
      s.turn_cards = int_map(in_.required(n["new_round"], "turn_cards", "new_round"), "new_round.turn_cards", 99);
    } else {
      s.player = name(n["turn"], "turn");
      s.action = name(in_.required(n, "action", "step"), "action");
      if (n["target"]) s.target = name(n["target"], "target");
      if (n["guess"]) s.guess = name(n["guess"], "guess");
    }
    if (n["expect"]) s.expect = expectations(n["expect"]);
    return s;
  }
};

}  // namespace

std::shared_ptr<const Script> read_script(const YAML::Node& doc, const std::string& file) {
  return read_script_parts<Script>(Reader(file), doc, file);
}

}  // namespace errata::secret_moon
