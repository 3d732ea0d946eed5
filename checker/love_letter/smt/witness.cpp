#include "witness.h"

#include "model/core/scenario_emitter.h"

#include "checker/love_letter/runner.h"
#include "checker/scenario/scenario_loader.h"
#include "model/core/input_error.h"
#include "model/love_letter/rejection.h"

namespace errata::smt {

using love_letter::Role;

namespace {

int as_int(const z3::model& m, const z3::expr& e) { return static_cast<int>(m.eval(e, true).get_numeral_int64()); }
bool as_bool(const z3::model& m, const z3::expr& e) { return m.eval(e, true).is_true(); }

}  // namespace

std::string player_name(int seat) { return "P" + std::to_string(seat + 1); }

ConcreteRound read_round(const z3::model& m, const SymbolicRound& s) {
  ConcreteRound r;
  r.players = s.players;
  for (int p = 0; p < s.players; ++p) {
    const auto seat = static_cast<size_t>(p);
    r.hand.push_back(as_bool(m, s.in_round[seat]) ? static_cast<Role>(as_int(m, s.hand[seat])) : Role::none);
    std::vector<Role> pile;
    for (size_t k = 0; k < s.roles.size(); ++k)
      for (int n = as_int(m, s.discards[seat][k]); n > 0; --n) pile.push_back(s.roles[k]);
    r.discards.push_back(pile);
    r.tokens.push_back(as_int(m, s.tokens[seat]));
  }
  r.jester_holder = as_int(m, s.jester_holder);
  r.jester_giver = as_int(m, s.jester_giver);
  return r;
}

RoundOutcome read_outcome(const z3::model& m, const SymbolicRound& s, const RoundEnd& e, const love_letter::Edition& ed,
                          const ConcreteRound& r) {
  RoundOutcome o;
  o.edition = &ed;
  for (int p = 0; p < s.players; ++p) {
    const auto seat = static_cast<size_t>(p);
    o.wins_round.push_back(as_bool(m, e.wins_round[seat]));
    o.tokens_after.push_back(r.tokens[seat] + as_int(m, e.gains[seat]));
    o.wins_game.push_back(as_bool(m, e.wins_game[seat]));
  }
  o.game_over = as_bool(m, e.game_over);
  return o;
}

namespace {

// A deal: hands, face-up cards, the set-aside card, the deck; `complete` names
// the edition whose whole deck it is (its completion places nothing more).
// `expect`: one map per edition (or one for all), in a flow style each.
std::string setup_yaml(const std::string& name, const std::string& comment, const ConcreteSetup& s,
                       const std::vector<std::string>& ids, const std::string& complete, const std::vector<YAML::Node>& expect) {
  using scenario_text::flow_map;
  using scenario_text::flow_seq;
  YAML::Node doc, setup, players = flow_seq(), hands = flow_map();
  size_t next = 0;
  for (int p = 0; p < s.players; ++p) {
    players.push_back(player_name(p));
    hands[player_name(p)] = std::string(love_letter::role_id(s.cards[next++]));
  }
  setup["players"] = players;
  setup["hands"] = hands;
  if (s.face_up > 0) {
    YAML::Node up = flow_seq();
    for (int i = 0; i < s.face_up; ++i) up.push_back(std::string(love_letter::role_id(s.cards[next++])));
    setup["face_up"] = up;
  }
  if (s.set_aside) setup["set_aside"] = std::string(love_letter::role_id(s.cards[next++]));
  YAML::Node deck = flow_seq();
  for (size_t i = next; i < s.cards.size(); ++i) deck.push_back(std::string(love_letter::role_id(s.cards[i])));
  setup["deck"] = deck;
  if (!complete.empty()) {  // the deal places every card of the deck
    YAML::Node whole;
    whole["editions"] = flow_seq({complete});
    YAML::Node completion(YAML::NodeType::Sequence);
    completion.push_back(whole);
    setup["completion"] = completion;
  }
  YAML::Node body;
  body["setup"] = setup;
  YAML::Node expectations(YAML::NodeType::Sequence);
  for (const auto& e : expect) expectations.push_back(e);
  body["expect"] = expectations;
  return scenario_text::witness_document(name, "love-letter", ids, {"players.count", "setup.cards"}, body, comment);
}

// {editions: [id], key: value} (no editions when `id` is empty).
YAML::Node outcome(const std::string& id, const std::string& key, const YAML::Node& value) {
  YAML::Node n = scenario_text::flow_map();
  if (!id.empty()) n["editions"] = scenario_text::flow_seq({id});
  n[key] = value;
  return n;
}

}  // namespace

std::string setup_scenario(const std::string& name, const std::string& comment, const ConcreteSetup& s,
                           const love_letter::Edition& accepts, const love_letter::Edition& refuses) {
  return setup_yaml(name, comment, s, {accepts.id, refuses.id}, accepts.id,
                    {outcome(accepts.id, "round_over", YAML::Node(false)), outcome(refuses.id, "error", YAML::Node("invalid-setup"))});
}

std::string setup_scenario_for(const std::string& name, const std::string& comment, const ConcreteSetup& s,
                               const love_letter::Edition& ed, bool accepted) {
  return setup_yaml(name, comment, s, {ed.id}, accepted ? ed.id : "",
                    {accepted ? outcome("", "round_over", YAML::Node(false)) : outcome("", "error", YAML::Node("invalid-setup"))});
}

std::string replay(const std::string& yaml, const std::vector<const love_letter::Edition*>& editions,
                   const EditionCatalog& catalog) {
  std::vector<Scenario> scenarios;
  try {
    scenarios = load_scenarios(yaml, "witness.yaml");
  } catch (const InputError& e) {
    return std::string("the witness does not load: ") + e.what();
  }
  for (const auto& sc : scenarios) {
    for (const auto* ed : editions) {
      const RunResult r = run_scenario(sc, *ed, catalog, false);
      if (r.bad_input) return "under " + ed->id + ": bad input: " + r.bad_input->message;
      if (!r.failures.empty()) return "under " + ed->id + ": " + r.failures.front().message;
      // As `errata run --strict`: a setup no real play reaches is no witness.
      if (!r.warnings.empty()) return "under " + ed->id + " (strict): " + r.warnings.front().message;
    }
  }
  return "";
}

}  // namespace errata::smt
