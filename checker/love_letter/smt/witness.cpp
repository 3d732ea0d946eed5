#include "witness.h"

#include "checker/love_letter/runner.h"
#include "checker/scenario/scenario_loader.h"
#include "model/core/input_error.h"
#include "model/love_letter/rejection.h"

namespace errata::smt {

using love_letter::Role;

namespace {

int as_int(const z3::model& m, const z3::expr& e) { return static_cast<int>(m.eval(e, true).get_numeral_int64()); }
bool as_bool(const z3::model& m, const z3::expr& e) { return m.eval(e, true).is_true(); }

std::string players_list(const std::vector<bool>& set) {
  std::string out;
  for (size_t p = 0; p < set.size(); ++p)
    if (set[p]) out += (out.empty() ? "" : ", ") + player_name(static_cast<int>(p));
  return "[" + out + "]";
}

std::string comment_lines(const std::string& text) {
  std::string out = "# ";
  for (char ch : text) {
    out += ch;
    if (ch == '\n') out += "# ";
  }
  return out + "\n";
}

std::string quoted(const std::string& text) {
  std::string out = "\"";
  for (char ch : text) {
    if (ch == '"' || ch == '\\') out += '\\';
    out += ch;
  }
  return out + "\"";
}

std::string editions_list(const std::vector<std::string>& ids) {
  std::string out;
  for (const auto& id : ids) out += (out.empty() ? "" : ", ") + id;
  return "[" + out + "]";
}

}  // namespace

std::string player_name(int seat) { return "P" + std::to_string(seat + 1); }

ConcreteRound read_round(const z3::model& m, const SymbolicRound& s) {
  ConcreteRound r;
  r.players = s.players;
  for (int p = 0; p < s.players; ++p) {
    const auto seat = static_cast<size_t>(p);
    r.hand.push_back(as_bool(m, s.in_round[seat]) ? static_cast<Role>(as_int(m, s.hand[seat])) : Role::none);
    std::vector<Role> pile;
    for (const auto& slot : s.pile[seat])
      if (const int r = as_int(m, slot); r != 0) pile.push_back(static_cast<Role>(r));
    r.discards.push_back(pile);
    r.tokens.push_back(as_int(m, s.tokens[seat]));
  }
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

std::string round_end_scenario(const std::string& name, const std::string& comment, const std::vector<std::string>& clauses,
                               const ConcreteRound& r, const std::vector<RoundOutcome>& outcomes) {
  std::vector<std::string> ids;
  for (const auto& o : outcomes)
    if (std::find(ids.begin(), ids.end(), o.edition->id) == ids.end()) ids.push_back(o.edition->id);
  std::string y = comment_lines(comment);
  y += "name: " + quoted(name) + "\n";
  y += "game: love-letter\n";
  y += "editions: " + editions_list(ids) + "\n";
  y += "clauses: " + editions_list(clauses) + "\n";
  y += "setup:\n  players: [";
  for (int p = 0; p < r.players; ++p) y += (p ? ", " : "") + player_name(p);
  y += "]\n";
  int first = 0;
  while (first < r.players && r.hand[static_cast<size_t>(first)] == Role::none) ++first;
  y += "  first: " + player_name(first) + "\n  hands: {";
  bool any = false;
  for (int p = 0; p < r.players; ++p) {
    if (r.hand[static_cast<size_t>(p)] == Role::none) continue;
    y += std::string(any ? ", " : "") + player_name(p) + ": " + std::string(love_letter::role_id(r.hand[static_cast<size_t>(p)]));
    any = true;
  }
  y += "}\n  deck: []\n";
  std::string discards, eliminated, tokens;
  for (int p = 0; p < r.players; ++p) {
    const auto seat = static_cast<size_t>(p);
    if (!r.discards[seat].empty()) {
      std::string pile;
      for (Role c : r.discards[seat]) pile += (pile.empty() ? "" : ", ") + std::string(love_letter::role_id(c));
      discards += (discards.empty() ? "" : ", ") + player_name(p) + ": [" + pile + "]";
    }
    if (r.hand[seat] == Role::none) eliminated += (eliminated.empty() ? "" : ", ") + player_name(p);
    if (r.tokens[seat]) tokens += (tokens.empty() ? "" : ", ") + player_name(p) + ": " + std::to_string(r.tokens[seat]);
  }
  if (!discards.empty()) y += "  discards: {" + discards + "}\n";
  if (!eliminated.empty()) y += "  eliminated: [" + eliminated + "]\n";
  if (!tokens.empty()) y += "  tokens: {" + tokens + "}\n";
  y += "expect:\n";
  for (const auto& o : outcomes) {
    y += "  - editions: [" + o.edition->id + "]\n";
    y += "    round_over: true\n";
    y += "    round_winners: " + players_list(o.wins_round) + "\n";
    y += "    tokens: {";
    for (int p = 0; p < r.players; ++p) y += (p ? ", " : "") + player_name(p) + ": " + std::to_string(o.tokens_after[static_cast<size_t>(p)]);
    y += "}\n";
    y += std::string("    game_over: ") + (o.game_over ? "true" : "false") + "\n";
    if (o.game_over) y += "    game_winners: " + players_list(o.wins_game) + "\n";
  }
  return y;
}

namespace {

std::string setup_yaml(const std::string& name, const std::string& comment, const ConcreteSetup& s,
                       const std::vector<std::string>& ids) {
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
  y += "]\nexpect:\n";
  return y;
}

}  // namespace

std::string setup_scenario(const std::string& name, const std::string& comment, const ConcreteSetup& s,
                           const love_letter::Edition& accepts, const love_letter::Edition& refuses) {
  std::string y = setup_yaml(name, comment, s, {accepts.id, refuses.id});
  y += "  - {editions: [" + accepts.id + "], round_over: false}\n";
  y += "  - {editions: [" + refuses.id + "], error: invalid-setup}\n";
  return y;
}

std::string setup_scenario_for(const std::string& name, const std::string& comment, const ConcreteSetup& s,
                               const love_letter::Edition& ed, bool accepted) {
  std::string y = setup_yaml(name, comment, s, {ed.id});
  y += accepted ? "  - {round_over: false}\n" : "  - {error: invalid-setup}\n";
  return y;
}

std::string play_scenario(const std::string& name, const std::string& comment, const std::vector<std::string>& clauses,
                          const ConcretePlay& p, const std::vector<PlayVerdict>& verdicts) {
  auto card = [](Role r) { return std::string(love_letter::role_id(r)); };
  std::vector<std::string> ids;
  for (const auto& v : verdicts)
    if (std::find(ids.begin(), ids.end(), v.edition->id) == ids.end()) ids.push_back(v.edition->id);
  std::string y = comment_lines(comment);
  y += "name: " + quoted(name) + "\ngame: love-letter\neditions: " + editions_list(ids) + "\n";
  y += "clauses: " + editions_list(clauses) + "\nsetup:\n  players: [";
  for (int s = 0; s < p.players; ++s) y += (s ? ", " : "") + player_name(s);
  y += "]\n  first: P1\n  hands: {P1: [" + card(p.played) + ", " + card(p.other) + "]";
  std::string out, prot;
  for (int s = 1; s < p.players; ++s) {
    const auto seat = static_cast<size_t>(s);
    if (p.hand[seat] == Role::none) out += (out.empty() ? "" : ", ") + player_name(s);
    else y += ", " + player_name(s) + ": " + card(p.hand[seat]);
    if (p.protect[seat]) prot += (prot.empty() ? "" : ", ") + player_name(s);
  }
  y += "}\n  deck: [" + card(p.top) + ", " + card(p.next) + ", " + card(p.third) + "]\n";
  // What real play left in the discard piles: the card each eliminated player
  // left with, the Handmaid behind each protection, the Sycophant behind a demand.
  std::string piles;
  for (int s = 1; s < p.players; ++s) {
    const auto seat = static_cast<size_t>(s);
    std::vector<std::string> pile;
    if (p.gone[seat] != Role::none) pile.push_back(card(p.gone[seat]));
    if (p.protect[seat]) pile.push_back("handmaid");
    if (p.demand >= 0 && s == p.players - 1) pile.push_back("sycophant");
    if (!pile.empty()) piles += (piles.empty() ? "" : ", ") + player_name(s) + ": " + editions_list(pile);
  }
  if (!piles.empty()) y += "  discards: {" + piles + "}\n";
  if (!out.empty()) y += "  eliminated: [" + out + "]\n";
  if (!prot.empty()) y += "  protected: [" + prot + "]\n";
  if (p.demand >= 0) y += "  sycophant_choice: " + player_name(p.demand) + "\n";
  y += "steps:\n  - turn: P1\n    play: " + card(p.played) + "\n";
  if (p.target >= 0 && p.target2 >= 0) y += "    targets: [" + player_name(p.target) + ", " + player_name(p.target2) + "]\n";
  else if (p.target >= 0 && p.played == Role::cardinal) y += "    targets: [" + player_name(p.target) + "]\n";  // the Cardinal reads only `targets`
  else if (p.target >= 0) y += "    target: " + player_name(p.target) + "\n";
  if (p.guess != Role::none) y += "    guess: " + card(p.guess) + "\n";
  if (p.number >= 0) y += "    guess: " + std::to_string(p.number) + "\n";
  if (p.redraw) y += "    redraw: true\n";
  if (p.keep != Role::none) y += "    keep: " + card(p.keep) + "\n    bottom: [" + card(p.bottom[0]) + ", " + card(p.bottom[1]) + "]\n";
  y += "    expect:\n";
  for (const auto& v : verdicts) {
    y += "      - editions: [" + v.edition->id + "]\n";
    if (v.code != 0) {
      y += "        error: " + std::string(love_letter::rejection_code(static_cast<love_letter::Rejection>(v.code))) + "\n";
      continue;
    }
    std::vector<bool> gone(v.eliminated);
    y += "        eliminated: " + players_list(gone) + "\n";
    y += "        protected: " + players_list(v.protect) + "\n        hands: {";
    for (int s = 0; s < p.players; ++s)
      y += (s ? ", " : "") + player_name(s) + ": " + (v.hand[static_cast<size_t>(s)] == Role::none ? "[]" : card(v.hand[static_cast<size_t>(s)]));
    y += "}\n        tokens: {";
    for (int s = 0; s < p.players; ++s) y += (s ? ", " : "") + player_name(s) + ": " + std::to_string(v.gains[static_cast<size_t>(s)]);
    y += "}\n";
    if (v.jester >= 0) y += "        jester_token: " + player_name(v.jester) + "\n";
    if (p.played == Role::sycophant || p.demand >= 0)
      y += "        sycophant_choice: " + (v.sycophant >= 0 ? player_name(v.sycophant) : std::string("null")) + "\n";
    y += "        deck: [";
    for (size_t i = 0; i < v.deck.size(); ++i) y += (i ? ", " : "") + card(v.deck[i]);
    y += "]\n";
  }
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
    }
  }
  return "";
}

}  // namespace errata::smt
