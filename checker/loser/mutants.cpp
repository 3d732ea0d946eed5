#include "mutants.h"

#include <algorithm>
#include <functional>

#include "diff.h"
#include "model/loser/state.h"

namespace errata::loser {
namespace {

int dealt(const DealRow& r) { return r.players * r.hand + r.face_up + r.face_down; }

void player_mutants(const Edition& ed, std::vector<Mutant>& out) {
  if (ed.min_players >= ed.max_players) return;
  add_mutant(ed, out, "players:min=" + std::to_string(ed.min_players + 1), [](Edition& m) { ++m.min_players; });
  add_mutant(ed, out, "players:max=" + std::to_string(ed.max_players - 1), [](Edition& m) { --m.max_players; });
}

// One potion fewer (where every row still deals no more than there are), and each potion's colour swapped.
void potion_mutants(const Edition& ed, std::vector<Mutant>& out) {
  const bool fits = std::all_of(ed.deal_table.begin(), ed.deal_table.end(), [&](const DealRow& r) { return dealt(r) < ed.potions(); });
  if (fits && ed.potions() > 1)
    add_mutant(ed, out, "potions:high=" + std::to_string(ed.potion_high - 1), [](Edition& m) {
      std::erase(m.red, m.potion_high);
      std::erase(m.blue, m.potion_high);
      --m.potion_high;
    });
  for (int v = ed.potion_low; v <= ed.potion_high; ++v) {
    const bool red = ed.is_red(v);
    add_mutant(ed, out, "colour:" + std::to_string(v) + "=" + (red ? "blue" : "red"), [v, red](Edition& m) {
      auto& from = red ? m.red : m.blue;
      auto& to = red ? m.blue : m.red;
      std::erase(from, v);
      to.push_back(v);
      std::sort(to.begin(), to.end());
    });
  }
}

// The counts the loader bounds: spell cards 2..kMaxSpells, first player's draws 0..2, characters from one a player to 99.
void count_mutants(const Edition& ed, std::vector<Mutant>& out) {
  if (ed.spells > 2) add_mutant(ed, out, "spells=" + std::to_string(ed.spells - 1), [](Edition& m) { --m.spells; });
  if (ed.spells < kMaxSpells) add_mutant(ed, out, "spells=" + std::to_string(ed.spells + 1), [](Edition& m) { ++m.spells; });
  for (int d = 0; d <= 2; ++d)
    if (d != ed.first_player_draws)
      add_mutant(ed, out, "first_player_draws=" + std::to_string(d), [d](Edition& m) { m.first_player_draws = d; });
  if (ed.characters > ed.max_players) add_mutant(ed, out, "characters=" + std::to_string(ed.characters - 1), [](Edition& m) { --m.characters; });
  add_mutant(ed, out, "characters=" + std::to_string(ed.characters + 1), [](Edition& m) { ++m.characters; });
}

// A row's centre moved between face up and face down (the potions it deals kept).
void row_mutants(const Edition& ed, std::vector<Mutant>& out) {
  for (size_t i = 0; i < ed.deal_table.size(); ++i) {
    const DealRow& r = ed.deal_table[i];
    const std::string at = "deal:" + std::to_string(r.players) + ":";
    if (r.face_down > 0)
      add_mutant(ed, out, at + "face_up=" + std::to_string(r.face_up + 1), [i](Edition& m) { ++m.deal_table[i].face_up, --m.deal_table[i].face_down; });
    if (r.face_up > 0)
      add_mutant(ed, out, at + "face_down=" + std::to_string(r.face_down + 1), [i](Edition& m) { --m.deal_table[i].face_up, ++m.deal_table[i].face_down; });
  }
}

}  // namespace

std::vector<Mutant> mutants_of(const Edition& ed) {
  std::vector<Mutant> out;
  player_mutants(ed, out);
  potion_mutants(ed, out);
  count_mutants(ed, out);
  row_mutants(ed, out);
  return out;
}

MutationSection mutation_section(const Edition& ed, const std::function<bool(long)>& judges,
                                 const std::function<void(int, int)>& on_mutant) {
  return judged_by_diff(ed, mutants_of(ed), &diff_editions, judges, on_mutant);
}

}  // namespace errata::loser
