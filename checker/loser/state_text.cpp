#include "state_text.h"

#include "expectation_check.h"
#include "model/loser/action.h"

namespace errata::loser {
namespace {

template <int N>
std::string list(const List<N>& l, bool spells) {
  std::string out;
  for (int i = 0; i < l.size; ++i) out += (out.empty() ? "" : ", ") + (spells ? spell_name(l[i]) : std::to_string(l[i]));
  return "[" + out + "]";
}

template <typename Value>
std::string per_player(const State& s, const Names& n, Value value) {
  std::string out;
  for (int p = 0; p < s.players; ++p) out += (out.empty() ? "" : ", ") + n.player(p) + ": " + value(static_cast<size_t>(p));
  return "{" + out + "}";
}

}  // namespace

std::vector<std::string> state_text(const State& s, const Names& n) {
  std::vector<std::string> out;
  auto player = [&](int p) { return p < 0 ? std::string("null") : n.player(p); };
  const bool decided = s.phase == Phase::spells || s.phase == Phase::deal || s.phase == Phase::over;
  out.push_back("round: " + std::to_string(s.round));
  out.push_back("phase: " + phase_name(s.phase));
  out.push_back("to_move: " + player(s.phase == Phase::potions ? s.to_move : kNoPlayer));
  out.push_back("hands: " + per_player(s, n, [&](size_t p) { return list(s.hand[p], false); }));
  out.push_back("played: " + per_player(s, n, [&](size_t p) { return list(s.played[p], false); }));
  out.push_back("spells: " + per_player(s, n, [&](size_t p) { return list(s.spells[p], true); }));
  out.push_back("characters: " + per_player(s, n, [&](size_t p) {
    const int frogs = s.frog_cards(static_cast<int>(p));
    return std::string(frogs == 0 ? "[human, human]" : frogs == 1 ? "[human, frog]" : "[frog, frog]");
  }));
  out.push_back("face_up: " + list(s.face_up, false));
  out.push_back("face_down: " + list(s.face_down, false));
  out.push_back("spell_pile_size: " + std::to_string(s.spell_pile.size));
  out.push_back("round_loser: " + player(decided ? s.loser : kNoPlayer));
  out.push_back("loser_rule: " + rule_name(decided ? s.rule : LoserRule::none));
  out.push_back("next_first: " + player(s.next_first));
  out.push_back(std::string("game_over: ") + (s.game_over() ? "true" : "false"));
  if (s.game_over()) out.push_back("game_loser: " + player(s.loser));
  return out;
}

}  // namespace errata::loser
