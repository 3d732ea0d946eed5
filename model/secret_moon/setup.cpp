// Which states a game can be in (a scenario's setup), and the start of play:
// the Princess and the Traveler recognise each other (l.67).
#include "engine.h"

namespace errata::secret_moon {

std::optional<std::string> Engine::setup_problem(const State& s, const std::vector<std::string>& names) const {
  auto name = [&](int f) { return f < static_cast<int>(names.size()) ? names[f] : "figure " + std::to_string(f + 1); };
  if (s.players < ed_.min_players || s.players > ed_.max_players)
    return "Secret Moon is played by " + std::to_string(ed_.min_players) + " to " + std::to_string(ed_.max_players) +
           " players, not " + std::to_string(s.players) + " (players.count)";
  // The box, less the card removed at 5 players, is dealt: one card a player, the rest NPCs.
  std::array<int, kCharacterCount> left{};
  for (const auto& c : ed_.characters) left[static_cast<size_t>(c.role)] = c.count;
  if (s.players == ed_.removal.players) {
    bool from = false;
    for (Character c : ed_.removal.from) from = from || c == s.removed;
    if (!from) return "at " + std::to_string(s.players) + " players one card among the Priest and the Guards is removed (setup.five-players)";
    --left[static_cast<size_t>(s.removed)];
  } else if (s.removed != Character::none) {
    return "a card is removed only at " + std::to_string(ed_.removal.players) + " players (setup.five-players)";
  }
  for (int f = 0; f < s.figures(); ++f) {
    const Character c = s.character[f];
    if (c == Character::none) return name(f) + " has no character card (setup.deal)";
    if (left[static_cast<size_t>(c)]-- <= 0)
      return "the box holds " + std::to_string(ed_.copies(c)) + " " + ed_.name(c) + " card(s) only (setup.deal)";
  }
  int rest = 0;
  for (int c = 1; c < kCharacterCount; ++c) rest += left[static_cast<size_t>(c)];
  if (rest != 0) return "every card not dealt to a player is an NPC: " + std::to_string(rest) + " card(s) are missing (setup.npcs)";
  if (s.round < 1 || s.round > ed_.rounds) return "the game has rounds 1 to " + std::to_string(ed_.rounds) + " (game.rounds)";
  unsigned used = 0;
  for (int p = 0; p < s.players; ++p) {
    const int c = s.turn_card[p];
    if (c == 0) {
      if (!has(s.captured, p)) return name(p) + " holds no turn-order card (round.turn-cards)";
      continue;
    }
    if (c > ed_.turn_cards) return "turn-order cards are numbered 1 to " + std::to_string(ed_.turn_cards) + " (round.turn-cards)";
    if (used & (1u << c)) return "turn-order card " + std::to_string(c) + " is dealt twice (round.turn-cards)";
    used |= 1u << c;
  }
  if (s.played & s.interrupted) return "a player either played or lost her turn, not both";
  if ((s.captured & ~s.revealed) != 0) return "a captured card is revealed (captured.reveal)";
  for (int f = 0; f < s.figures(); ++f)
    if (s.character[f] == Character::guard && has(s.revealed, f) && !has(s.captured, f))
      return name(f) + " is a revealed Guard and so is captured (guard.revealed-captured)";
  if (s.protected_players & ~s.all_players()) return "only players are protected (target.npc-players-only)";
  if (s.protected_players & s.captured) return "a captured player is not protected";
  if (s.protected_players && s.round >= ed_.rounds) return "nobody is protected in the last round (hide.not-round-3)";
  int princess = 0, minister = 0;
  for (int p = 0; p < s.players; ++p) {
    int placed = 0;
    for (int f = 0; f < s.figures(); ++f) placed += s.placed[f][p];
    const int turns = s.round - 1 + (has(s.played, p) ? 1 : 0);
    if (placed > turns)
      return name(p) + " has investigated " + std::to_string(placed) + " times in " + std::to_string(turns) +
             " turns (turn.one-action)";
    princess += s.princess_markers[p];
    minister += s.minister_markers[p];
  }
  if (princess > ed_.markers.princess || minister > ed_.markers.minister)
    return "more team markers are held than the box has (setup.markers)";
  const int pr = s.figure_of(Character::princess), mi = s.figure_of(Character::minister),
            tr = s.figure_of(Character::traveler);
  if (has(s.captured, mi) || has(s.captured, pr) || (has(s.revealed, pr) && has(s.revealed, tr)))
    return "the game would already be over (end.any)";
  return std::nullopt;
}

void Engine::begin(State& s, Trace* t) const {
  if (t) {
    t->add("players.count", std::to_string(s.players) + " players, " + std::to_string(s.npcs) + " NPC card(s)");
    if (s.removed != Character::none)
      t->add("setup.five-players", "at " + std::to_string(s.players) + " players the " + ed_.name(s.removed) +
                                       " was removed unseen: the game is played without it");
    t->add("game.rounds", "round " + std::to_string(s.round) + " of " + std::to_string(ed_.rounds));
  }
  const int pr = s.figure_of(Character::princess), tr = s.figure_of(Character::traveler);
  if (s.is_player(pr) && s.is_player(tr)) {
    s.knows[pr] |= only(tr);
    s.knows[tr] |= only(pr);
    if (t) t->add("setup.recognition", t->name(pr) + " (Princess) and " + t->name(tr) + " (Traveler) recognise each other");
  } else if (t) {
    t->add("setup.recognition", "the Princess and the Traveler are not both players: nobody is recognised");
  }
  if (s.game_over || s.round_over) return;
  if (s.waiting == 0) {
    if (t) t->add("round.no-player-left", "no player is left to play this round");
    end_round(s, t);
  } else if (t) {
    t->add("round.order", t->name(to_move(s)) + " holds the lowest turn-order card still to play");
  }
}

void give_starting_markers(const Edition& ed, State& s) {
  for (int p = 0; p < s.players; ++p) s.colour_markers[p] = static_cast<uint8_t>(ed.markers.per_colour);
  s.princess_supply = static_cast<uint8_t>(ed.markers.princess);
  s.minister_supply = static_cast<uint8_t>(ed.markers.minister);
}

}  // namespace errata::secret_moon
