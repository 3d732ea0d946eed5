#include "script.h"

#include "checker/scenario/named_reader.h"
#include "checker/scenario/script_parts.h"
#include "model/core/input_error.h"
#include "model/core/yaml_reader.h"

namespace errata::loser {

const ScenarioKeys& scenario_keys() {
  static const ScenarioKeys keys{
      "loser",
      scenario_top_keys(),  // top
      {"players", "first", "new_game", "hands", "played", "face_up", "face_down", "spells", "spell_pile",
       "spell_discard", "actions", "characters"},  // setup
      {"turn", "potion", "spell", "action", "vote", "counts_as", "keep", "new_round", "expect"},  // step
      {"hands", "face_up", "face_down"},  // new_round
      {"editions", "hands", "played", "face_up", "face_down", "spells", "spell_pile", "spell_pile_size",
       "spell_discard", "actions", "characters", "drawn", "phase", "to_move", "round", "round_loser", "loser_rule",
       "next_first", "game_over", "game_loser", "error"}};  // expect
  return keys;
}

namespace {

class Reader : public NamedReader {
 public:
  explicit Reader(const std::string& file) : NamedReader(file) {}

  // A name or a list of names: every list of a Loser scenario may be one item.
  NamedList list(const YAML::Node& n, const std::string& what) const { return names(n, what); }

  // A key that may be null (expect: nobody / no rule).
  void nullable(const YAML::Node& e, const char* key, std::optional<std::optional<Named>>& out, SourceMark& mark) const {
    if (!e[key]) return;
    mark = in_.mark(e[key]);
    if (e[key].IsNull()) out = std::optional<Named>{};
    else out = std::optional<Named>{name(e[key], key)};
  }

  Expectation expectation(const YAML::Node& e) const {
    in_.expect_map(e, "expect", scenario_keys().expect);
    Expectation x;
    x.mark = in_.mark(e);
    if (e["editions"]) x.editions = list(e["editions"], "expect.editions");
    if (e["hands"]) x.hands = list_map(e["hands"], "expect.hands");
    if (e["played"]) x.played = list_map(e["played"], "expect.played");
    if (e["spells"]) x.spells = list_map(e["spells"], "expect.spells");
    if (e["characters"]) x.characters = list_map(e["characters"], "expect.characters");
    if (e["face_up"]) x.face_up = list(e["face_up"], "expect.face_up");
    if (e["face_down"]) x.face_down = list(e["face_down"], "expect.face_down");
    if (e["spell_pile"]) x.spell_pile = list(e["spell_pile"], "expect.spell_pile");
    if (e["spell_discard"]) x.spell_discard = list(e["spell_discard"], "expect.spell_discard");
    if (e["actions"]) x.actions = list(e["actions"], "expect.actions");
    if (e["drawn"]) x.drawn = list(e["drawn"], "expect.drawn");
    if (e["spell_pile_size"]) x.spell_pile_size = count(e["spell_pile_size"], "spell_pile_size");
    if (e["round"]) x.round = count(e["round"], "round", 1);
    if (e["phase"]) x.phase = name(e["phase"], "expect.phase");
    nullable(e, "to_move", x.to_move, x.to_move_mark);
    nullable(e, "round_loser", x.round_loser, x.round_loser_mark);
    nullable(e, "loser_rule", x.loser_rule, x.loser_rule_mark);
    nullable(e, "next_first", x.next_first, x.next_first_mark);
    nullable(e, "game_loser", x.game_loser, x.game_loser_mark);
    if (e["game_over"]) x.game_over = std::make_pair(in_.boolean(e["game_over"], "game_over"), in_.mark(e["game_over"]));
    if (e["error"]) x.error = name(e["error"], "expect.error");
    return x;
  }

  std::vector<Expectation> expectations(const YAML::Node& n) const {
    return maps(n, "expect", [&](const YAML::Node& e) { return expectation(e); });
  }

  Setup setup(const YAML::Node& n) const {
    in_.expect_map(n, "setup", scenario_keys().setup);
    Setup s;
    s.mark = in_.mark(n);
    s.players = list(in_.required(n, "players", "setup"), "setup.players");
    if (n["first"]) s.first = name(n["first"], "setup.first");
    if (n["new_game"]) s.new_game = in_.boolean(n["new_game"], "setup.new_game");
    s.hands = list_map(in_.required(n, "hands", "setup"), "setup.hands");
    if (n["played"]) s.played = list_map(n["played"], "setup.played");
    if (n["spells"]) s.spells = list_map(n["spells"], "setup.spells");
    if (n["characters"]) s.characters = list_map(n["characters"], "setup.characters");
    s.face_up = n["face_up"] ? list(n["face_up"], "setup.face_up") : NamedList{{}, s.mark};
    s.face_down = n["face_down"] ? list(n["face_down"], "setup.face_down") : NamedList{{}, s.mark};
    s.spell_discard = n["spell_discard"] ? list(n["spell_discard"], "setup.spell_discard") : NamedList{{}, s.mark};
    if (n["spell_pile"]) s.spell_pile = list(n["spell_pile"], "setup.spell_pile");
    if (n["actions"]) s.actions = list(n["actions"], "setup.actions");
    return s;
  }

  Step step(const YAML::Node& n) const {
    in_.expect_map(n, "step", scenario_keys().step);
    Step s;
    s.mark = in_.mark(n);
    int kinds = 0;
    for (const char* k : {"turn", "vote", "keep", "new_round"}) kinds += static_cast<bool>(n[k]);
    if (kinds != 1) in_.fail(n, "step: expected exactly one of 'turn', 'vote', 'keep' or 'new_round'");
    auto only_with = [&](const char* key, const char* owner) {
      if (n[key] && !n[owner]) in_.fail(n[key], std::string("step: '") + key + "' belongs to a '" + owner + "' step");
    };
    for (const char* k : {"potion", "spell", "action"}) only_with(k, "turn");
    only_with("counts_as", "vote");
    if (n["turn"]) {
      s.kind = Step::Kind::turn;
      s.player = name(n["turn"], "turn");
      s.potion = name(in_.required(n, "potion", "a turn (the potion played)"), "potion");
      if (n["spell"]) s.spell = name(n["spell"], "spell");
      if (n["action"]) s.action = name(n["action"], "action");
    } else if (n["vote"]) {
      s.kind = Step::Kind::vote;
      s.votes = name_map(n["vote"], "vote");
      if (n["counts_as"]) s.counts_as = int_map(n["counts_as"], "counts_as", 99);
    } else if (n["keep"]) {
      s.kind = Step::Kind::keep;
      s.keep = name(n["keep"], "keep");
    } else {
      s.kind = Step::Kind::new_round;
      const YAML::Node d = n["new_round"];
      in_.expect_map(d, "new_round", scenario_keys().new_round);
      s.hands = list_map(in_.required(d, "hands", "new_round"), "new_round.hands");
      s.face_up = d["face_up"] ? list(d["face_up"], "new_round.face_up") : NamedList{{}, in_.mark(d)};
      s.face_down = d["face_down"] ? list(d["face_down"], "new_round.face_down") : NamedList{{}, in_.mark(d)};
    }
    s.mark = in_.mark(n);
    if (n["expect"]) s.expect = expectations(n["expect"]);
    return s;
  }
};

}  // namespace

std::shared_ptr<const Script> read_script(const YAML::Node& doc, const std::string& file) {
  return read_script_parts<Script>(Reader(file), doc, file);
}

}  // namespace errata::loser
