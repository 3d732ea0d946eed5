#include "random_conform.h"

#include <algorithm>

#include "checker/love_letter/runner.h"
#include "checker/progress.h"
#include "checker/scenario/scenario_loader.h"
#include "model/core/input_error.h"
#include "model/love_letter/random_play.h"
#include "plays.h"
#include "props/love_letter/scenario_writer.h"
#include "scenario_conform.h"
#include "step_check.h"
#include "deviation_clause.h"

namespace errata::love_letter {
namespace {

using conform::Run;
using conform::Verdict;

constexpr int kMaxSteps = 5000;  // far above any game's; an engine never keeps errata's game going

// One step of a game as played: a turn, or the deal of the next round.
struct Played {
  bool deal = false;
  int player = -1;
  Action action;
  Deal cards;
  std::optional<int> first;
};

// A game's first divergence, before it is shrunk: the state before the step,
// the step (for differing legal plays, the play that differs), errata's
// outcome of it, and the difference as the game saw it.
struct Divergence {
  State before, after;
  Played step;
  Rejection rejection = Rejection::none;
  bool at_setup = false;
  StepDeviation found;
  // A deal that diverges: the round's last turn, and the state before it.
  std::optional<std::pair<State, Played>> lead_in;
};

std::string new_round_yaml(const Played& p, int players) {
  const Deal& d = p.cards;
  std::string y = "  - new_round:\n      hands: {";
  for (int s = 0; s < players; ++s) y += (s ? ", " : "") + props::player_name(s) + ": " + std::string(role_id(d.hand[static_cast<size_t>(s)]));
  y += "}\n      deck: " + props::cards_list(d.deck.begin(), d.deck.end()) + "\n";
  if (d.set_aside != Role::none) y += "      set_aside: " + std::string(role_id(d.set_aside)) + "\n";
  if (d.face_up.size) y += "      face_up: " + props::cards_list(d.face_up.begin(), d.face_up.end()) + "\n";
  if (p.first) y += "      first: " + props::player_name(*p.first) + "\n";
  return y;
}

std::string step_yaml(const Played& p, int players) {
  return p.deal ? new_round_yaml(p, players) : props::step_yaml(p.player, p.action);
}

class RandomGame {
 public:
  RandomGame(const Edition& ed, conform::Session& session, uint64_t seed)
      : ed_(ed), engine_(ed), session_(session), rng_(seed), table_{ed, {}} {}

  // The first divergence, or nullopt when the engine agrees to the end of the game.
  std::optional<Divergence> play(long& turns) {
    const int players = ed_.min_players + static_cast<int>(rng_.below(static_cast<uint32_t>(ed_.max_players - ed_.min_players + 1)));
    const int first = static_cast<int>(rng_.below(static_cast<uint32_t>(players)));
    for (int p = 0; p < players; ++p) table_.names.push_back(props::player_name(p));
    const Deal deal = random_deal(ed_, players, rng_);
    first_ = dealt(deal, players, first);
    State s = first_;
    Trace trace = named_trace();
    engine_.begin(s, &trace);
    const Answer a = deal_round(session_, new_round_request(first_, table_));
    if (auto d = differs({Rejection::none, &s, &trace.events, Role::none}, a))
      return Divergence{first_, s, {}, Rejection::none, true, *d, {}};
    for (int step = 0; step < kMaxSteps && !s.game_over; ++step) {
      auto d = s.round_over ? next_round(s) : turn(s, turns);
      if (d) return d;
    }
    return std::nullopt;
  }

  const State& first_state() const { return first_; }
  const std::vector<Played>& played() const { return played_; }

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

  std::optional<StepDeviation> differs(const RulesOutcome& rules, const Answer& a) {
    if (auto d = compare_outcome(rules, a)) return d;
    return compare_states(rules, adapter_state(session_, table_), table_);
  }

  std::optional<Divergence> next_round(State& s) {
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
    const Answer a = deal_round(session_, next_round_request(p.cards, p.first, table_));
    if (auto d = differs({r, &s, &trace.events, Role::none}, a)) {
      Divergence out{before, s, p, r, false, *d, {}};
      if (last_turn_) out.lead_in = last_turn_;
      return out;
    }
    played_.push_back(p);
    last_turn_.reset();
    return std::nullopt;
  }

  std::optional<Divergence> turn(State& s, long& turns) {
    const int me = s.to_move;
    if (auto l = compare_legal(session_, engine_, s, me, table_)) {
      Played p;
      p.player = me;
      p.action = l->play;
      return Divergence{s, l->after, p, l->rejection, false, l->deviation, {}};
    }
    State drawn = s;
    engine_.start_turn(drawn, nullptr);
    Played p;
    p.player = me;
    if (!engine_.random_legal_play(drawn, rng_, p.action)) throw std::logic_error("no legal play for the player to move");
    const State before = s;
    Trace trace = named_trace();
    const Rejection rejection = engine_.take_turn(s, me, p.action, &trace);
    const Answer a = apply_play(session_, apply_request(me, p.action, table_), choose_request(p.action));
    const RulesOutcome rules{rejection, &s, &trace.events, p.action.card};
    auto d = differs(rules, a);
    if (!d) d = compare_sightings(session_, engine_, before, me, p.action, rules, table_);
    if (d) return Divergence{before, s, p, rejection, false, *d, {}};
    played_.push_back(p);
    last_turn_ = std::make_pair(before, p);
    ++turns;
    return std::nullopt;
  }

  const Edition& ed_;
  Engine engine_;
  conform::Session& session_;
  Rng rng_;
  Table table_;
  State first_;
  std::vector<Played> played_;
  std::optional<std::pair<State, Played>> last_turn_;  // the latest turn, and the state before it
};

// The divergence as a scenario: the state just before it as the setup and
// the one step (a deal: the round's last turn before it), or (`from_deal`)
// the game from its first deal; with errata's outcome as the expect, so that
// `errata run` passes it.
std::string witness_yaml(const Edition& ed, const RandomGame& g, const Divergence& d, bool from_deal, const std::string& origin) {
  std::string y = "# " + origin + ": where the engine deviates (" + d.found.clause + "), the rules' outcome.\n";
  y += "name: \"random play, " + origin + ": what the rules decide where the engine deviates (" + d.found.clause + ")\"\n";
  y += "game: love-letter\neditions: [" + ed.id + "]\n";
  if (d.at_setup) return y + props::setup_yaml(g.first_state()) + "expect:\n" + props::state_expect_yaml(ed, d.after, Rejection::none, "  ");
  const int players = g.first_state().players;
  if (from_deal) {
    y += props::setup_yaml(g.first_state()) + "steps:\n";
    for (const auto& p : g.played()) y += step_yaml(p, players);
  } else if (d.step.deal) {
    y += props::setup_yaml(d.lead_in->first) + "steps:\n" + step_yaml(d.lead_in->second, players);
  } else {
    y += props::setup_yaml(d.before) + "steps:\n";
  }
  return y + step_yaml(d.step, players) + "    expect:\n" + props::state_expect_yaml(ed, d.after, d.rejection, "      ");
}

// The scenario's run on the engine, when errata's own run passes it and the engine deviates on it.
std::optional<Run> replayed(const std::string& yaml, const Edition& ed, const EditionCatalog& catalog, conform::Session& session) {
  try {
    const auto scenarios = load_scenarios(yaml, "random-play.yaml");
    if (scenarios.size() != 1 || !run_scenario(scenarios[0], ed, catalog, true).passed()) return std::nullopt;
    Run run = conform_scenario(scenarios[0], ed, catalog, session);
    if (run.verdict == Verdict::deviates) return run;
  } catch (const InputError&) {
  }
  return std::nullopt;
}

Run shrunk(const Edition& ed, const EditionCatalog& catalog, conform::Session& session, const RandomGame& g, const Divergence& d,
           const std::string& origin) {
  const State& start = d.step.deal && d.lead_in ? d.lead_in->first : d.before;
  const bool stacked = !session.hello().can("deal-from-deck-order-only") && !d.at_setup && (!d.step.deal || d.lead_in) &&
                       props::expressible(start);
  std::string yaml;
  std::optional<Run> run;
  for (bool from_deal : {false, true}) {
    if (!from_deal && !stacked) continue;
    yaml = witness_yaml(ed, g, d, from_deal, origin);
    if ((run = replayed(yaml, ed, catalog, session))) break;
  }
  if (!run) {  // the scenario does not show it again: the game's own account
    run = Run{};
    run->verdict = Verdict::deviates;
    run->deviation = deviation_at(d.found, ed, SourceMark{"random-play.yaml", 0, 0}, "the divergent step");
    run->detail = "the shrunk scenario does not show the deviation again (the engine may depend on its history)";
    run->replayed = false;
  }
  run->scenario = "random play, " + origin;
  run->edition = ed.id;
  run->origin = origin;
  run->witness = yaml;
  return *run;
}

}  // namespace

conform::RandomPlay conform_random(const std::vector<const Edition*>& editions, const EditionCatalog& catalog, long games,
                             uint64_t seed, conform::Session& session) {
  conform::RandomPlay out;
  Progress progress("random play", games);  // on a terminal only
  for (long g = 0; g < games && !editions.empty(); ++g, progress.step()) {
    const Edition& ed = *editions[static_cast<size_t>(g) % editions.size()];
    const uint64_t game_seed = seed * 1000003u + static_cast<uint64_t>(g);
    const std::string origin = "seed " + std::to_string(seed) + ", game " + std::to_string(g);
    ++out.games;
    Run failed;
    try {
      RandomGame game(ed, session, game_seed);
      const auto d = game.play(out.turns);
      if (!d) continue;
      Run run = shrunk(ed, catalog, session, game, *d, origin);
      if (out.occurrences[run.deviation_id()]++ == 0) out.runs.push_back(std::move(run));
      continue;
    } catch (const conform::AdapterFailure& e) {
      failed.verdict = e.kind == conform::AdapterFailure::Kind::crash ? Verdict::crash : Verdict::protocol_error;
      failed.detail = e.what();
    } catch (const conform::Unsupported& e) {
      failed.verdict = Verdict::not_supported;
      failed.detail = e.what();
      g = games;  // every game needs the same requests
    } catch (const BadReply& e) {
      failed.verdict = Verdict::protocol_error;
      failed.detail = e.what();
    }
    failed.scenario = "random play, " + origin;
    failed.edition = ed.id;
    failed.origin = origin;
    failed.adapter_stderr = session.take_stderr();
    out.runs.push_back(std::move(failed));
  }
  return out;
}

}  // namespace errata::love_letter
