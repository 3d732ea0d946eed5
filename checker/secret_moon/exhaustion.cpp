#include "exhaustion.h"

#include <algorithm>
#include <vector>

namespace errata::secret_moon {
namespace {

// Every multiset of `k` cards from `pool` (sorted), in order.
void choose(const std::vector<Character>& pool, size_t from, int k, std::vector<Character>& pick,
            std::vector<std::vector<Character>>& out) {
  if (k == 0) {
    out.push_back(pick);
    return;
  }
  for (size_t i = from; i < pool.size(); ++i) {
    if (i > from && pool[i] == pool[i - 1]) continue;
    pick.push_back(pool[i]);
    choose(pool, i + 1, k - 1, pick, out);
    pick.pop_back();
  }
}

// The tables: players' cards then NPCs', with the removed card.
std::vector<State> tables(const Edition& ed) {
  std::vector<State> out;
  std::vector<Character> box;
  for (const auto& c : ed.characters)
    for (int i = 0; i < c.count; ++i) box.push_back(c.role);
  std::sort(box.begin(), box.end());
  for (int n = ed.min_players; n <= ed.max_players; ++n) {
    std::vector<Character> removals{Character::none};
    if (n == ed.removal.players) removals = ed.removal.from;
    for (Character removed : removals) {
      std::vector<Character> cards = box;
      if (removed != Character::none) cards.erase(std::find(cards.begin(), cards.end(), removed));
      std::vector<std::vector<Character>> npc_sets;
      std::vector<Character> pick;
      choose(cards, 0, static_cast<int>(cards.size()) - n, pick, npc_sets);
      for (const auto& npcs : npc_sets) {
        std::vector<Character> players = cards;
        for (Character c : npcs) players.erase(std::find(players.begin(), players.end(), c));
        State s;
        s.players = static_cast<uint8_t>(n);
        s.npcs = static_cast<uint8_t>(npcs.size());
        s.removed = removed;
        for (int p = 0; p < n; ++p) s.character[p] = players[static_cast<size_t>(p)];
        for (size_t i = 0; i < npcs.size(); ++i) s.character[static_cast<size_t>(n) + i] = npcs[i];
        for (int p = 0; p < n; ++p) s.colour_markers[p] = static_cast<uint8_t>(ed.markers.per_colour);
        s.princess_supply = static_cast<uint8_t>(ed.markers.princess);
        s.minister_supply = static_cast<uint8_t>(ed.markers.minister);
        out.push_back(s);
      }
    }
  }
  return out;
}

}  // namespace

Ends ends_holding(const Engine& engine, const State& s) {
  const int mi = s.figure_of(Character::minister), pr = s.figure_of(Character::princess),
            tr = s.figure_of(Character::traveler);
  return Ends{s.round == engine.edition().rounds && s.round_over, has(s.captured, mi), has(s.captured, pr),
              has(s.revealed, pr) && has(s.revealed, tr)};
}

long for_each_single_action(const Engine& engine, const std::function<void(const SingleAction&)>& visit) {
  const Edition& ed = engine.edition();
  long cases = 0;
  std::vector<Action> legal(kMaxLegalActions);
  const Character special[] = {Character::princess, Character::traveler, Character::minister, Character::priest};
  for (const State& table : tables(ed)) {
    for (unsigned revealed = 0; revealed < 16; ++revealed) {
      for (unsigned captured = 0; captured < 4; ++captured) {  // bit 0: the Traveler, bit 1: the Priest
        State s = table;
        bool valid = true;
        for (int i = 0; i < 4; ++i) {
          const int f = s.figure_of(special[i]);
          if (!(revealed >> i & 1u)) continue;
          if (f == kNobody) valid = false;
          else s.revealed |= only(f);
        }
        for (int i = 0; i < 2; ++i) {
          if (!(captured >> i & 1u)) continue;
          const int f = s.figure_of(i == 0 ? Character::traveler : Character::priest);
          if (f == kNobody || !has(s.revealed, f)) valid = false;
          else s.captured |= only(f);
        }
        const Ends e = ends_holding(engine, s);
        if (!valid || e.minister_captured || e.princess_captured || e.both_revealed) continue;
        for (int round : {1, ed.rounds}) {
          s.round = static_cast<uint8_t>(round);
          std::vector<Character> seen;
          for (int actor = 0; actor < s.players; ++actor) {
            if (has(s.captured, actor)) continue;
            if (std::find(seen.begin(), seen.end(), s.character[actor]) != seen.end()) continue;
            seen.push_back(s.character[actor]);
            State start = s;
            uint8_t next = 2;
            for (int p = 0; p < s.players; ++p) {
              start.turn_card[p] = p == actor ? 1 : next++;
              if (has(s.captured, p)) start.turn_card[p] = 0;
            }
            // The actor plays first, or (in the last round) last, every other player done.
            for (bool last : {false, true}) {
              if (last && round != ed.rounds) continue;
              start.waiting = last ? only(actor) : static_cast<FigureSet>(start.all_players() & ~start.captured);
              start.played = last ? static_cast<FigureSet>(start.all_players() & ~start.captured & ~only(actor)) : 0;
              const int n = engine.legal_actions(start, legal.data(), kMaxLegalActions);
              for (int i = 0; i < n; ++i) {
                State after = start;
                if (engine.take_turn(after, actor, legal[static_cast<size_t>(i)], nullptr) != Rejection::none) continue;
                ++cases;
                visit(SingleAction{start, actor, legal[static_cast<size_t>(i)], after});
              }
            }
          }
        }
      }
    }
  }
  return cases;
}

}  // namespace errata::secret_moon
