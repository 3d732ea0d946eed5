#include "engine_session.h"

#include <optional>

#include "model/love_letter/engine.h"
#include "observations.h"
#include "plays.h"
#include "protocol_state.h"

namespace errata::love_letter {
namespace {

using conform::Json;
using conform::JsonObject;
using conform::reply;

const Json& at(const Json& req, const char* key) {
  static const Json absent;
  const Json* v = conform::field(req, key);
  return v ? *v : absent;
}

std::string scalar(const Json& n) { return n.is_string() ? n.get<std::string>() : ""; }

bool is_true(const Json& n) { return n.is_boolean() && n.get<bool>(); }

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

  JsonObject answer(const std::string& cmd, const Json& req) override {
    try {
      if (cmd == "new_round") return is_true(at(req, "continue")) ? next_round(req) : start(req);
      if (!started_) return reply("illegal", "", "no round has been dealt: 'new_round' first");
      if (cmd == "legal") return legal(req);
      if (cmd == "apply") return apply(req);
      if (cmd == "choose") return choose(req);
      if (cmd == "state") return reply("ok").object("state", state_fields(s_, table_, true));
      if (cmd == "observe") return observe(req);
      return reply("unsupported", "", "unknown request '" + cmd + "'");
    } catch (const Refused& r) {
      return refused(r.rejection);
    } catch (const BadReply& e) {
      return reply("illegal", "", e.what());
    }
  }

 private:
  JsonObject start(const Json& req) {
    std::vector<std::string> names;
    try {
      if (!conform::texts_field(req, "players", "new_round", names) || names.empty() || names.size() > kMaxPlayers)
        return refused(Rejection::invalid_setup, "players: a list of 1 to 8 names");
    } catch (const BadReply& e) {
      return refused(Rejection::invalid_setup, e.what());
    }
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

  Role edition_card(const Json& n) const {
    const auto r = role_from_id(scalar(n));
    if (!r || !ed_.has_card(*r)) throw Refused{Rejection::invalid_setup};
    return *r;
  }

  JsonObject next_round(const Json& req) {
    Deal d;
    const Json& hands = at(req, "hands");
    if (!hands.is_object()) return refused(Rejection::invalid_setup, "hands: one card per player");
    for (const auto& [name, cards] : hands.items()) {
      const auto p = table_.seat(name);
      if (!p || !cards.is_array() || cards.size() != 1 || d.hand[static_cast<size_t>(*p)] != Role::none)
        return refused(Rejection::invalid_setup, "each player is dealt exactly one card");
      d.hand[static_cast<size_t>(*p)] = edition_card(cards[0]);
    }
    if (const Json& deck = at(req, "deck"); deck.is_array())
      for (const auto& c : deck) {
        if (d.deck.size >= kMaxCards) return refused(Rejection::invalid_setup, "deck: more cards than any edition has");
        d.deck.add(edition_card(c));
      }
    if (const Json& aside = at(req, "set_aside"); !aside.is_null()) d.set_aside = edition_card(aside);
    if (const Json& up = at(req, "face_up"); up.is_array())
      for (const auto& c : up) {
        if (d.face_up.size >= 3) return refused(Rejection::invalid_setup, "face_up: at most 3 cards");
        d.face_up.add(edition_card(c));
      }
    std::optional<int> first;
    if (const Json& f = at(req, "first"); !f.is_null()) {
      first = table_.seat(scalar(f));
      if (!first) return refused(Rejection::invalid_setup, "first: unknown player");
    }
    std::string why;
    const Rejection r = engine_.new_round(s_, d, first, nullptr, &why);
    pending_.reset();
    seen_ = {};
    return r == Rejection::none ? reply("ok") : refused(r, why);
  }

  JsonObject legal(const Json& req) {
    const auto p = table_.seat(scalar(at(req, "player")));
    State d = s_;
    if (p && d.to_move == kNoPlayer && has(d.first_candidates, *p)) d.to_move = static_cast<int8_t>(*p);
    if (!p || d.round_over || d.to_move != *p) return reply("ok").texts("plays", {});
    engine_.start_turn(d, nullptr);
    return reply("ok").texts("plays", legal_play_texts(engine_, d, table_));
  }

  // The play a request names; its names resolved as errata's scenario runner resolves them.
  Action play_of(const Json& req, int& player) const {
    const auto p = table_.seat(scalar(at(req, "player")));
    if (!p) throw Refused{Rejection::not_your_turn};
    player = *p;
    Action a;
    const auto card = role_from_id(scalar(at(req, "card")));
    if (!card || *card == Role::none || !ed_.lists(*card)) throw Refused{Rejection::unknown_card};
    a.card = *card;
    auto seat = [&](const Json& n) {
      const auto s = table_.seat(scalar(n));
      if (!s) throw Refused{Rejection::invalid_target};
      return static_cast<int8_t>(*s);
    };
    if (conform::field(req, "target")) a.target = seat(at(req, "target"));
    if (const Json& ts = at(req, "targets"); ts.is_array()) {
      if (ts.size() > 2) throw Refused{Rejection::invalid_choice};
      if (ts.size() > 0) a.target = seat(ts[0]);
      if (ts.size() > 1) a.target2 = seat(ts[1]);
    }
    if (conform::field(req, "guess")) {
      const auto g = role_from_id(scalar(at(req, "guess")));
      if (!g || *g == Role::none) throw Refused{Rejection::unknown_card};
      a.guess = *g;
    }
    if (const Json& n = at(req, "number"); !n.is_null())
      a.number = static_cast<int8_t>(n.is_number_integer() ? std::clamp<long long>(n.get<long long>(), -1, 127) : -1);
    a.redraw = is_true(at(req, "redraw"));
    choice_of(req, a);
    return a;
  }

  void choice_of(const Json& req, Action& a) const {
    auto card = [&](const Json& n) {
      const auto r = role_from_id(scalar(n));
      if (!r || !ed_.lists(*r)) throw Refused{Rejection::unknown_card};
      return *r;
    };
    if (conform::field(req, "keep")) a.keep = card(at(req, "keep"));
    if (const Json& b = at(req, "bottom"); b.is_array()) {
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

  JsonObject apply(const Json& req) {
    int player = -1;
    const Action a = play_of(req, player);
    if (awaits_choice(a, player)) {
      pending_ = a;
      pending_player_ = player;
      return reply("ok").text("pending", "choose");
    }
    return play(player, a);
  }

  JsonObject choose(const Json& req) {
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

  JsonObject observe(const Json& req) {
    const auto p = table_.seat(scalar(at(req, "player")));
    if (!p) return reply("illegal", "", "observe: unknown player");
    return reply("ok").value("seen", seen_json(seen_[static_cast<size_t>(*p)], table_));
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
