// A play and each edition's verdict on it, read off a Z3 model, and put in words.
#include "play_reading.h"

#include "model/love_letter/rejection.h"

namespace errata::smt {

using love_letter::Edition;
using love_letter::Role;

ConcretePlay read_play(const z3::model& m, const SymbolicPlay& s) {
  auto num = [&](const z3::expr& e) { return static_cast<int>(m.eval(e, true).get_numeral_int64()); };
  ConcretePlay p;
  p.players = s.players;
  p.played = static_cast<Role>(num(s.played));
  p.other = static_cast<Role>(num(s.other));
  p.top = static_cast<Role>(num(s.top));
  p.next = static_cast<Role>(num(s.next));
  p.third = static_cast<Role>(num(s.third));
  p.demand = num(s.demand);
  p.deck_size = num(s.deck_size);
  if (p.played == Role::chancellor) {  // the card kept, and the one or two put under the deck in order
    const int keep = num(s.keep);
    const Role cards[3] = {p.other, p.top, p.next};
    p.keep = cards[keep];
    std::vector<Role> rest;
    for (int i = 0; i < 3; ++i)
      if (i != keep && cards[i] != Role::none) rest.push_back(cards[i]);
    if (m.eval(s.swap, true).is_true() && rest.size() == 2) std::swap(rest[0], rest[1]);
    p.bottom = rest;
  }
  for (int q = 0; q < s.players; ++q) {
    const auto seat = static_cast<size_t>(q);
    const bool in = q == 0 || m.eval(s.in_round[seat], true).is_true();
    p.hand.push_back(q == 0 || !in ? Role::none : static_cast<Role>(num(s.hand[seat])));
    p.protect.push_back(m.eval(s.protect[seat], true).is_true());
    p.gone.push_back(q == 0 || in ? Role::none : static_cast<Role>(num(s.gone[seat])));
    p.tokens.push_back(num(s.tokens[seat]));
    p.constable.push_back(m.eval(s.constable[seat], true).is_true());
    p.bishops.push_back(num(s.bishops[seat]));
    p.carried.push_back(m.eval(s.carried[seat], true).is_true());
  }
  p.target = num(s.target);
  p.target2 = num(s.target2);
  p.guess = static_cast<Role>(num(s.guess));
  p.number = num(s.number);
  p.redraw = m.eval(s.redraw, true).is_true();
  return p;
}

PlayVerdict read_verdict(const z3::model& m, const SymbolicPlay& s, const PlayOutcome& o, const Edition& ed) {
  PlayVerdict v;
  v.edition = &ed;
  v.code = static_cast<int>(m.eval(o.code, true).get_numeral_int64());
  for (int q = 0; q < s.players; ++q) {
    const auto seat = static_cast<size_t>(q);
    v.eliminated.push_back(m.eval(o.eliminated[seat], true).is_true());
    v.hand.push_back(static_cast<Role>(m.eval(o.hand[seat], true).get_numeral_int64()));
    v.protect.push_back(m.eval(o.protect[seat], true).is_true());
    v.gains.push_back(static_cast<int>(m.eval(o.gains[seat], true).get_numeral_int64()));
  }
  for (const auto& p : o.next_protect) v.next_protect.push_back(m.eval(p, true).is_true());
  v.round_over = m.eval(o.round_over, true).is_true();
  v.game_over = m.eval(o.game_over, true).is_true();
  v.jester = static_cast<int>(m.eval(o.jester, true).get_numeral_int64());
  v.sycophant = static_cast<int>(m.eval(o.sycophant, true).get_numeral_int64());
  for (const auto& d : o.deck) {
    const auto r = static_cast<Role>(m.eval(d, true).get_numeral_int64());
    if (r != Role::none) v.deck.push_back(r);
  }
  return v;
}

namespace {

// What the state holds beyond the cards in play: a short deck, tokens, Constables discarded.
std::string situation(const ConcretePlay& p) {
  std::string s;
  if (p.deck_size < 3) s += ", with " + std::to_string(p.deck_size) + (p.deck_size == 1 ? " card" : " cards") + " left in the deck";
  for (size_t q = 0; q < p.tokens.size(); ++q) {
    if (p.tokens[q]) s += ", " + player_name(static_cast<int>(q)) + " holding " + std::to_string(p.tokens[q]) + " tokens";
    if (p.constable[q]) s += ", " + player_name(static_cast<int>(q)) + " having discarded constable";
    if (p.bishops[q]) s += ", " + player_name(static_cast<int>(q)) + " having played " + std::to_string(p.bishops[q]) + " bishop";
    if (p.carried[q]) s += ", " + player_name(static_cast<int>(q)) + " protected since the last round";
  }
  return s;
}

}  // namespace

std::string describe(const ConcretePlay& p) {
  std::string s = (p.demand >= 0 ? "with the Sycophant having chosen " + player_name(p.demand) + ", " : std::string()) +
                  "P1 holding " + std::string(love_letter::role_id(p.played)) + " and " +
                  std::string(love_letter::role_id(p.other)) + " plays " + std::string(love_letter::role_id(p.played));
  if (p.target >= 0) s += " on " + player_name(p.target) + (p.target > 0 ? " (holding " + std::string(love_letter::role_id(p.hand[static_cast<size_t>(p.target)])) + (p.protect[static_cast<size_t>(p.target)] ? ", protected" : "") + ")" : "");
  if (p.target2 >= 0) s += " and " + player_name(p.target2);
  if (p.guess != Role::none) s += ", naming " + std::string(love_letter::role_id(p.guess));
  if (p.number >= 0) s += ", announcing " + std::to_string(p.number) + (p.redraw ? ", the target then discarding and drawing" : "");
  if (p.keep != Role::none)
    s += ", keeping " + std::string(love_letter::role_id(p.keep)) + " and putting " + std::string(love_letter::role_id(p.bottom[0])) +
         (p.bottom.size() > 1 ? " then " + std::string(love_letter::role_id(p.bottom[1])) : "") + " under the deck";
  return s + situation(p);
}

std::string verdict_text(const PlayVerdict& v, const ConcretePlay& p) {
  if (v.code) return "refused (" + std::string(love_letter::rejection_code(static_cast<love_letter::Rejection>(v.code))) + ")";
  std::string out;
  for (size_t q = 0; q < v.eliminated.size(); ++q)
    if (v.eliminated[q] && (q == 0 || p.hand[q] != Role::none)) out += (out.empty() ? "" : ", ") + player_name(static_cast<int>(q));
  std::string s = "accepted" + (out.empty() ? std::string(", nobody leaves the round") : ", " + out + " leaving the round");
  for (size_t q = 0; q < v.gains.size(); ++q)
    if (v.gains[q]) s += ", " + player_name(static_cast<int>(q)) + " winning a token";
  return s;
}

std::string pile(const std::vector<Role>& d) {
  std::string t;
  for (Role r : d) t += (t.empty() ? "" : ", ") + std::string(love_letter::role_id(r));
  return "[" + t + "]";
}


}  // namespace errata::smt
