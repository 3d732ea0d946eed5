#include "invariants.h"

#include <array>

namespace errata::loser {

std::optional<std::string> state_problem(const Engine& engine, const State& s) {
  const Edition& ed = engine.edition();
  std::array<int, kMaxPotions + 1> potions{};
  auto count_potions = [&](const auto& list) {
    for (int v : list) ++potions[static_cast<size_t>(v)];
  };
  std::array<int, kMaxSpells + 1> spells{};
  auto count_spells = [&](const auto& list) {
    for (int c : list) ++spells[static_cast<size_t>(c)];
  };
  for (int p = 0; p < s.players; ++p) {
    count_potions(s.hand[static_cast<size_t>(p)]);
    count_potions(s.played[static_cast<size_t>(p)]);
    count_spells(s.spells[static_cast<size_t>(p)]);
  }
  count_potions(s.face_up);
  count_potions(s.face_down);
  count_spells(s.spell_pile);
  count_spells(s.spell_discard);
  count_spells(s.drawn);
  for (int v = ed.potion_low; v <= ed.potion_high; ++v)
    if (potions[static_cast<size_t>(v)] != 1) return "potion " + std::to_string(v) + " is in " + std::to_string(potions[static_cast<size_t>(v)]) + " places";
  for (int c = 1; c <= ed.spells; ++c)
    if (spells[static_cast<size_t>(c)] != 1) return "spell card s" + std::to_string(c) + " is in " + std::to_string(spells[static_cast<size_t>(c)]) + " places";
  if (s.spell_pile.empty() && !s.spell_discard.empty()) return "the spell pile is empty while the discard is not (l.108)";
  if ((s.phase == Phase::vote) != engine.every_hand_holds_one(s) && (s.phase == Phase::potions || s.phase == Phase::vote))
    return "the vote phase and 'every hand holds one potion' disagree";
  int full = 0;
  for (int p = 0; p < s.players; ++p) full += s.all_frog(p);
  if ((full == 1) != s.game_over() || full > 1) return "the game is over exactly when one player is completely a frog";
  if (s.phase == Phase::spells && s.drawn.size != ed.loser_draws) return "the loser holds " + std::to_string(s.drawn.size) + " drawn spell cards";
  if (s.phase != Phase::spells && !s.drawn.empty()) return "drawn spell cards outside the loser's choice";
  int held = s.spell_discard.size;  // no reshuffle happens in a game: spent spell cards stay discarded
  for (int p = 0; p < s.players; ++p) held += s.spells[static_cast<size_t>(p)].size;
  if (held != engine.spells_handed_out(s))
    return std::to_string(held) + " spell cards held or spent, but " + std::to_string(engine.spells_handed_out(s)) +
           " were handed out (one to the first player, two a lost round)";
  if (s.round > s.players + 1) return "round " + std::to_string(s.round) + " with " + std::to_string(s.players) + " players";
  if (auto why = engine.setup_problem(s, false, {})) return "a reachable state is refused as a setup: " + *why;
  return std::nullopt;
}

std::optional<std::string> step_problem(const State& before, const State& after) {
  int grew = 0;
  for (int p = 0; p < before.players; ++p) {
    const int a = before.frog_cards(p), b = after.frog_cards(p);
    if (b < a) return "a frog side turned back to human";
    grew += b - a;
  }
  const bool voted = before.phase == Phase::vote && after.phase != Phase::vote;
  if (grew != (voted ? 1 : 0)) return std::to_string(grew) + " character cards turned at one step (one at a vote, none otherwise)";
  if (voted && after.loser < 0) return "a vote named no loser";
  return std::nullopt;
}

}  // namespace errata::loser
