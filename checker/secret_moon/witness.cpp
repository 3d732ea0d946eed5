#include "witness.h"

namespace errata::secret_moon {
namespace {

const char* kNames[] = {"Ana", "Bo", "Cy", "Dee", "Eve", "Fay", "Gil", "Hal"};

std::string list(const State& s, FigureSet set) {
  const auto names = figure_names(s);
  std::string out;
  for (int f = 0; f < s.figures(); ++f)
    if (has(set, f)) out += (out.empty() ? "" : ", ") + names[static_cast<size_t>(f)];
  return "[" + out + "]";
}

}  // namespace

std::string player_name(int seat) { return kNames[seat]; }

std::vector<std::string> figure_names(const State& s) {
  std::vector<std::string> out;
  for (int p = 0; p < s.players; ++p) out.push_back(player_name(p));
  for (int i = 1; i <= s.npcs; ++i) out.push_back("npc-" + std::to_string(i));
  return out;
}

std::string step_line(const State& s, int player, const Action& a, const std::string& expect) {
  std::string out = "  - {turn: " + player_name(player) + ", action: " + std::string(action_id(a.kind));
  if (a.target != kNobody) out += ", target: " + figure_names(s)[static_cast<size_t>(a.target)];
  if (a.guess != Character::none) out += ", guess: " + std::string(character_id(a.guess));
  if (!expect.empty()) out += ", expect: " + expect;
  return out + "}\n";
}

std::string witness_yaml(const Witness& w, const State& s, const std::vector<std::string>& editions) {
  std::string y;
  for (size_t at = 0; at < w.comment.size();) {  // the comment, wrapped at 76 columns
    size_t end = std::min(w.comment.size(), at + 76);
    if (end < w.comment.size()) {
      const size_t space = w.comment.rfind(' ', end);
      if (space != std::string::npos && space > at) end = space;
    }
    y += "# " + w.comment.substr(at, end - at) + "\n";
    at = end + (end < w.comment.size() && w.comment[end] == ' ' ? 1 : 0);
  }
  std::string ids;
  for (const auto& e : editions) ids += (ids.empty() ? "" : ", ") + e;
  y += "name: \"" + w.name + "\"\ngame: secret-moon\neditions: [" + ids + "]\n";
  if (!w.clauses.empty()) {
    std::string c;
    for (const auto& id : w.clauses) c += (c.empty() ? "" : ", ") + id;
    y += "clauses: [" + c + "]\n";
  }
  const auto names = figure_names(s);
  y += "setup:\n  players: " + list(s, s.all_players()) + "\n  characters: {";
  for (int p = 0; p < s.players; ++p)
    y += (p ? ", " : "") + names[static_cast<size_t>(p)] + ": " + std::string(character_id(s.character[p]));
  y += "}\n";
  if (s.npcs) {
    std::string n;
    for (int f = s.players; f < s.figures(); ++f) n += (n.empty() ? "" : ", ") + std::string(character_id(s.character[f]));
    y += "  npcs: [" + n + "]\n";
  }
  if (s.removed != Character::none) y += "  removed: " + std::string(character_id(s.removed)) + "\n";
  if (s.round != 1) y += "  round: " + std::to_string(s.round) + "\n";
  y += "  turn_cards: {";
  bool first = true;
  for (int p = 0; p < s.players; ++p) {
    if (!s.turn_card[p]) continue;
    y += (first ? "" : ", ") + names[static_cast<size_t>(p)] + ": " + std::to_string(s.turn_card[p]);
    first = false;
  }
  y += "}\n";
  if (s.played) y += "  played: " + list(s, s.played) + "\n";
  if (s.revealed) y += "  revealed: " + list(s, s.revealed) + "\n";
  if (s.captured) y += "  captured: " + list(s, s.captured) + "\n";
  if (s.protected_players) y += "  protected: " + list(s, s.protected_players) + "\n";
  if (!w.steps.empty()) y += "steps:\n" + w.steps;
  if (!w.expect.empty()) y += "expect: " + w.expect + "\n";
  return y;
}

}  // namespace errata::secret_moon
