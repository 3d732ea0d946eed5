#include "witness.h"

#include "model/core/scenario_emitter.h"

namespace errata::secret_moon {

using scenario_text::flow_map;
using scenario_text::flow_seq;

namespace {

const char* kNames[] = {"Ana", "Bo", "Cy", "Dee", "Eve", "Fay", "Gil", "Hal"};

YAML::Node list(const State& s, FigureSet set) {
  const auto names = figure_names(s);
  YAML::Node out = flow_seq();
  for (int f = 0; f < s.figures(); ++f)
    if (has(set, f)) out.push_back(names[static_cast<size_t>(f)]);
  return out;
}

YAML::Node turn_cards(const State& s, const TurnCards& cards) {
  YAML::Node n = flow_map();
  for (int p = 0; p < s.players; ++p)
    if (cards[static_cast<size_t>(p)]) n[player_name(p)] = static_cast<int>(cards[static_cast<size_t>(p)]);
  return n;
}

// The comment above a witness, wrapped at 76 columns.
std::string wrapped(const std::string& comment) {
  std::string y;
  for (size_t at = 0; at < comment.size();) {
    size_t end = std::min(comment.size(), at + 76);
    if (end < comment.size()) {
      const size_t space = comment.rfind(' ', end);
      if (space != std::string::npos && space > at) end = space;
    }
    y += (y.empty() ? "" : "\n") + comment.substr(at, end - at);
    at = end + (end < comment.size() && comment[end] == ' ' ? 1 : 0);
  }
  return y;
}

}  // namespace

std::string player_name(int seat) { return kNames[seat]; }

std::vector<std::string> figure_names(const State& s) {
  std::vector<std::string> out;
  for (int p = 0; p < s.players; ++p) out.push_back(player_name(p));
  for (int i = 1; i <= s.npcs; ++i) out.push_back("npc-" + std::to_string(i));
  return out;
}

YAML::Node step_node(const State& s, int player, const Action& a, const std::string& expect) {
  YAML::Node n = flow_map();
  n["turn"] = player_name(player);
  n["action"] = std::string(action_id(a.kind));
  if (a.target != kNobody) n["target"] = figure_names(s)[static_cast<size_t>(a.target)];
  if (a.guess != Character::none) n["guess"] = std::string(character_id(a.guess));
  if (!expect.empty()) n["expect"] = scenario_text::parsed(expect);
  return n;
}

YAML::Node new_round_node(const State& s, const TurnCards& cards) {
  YAML::Node round = flow_map(), n = flow_map();
  round["turn_cards"] = turn_cards(s, cards);
  n["new_round"] = round;
  return n;
}

YAML::Node setup_node(const State& s) {
  YAML::Node y;
  y["players"] = list(s, s.all_players());
  YAML::Node characters = flow_map();
  for (int p = 0; p < s.players; ++p) characters[player_name(p)] = std::string(character_id(s.character[p]));
  y["characters"] = characters;
  if (s.npcs) {
    YAML::Node n = flow_seq();
    for (int f = s.players; f < s.figures(); ++f) n.push_back(std::string(character_id(s.character[f])));
    y["npcs"] = n;
  }
  if (s.removed != Character::none) y["removed"] = std::string(character_id(s.removed));
  if (s.round != 1) y["round"] = static_cast<int>(s.round);
  TurnCards cards{};
  for (int p = 0; p < s.players; ++p) cards[static_cast<size_t>(p)] = s.turn_card[p];
  y["turn_cards"] = turn_cards(s, cards);
  if (s.played) y["played"] = list(s, s.played);
  if (s.revealed) y["revealed"] = list(s, s.revealed);
  if (s.captured) y["captured"] = list(s, s.captured);
  if (s.protected_players) y["protected"] = list(s, s.protected_players);
  return y;
}

YAML::Node witness_body(const Witness& w, const State& s) {
  YAML::Node y;
  y["setup"] = setup_node(s);
  if (!w.steps.empty()) {
    YAML::Node steps(YAML::NodeType::Sequence);
    for (const auto& step : w.steps) steps.push_back(step);
    y["steps"] = steps;
  }
  if (!w.expect.empty()) y["expect"] = scenario_text::parsed(w.expect);
  return y;
}

std::string witness_yaml(const Witness& w, const State& s, const std::vector<std::string>& editions) {
  return scenario_text::witness_document(w.name, "secret-moon", editions, w.clauses, witness_body(w, s), wrapped(w.comment));
}

}  // namespace errata::secret_moon
