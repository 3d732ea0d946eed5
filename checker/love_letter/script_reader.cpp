// Reads a Love Letter scenario's own part: the setup (players, hands, deck,
// set-aside and face-up cards, discards, protection, tokens), the steps (a
// turn or a new round) and the expect maps, with located errors.
#include "script.h"

#include <stdexcept>

#include "checker/scenario/named_reader.h"
#include "checker/scenario/script_parts.h"
#include "model/core/input_error.h"
#include "model/core/yaml_reader.h"

namespace errata::love_letter_script {

const ScenarioKeys& scenario_keys() {
  static const ScenarioKeys keys{
      "love-letter",
      scenario_top_keys(),  // top
      {"players", "first", "hands", "deck", "set_aside", "face_up", "discards", "protected", "eliminated",
       "tokens", "sycophant_choice", "jester_token", "completion"},  // setup
      {"turn", "play", "target", "targets", "guess", "keep", "bottom", "new_round", "redraw", "expect"},  // step
      {"hands", "deck", "set_aside", "face_up", "first", "completion"},  // new_round
      {"editions", "hands", "eliminated", "protected", "discards", "deck", "deck_size", "set_aside", "round_over",
       "round_winners", "tokens", "game_over", "game_winners", "error", "jester_token", "sycophant_choice"}};  // expect
  return keys;
}

namespace {

namespace ll = love_letter_script;

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
    in_.expect_map(n, "setup", scenario_keys().setup);
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
    if (n["jester_token"]) s.jester_token = optional_name(n["jester_token"], "setup.jester_token");
    if (n["completion"]) s.completion = maps(n["completion"], "setup.completion", [&](const YAML::Node& c) { return completion(c, "setup.completion"); });
    return s;
  }

  // `where`: setup.completion, or new_round.completion (a new round's piles
  // are empty: no discards).
  ll::Completion completion(const YAML::Node& n, const std::string& where) const {
    const bool setup = where == "setup.completion";
    in_.expect_map(n, where, setup ? std::vector<std::string>{"editions", "set_aside", "face_up", "discards", "deck"}
                                   : std::vector<std::string>{"editions", "set_aside", "face_up", "deck"});
    ll::Completion c;
    c.mark = in_.mark(n);
    c.editions = list(in_.required(n, "editions", where), where + ".editions");
    c.face_up = NamedList{{}, c.mark};
    c.deck = NamedList{{}, c.mark};
    if (n["set_aside"]) c.set_aside_given = true, c.set_aside = optional_name(n["set_aside"], where + ".set_aside");
    if (n["face_up"]) c.face_up = list(n["face_up"], where + ".face_up");
    if (setup && n["discards"]) c.discards = list_map(n["discards"], where + ".discards");
    if (n["deck"]) c.deck = list(n["deck"], where + ".deck");
    return c;
  }

  ll::Expectation expectation(const YAML::Node& n) const {
    in_.expect_map(n, "expect", scenario_keys().expect);
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
    return maps(n, "expect", [&](const YAML::Node& e) { return expectation(e); });
  }

  ll::Step step(const YAML::Node& n) const {
    in_.expect_map(n, "step", scenario_keys().step);
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
      in_.expect_map(d, "new_round", scenario_keys().new_round);
      s.deal = cards(d, "new_round");
      if (d["first"]) s.first = name(d["first"], "new_round.first");
      if (d["completion"])
        s.completion = maps(d["completion"], "new_round.completion", [&](const YAML::Node& c) { return completion(c, "new_round.completion"); });
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
};

}  // namespace

std::shared_ptr<const GameScript> read_script(const YAML::Node& doc, const std::string& file) {
  return read_script_parts<Script>(Reader(file), doc, file);
}

const Script& script_of(const Scenario& sc) {
  const auto* script = dynamic_cast<const Script*>(sc.script.get());
  if (!script) throw std::logic_error("a love-letter scenario without its script");
  return *script;
}

}  // namespace errata::love_letter_script
