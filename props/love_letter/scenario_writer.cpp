#include "scenario_writer.h"

#include <functional>

namespace errata::props {

using namespace love_letter;

namespace {

std::string player(int seat) { return player_name(seat); }
std::string card(Role r) { return std::string(role_id(r)); }

std::string players_list(PlayerSet set, int players) {
  std::string out = "[";
  bool first = true;
  for (int p = 0; p < players; ++p)
    if (has(set, p)) {
      out += (first ? "" : ", ") + player(p);
      first = false;
    }
  return out + "]";
}

}  // namespace

std::string cards_list(const Role* begin, const Role* end) {
  std::string out = "[";
  for (const Role* r = begin; r != end; ++r) out += (r == begin ? "" : ", ") + card(*r);
  return out + "]";
}

std::string step_yaml(int seat, const Action& a) {
  std::string y = "  - turn: " + player(seat) + "\n    play: " + card(a.card) + "\n";
  if (a.target2 >= 0) y += "    targets: [" + player(a.target) + ", " + player(a.target2) + "]\n";
  else if (a.target >= 0) y += "    target: " + player(a.target) + "\n";
  if (a.guess != Role::none) y += "    guess: " + card(a.guess) + "\n";
  if (a.number >= 0) y += "    guess: " + std::to_string(a.number) + "\n";
  if (a.redraw) y += "    redraw: true\n";
  if (a.keep != Role::none) {
    y += "    keep: " + card(a.keep) + "\n";
    y += "    bottom: " + cards_list(a.bottom.data(), a.bottom.data() + a.bottom_count) + "\n";
  }
  return y;
}

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

std::string setup_yaml(const State& s) {
  std::string y = "setup:\n  players: [";
  for (int p = 0; p < s.players; ++p) y += (p ? ", " : "") + player(p);
  y += "]\n  first: " + player(s.to_move) + "\n  hands: {";
  bool first = true;
  for (int p = 0; p < s.players; ++p) {
    if (!s.is_in(p)) continue;
    y += (first ? "" : ", ") + player(p) + ": " + cards_list(s.hand[p].begin(), s.hand[p].end());
    first = false;
  }
  y += "}\n  deck: [";
  for (int i = 0; i < s.deck.size; ++i) y += (i ? ", " : "") + card(s.deck.at(i));
  y += "]\n  set_aside: " + (s.set_aside == Role::none ? std::string("null") : card(s.set_aside)) + "\n";
  y += "  face_up: " + cards_list(s.face_up.begin(), s.face_up.end()) + "\n  discards: {";
  for (int p = 0; p < s.players; ++p) y += (p ? ", " : "") + player(p) + ": " + cards_list(s.discards[p].begin(), s.discards[p].end());
  y += "}\n  protected: " + players_list(s.protected_players, s.players) + "\n";
  y += "  eliminated: " + players_list(s.eliminated, s.players) + "\n  tokens: {";
  for (int p = 0; p < s.players; ++p) y += (p ? ", " : "") + player(p) + ": " + std::to_string(s.tokens[p]);
  y += "}\n";
  if (s.sycophant_choice >= 0) y += "  sycophant_choice: " + player(s.sycophant_choice) + "\n";
  if (s.jester_holder >= 0) y += "  jester_token: " + player(s.jester_holder) + "\n";
  return y;
}

std::string state_expect_yaml(const Edition& ed, const State& s, Rejection r, const std::string& in) {
  const std::string k = in + "  ";
  std::string y = in + "- editions: [" + ed.id + "]\n";
  if (r != Rejection::none) return y + k + "error: " + std::string(rejection_code(r)) + "\n";
  y += k + "hands: {";
  for (int p = 0; p < s.players; ++p) y += (p ? ", " : "") + player(p) + ": " + cards_list(s.hand[p].begin(), s.hand[p].end());
  y += "}\n" + k + "discards: {";
  for (int p = 0; p < s.players; ++p)
    y += (p ? ", " : "") + player(p) + ": " + cards_list(s.discards[p].begin(), s.discards[p].end());
  y += "}\n" + k + "deck: [";
  for (int i = 0; i < s.deck.size; ++i) y += (i ? ", " : "") + card(s.deck.at(i));
  y += "]\n" + k + "set_aside: " + (s.set_aside == Role::none ? std::string("null") : card(s.set_aside)) + "\n";
  y += k + "eliminated: " + players_list(s.eliminated, s.players) + "\n";
  y += k + "protected: " + players_list(s.protected_players, s.players) + "\n";
  y += k + "tokens: {";
  for (int p = 0; p < s.players; ++p) y += (p ? ", " : "") + player(p) + ": " + std::to_string(s.tokens[p]);
  y += "}\n" + k + "round_over: " + std::string(s.round_over ? "true" : "false") + "\n";
  if (s.round_over) y += k + "round_winners: " + players_list(s.round_winners, s.players) + "\n";
  y += k + "game_over: " + std::string(s.game_over ? "true" : "false") + "\n";
  if (s.game_over) y += k + "game_winners: " + players_list(s.game_winners, s.players) + "\n";
  return y;
}

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

std::string emitted(const YAML::Node& doc, const std::string& comment) {
  YAML::Emitter out;
  out.SetNullFormat(YAML::LowerNull);
  if (!comment.empty()) out << YAML::Comment(comment);
  out << doc;
  return std::string(out.c_str()) + "\n";
}

}  // namespace errata::props
