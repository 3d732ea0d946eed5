#include "invariants.h"

#include <algorithm>

#include "model/secret_moon/reachability.h"

namespace errata::secret_moon {
namespace {

std::optional<std::string> cards_conserved(const Engine& e, const History& h, const State& s) {
  std::array<int, kCharacterCount> box{};
  for (const auto& c : e.edition().characters) box[static_cast<size_t>(c.role)] = c.count;
  for (int f = 0; f < s.figures(); ++f) --box[static_cast<size_t>(s.character[f])];
  if (s.removed != Character::none) --box[static_cast<size_t>(s.removed)];
  for (int c = 1; c < kCharacterCount; ++c)
    if (box[static_cast<size_t>(c)] != 0) return "the character cards are not the box's";
  if (s.character != h.start.character || s.removed != h.start.removed) return "a character card changed hands";
  return std::nullopt;
}

std::optional<std::string> markers_conserved(const Engine& e, const State& s) {
  const Markers& m = e.edition().markers;
  int princess = s.princess_supply, minister = s.minister_supply;
  for (int p = 0; p < s.players; ++p) {
    int placed = 0;
    for (int f = 0; f < s.figures(); ++f) placed += s.placed[f][p];
    if (placed + s.colour_markers[p] != m.per_colour) return "a player's colour markers are not conserved";
    princess += s.princess_markers[p];
    minister += s.minister_markers[p];
  }
  if (princess != m.princess || minister != m.minister) return "the team markers are not conserved";
  return std::nullopt;
}

std::optional<std::string> ends_exactly(const Engine& e, const State& s) {
  const int mi = s.figure_of(Character::minister), pr = s.figure_of(Character::princess),
            tr = s.figure_of(Character::traveler);
  const bool minister = has(s.captured, mi), princess = has(s.captured, pr),
             both = has(s.revealed, pr) && has(s.revealed, tr);
  const bool last_round = s.round == e.edition().rounds && s.round_over;
  if ((minister || princess || both || last_round) != s.game_over) return "the game is over exactly at one of the four ends";
  if (minister && princess) return "the Minister and the Princess were both captured: the game went on past an end";
  if (s.game_over && s.winner == Team::none) return "a game over without a winning team";
  if (minister && s.winner != Team::princess) return "the Minister is captured but the Princess's team does not win";
  if (!minister && (princess || both) && s.winner != Team::minister)
    return "the Princess is captured or revealed with the Traveler but the Minister's team does not win";
  if (!s.game_over && e.winners(s) != 0) return "winners before the end";
  return std::nullopt;
}

}  // namespace

std::optional<std::string> broken_invariant(const Engine& e, const History& h, const State& before, const State& s) {
  if (auto p = cards_conserved(e, h, s)) return p;
  if (auto p = markers_conserved(e, s)) return p;
  if ((s.captured & ~s.revealed) != 0) return "a captured card is not revealed";
  for (int f = 0; f < s.figures(); ++f)
    if (s.character[f] == Character::guard && has(s.revealed, f) && !has(s.captured, f)) return "a revealed Guard is free";
  if ((before.captured & ~s.captured) || (before.revealed & ~s.revealed)) return "a capture or a reveal was undone";
  for (int p = 0; p < s.players; ++p) {
    if ((before.knows[p] & ~s.knows[p]) != 0) return "a player forgot a card she had seen";
    int placed = 0;
    for (int f = 0; f < s.figures(); ++f) placed += s.placed[f][p];
    if (placed > h.turns[p]) return "a player investigated more often than she played";
    if (h.turns_this_round[p] > 1) return "a player took two turns in one round";
  }
  if ((s.waiting & s.captured) || (s.waiting & s.played) || (s.waiting & s.interrupted) || (s.played & s.interrupted))
    return "a player is both to play and done this round";
  if (s.protected_players & ~s.all_players()) return "an NPC is protected";
  if (s.round == e.edition().rounds && s.protected_players) return "a player is protected in the last round";
  if (s.round_over && s.protected_players) return "protection outlived the end of its round";
  if (s.round != before.round && (s.round != before.round + 1 || !before.round_over)) return "a round was skipped or repeated";
  if (s.round < 1 || s.round > e.edition().rounds) return "the round is outside 1.." + std::to_string(e.edition().rounds);
  if (s.round_over && s.waiting) return "a round is over while players are still to play";
  if (auto p = turns_out_of_order(s, {})) return *p;
  if (auto p = ends_exactly(e, s)) return p;
  return std::nullopt;
}

}  // namespace errata::secret_moon
