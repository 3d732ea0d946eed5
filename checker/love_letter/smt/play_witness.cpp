// A play as a witness scenario: the state before it as the setup (what real
// play left in the discard piles included), the play as the step, each
// edition's verdict as its expectation; where the turn ends the round, the
// next round dealt and who is protected as it starts.
#include <algorithm>

#include "completion.h"
#include "model/love_letter/rejection.h"
#include "witness.h"
#include "witness_text.h"

namespace errata::smt {

using love_letter::Role;

namespace {

std::string card(Role r) { return std::string(love_letter::role_id(r)); }

std::string cards_list(const std::vector<Role>& cards) {
  std::string out;
  for (Role r : cards)
    if (r != Role::none) out += (out.empty() ? "" : ", ") + card(r);
  return "[" + out + "]";
}

// The seat that made a standing demand: the last one in the round before seat 0.
int demander(const ConcretePlay& p) {
  int last = -1;
  for (int s = 1; s < p.players; ++s)
    if (p.hand[static_cast<size_t>(s)] != Role::none) last = s;
  return p.demand >= 0 ? last : -1;
}

// What real play left in the discard piles: Bishops and the Constable
// discarded earlier, then the card each eliminated player left with, the
// Handmaid behind each protection (but one carried from the last round), the
// Sycophant behind a demand (the last card played).
std::string discard_piles(const ConcretePlay& p) {
  std::string piles;
  for (int s = 0; s < p.players; ++s) {
    const auto seat = static_cast<size_t>(s);
    std::vector<std::string> pile(static_cast<size_t>(p.bishops[seat]), "bishop");
    if (p.constable[seat]) pile.push_back("constable");
    if (p.gone[seat] != Role::none) pile.push_back(card(p.gone[seat]));
    if (p.protect[seat] && !p.carried[seat]) pile.push_back("handmaid");
    if (s == demander(p)) pile.push_back("sycophant");
    if (!pile.empty()) piles += (piles.empty() ? "" : ", ") + player_name(s) + ": " + editions_list(pile);
  }
  return piles.empty() ? "" : "  discards: {" + piles + "}\n";
}

std::string setup_yaml(const ConcretePlay& p) {
  std::string y = "setup:\n  players: [";
  for (int s = 0; s < p.players; ++s) y += (s ? ", " : "") + player_name(s);
  y += "]\n  first: P1\n  hands: {P1: [" + card(p.played) + ", " + card(p.other) + "]";
  std::string out, prot, tokens;
  for (int s = 1; s < p.players; ++s) {
    const auto seat = static_cast<size_t>(s);
    if (p.hand[seat] == Role::none) out += (out.empty() ? "" : ", ") + player_name(s);
    else y += ", " + player_name(s) + ": " + card(p.hand[seat]);
    if (p.protect[seat]) prot += (prot.empty() ? "" : ", ") + player_name(s);
  }
  y += "}\n  deck: " + cards_list({p.top, p.next, p.third}) + "\n" + discard_piles(p);
  if (!out.empty()) y += "  eliminated: [" + out + "]\n";
  if (!prot.empty()) y += "  protected: [" + prot + "]\n";
  if (p.demand >= 0) y += "  sycophant_choice: " + player_name(p.demand) + "\n";
  if (std::any_of(p.tokens.begin(), p.tokens.end(), [](int t) { return t > 0; })) {
    for (int s = 0; s < p.players; ++s) tokens += (s ? ", " : "") + player_name(s) + ": " + std::to_string(p.tokens[static_cast<size_t>(s)]);
    y += "  tokens: {" + tokens + "}\n";
  }
  return y;
}

std::string step_yaml(const ConcretePlay& p) {
  std::string y = "steps:\n  - turn: P1\n    play: " + card(p.played) + "\n";
  if (p.target >= 0 && p.target2 >= 0) y += "    targets: [" + player_name(p.target) + ", " + player_name(p.target2) + "]\n";
  else if (p.target >= 0 && p.played == Role::cardinal) y += "    targets: [" + player_name(p.target) + "]\n";  // the Cardinal reads only `targets`
  else if (p.target >= 0) y += "    target: " + player_name(p.target) + "\n";
  if (p.guess != Role::none) y += "    guess: " + card(p.guess) + "\n";
  if (p.number >= 0) y += "    guess: " + std::to_string(p.number) + "\n";
  if (p.redraw) y += "    redraw: true\n";
  if (p.keep != Role::none) y += "    keep: " + card(p.keep) + "\n    bottom: " + cards_list(p.bottom) + "\n";
  return y;
}

// One edition's verdict on the play. The tokens are the play's own unless the
// round then ends in a showdown (whose tokens are the round-end encoding's).
std::string verdict_yaml(const ConcretePlay& p, const PlayVerdict& v, bool ends_shown) {
  std::string y = "      - editions: [" + v.edition->id + "]\n";
  if (v.code != 0) return y + "        error: " + std::string(love_letter::rejection_code(static_cast<love_letter::Rejection>(v.code))) + "\n";
  y += "        eliminated: " + players_list(v.eliminated) + "\n";
  y += "        protected: " + players_list(v.protect) + "\n        hands: {";
  for (int s = 0; s < p.players; ++s)
    y += (s ? ", " : "") + player_name(s) + ": " + (v.hand[static_cast<size_t>(s)] == Role::none ? "[]" : card(v.hand[static_cast<size_t>(s)]));
  y += "}\n";
  if (!v.round_over || v.game_over) {
    y += "        tokens: {";
    for (int s = 0; s < p.players; ++s) {
      const auto seat = static_cast<size_t>(s);
      y += (s ? ", " : "") + player_name(s) + ": " + std::to_string((p.tokens.empty() ? 0 : p.tokens[seat]) + v.gains[seat]);
    }
    y += "}\n";
  }
  if (ends_shown) y += std::string("        round_over: ") + (v.round_over ? "true" : "false") + "\n";
  // A round that ends in a showdown may end the game too: that is the round-end encoding's.
  if (ends_shown && (v.game_over || !v.round_over)) y += std::string("        game_over: ") + (v.game_over ? "true" : "false") + "\n";
  if (v.jester >= 0) y += "        jester_token: " + player_name(v.jester) + "\n";
  if (p.played == Role::sycophant || p.demand >= 0)
    y += "        sycophant_choice: " + (v.sycophant >= 0 ? player_name(v.sycophant) : std::string("null")) + "\n";
  return y + "        deck: " + cards_list(v.deck) + "\n";
}

// The next round, dealt whole from the cards every edition's deck holds (the
// whole deck where they hold the same cards), and who each edition says is
// protected as it starts.
std::string next_round_yaml(const ConcretePlay& p, const std::vector<PlayVerdict>& verdicts) {
  std::vector<Role> pool;
  int aside = 1, face = p.players == 2 ? 3 : 0;
  for (const auto& v : verdicts) {
    aside = std::min(aside, v.edition->set_aside_face_down);
    face = std::min(face, p.players == 2 ? v.edition->face_up_when_two_players : 0);
  }
  for (int r = 1; r < love_letter::kRoleCount; ++r) {
    int copies = 99;
    for (const auto& v : verdicts) copies = std::min<int>(copies, v.edition->copies[static_cast<size_t>(r)]);
    for (int k = 0; k < copies; ++k) pool.push_back(static_cast<Role>(r));
  }
  size_t next = 0;
  std::string y = "  - new_round:\n      hands: {";
  for (int s = 0; s < p.players; ++s) y += (s ? ", " : "") + player_name(s) + ": " + card(pool[next++]);
  y += "}\n";
  if (face > 0) {
    std::vector<Role> up(pool.begin() + static_cast<long>(next), pool.begin() + static_cast<long>(next) + face);
    y += "      face_up: " + cards_list(up) + "\n";
    next += static_cast<size_t>(face);
  }
  if (aside > 0) y += "      set_aside: " + card(pool[next++]) + "\n";
  y += "      deck: " + cards_list(std::vector<Role>(pool.begin() + static_cast<long>(next), pool.end())) + "\n    expect:\n";
  for (const auto& v : verdicts) y += "      - editions: [" + v.edition->id + "]\n        protected: " + players_list(v.next_protect) + "\n";
  return y;
}

}  // namespace

std::string play_scenario(const std::string& name, const std::string& comment, const std::vector<std::string>& clauses,
                          const ConcretePlay& p, const std::vector<PlayVerdict>& verdicts, bool next_round) {
  std::vector<std::string> ids;
  for (const auto& v : verdicts)
    if (std::find(ids.begin(), ids.end(), v.edition->id) == ids.end()) ids.push_back(v.edition->id);
  const bool ends_shown = std::any_of(verdicts.begin(), verdicts.end(), [](const PlayVerdict& v) { return v.code == 0 && v.round_over; });
  std::string y = comment_lines(comment) + "name: " + quoted(name) + "\ngame: love-letter\neditions: " + editions_list(ids) + "\n";
  std::vector<Completion> rest;
  for (const auto& v : verdicts)
    if (std::none_of(rest.begin(), rest.end(), [&](const Completion& c) { return c.editions.front() == v.edition->id; }))
      rest.push_back(complete_play(p, *v.edition));
  y += "clauses: " + editions_list(clauses) + "\n" + setup_yaml(p) + completion_yaml(rest) + step_yaml(p) + "    expect:\n";
  for (const auto& v : verdicts) y += verdict_yaml(p, v, ends_shown);
  if (next_round) y += next_round_yaml(p, verdicts);
  return y;
}

}  // namespace errata::smt
