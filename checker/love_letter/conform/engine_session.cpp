#include "engine_session.h"

#include <optional>

#include "model/love_letter/engine.h"
#include "observations.h"
#include "plays.h"
#include "protocol_state.h"

namespace errata::love_letter {
namespace {

using conform::JsonObject;
using conform::reply;

std::string scalar(const YAML::Node& n) { return n && n.IsScalar() ? n.Scalar() : ""; }

JsonObject refused(Rejection r, const std::string& detail = "") {
  return reply("illegal", std::string(rejection_code(r)), detail);
}

// A request's choice that does not name what it should: the rules' rejection.
struct Refused {
  Rejection rejection;
};

class LoveLetterSession final : public conform::EngineSession {
 public:
  explicit LoveLetterSession(const Edition& ed) : ed_(ed), engine_(ed), table_{ed, {}} {}

  JsonObject answer(const std::string& cmd, const YAML::Node& req) override {
    try {
      if (cmd == "new_round") return scalar(req["continue"]) == "true" ? next_round(req) : start(req);
      if (!started_) return reply("illegal", "", "no round has been dealt: 'new_round' first");
      if (cmd == "legal") return legal(req);
      if (cmd == "apply") return apply(req);
      if (cmd == "choose") return choose(req);
      if (cmd == "state") return reply("ok").raw("state", state_fields(s_, table_, true).str());
      if (cmd == "observe") return observe(req);
      return reply("unsupported", "", "unknown request '" + cmd + "'");
    } catch (const Refused& r) {
      return refused(r.rejection);
    } catch (const BadReply& e) {
      return reply("illegal", "", e.what());
    }
  }

 private:
  JsonObject start(const YAML::Node& req) {
    std::vector<std::string> names;
    if (!conform::read_texts(req["players"], names) || names.empty() || names.size() > kMaxPlayers)
      return refused(Rejection::invalid_setup, "players: a list of 1 to 8 names");
    table_.names = names;
    started_ = false;
    State s;
    try {
      s = read_state(req, table_, false);
    } catch (const BadReply& e) {
      return refused(Rejection::invalid_setup, e.what());
    }
    if (auto why = engine_.setup_problem(s, &table_.names)) return refused(Rejection::invalid_setup, *why);
    engine_.begin(s, nullptr);
    s_ = s;
    started_ = true;
    pending_.reset();
    seen_ = {};
    return reply("ok");
  }

  Role edition_card(const YAML::Node& n) const {
    const auto r = role_from_id(scalar(n));
    if (!r || !ed_.has_card(*r)) throw Refused{Rejection::invalid_setup};
    return *r;
  }

  JsonObject next_round(const YAML::Node& req) {
    Deal d;
    const YAML::Node hands = req["hands"];
    if (!hands || !hands.IsMap()) return refused(Rejection::invalid_setup, "hands: one card per player");
    for (const auto& kv : hands) {
      const auto p = table_.seat(scalar(kv.first));
      if (!p || !kv.second.IsSequence() || kv.second.size() != 1 || d.hand[static_cast<size_t>(*p)] != Role::none)
        return refused(Rejection::invalid_setup, "each player is dealt exactly one card");
      d.hand[static_cast<size_t>(*p)] = edition_card(kv.second[0]);
    }
    if (req["deck"] && req["deck"].IsSequence())
      for (const auto& c : req["deck"]) {
        if (d.deck.size >= kMaxCards) return refused(Rejection::invalid_setup, "deck: more cards than any edition has");
        d.deck.add(edition_card(c));
      }
    if (req["set_aside"] && !req["set_aside"].IsNull()) d.set_aside = edition_card(req["set_aside"]);
    if (req["face_up"] && req["face_up"].IsSequence())
      for (const auto& c : req["face_up"]) {
        if (d.face_up.size >= 3) return refused(Rejection::invalid_setup, "face_up: at most 3 cards");
        d.face_up.add(edition_card(c));
      }
    std::optional<int> first;
    if (req["first"] && !req["first"].IsNull()) {
      first = table_.seat(scalar(req["first"]));
      if (!first) return refused(Rejection::invalid_setup, "first: unknown player");
    }
    std::string why;
    const Rejection r = engine_.new_round(s_, d, first, nullptr, &why);
    pending_.reset();
    seen_ = {};
    return r == Rejection::none ? reply("ok") : refused(r, why);
  }

  JsonObject legal(const YAML::Node& req) {
    const auto p = table_.seat(scalar(req["player"]));
    State d = s_;
    if (p && d.to_move == kNoPlayer && has(d.first_candidates, *p)) d.to_move = static_cast<int8_t>(*p);
    if (!p || d.round_over || d.to_move != *p) return reply("ok").texts("plays", {});
    engine_.start_turn(d, nullptr);
    return reply("ok").texts("plays", legal_play_texts(engine_, d, table_));
  }

  // The play a request names; its names resolved as errata's scenario runner resolves them.
  Action play_of(const YAML::Node& req, int& player) const {
    const auto p = table_.seat(scalar(req["player"]));
    if (!p) throw Refused{Rejection::not_your_turn};
    player = *p;
    Action a;
    const auto card = role_from_id(scalar(req["card"]));
    if (!card || *card == Role::none || !ed_.lists(*card)) throw Refused{Rejection::unknown_card};
    a.card = *card;
    auto seat = [&](const YAML::Node& n) {
      const auto s = table_.seat(scalar(n));
      if (!s) throw Refused{Rejection::invalid_target};
      return static_cast<int8_t>(*s);
    };
    if (req["target"]) a.target = seat(req["target"]);
    if (const YAML::Node ts = req["targets"]; ts && ts.IsSequence()) {
      if (ts.size() > 2) throw Refused{Rejection::invalid_choice};
      if (ts.size() > 0) a.target = seat(ts[0]);
      if (ts.size() > 1) a.target2 = seat(ts[1]);
    }
    if (req["guess"]) {
      const auto g = role_from_id(scalar(req["guess"]));
      if (!g || *g == Role::none) throw Refused{Rejection::unknown_card};
      a.guess = *g;
    }
    if (req["number"]) a.number = static_cast<int8_t>(std::clamp(req["number"].as<int>(-1), -1, 127));
    a.redraw = scalar(req["redraw"]) == "true";
    choice_of(req, a);
    return a;
  }

  void choice_of(const YAML::Node& req, Action& a) const {
    auto card = [&](const YAML::Node& n) {
      const auto r = role_from_id(scalar(n));
      if (!r || !ed_.lists(*r)) throw Refused{Rejection::unknown_card};
      return *r;
    };
    if (req["keep"]) a.keep = card(req["keep"]);
    if (const YAML::Node b = req["bottom"]; b && b.IsSequence()) {
      if (b.size() > 2) throw Refused{Rejection::invalid_choice};
      for (const auto& c : b) a.bottom[a.bottom_count++] = card(c);
    }
  }

  // A Chancellor named without its choice, which will draw: its choice comes with `choose`.
  bool awaits_choice(const Action& a, int player) const {
    if (a.card != Role::chancellor || a.keep != Role::none || a.bottom_count) return false;
    State d = s_;
    if (d.to_move == kNoPlayer && has(d.first_candidates, player)) d.to_move = static_cast<int8_t>(player);
    if (d.round_over || d.to_move != player) return false;
    engine_.start_turn(d, nullptr);
    if (d.deck.empty()) return false;
    Action trial = a;  // any valid choice: the play is accepted up to its choice
    Hand hand = d.hand[static_cast<size_t>(player)];
    hand.remove(Role::chancellor);
    for (int i = 0; i < d.deck.size && i < 2; ++i) hand.add(d.deck.at(i));
    trial.keep = hand[0];
    for (int i = 1; i < hand.size; ++i) trial.bottom[trial.bottom_count++] = hand[i];
    State probe = s_;
    return engine_.take_turn(probe, player, trial, nullptr) == Rejection::none;
  }

  JsonObject apply(const YAML::Node& req) {
    int player = -1;
    const Action a = play_of(req, player);
    if (awaits_choice(a, player)) {
      pending_ = a;
      pending_player_ = player;
      return reply("ok").text("pending", "choose");
    }
    return play(player, a);
  }

  JsonObject choose(const YAML::Node& req) {
    if (!pending_) return refused(Rejection::invalid_choice, "nothing to choose");
    Action a = *pending_;
    pending_.reset();
    choice_of(req, a);
    return play(pending_player_, a);
  }

  JsonObject play(int player, const Action& a) {
    Trace trace;
    trace.names = table_.names;
    const State before = s_;
    const Rejection r = engine_.take_turn(s_, player, a, &trace);
    if (r != Rejection::none) return refused(r, trace.events.empty() ? "" : trace.events.back().text);
    seen_ = play_sightings(engine_, before, player, a, trace.events);
    std::vector<std::string> events;
    for (const auto& e : trace.events) events.push_back(e.clause.empty() ? e.text : e.clause + ": " + e.text);
    return reply("ok").texts("events", events);
  }

  JsonObject observe(const YAML::Node& req) {
    const auto p = table_.seat(scalar(req["player"]));
    if (!p) return reply("illegal", "", "observe: unknown player");
    return reply("ok").raw("seen", seen_json(seen_[static_cast<size_t>(*p)], table_));
  }

  const Edition& ed_;
  Engine engine_;
  Table table_;
  State s_;
  bool started_ = false;
  std::optional<Action> pending_;
  int pending_player_ = -1;
  Sightings seen_{};
};

}  // namespace

std::unique_ptr<conform::EngineSession> engine_session(const Edition& ed) { return std::make_unique<LoveLetterSession>(ed); }

}  // namespace errata::love_letter
