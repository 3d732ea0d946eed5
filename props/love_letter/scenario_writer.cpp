#include "scenario_writer.h"

#include <functional>

namespace errata::props {

using namespace love_letter;

namespace {

std::string player(int seat) { return player_name(seat); }
std::string card(Role r) { return std::string(role_id(r)); }

}  // namespace

std::string player_name(int seat) { return "P" + std::to_string(seat + 1); }

namespace {

// The Jester token's giver is the one player other than its holder whose discards hold the Jester.
bool jester_giver_shown(const State& s) {
  if (s.jester_holder < 0) return true;
  for (int p = 0; p < s.players; ++p)
    if (p != s.jester_holder && s.discards[p].contains(Role::jester) != (p == s.jester_owner)) return false;
  return s.jester_owner != s.jester_holder;
}

}  // namespace

bool expressible(const State& s) { return jester_giver_shown(s) && s.to_move >= 0; }

YAML::Node cards_node(const Role* begin, const Role* end) {
  YAML::Node n(YAML::NodeType::Sequence);
  for (const Role* r = begin; r != end; ++r) n.push_back(card(*r));
  n.SetStyle(YAML::EmitterStyle::Flow);
  return n;
}

YAML::Node players_node(PlayerSet set, int players) {
  YAML::Node n(YAML::NodeType::Sequence);
  for (int p = 0; p < players; ++p)
    if (has(set, p)) n.push_back(player(p));
  n.SetStyle(YAML::EmitterStyle::Flow);
  return n;
}

YAML::Node step_node(int seat, const Action& a) {
  YAML::Node n;
  n["turn"] = player(seat);
  n["play"] = card(a.card);
  if (a.target2 >= 0) {
    YAML::Node both(YAML::NodeType::Sequence);
    both.push_back(player(a.target));
    both.push_back(player(a.target2));
    both.SetStyle(YAML::EmitterStyle::Flow);
    n["targets"] = both;
  }
  else if (a.target >= 0) n["target"] = player(a.target);
  if (a.guess != Role::none) n["guess"] = card(a.guess);
  if (a.number >= 0) n["guess"] = static_cast<int>(a.number);
  if (a.redraw) n["redraw"] = true;
  if (a.keep != Role::none) {
    n["keep"] = card(a.keep);
    n["bottom"] = cards_node(a.bottom.data(), a.bottom.data() + a.bottom_count);
  }
  return n;
}

namespace {

YAML::Node seats_map(const State& s, const std::function<YAML::Node(int)>& of) {
  YAML::Node n(YAML::NodeType::Map);
  for (int p = 0; p < s.players; ++p) n[player(p)] = of(p);
  n.SetStyle(YAML::EmitterStyle::Flow);
  return n;
}

YAML::Node editions_node(const std::string& id) {
  YAML::Node n(YAML::NodeType::Sequence);
  n.push_back(id);
  n.SetStyle(YAML::EmitterStyle::Flow);
  return n;
}

}  // namespace

YAML::Node setup_node(const State& s) {
  YAML::Node n;
  std::vector<std::string> seats;
  for (int p = 0; p < s.players; ++p) seats.push_back(player(p));
  YAML::Node players(YAML::NodeType::Sequence);
  for (const auto& p : seats) players.push_back(p);
  players.SetStyle(YAML::EmitterStyle::Flow);
  n["players"] = players;
  n["first"] = player(s.to_move);
  YAML::Node hands(YAML::NodeType::Map);
  for (int p = 0; p < s.players; ++p)
    if (s.is_in(p)) hands[player(p)] = cards_node(s.hand[p].begin(), s.hand[p].end());
  hands.SetStyle(YAML::EmitterStyle::Flow);
  n["hands"] = hands;
  std::vector<Role> deck;
  for (int i = 0; i < s.deck.size; ++i) deck.push_back(s.deck.at(i));
  n["deck"] = cards_node(deck.data(), deck.data() + deck.size());
  n["set_aside"] = s.set_aside == Role::none ? YAML::Node(YAML::NodeType::Null) : YAML::Node(card(s.set_aside));
  n["face_up"] = cards_node(s.face_up.begin(), s.face_up.end());
  n["discards"] = seats_map(s, [&](int p) { return cards_node(s.discards[p].begin(), s.discards[p].end()); });
  n["protected"] = players_node(s.protected_players, s.players);
  n["eliminated"] = players_node(s.eliminated, s.players);
  n["tokens"] = seats_map(s, [&](int p) { return YAML::Node(static_cast<int>(s.tokens[p])); });
  if (s.sycophant_choice >= 0) n["sycophant_choice"] = player(s.sycophant_choice);
  if (s.jester_holder >= 0) n["jester_token"] = player(s.jester_holder);
  return n;
}

YAML::Node expect_node(const Edition& ed, const State& s, Rejection r) {
  YAML::Node n;
  n["editions"] = editions_node(ed.id);
  if (r != Rejection::none) {
    n["error"] = std::string(rejection_code(r));
    return n;
  }
  n["hands"] = seats_map(s, [&](int p) { return cards_node(s.hand[p].begin(), s.hand[p].end()); });
  n["discards"] = seats_map(s, [&](int p) { return cards_node(s.discards[p].begin(), s.discards[p].end()); });
  std::vector<Role> deck;
  for (int i = 0; i < s.deck.size; ++i) deck.push_back(s.deck.at(i));
  n["deck"] = cards_node(deck.data(), deck.data() + deck.size());
  n["set_aside"] = s.set_aside == Role::none ? YAML::Node(YAML::NodeType::Null) : YAML::Node(card(s.set_aside));
  n["eliminated"] = players_node(s.eliminated, s.players);
  n["protected"] = players_node(s.protected_players, s.players);
  n["tokens"] = seats_map(s, [&](int p) { return YAML::Node(static_cast<int>(s.tokens[p])); });
  n["round_over"] = s.round_over;
  if (s.round_over) n["round_winners"] = players_node(s.round_winners, s.players);
  n["game_over"] = s.game_over;
  if (s.game_over) n["game_winners"] = players_node(s.game_winners, s.players);
  if (ed.has_card(Role::jester)) n["jester_token"] = s.jester_holder < 0 ? YAML::Node(YAML::NodeType::Null) : YAML::Node(player(s.jester_holder));
  if (ed.has_card(Role::sycophant))
    n["sycophant_choice"] = s.sycophant_choice < 0 ? YAML::Node(YAML::NodeType::Null) : YAML::Node(player(s.sycophant_choice));
  return n;
}

}  // namespace errata::props
