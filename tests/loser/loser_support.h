#pragma once
// Shared by the Loser tests: the bundled edition, states built from short
// lists, and scenarios run from text.
#include <initializer_list>
#include <string>
#include <vector>

#include "checker/loser/loser_game.h"
#include "checker/scenario/scenario_loader.h"
#include "model/loser/edition_loader.h"
#include "model/loser/engine.h"

namespace errata::loser::test {

inline const Edition& edition() { return bundled_edition(); }

// Three players holding these potions; the others are dealt to the table as
// the deal table says (4 face up, then face down), the spell cards in the pile.
inline State three_players(std::initializer_list<std::vector<int>> hands, std::initializer_list<std::vector<int>> played = {}) {
  State s;
  s.players = 3;
  bool used[20] = {};
  int p = 0;
  for (const auto& h : hands) {
    for (int v : h) s.hand[static_cast<size_t>(p)].add(v), used[v] = true;
    ++p;
  }
  p = 0;
  for (const auto& h : played) {
    for (int v : h) s.played[static_cast<size_t>(p)].add(v), used[v] = true;
    ++p;
  }
  for (int v = 1; v <= 19; ++v) {
    if (used[v]) continue;
    if (s.face_up.size < 4) s.face_up.add(v);
    else s.face_down.add(v);
  }
  for (int c = 1; c <= 23; ++c) s.spell_pile.add(c);
  return s;
}

inline Trace names_abc() {
  Trace t;
  t.names = {"A", "B", "C", "D", "E", "F"};
  return t;
}

inline bool cites(const Trace& t, const std::string& clause) {
  for (const auto& e : t.events)
    if (e.clause == clause) return true;
  return false;
}

inline Turn turn(int player, int potion, int spell = kNoSpell, int action_card = -1, int action_face = 0) {
  Turn t;
  t.player = static_cast<int8_t>(player);
  t.potion = static_cast<int8_t>(potion);
  t.spell = static_cast<int8_t>(spell);
  t.action_card = static_cast<int8_t>(action_card);
  t.action_face = static_cast<int8_t>(action_face);
  return t;
}

// Runs every scenario of `yaml` (one RunResult each).
inline std::vector<RunResult> run_text(const std::string& yaml) {
  std::vector<RunResult> out;
  for (const auto& sc : load_scenarios(yaml, "test.yaml")) out.push_back(loser_game().run(sc, "loser"));
  return out;
}

}  // namespace errata::loser::test
