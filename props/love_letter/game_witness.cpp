#include "game_witness.h"

#include "scenario_writer.h"

#include <algorithm>

namespace errata::props {

using love_letter::Edition;
using love_letter::Rejection;
using love_letter::Role;
using love_letter::State;

namespace {

std::string card(Role r) { return std::string(love_letter::role_id(r)); }

YAML::Node flow_list(const std::vector<std::string>& items) {
  YAML::Node n(YAML::NodeType::Sequence);
  for (const auto& i : items) n.push_back(i);
  n.SetStyle(YAML::EmitterStyle::Flow);
  return n;
}

YAML::Node cards(const std::vector<Role>& cs) { return cards_node(cs.data(), cs.data() + cs.size()); }

// The deal's shared cards, in the order the setup names them.
struct Shared {
  std::vector<Role> face_up, hands, deck;
  Role set_aside = Role::none;
};

Shared shared_of(const SharedDeal& d) {
  Shared s;
  size_t k = 0;
  if (d.set_aside) s.set_aside = d.order[k++];
  for (int i = 0; i < d.face_up; ++i) s.face_up.push_back(d.order[k++]);
  for (int p = 0; p < d.players; ++p) s.hands.push_back(d.order[k++]);
  s.deck.assign(d.order.begin() + static_cast<long>(k), d.order.end());
  return s;
}

// One edition's own cards: where its deal puts them.
YAML::Node completion_entry(const SharedDeal& d, bool first, const std::vector<std::string>& editions) {
  const std::vector<Role>& own = first ? d.own_a : d.own_b;
  const int up = first ? d.own_face_up_a : d.own_face_up_b, aside = first ? d.own_set_aside_a : d.own_set_aside_b;
  YAML::Node n;
  n["editions"] = flow_list(editions);
  if (up) n["face_up"] = cards(std::vector<Role>(own.begin(), own.begin() + up));
  if (aside) n["set_aside"] = card(own[static_cast<size_t>(up)]);
  if (own.size() > static_cast<size_t>(up + aside)) n["deck"] = cards(std::vector<Role>(own.begin() + up + aside, own.end()));
  return n;
}

// The completion: where each edition's own cards lie.
YAML::Node completion_node(const SharedDeal& d, const std::string& a, const std::string& b) {
  YAML::Node completion(YAML::NodeType::Sequence);
  if (d.own_a == d.own_b && d.own_face_up_a == d.own_face_up_b && d.own_set_aside_a == d.own_set_aside_b) {
    completion.push_back(completion_entry(d, true, a == b ? std::vector<std::string>{a} : std::vector<std::string>{a, b}));
  } else {
    completion.push_back(completion_entry(d, true, {a}));
    completion.push_back(completion_entry(d, false, {b}));
  }
  return completion;
}

// The shared cards of a deal: hands, face-up and set-aside cards, the deck.
void put_shared_cards(YAML::Node& n, const SharedDeal& d) {
  const Shared s = shared_of(d);
  YAML::Node hands(YAML::NodeType::Map);
  for (int p = 0; p < d.players; ++p) hands[player_name(p)] = card(s.hands[static_cast<size_t>(p)]);
  hands.SetStyle(YAML::EmitterStyle::Flow);
  n["hands"] = hands;
  if (!s.face_up.empty()) n["face_up"] = cards(s.face_up);
  if (s.set_aside != Role::none) n["set_aside"] = card(s.set_aside);
  n["deck"] = cards(s.deck);
}

YAML::Node setup_node(const SharedDeal& d, const std::string& a, const std::string& b) {
  YAML::Node n;
  std::vector<std::string> players;
  for (int p = 0; p < d.players; ++p) players.push_back(player_name(p));
  n["players"] = flow_list(players);
  n["first"] = player_name(d.first);
  put_shared_cards(n, d);
  if (std::any_of(d.tokens.begin(), d.tokens.end(), [](int t) { return t > 0; })) {
    YAML::Node t(YAML::NodeType::Map);
    for (int p = 0; p < d.players; ++p) t[player_name(p)] = d.tokens[static_cast<size_t>(p)];
    t.SetStyle(YAML::EmitterStyle::Flow);
    n["tokens"] = t;
  }
  n["completion"] = completion_node(d, a, b);
  return n;
}

// An edition's deck before the deal, top first: what it sets aside, shows
// face up, deals one card each, then its deck.
std::string deck_before_deal(const SharedDeal& d, bool first) {
  const State s = d.dealt(first);
  std::string out;
  auto add = [&](Role r) { out += (out.empty() ? "" : ", ") + card(r); };
  if (s.set_aside != Role::none) add(s.set_aside);
  for (Role r : s.face_up) add(r);
  for (int p = 0; p < d.players; ++p) add(s.hand[static_cast<size_t>(p)][0]);
  for (int i = 0; i < s.deck.size; ++i) add(s.deck.at(i));
  return "[" + out + "]";
}

// A step of the game: a play, or the next round dealt (where the decks
// differ, the shared cards and each edition's completion).
YAML::Node step_of(const GameStep& st, int players, const std::string& a, const std::string& b) {
  if (!st.next_round) return step_node(st.seat, st.action);
  YAML::Node deal;
  if (st.shared) {
    put_shared_cards(deal, *st.shared);
    if (st.first) deal["first"] = player_name(*st.first);
    deal["completion"] = completion_node(*st.shared, a, b);
  } else {
    const love_letter::Deal& d = *st.next_round;
    YAML::Node hands(YAML::NodeType::Map);
    for (int p = 0; p < players; ++p) hands[player_name(p)] = card(d.hand[static_cast<size_t>(p)]);
    hands.SetStyle(YAML::EmitterStyle::Flow);
    deal["hands"] = hands;
    std::vector<Role> deck;
    for (int i = 0; i < d.deck.size; ++i) deck.push_back(d.deck[i]);
    deal["deck"] = cards(deck);
    if (d.set_aside != Role::none) deal["set_aside"] = card(d.set_aside);
    if (!d.face_up.empty()) deal["face_up"] = cards_node(d.face_up.begin(), d.face_up.end());
    if (st.first) deal["first"] = player_name(*st.first);
  }
  YAML::Node n;
  n["new_round"] = deal;
  return n;
}

}  // namespace

std::string game_scenario(const std::string& name, const std::string& comment, const std::vector<std::string>& clauses,
                          const GameApart& g, const Edition& a, const Edition& b, bool both) {
  YAML::Node doc;
  doc["name"] = name;
  doc["game"] = "love-letter";
  doc["editions"] = flow_list(a.id == b.id || !both ? std::vector<std::string>{a.id} : std::vector<std::string>{a.id, b.id});
  doc["clauses"] = flow_list(clauses);
  doc["setup"] = setup_node(g.deal, a.id, b.id);
  YAML::Node steps(YAML::NodeType::Sequence);
  for (size_t k = 0; k < g.steps.size(); ++k) {
    YAML::Node step = step_of(g.steps[k], g.deal.players, a.id, b.id);
    if (k + 1 == g.steps.size()) {
      YAML::Node expect(YAML::NodeType::Sequence);
      expect.push_back(expect_node(a, g.after_a, g.refused_a));
      if (both) expect.push_back(expect_node(b, g.after_b, g.refused_b));
      step["expect"] = expect;
    }
    steps.push_back(step);
  }
  doc["steps"] = steps;
  std::string decks = a.id + "'s deck before the deal, top first: " + deck_before_deal(g.deal, true);
  if (both && a.id != b.id) decks += "\n" + b.id + "'s: " + deck_before_deal(g.deal, false);
  return emitted(doc, comment + "\n" + decks + "\n(set aside, face up, one card each from " + player_name(0) +
                                 ", then the deck; every play from the first turn follows)");
}

std::string parting_situation(const GameApart& g) {
  const State& s = g.before;
  const GameStep& last = g.steps.back();
  if (last.next_round)
    return "after " + std::to_string(g.steps.size() - 1) + " steps from a " + std::to_string(g.deal.players) +
           "-player deal and the same end of the round, the next round dealt";
  const love_letter::Action& act = last.action;
  const auto& hand = s.hand[static_cast<size_t>(last.seat)];
  const auto dealt = static_cast<size_t>(std::count_if(g.steps.begin(), g.steps.end(), [](const GameStep& st) { return st.next_round.has_value(); }));
  const size_t before = g.steps.size() - 1 - dealt;  // plays before this one
  const std::string rounds = dealt ? " in " + std::to_string(dealt + 1) + " rounds" : "";
  std::string out = (before == 0 && !dealt ? "on the first turn of a "
                                           : "after " + std::to_string(before) + (before == 1 ? " play" : " plays") + rounds + " from a ") +
                    std::to_string(g.deal.players) + "-player deal, " + player_name(last.seat) + " holding ";
  for (int i = 0; i < hand.size; ++i) out += (i ? " and " : "") + card(hand[i]);
  out += " plays " + card(act.card);
  if (act.target >= 0)
    out += " on " + player_name(act.target) +
           (act.target != last.seat && s.hand[static_cast<size_t>(act.target)].size
                ? " (holding " + card(s.hand[static_cast<size_t>(act.target)][0]) +
                      (love_letter::has(s.protected_players, act.target) ? ", protected" : "") + ")"
                : "");
  if (act.target2 >= 0) out += " and " + player_name(act.target2);
  if (act.guess != Role::none) out += ", naming " + card(act.guess);
  if (act.number >= 0) out += ", announcing " + std::to_string(act.number) + (act.redraw ? ", the target then discarding and drawing" : "");
  if (act.keep != Role::none) out += ", keeping " + card(act.keep);
  if (s.deck.size < 3) out += ", with " + std::to_string(s.deck.size) + (s.deck.size == 1 ? " card" : " cards") + " left in the deck";
  return out;
}

namespace {

std::string pile_text(const love_letter::Pile& pile) {
  std::string out;
  for (Role r : pile) out += (out.empty() ? "" : ", ") + card(r);
  return "[" + out + "]";
}

// What of the players' cards the two editions leave apart after an accepted
// play, as `x` has it: each hand, pile and protection that differs.
std::string cards_apart(const GameApart& g, const State& x) {
  const State& y = &x == &g.after_a ? g.after_b : g.after_a;
  std::string out;
  for (int p = 0; p < x.players; ++p) {
    const auto q = static_cast<size_t>(p);
    if (!(x.hand[q] == y.hand[q])) out += ", " + player_name(p) + (x.hand[q].size ? " holding " + card(x.hand[q][0]) : " holding nothing");
    if (!(x.discards[q] == y.discards[q])) out += ", " + player_name(p) + "'s discards " + pile_text(x.discards[q]);
    if (love_letter::has(x.protected_players, p) != love_letter::has(y.protected_players, p))
      out += ", " + player_name(p) + (love_letter::has(x.protected_players, p) ? " protected" : " not protected");
  }
  return out;
}

}  // namespace

std::string parting_outcome(const GameApart& g, bool first_edition) {
  const State& x = first_edition ? g.after_a : g.after_b;
  const Rejection r = first_edition ? g.refused_a : g.refused_b;
  if (r != Rejection::none) return "refused (" + std::string(love_letter::rejection_code(r)) + ")";
  if (g.steps.back().next_round) {
    std::string shielded;
    for (int p = 0; p < x.players; ++p)
      if (love_letter::has(x.protected_players, p)) shielded += (shielded.empty() ? "" : ", ") + player_name(p);
    return shielded.empty() ? "nobody is protected as it starts" : shielded + " starts it protected";
  }
  std::string left;
  for (int p = 0; p < x.players; ++p)
    if (love_letter::has(x.eliminated, p) && !love_letter::has(g.before.eliminated, p)) left += (left.empty() ? "" : ", ") + player_name(p);
  std::string out = "accepted" + (left.empty() ? std::string(", nobody leaves the round") : ", " + left + " leaving the round");
  out += cards_apart(g, x);
  if (!x.round_over) {  // a token the play itself won (the Bishop's, a card written as data)
    for (int p = 0; p < x.players; ++p)
      if (const auto q = static_cast<size_t>(p); x.tokens[q] > g.before.tokens[q])
        out += ", " + player_name(p) + " winning " + (x.tokens[q] - g.before.tokens[q] > 1 ? "tokens" : "a token");
    return out;
  }
  std::string winners, tokens;
  for (int p = 0; p < x.players; ++p) {
    if (love_letter::has(x.round_winners, p)) winners += (winners.empty() ? "" : ", ") + player_name(p);
    tokens += (tokens.empty() ? "" : ", ") + player_name(p) + ": " + std::to_string(x.tokens[static_cast<size_t>(p)]);
  }
  out += "; the round ends, won by " + (winners.empty() ? std::string("nobody") : winners) + " (tokens " + tokens + ")";
  if (x.game_over) out += ", and the game ends";
  return out;
}

}  // namespace errata::props
