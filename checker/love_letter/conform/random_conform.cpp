#include "random_conform.h"

#include <algorithm>
#include <map>
#include <set>

#include "checker/love_letter/runner.h"
#include "model/core/scenario_emitter.h"
#include "core/progress.h"
#include "checker/scenario/scenario_loader.h"
#include "deviation_clause.h"
#include "engine_path.h"
#include "model/core/input_error.h"
#include "model/love_letter/random_play.h"
#include "plays.h"
#include "props/love_letter/scenario_writer.h"
#include "scenario_conform.h"

namespace errata::love_letter {
namespace {

using conform::Run;
using conform::Verdict;

constexpr int kMaxSteps = 5000;       // far above any game's; an engine never keeps errata's game going
constexpr uint32_t kRefusalRate = 4;  // one turn in 4, and one round's end in 4, first asks for a play the rules refuse

// One step of a game as played: a turn, or the deal of the next round.
struct Played {
  bool deal = false;
  int player = -1;
  Action action;
  Deal cards;
  std::optional<int> first;
};

// A deviation as the game saw it, before it is shrunk: the state before the
// step, the step (for differing legal plays, the play that differs), errata's
// outcome of it, the difference; and the game from its last point in common
// with the engine (its first deal, or the last new_round that put the engine
// back on the path) up to the step.
struct Divergence {
  State before, after;
  Played step;
  Rejection rejection = Rejection::none;
  bool at_setup = false;
  StepDeviation found;
  std::optional<std::pair<State, Played>> lead_in;  // a deal: the round's last turn, and the state before it
  State origin;
  std::vector<Played> since;
};

std::string key_of(const StepDeviation& d) { return d.clause + " " + (d.card.empty() ? "-" : d.card) + " " + d.kind; }

YAML::Node new_round_node(const Played& p, int players) {
  const Deal& d = p.cards;
  YAML::Node deal, hands = scenario_text::flow_map();
  for (int s = 0; s < players; ++s) hands[props::player_name(s)] = std::string(role_id(d.hand[static_cast<size_t>(s)]));
  deal["hands"] = hands;
  deal["deck"] = props::cards_node(d.deck.begin(), d.deck.end());
  if (d.set_aside != Role::none) deal["set_aside"] = std::string(role_id(d.set_aside));
  if (d.face_up.size) deal["face_up"] = props::cards_node(d.face_up.begin(), d.face_up.end());
  if (p.first) deal["first"] = props::player_name(*p.first);
  YAML::Node n;
  n["new_round"] = deal;
  return n;
}

YAML::Node step_node(const Played& p, int players) {
  return p.deal ? new_round_node(p, players) : props::step_node(p.player, p.action);
}

// The plays of `s` the rules refuse that engines are known to accept: a
// protected player, or her own, chosen where the rules refuse it; the King
// or the Prince beside the Countess; the Guard naming the Guard; a play out
// of turn; a play after the round ended. Each with its player.
std::vector<std::pair<int, Action>> refused_plays(const Engine& engine, const State& s) {
  std::vector<std::pair<int, Action>> out;
  auto consider = [&](int who, const Action& a) {
    State copy = s;
    if (engine.take_turn(copy, who, a, nullptr) != Rejection::none) out.emplace_back(who, a);
  };
  auto in_round = [&](int p) { return !has(s.eliminated, p); };
  if (s.round_over) {
    for (int p = 0; p < s.players; ++p)
      if (in_round(p) && !s.hand[static_cast<size_t>(p)].empty()) consider(p, Action{s.hand[static_cast<size_t>(p)][0]});
    return out;
  }
  const int me = s.to_move;
  State drawn = s;
  engine.start_turn(drawn, nullptr);
  static thread_local Action plays[4096];
  const int n = engine.legal_plays(drawn, plays, 4096);
  std::set<Role> chooser;
  for (int i = 0; i < n; ++i) {
    if (plays[i].target < 0 || plays[i].target2 >= 0 || chooser.count(plays[i].card)) continue;
    chooser.insert(plays[i].card);
    for (int q = 0; q < s.players; ++q)  // a protected player, or her own
      if (in_round(q) && (q == me || has(drawn.protected_players, q))) {
        Action a = plays[i];
        a.target = static_cast<int8_t>(q);
        consider(me, a);
      }
    if (plays[i].card == Role::guard) {  // the Guard naming the Guard
      Action a = plays[i];
      a.guess = Role::guard;
      consider(me, a);
    }
  }
  const Hand& hand = drawn.hand[static_cast<size_t>(me)];
  if (hand.contains(Role::countess))  // the King or the Prince beside the Countess
    for (Role c : {Role::king, Role::prince})
      if (hand.contains(c))
        for (int q = 0; q < s.players; ++q)
          if (in_round(q) && !has(drawn.protected_players, q) && (q != me || c == Role::prince)) {
            consider(me, Action{c, static_cast<int8_t>(q)});
            break;
          }
  for (int q = 0; q < s.players; ++q)  // out of turn
    if (q != me && in_round(q) && !s.hand[static_cast<size_t>(q)].empty()) {
      Action a{s.hand[static_cast<size_t>(q)][0]};
      if (chooser.count(a.card)) a.target = static_cast<int8_t>(me);
      if (a.card == Role::guard) a.guess = Role::priest;
      consider(q, a);
    }
  return out;
}

class RandomGame {
 public:
  RandomGame(const Edition& ed, conform::Session& session, uint64_t seed, const std::set<std::string>& known)
      : ed_(ed), engine_(ed), session_(session), rng_(seed), table_{ed, {}}, terms_(session.hello(), ed),
        path_(session, engine_, table_, terms_), known_(known) {}

  // Plays the game to its end (or until the engine cannot be put back on the rules' path).
  void play(long& turns, long& refusals) {
    const int players = ed_.min_players + static_cast<int>(rng_.below(static_cast<uint32_t>(ed_.max_players - ed_.min_players + 1)));
    const int first = static_cast<int>(rng_.below(static_cast<uint32_t>(players)));
    for (int p = 0; p < players; ++p) table_.names.push_back(props::player_name(p));
    first_ = dealt(random_deal(ed_, players, rng_), players, first);
    origin_ = first_;
    State s = first_;
    Trace trace = named_trace();
    engine_.begin(s, &trace);
    at_ = "the first deal";
    at_rules_ = {Rejection::none, Role::none, trace.events};
    const EnginePath::Step step = path_.setup(first_, {Rejection::none, &s, &trace.events, Role::none});
    record(step, first_, {}, s, Rejection::none, true);
    for (int n = 0; n < kMaxSteps && !s.game_over && stopped_.empty(); ++n) {
      if (s.round_over) {
        if (!path_.parted() && rng_.below(kRefusalRate) == 0) refusal(s, refusals, false);
        next_round(s);
      } else {
        turn(s, turns, refusals);
      }
    }
  }

  // The deviations seen, each key once (its first, in full when no game before showed it), and how many times each.
  const std::vector<Divergence>& found() const { return found_; }
  const std::map<std::string, long>& times() const { return times_; }
  const State& first_state() const { return first_; }
  const std::string& stopped() const { return stopped_; }
  const std::string& at() const { return at_; }
  // errata's decision of the step being played: a crash is reported under its clause.
  StepDeviation failure(const std::string& what) const {
    return failure_during({at_rules_.rejection, nullptr, &at_rules_.events, at_rules_.card}, what);
  }
  long resyncs() const { return path_.resyncs(); }

 private:
  static State dealt(const Deal& d, int players, int first) {
    State s;
    s.players = static_cast<uint8_t>(players);
    for (int p = 0; p < players; ++p) s.hand[p].add(d.hand[static_cast<size_t>(p)]);
    for (Role r : d.deck) s.deck.put_under(r);
    s.set_aside = d.set_aside;
    s.face_up = d.face_up;
    s.to_move = static_cast<int8_t>(first);
    return s;
  }

  // A trace whose decisions name the players (P1, P2, ...).
  Trace named_trace() const {
    Trace t;
    t.names = table_.names;
    return t;
  }

  void record(const EnginePath::Step& step, const State& before, const Played& p, const State& after, Rejection r, bool at_setup) {
    for (const auto& f : step.found) {
      const std::string key = key_of(f.deviation);
      if (times_[key]++ || known_.count(key)) continue;  // counted: its first occurrence is kept already
      // The step as played (a difference of the legal plays shows before it too).
      Divergence d{before, after, p, r, at_setup, f.deviation, {}, origin_, since_};
      if (p.deal) d.lead_in = last_turn_;
      found_.push_back(std::move(d));
    }
  }

  // Before a step from `s`: the engine put back on the rules' path if it parted.
  bool joined(const State& s) {
    const bool was_parted = path_.parted();
    std::string why;
    const auto j = path_.join(s, why);
    if (j == EnginePath::Join::cannot) stopped_ = why;
    if (j != EnginePath::Join::joined) return false;
    if (was_parted) {
      origin_ = s;
      since_.clear();
      last_turn_.reset();
    }
    return true;
  }

  // A play the rules refuse, at a fixed rate. With `legal`, the legal plays
  // of the player to move are compared first, as a scenario's step compares
  // them (so that its scenario shows the same difference).
  bool refusal(const State& s, long& refusals, bool legal) {
    const auto candidates = refused_plays(engine_, s);
    if (candidates.empty()) return false;
    const auto& [who, a] = candidates[rng_.below(static_cast<uint32_t>(candidates.size()))];
    State after = s;
    Trace trace = named_trace();
    const Rejection r = engine_.take_turn(after, who, a, &trace);
    Played p;
    p.player = who;
    p.action = a;
    at_ = table_.name(who) + " plays " + std::string(role_id(a.card)) + " (a play the rules refuse)";
    at_rules_ = {r, a.card, trace.events};
    ++refusals;
    const bool compared = legal && who == s.to_move;
    const EnginePath::Step step = path_.turn(s, who, a, {r, &after, &trace.events, a.card}, compared,
                                             apply_request(who, terms_.asked(a, s), table_), choose_request(a));
    record(step, s, p, after, r, false);
    return compared;
  }

  void next_round(State& s) {
    Played p;
    p.deal = true;
    p.cards = random_deal(ed_, s.players, rng_);
    if (s.to_move == kNoPlayer) {  // a tie: chance picks who starts among the tied winners
      int pick = static_cast<int>(rng_.below(static_cast<uint32_t>(count(s.first_candidates))));
      for (int q = 0; q < s.players; ++q)
        if (has(s.first_candidates, q) && pick-- == 0) p.first = q;
    }
    const State before = s;
    Trace trace = named_trace();
    const Rejection r = engine_.new_round(s, p.cards, p.first, &trace, nullptr);
    at_ = "the next round's deal";
    at_rules_ = {r, Role::none, trace.events};
    if (path_.parted()) {  // the engine left the last round elsewhere: the new round is dealt to it whole
      joined(s);
      return;
    }
    const EnginePath::Step step = path_.deal(next_round_request(p.cards, p.first, table_), {r, &s, &trace.events, Role::none});
    record(step, before, p, s, r, false);
    since_.push_back(p);
    last_turn_.reset();
  }

  void turn(State& s, long& turns, long& refusals) {
    if (!joined(s)) return;
    bool compared = false;  // the legal plays of this turn
    if (rng_.below(kRefusalRate) == 0) {
      compared = refusal(s, refusals, true);
      if (!joined(s)) return;
    }
    const int me = s.to_move;
    State drawn = s;
    engine_.start_turn(drawn, nullptr);
    Played p;
    p.player = me;
    if (!engine_.random_legal_play(drawn, rng_, p.action)) throw std::logic_error("no legal play for the player to move");
    const State before = s;
    Trace trace = named_trace();
    const Rejection rejection = engine_.take_turn(s, me, p.action, &trace);
    at_ = table_.name(me) + " plays " + std::string(role_id(p.action.card));
    at_rules_ = {rejection, p.action.card, trace.events};
    const EnginePath::Step step = path_.turn(before, me, p.action, {rejection, &s, &trace.events, p.action.card}, !compared,
                                             apply_request(me, terms_.asked(p.action, before), table_), choose_request(p.action));
    record(step, before, p, s, rejection, false);
    if (step.chosen && step.answer.accepted) {  // the engine made its player's choice otherwise: the rules' outcome of that choice
      s = before;
      p.action = *step.chosen;
      engine_.take_turn(s, me, p.action, nullptr);
      path_.rejoined();
    }
    since_.push_back(p);
    last_turn_ = std::make_pair(before, p);
    ++turns;
  }

 private:
  const Edition& ed_;
  Engine engine_;
  conform::Session& session_;
  Rng rng_;
  Table table_;
  EngineTerms terms_;
  EnginePath path_;
  const std::set<std::string>& known_;  // keys some earlier game showed
  State first_, origin_;
  std::vector<Played> since_;  // the steps played since origin_
  std::optional<std::pair<State, Played>> last_turn_;  // the latest turn, and the state before it
  std::vector<Divergence> found_;
  std::map<std::string, long> times_;
  std::string stopped_, at_;
  struct {
    Rejection rejection = Rejection::none;
    Role card = Role::none;
    std::vector<Event> events;
  } at_rules_;  // errata's decision of the step being played
};

// The divergence as a scenario, with errata's outcome as the expect, so that
// `errata run` passes it: the state just before it as the setup and the one
// step (a deal: the round's last turn before it); or (`from_origin`) the game
// from its last point in common with the engine.
std::string witness_yaml(const Edition& ed, const RandomGame& g, const Divergence& d, bool from_origin, const std::string& origin) {
  const std::string comment = origin + ": where the engine deviates (" + d.found.clause + "), the rules' outcome.";
  const std::string name = "random play, " + origin + ": what the rules decide where the engine deviates (" + d.found.clause + ", " +
                           (d.found.card.empty() ? "" : d.found.card + ", ") + d.found.kind + ")";
  YAML::Node body, expect(YAML::NodeType::Sequence);
  expect.push_back(props::expect_node(ed, d.after, d.at_setup ? Rejection::none : d.rejection));
  if (d.at_setup) {
    body["setup"] = props::setup_node(g.first_state());
    body["expect"] = expect;
    return scenario_text::witness_document(name, "love-letter", {ed.id}, {}, body, comment);
  }
  const int players = g.first_state().players;
  YAML::Node steps(YAML::NodeType::Sequence);
  if (from_origin) {
    body["setup"] = props::setup_node(d.origin);
    for (const auto& p : d.since) steps.push_back(step_node(p, players));
  } else if (d.step.deal) {
    body["setup"] = props::setup_node(d.lead_in->first);
    steps.push_back(step_node(d.lead_in->second, players));
  } else {
    body["setup"] = props::setup_node(d.before);
  }
  YAML::Node last = step_node(d.step, players);
  last["expect"] = expect;
  steps.push_back(last);
  body["steps"] = steps;
  return scenario_text::witness_document(name, "love-letter", {ed.id}, {}, body, comment);
}

// The scenario's run on the engine, when errata's own run passes it and the
// engine deviates on it as the game saw (the same clause, card and kind):
// that deviation alone.
std::optional<Run> replayed(const std::string& yaml, const Edition& ed, const EditionCatalog& catalog, conform::Session& session,
                            const StepDeviation& found) {
  try {
    const auto scenarios = load_scenarios(yaml, "random-play.yaml");
    if (scenarios.size() != 1 || !run_scenario(scenarios[0], ed, catalog, true).passed()) return std::nullopt;
    Run run = conform_scenario(scenarios[0], ed, catalog, session);
    for (const auto& d : run.deviations)
      if (d.clause == found.clause && d.card == found.card && d.kind == found.kind) {
        run.deviations = {d};
        run.note.clear();
        return run;
      }
  } catch (const InputError&) {
  }
  return std::nullopt;
}

Run shrunk(const Edition& ed, const EditionCatalog& catalog, conform::Session& session, const RandomGame& g, const Divergence& d,
           const std::string& origin) {
  const State& start = d.step.deal && d.lead_in ? d.lead_in->first : d.before;
  const bool one_step = !session.hello().can("deal-from-deck-order-only") && !d.at_setup && (!d.step.deal || d.lead_in) &&
                        props::expressible(start);
  const bool from_origin = !d.at_setup && props::expressible(d.origin);
  std::string yaml;
  std::optional<Run> run;
  for (bool whole : {false, true}) {
    if (whole ? !from_origin : !one_step && !d.at_setup) continue;
    yaml = witness_yaml(ed, g, d, whole, origin);
    if ((run = replayed(yaml, ed, catalog, session, d.found))) break;
    if (d.at_setup) break;
  }
  if (!run) {  // the scenario does not show it again: the game's own account
    run = Run{};
    run->deviations = {deviation_at(d.found, ed, SourceMark{"random-play.yaml", 0, 0}, "the divergent step")};
    run->detail = "the shrunk scenario does not show the deviation again (the engine may depend on its history)";
    run->replayed = false;
  }
  run->verdict = Verdict::deviates;
  run->scenario = "random play, " + origin;
  run->edition = ed.id;
  run->origin = origin;
  run->witness = yaml;
  return *run;
}

// A game that could not be played: its verdict, grouped with the others of
// the same verdict and step (a crash at the Guard's play, the same unsupported request).
struct Failed {
  Verdict verdict;
  std::string detail;
  std::optional<conform::Deviation> at;
};

Failed failure_of(const RandomGame* g, const Edition& ed, Verdict v, const std::string& what) {
  Failed f{v, what, std::nullopt};
  if (g && v != Verdict::not_supported) f.at = deviation_at(g->failure(what), ed, SourceMark{"random-play.yaml", 0, 0}, g->at());
  return f;
}

// What random play found over its games: each distinct deviation once
// (shrunk from its first game), with how often it showed; each kind of
// failure once, with the games it ended.
struct Tally {
  Tally(const EditionCatalog& catalog, conform::Session& session) : catalog(catalog), session(session) {}

  // The keys of the deviations kept already under `ed` (a game keeps only the others in full).
  std::set<std::string> known_in(const Edition& ed) const {
    std::set<std::string> out;
    for (const auto& k : known)
      if (k.rfind(ed.id + " ", 0) == 0) out.insert(k.substr(ed.id.size() + 1));
    return out;
  }

  void add(const Edition& ed, const RandomGame& game, const std::string& origin) {
    out.resyncs += game.resyncs();
    if (!game.stopped().empty() && out.stopped++ == 0) out.stopped_why = game.stopped();
    for (const auto& d : game.found()) {
      const std::string key = ed.id + " " + key_of(d.found);
      if (!known.insert(key).second) continue;
      run_of[key] = out.runs.size();
      out.runs.push_back(shrunk(ed, catalog, session, game, d, origin));
    }
    for (const auto& [k, n] : game.times()) {
      Run& run = out.runs[run_of.at(ed.id + " " + k)];
      run.occurrences += n;
      ++run.games;
    }
  }

  void add(const Edition& ed, const Failed& failed, const std::string& origin) {
    failed_key = ed.id + " " + std::string(verdict_name(failed.verdict)) + " " + (failed.at ? failed.at->key() : failed.detail);
    if (auto it = failed_run.find(failed_key); it != failed_run.end()) {
      ++out.runs[it->second].games;
      return;
    }
    Run r;
    r.verdict = failed.verdict;
    r.detail = failed.detail;
    r.failed_at = failed.at;
    r.scenario = "random play, " + origin;
    r.edition = ed.id;
    r.origin = origin;
    r.games = 1;
    failed_run[failed_key] = out.runs.size();
    out.runs.push_back(std::move(r));
  }

  const EditionCatalog& catalog;
  conform::Session& session;
  conform::RandomPlay out;
  std::set<std::string> known;               // edition + key of each deviation kept
  std::map<std::string, size_t> run_of;      // the same -> its run in out.runs
  std::map<std::string, size_t> failed_run;  // a verdict and step -> its run
  std::string failed_key;                    // the last failure's
};

}  // namespace

conform::RandomPlay conform_random(const std::vector<const Edition*>& editions, const EditionCatalog& catalog, long games,
                                   uint64_t seed, conform::Session& session) {
  Tally tally(catalog, session);
  Progress progress("random play", games);  // on a terminal only
  for (long g = 0; g < games && !editions.empty(); ++g, progress.step()) {
    const Edition& ed = *editions[static_cast<size_t>(g) % editions.size()];
    const std::string origin = "seed " + std::to_string(seed) + ", game " + std::to_string(g);
    ++tally.out.games;
    const std::set<std::string> known = tally.known_in(ed);  // the game keeps a reference to it
    std::optional<RandomGame> game;
    std::optional<Failed> failed;
    try {
      game.emplace(ed, session, seed * 1000003u + static_cast<uint64_t>(g), known);
      game->play(tally.out.turns, tally.out.refusals);
    } catch (const conform::AdapterFailure& e) {
      failed = failure_of(game ? &*game : nullptr, ed,
                          e.kind == conform::AdapterFailure::Kind::crash ? Verdict::crash : Verdict::protocol_error, e.what());
    } catch (const conform::Unsupported& e) {
      failed = failure_of(nullptr, ed, Verdict::not_supported, e.what());  // this game only: the next ones go on
    } catch (const BadReply& e) {
      failed = failure_of(game ? &*game : nullptr, ed, Verdict::protocol_error, e.what());
    }
    if (game) tally.add(ed, *game, origin);
    if (failed) tally.add(ed, *failed, origin);
    const std::string err = session.take_stderr();  // kept with a game that failed, not with one that went well
    if (failed) tally.out.runs[tally.failed_run.at(tally.failed_key)].adapter_stderr += err;
  }
  return std::move(tally.out);
}

}  // namespace errata::love_letter
