#include "step_check.h"

#include <algorithm>
#include <iterator>

#include "deviation_clause.h"
#include "observations.h"
#include "plays.h"

namespace errata::love_letter {
namespace {

Answer answer_of(const conform::Reply& r) {
  Answer a;
  a.accepted = r.ok();
  a.code = r.code;
  a.detail = r.detail;
  if (const YAML::Node events = r.body["events"]; events && events.IsSequence())
    for (const auto& e : events) a.events.push_back(e.IsScalar() ? e.Scalar() : YAML::Dump(e));
  return a;
}

// The text of the first (or last) decision citing `clause`, or "".
std::string decision_text(const std::vector<Event>& events, const std::string& clause, bool last = false) {
  std::string found;
  for (const auto& e : events)
    if (e.clause == clause) {
      found = e.text;
      if (!last) break;
    }
  return found;
}

std::string engine_words(const Answer& a) {
  if (!a.accepted) return "refused" + (a.code.empty() ? "" : " (" + a.code + ")") + (a.detail.empty() ? "" : ": " + a.detail);
  std::string events;
  for (size_t i = 0; i < a.events.size() && i < 3; ++i) events += (i ? "; " : "") + a.events[i];
  return "accepted" + (events.empty() ? "" : " (" + events + ")");
}

// Tokens that differ for a player who discarded the Spy: the Spy's bonus,
// though errata's trace may note no Spy decision (it notes none when nobody
// in the round played the Spy).
std::string spy_bonus_clause(const std::vector<FieldDiff>& diffs, const State& rules, const Table& t) {
  if (diffs.empty() || diffs.front().group != "tokens" || !t.edition.has_card(Role::spy)) return "";
  for (const auto& d : diffs)
    if (const auto p = t.seat(d.field.substr(d.field.find('.') + 1)); p && rules.discards[static_cast<size_t>(*p)].contains(Role::spy))
      return "spy.bonus";
  return "";
}

}  // namespace


Answer apply_play(conform::Session& session, const conform::JsonObject& apply, const conform::JsonObject& choice) {
  const conform::Reply r = session.request("apply", apply);
  const YAML::Node pending = r.body["pending"];
  if (!r.ok() || !pending || !pending.IsScalar() || pending.Scalar() != "choose") return answer_of(r);
  Answer chosen = answer_of(session.request("choose", choice));
  const Answer applied = answer_of(r);
  chosen.events.insert(chosen.events.begin(), applied.events.begin(), applied.events.end());
  return chosen;
}

Answer deal_round(conform::Session& session, const conform::JsonObject& request) {
  return answer_of(session.request("new_round", request));
}

State adapter_state(conform::Session& session, const Table& t) {
  const conform::Reply r = session.request("state");
  if (!r.ok()) throw BadReply("'state' was answered " + r.status + (r.detail.empty() ? "" : ": " + r.detail));
  return read_state(r.body["state"], t, true);
}

std::optional<StepDeviation> compare_outcome(const RulesOutcome& rules, const Answer& engine) {
  const bool refused = rules.rejection != Rejection::none;
  const std::string code(rejection_code(rules.rejection));
  if (refused && engine.accepted) {
    const std::string clause = refusal_clause(*rules.events, rules.rejection, rules.card);
    const std::string why = decision_text(*rules.events, clause, true);
    return StepDeviation{clause, "refused (" + code + ")" + (why.empty() ? "" : ": " + why), engine_words(engine), {}};
  }
  if (!refused && !engine.accepted) {
    const std::string clause = rules.card == Role::none ? "round.next" : acceptance_clause(*rules.events, rules.card);
    const std::string said = decision_text(*rules.events, clause);
    return StepDeviation{clause, "accepted" + (said.empty() ? "" : ": " + said), engine_words(engine), {}};
  }
  if (refused && !engine.code.empty() && engine.code != code) {
    const std::string clause = refusal_clause(*rules.events, rules.rejection, rules.card);
    return StepDeviation{clause, "refused (" + code + ")", engine_words(engine), {}};
  }
  return std::nullopt;
}


std::optional<StepDeviation> compare_states(const RulesOutcome& rules, const State& engine, const Table& t) {
  auto diffs = state_diff(*rules.after, engine, t);
  if (diffs.empty()) return std::nullopt;
  std::string clause = state_clause(*rules.events, diffs, rules.card);
  if (clause.rfind("spy.", 0) != 0)
    if (std::string spy = spy_bonus_clause(diffs, *rules.after, t); !spy.empty()) clause = spy;
  const std::string said = decision_text(*rules.events, clause, true);
  return StepDeviation{clause, diff_text(diffs, true) + (said.empty() ? "" : " (" + said + ")"), diff_text(diffs, false),
                       std::move(diffs)};
}

std::optional<StepDeviation> compare_sightings(conform::Session& session, const Engine& engine, const State& before,
                                               int player, const Action& a, const RulesOutcome& rules, const Table& t) {
  const Sightings expected = play_sightings(engine, before, player, a, *rules.events);
  for (int p : observers(player, a)) {
    const conform::Reply r = session.request("observe", conform::JsonObject().text("player", t.name(p)));
    if (!r.ok()) throw BadReply("'observe' was answered " + r.status + (r.detail.empty() ? "" : ": " + r.detail));
    const std::vector<Seen> seen = read_seen(r.body, t);
    const auto& want = expected[static_cast<size_t>(p)];
    if (seen == want) continue;
    const std::string clause = sighting_clause(*rules.events, a.card);
    return StepDeviation{clause, t.name(p) + " sees " + seen_text(want, t), t.name(p) + " sees " + seen_text(seen, t), {}};
  }
  return std::nullopt;
}

std::optional<LegalDiff> compare_legal(conform::Session& session, const Engine& engine, const State& before, int player,
                                       const Table& t) {
  State drawn = before;
  if (drawn.to_move == kNoPlayer && has(drawn.first_candidates, player)) drawn.to_move = static_cast<int8_t>(player);
  engine.start_turn(drawn, nullptr);
  const auto rules_plays = legal_play_texts(engine, drawn, t);
  const conform::Reply r = session.request("legal", conform::JsonObject().text("player", t.name(player)));
  std::vector<std::string> engine_plays;
  if (!r.ok() || !conform::read_texts(r.body["plays"], engine_plays))
    throw BadReply("'legal' must answer a list 'plays': " + conform::quote_line(r.line));
  for (const auto& text : engine_plays) parse_play(text, t);  // every name checked
  std::sort(engine_plays.begin(), engine_plays.end());
  engine_plays.erase(std::unique(engine_plays.begin(), engine_plays.end()), engine_plays.end());
  if (engine_plays == rules_plays) return std::nullopt;
  std::vector<std::string> only_rules, only_engine;
  std::set_difference(rules_plays.begin(), rules_plays.end(), engine_plays.begin(), engine_plays.end(), std::back_inserter(only_rules));
  std::set_difference(engine_plays.begin(), engine_plays.end(), rules_plays.begin(), rules_plays.end(), std::back_inserter(only_engine));
  LegalDiff d;
  if (!only_rules.empty()) {  // errata's own play of that text, its Chancellor's choice included
    static thread_local Action plays[4096];
    const int n = engine.legal_plays(drawn, plays, 4096);
    for (int i = 0; i < n && d.play.card == Role::none; ++i)
      if (play_text(plays[i], t) == only_rules.front()) d.play = plays[i];
  } else {
    d.play = parse_play(only_engine.front(), t);
  }
  d.after = before;
  Trace trace;
  trace.names = t.names;
  d.rejection = engine.take_turn(d.after, player, d.play, &trace);
  const std::string text = play_text(d.play, t);
  const std::string clause = d.rejection == Rejection::none ? acceptance_clause(trace.events, d.play.card)
                                                             : refusal_clause(trace.events, d.rejection, d.play.card);
  const std::string why = decision_text(trace.events, clause, d.rejection != Rejection::none);
  const std::string listed = std::to_string(engine_plays.size()) + " listed";
  d.deviation = d.rejection == Rejection::none
      ? StepDeviation{clause, text + " is legal" + (why.empty() ? "" : ": " + why), "not among its legal plays (" + listed + ")", {}}
      : StepDeviation{clause, text + " is refused (" + std::string(rejection_code(d.rejection)) + ")" + (why.empty() ? "" : ": " + why),
                      "among its legal plays (" + listed + ")", {}};
  return d;
}

conform::Deviation deviation_at(const StepDeviation& d, const Edition& ed, const SourceMark& step, const std::string& title) {
  conform::Deviation out;
  out.step = step;
  out.step_title = title;
  out.clause = d.clause;
  if (const Clause* c = ed.clause(d.clause)) out.citations = c->citations;
  out.rules = d.rules;
  out.engine = d.engine;
  return out;
}

}  // namespace errata::love_letter
