#include "witness.h"

#include "witness_text.h"

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
std::string setup_yaml(const std::string& name, const std::string& comment, const ConcreteSetup& s,
                       const std::vector<std::string>& ids, const std::string& complete) {
  std::string y = comment_lines(comment);
  y += "name: " + quoted(name) + "\n";
  y += "game: love-letter\n";
  y += "editions: " + editions_list(ids) + "\n";
  y += "clauses: [players.count, setup.cards]\n";
  y += "setup:\n  players: [";
  for (int p = 0; p < s.players; ++p) y += (p ? ", " : "") + player_name(p);
  y += "]\n  hands: {";
  size_t next = 0;
  for (int p = 0; p < s.players; ++p)
    y += (p ? ", " : "") + player_name(p) + ": " + std::string(love_letter::role_id(s.cards[next++]));
  y += "}\n";
  if (s.face_up > 0) {
    y += "  face_up: [";
    for (int i = 0; i < s.face_up; ++i) y += (i ? ", " : "") + std::string(love_letter::role_id(s.cards[next++]));
    y += "]\n";
  }
  if (s.set_aside) y += "  set_aside: " + std::string(love_letter::role_id(s.cards[next++])) + "\n";
  y += "  deck: [";
  for (size_t i = next; i < s.cards.size(); ++i) y += (i > next ? ", " : "") + std::string(love_letter::role_id(s.cards[i]));
  y += "]\n";
  if (!complete.empty()) y += "  completion:  # the deal places every card of the deck\n    - editions: [" + complete + "]\n";
  return y + "expect:\n";
}

}  // namespace

std::string setup_scenario(const std::string& name, const std::string& comment, const ConcreteSetup& s,
                           const love_letter::Edition& accepts, const love_letter::Edition& refuses) {
  std::string y = setup_yaml(name, comment, s, {accepts.id, refuses.id}, accepts.id);
  y += "  - {editions: [" + accepts.id + "], round_over: false}\n";
  y += "  - {editions: [" + refuses.id + "], error: invalid-setup}\n";
  return y;
}

std::string setup_scenario_for(const std::string& name, const std::string& comment, const ConcreteSetup& s,
                               const love_letter::Edition& ed, bool accepted) {
  std::string y = setup_yaml(name, comment, s, {ed.id}, accepted ? ed.id : "");
  y += accepted ? "  - {round_over: false}\n" : "  - {error: invalid-setup}\n";
  return y;
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
