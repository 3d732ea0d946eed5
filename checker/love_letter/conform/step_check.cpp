#include "step_check.h"

#include <algorithm>
#include <iterator>
#include <map>

#include "checker/conform/shown_text.h"
#include "deviation_clause.h"
#include "observations.h"
#include "plays.h"

namespace errata::love_letter {
namespace {

namespace kind = conform::kind;

Answer answer_of(const conform::Reply& r) {
  Answer a;
  a.accepted = r.ok();
  a.code = r.code;
  a.detail = r.detail;
  std::vector<std::string> events;
  conform::texts_field(r.body, "events", "the reply", events);
  for (const auto& e : events) a.events.push_back(conform::shown(e));
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

// The card a deviation is counted under: the card played, when the clause
// broken is that card's own, or a card's that binds the others' plays (the
// Handmaid's protection, the Countess, the Sycophant's demand: which card
// ignored it tells deviations apart); none for any other clause, the round's,
// the game's, the turn's or another card's (round.deck-empty, spy.bonus break
// alike whichever card was played last).
std::string card_id(const std::string& clause, Role r) {
  if (r == Role::none) return "";
  const std::string prefix = clause.substr(0, clause.find('.'));
  const bool binds_others = prefix == "handmaid" || prefix == "countess" || prefix == "sycophant";
  return prefix == role_id(r) || binds_others ? std::string(role_id(r)) : "";
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

// The engine's legal plays, each read back and written again canonically in its terms.
std::vector<std::string> engine_plays(conform::Session& session, int player, const Table& t) {
  const conform::Reply r = session.request("legal", conform::JsonObject().text("player", t.name(player)));
  std::vector<std::string> listed;
  if (!r.ok() || !conform::texts_field(r.body, "plays", "legal", listed))
    throw BadReply("'legal' must answer a list 'plays': " + conform::quote_line(r.line));
  std::vector<std::string> out;
  for (const auto& text : listed) out.push_back(play_text(parse_play(text, t), t));  // every name checked
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

LegalDiff legal_diff(const Engine& engine, const State& before, int player, const Table& t, const Action& play, bool listed_by_rules,
                     size_t listed) {
  LegalDiff d;
  d.play = play;
  d.after = before;
  Trace trace;
  trace.names = t.names;
  d.rejection = engine.take_turn(d.after, player, d.play, &trace);
  const std::string text = play_text(d.play, t);
  const bool legal = d.rejection == Rejection::none;
  const std::string clause = legal ? acceptance_clause(trace.events, d.play.card) : refusal_clause(trace.events, d.rejection, d.play.card);
  const std::string why = decision_text(trace.events, clause, !legal);
  const std::string count = std::to_string(listed) + " listed";
  const std::string rules = legal ? text + " is legal" + (why.empty() ? "" : ": " + why)
                                  : text + " is refused (" + std::string(rejection_code(d.rejection)) + ")" + (why.empty() ? "" : ": " + why);
  d.deviation = StepDeviation{clause, card_id(clause, play.card), listed_by_rules ? kind::missing_play : kind::extra_play, rules,
                              listed_by_rules ? "not among its legal plays (" + count + ")" : "among its legal plays (" + count + ")", {}};
  return d;
}

}  // namespace

Answer apply_play(conform::Session& session, const conform::JsonObject& apply, const conform::JsonObject& choice) {
  const conform::Reply r = session.request("apply", apply);
  const auto pending = conform::text_field(r.body, "pending", "'apply'");
  if (!r.ok() || pending != "choose") return answer_of(r);
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
  if (!r.ok()) throw BadReply("'state' was answered " + conform::shown(r.status) + (r.detail.empty() ? "" : ": " + r.detail));
  const conform::Json* state = conform::field(r.body, "state");
  if (!state) throw BadReply("'state' answered no state: " + conform::quote_line(r.line));
  return read_state(*state, t, true);
}

std::optional<StepDeviation> compare_outcome(const RulesOutcome& rules, const Answer& engine) {
  const bool refused = rules.rejection != Rejection::none;
  const std::string code(rejection_code(rules.rejection));
  if (refused && engine.accepted) {
    const std::string clause = refusal_clause(*rules.events, rules.rejection, rules.card);
    const std::string why = decision_text(*rules.events, clause, true);
    return StepDeviation{clause, card_id(clause, rules.card), kind::accepts_refused, "refused (" + code + ")" + (why.empty() ? "" : ": " + why),
                         engine_words(engine), {}};
  }
  if (!refused && !engine.accepted) {
    const std::string clause = rules.card == Role::none ? "round.next" : acceptance_clause(*rules.events, rules.card);
    const std::string said = decision_text(*rules.events, clause);
    return StepDeviation{clause, card_id(clause, rules.card), kind::refuses_legal, "accepted" + (said.empty() ? "" : ": " + said), engine_words(engine), {}};
  }
  if (refused && !engine.code.empty() && engine.code != code) {
    const std::string clause = refusal_clause(*rules.events, rules.rejection, rules.card);
    return StepDeviation{clause, card_id(clause, rules.card), kind::error_code, "refused (" + code + ")", engine_words(engine), {}};
  }
  return std::nullopt;
}

namespace {

// The field a difference is in ("hands.Bo" -> "hands").
std::string field_of(const FieldDiff& d) { return d.field.substr(0, d.field.find('.')); }

// The fields whose differences a difference in `field` explains.
const std::vector<std::string>& explained_by(const std::string& field) {
  static const std::map<std::string, std::vector<std::string>> table = {
      {"eliminated", {"hands", "discards", "to_move", "round_over", "round_winners", "tokens", "game_over", "game_winners"}},
      {"round_over", {"round_winners", "tokens", "game_over", "game_winners", "to_move"}},
      {"round_winners", {"tokens", "game_over", "game_winners"}},
      {"tokens", {"game_over", "game_winners"}},
      {"game_over", {"game_winners"}},
      {"hands", {"deck"}},
      {"deck", {"hands"}},
  };
  static const std::vector<std::string> none;
  const auto it = table.find(field);
  return it == table.end() ? none : it->second;
}

// The order differences are weighed in: what explains others first.
int weight(const std::string& field) {
  static const std::vector<std::string> order = {"eliminated", "round_over", "round_winners", "tokens", "game_over", "game_winners",
                                                 "hands", "deck", "discards", "set_aside", "face_up", "protected", "to_move"};
  const auto it = std::find(order.begin(), order.end(), field);
  return static_cast<int>(it - order.begin());
}

StepDeviation state_deviation(const RulesOutcome& rules, std::vector<FieldDiff> diffs, const Table& t, bool refused) {
  std::string clause = refused ? refusal_clause(*rules.events, rules.rejection, rules.card) : state_clause(*rules.events, diffs, rules.card);
  if (!refused)
    if (std::string spy = spy_bonus_clause(diffs, *rules.after, t); !spy.empty()) clause = spy;
  const std::string said = decision_text(*rules.events, clause, true);
  const std::string rules_words = refused ? "refused, the state as it was: " + diff_text(diffs, true) : diff_text(diffs, true);
  // The round's end, its winners and tokens, the game's end are the round's, whichever card was played last.
  const std::string group = diffs.front().group;
  const bool round_end = !refused && (group == "round" || group == "tokens" || group == "game");
  return StepDeviation{clause, round_end ? "" : card_id(clause, rules.card), refused ? kind::refusal_changed_state : "state:" + field_of(diffs.front()),
                       rules_words + (said.empty() ? "" : " (" + said + ")"), diff_text(diffs, false), std::move(diffs)};
}

}  // namespace

std::vector<StepDeviation> compare_states(const RulesOutcome& rules, const State& engine, const Table& t, bool refused) {
  const auto diffs = state_diff(*rules.after, engine, t);
  if (diffs.empty()) return {};
  if (refused) return {state_deviation(rules, diffs, t, true)};
  std::vector<std::string> fields;
  for (const auto& d : diffs)
    if (std::find(fields.begin(), fields.end(), field_of(d)) == fields.end()) fields.push_back(field_of(d));
  std::stable_sort(fields.begin(), fields.end(), [](const auto& a, const auto& b) { return weight(a) < weight(b); });
  std::vector<StepDeviation> out;
  std::vector<std::string> explained;
  for (const auto& f : fields) {
    if (std::find(explained.begin(), explained.end(), f) != explained.end()) continue;
    for (const auto& e : explained_by(f)) explained.push_back(e);
    std::vector<FieldDiff> these;
    for (const auto& d : diffs)
      if (field_of(d) == f) these.push_back(d);
    out.push_back(state_deviation(rules, std::move(these), t, false));
  }
  return out;
}

std::optional<StepDeviation> compare_sightings(conform::Session& session, const Engine& engine, const State& before,
                                               int player, const Action& a, const RulesOutcome& rules, const Table& t) {
  const Sightings expected = play_sightings(engine, before, player, a, *rules.events);
  for (int p : observers(player, a)) {
    const conform::Reply r = session.request("observe", conform::JsonObject().text("player", t.name(p)));
    if (!r.ok()) throw BadReply("'observe' was answered " + conform::shown(r.status) + (r.detail.empty() ? "" : ": " + r.detail));
    const std::vector<Seen> seen = read_seen(r.body, t);
    const auto& want = expected[static_cast<size_t>(p)];
    if (seen == want) continue;
    const bool more = seen.size() > want.size() && std::includes(seen.begin(), seen.end(), want.begin(), want.end());
    const std::string clause = sighting_clause(*rules.events, a.card);
    return StepDeviation{clause, card_id(clause, a.card), more ? kind::information_leak : kind::sighting,
                         t.name(p) + " sees " + seen_text(want, t), t.name(p) + " sees " + seen_text(seen, t), {}};
  }
  return std::nullopt;
}

std::vector<LegalDiff> compare_legal(conform::Session& session, const Engine& engine, const State& before, int player,
                                     const Table& t, const EngineTerms& terms) {
  State drawn = before;
  if (drawn.to_move == kNoPlayer && has(drawn.first_candidates, player)) drawn.to_move = static_cast<int8_t>(player);
  engine.start_turn(drawn, nullptr);
  static thread_local Action plays[4096];
  const int n = engine.legal_plays(drawn, plays, 4096);
  std::map<std::string, Action> rules;  // in the engine's terms -> errata's play
  for (int i = 0; i < n; ++i) rules.emplace(play_text(terms.asked(plays[i], before), t), plays[i]);
  const std::vector<std::string> listed = engine_plays(session, player, t);
  std::vector<LegalDiff> out;
  if (listed.empty() && n > 0) {  // not her turn, for the engine: whose turn it is differs, not a card's plays
    LegalDiff d{{before.to_move == kNoPlayer ? "round.next-first-tie" : "turn.order", "", kind::missing_play,
                 t.name(player) + " plays now (" + std::to_string(rules.size()) + " legal plays)", "no legal play for " + t.name(player) + ": not her turn", {}},
                plays[0], before, Rejection::none};
    d.rejection = engine.take_turn(d.after, player, d.play, nullptr);
    return {d};
  }
  std::map<std::pair<Role, bool>, int> seen;  // one difference per card and side
  for (const auto& [text, play] : rules)
    if (!std::binary_search(listed.begin(), listed.end(), text) && !seen[{play.card, true}]++)
      out.push_back(legal_diff(engine, before, player, t, play, true, listed.size()));
  for (const auto& text : listed)
    if (!rules.count(text)) {
      const Action play = terms.from_engine(parse_play(text, t));
      if (!seen[{play.card, false}]++) out.push_back(legal_diff(engine, before, player, t, play, false, listed.size()));
    }
  return out;
}

StepDeviation failure_during(const RulesOutcome& rules, const std::string& what) {
  static const std::vector<Event> none;
  const auto& events = rules.events ? *rules.events : none;
  const std::string clause = rules.rejection != Rejection::none ? refusal_clause(events, rules.rejection, rules.card)
                             : rules.card == Role::none       ? "round.next"
                                                              : acceptance_clause(events, rules.card);
  return StepDeviation{clause, card_id(clause, rules.card), kind::crash, "", what, {}};
}

conform::Deviation deviation_at(const StepDeviation& d, const Edition& ed, const SourceMark& step, const std::string& title) {
  conform::Deviation out;
  out.step = step;
  out.step_title = title;
  out.clause = d.clause;
  out.card = d.card;
  out.kind = d.kind;
  if (const Clause* c = ed.clause(d.clause)) out.citations = c->citations;
  out.rules = d.rules;
  out.engine = d.engine;
  return out;
}

}  // namespace errata::love_letter
