// Setups and deals (l.49-66, l.148), and the spell pile (l.53, l.108).
#include <algorithm>

#include "engine.h"
#include "narrator.h"

namespace errata::loser {

int Engine::spells_handed_out(const State& s) const {
  int frogs = 0;
  for (int p = 0; p < s.players; ++p) frogs += s.frog_cards(p);
  if (s.phase == Phase::spells || s.phase == Phase::over) --frogs;  // the last flip has not handed spells out (yet)
  return ed_.first_player_draws + ed_.loser_draws * std::max(0, frogs);
}

std::optional<std::string> Engine::deal_problem(int players, const std::array<List<kMaxHand>, kMaxPlayers>& hands,
                                                const std::array<List<kMaxHand>, kMaxPlayers>* played,
                                                const List<kMaxPotions>& face_up, const List<kMaxPotions>& face_down,
                                                const std::vector<std::string>& names) const {
  const DealRow* row = ed_.row(players);
  if (!row) return std::to_string(players) + " players: the deal table has no row for them (players.count)";
  const std::string table = " (setup.deal: the table's row for " + std::to_string(players) + " players, line " +
                            std::to_string(row->line) + ")";
  for (int p = 0; p < players; ++p) {
    const auto i = static_cast<size_t>(p);
    const int had = hands[i].size + (played ? (*played)[i].size : 0);
    if (had != row->hand)
      return player_name(names, p) + " was dealt " + std::to_string(had) + " potions" +
             (played ? " (held and played)" : "") + ", not " + std::to_string(row->hand) + table;
  }
  if (face_up.size != row->face_up)
    return std::to_string(face_up.size) + " potions face up on the table, not " + std::to_string(row->face_up) + table;
  if (face_down.size != row->face_down)
    return std::to_string(face_down.size) + " potions face down on the table, not " + std::to_string(row->face_down) + table;
  std::array<int, kMaxPotions + 1> seen{};
  auto count = [&](const auto& list) {
    for (int v : list) {
      if (!ed_.is_potion(v)) return false;
      ++seen[static_cast<size_t>(v)];
    }
    return true;
  };
  bool known = count(face_up) && count(face_down);
  for (int p = 0; p < players; ++p) {
    known = known && count(hands[static_cast<size_t>(p)]);
    if (played) known = known && count((*played)[static_cast<size_t>(p)]);
  }
  if (!known) return "a potion outside 1.." + std::to_string(ed_.potion_high) + " (components.potions)";
  for (int v = ed_.potion_low; v <= ed_.potion_high; ++v) {
    const int n = seen[static_cast<size_t>(v)];
    if (n != 1)
      return "potion " + std::to_string(v) + (n == 0 ? " is dealt nowhere" : " is dealt " + std::to_string(n) + " times") +
             ": each of the " + std::to_string(ed_.potions()) + " potions is dealt once (components.potions)";
  }
  return std::nullopt;
}

namespace {

// Turns go clockwise from the round's first player: from the player to move,
// hands hold k potions, then (those who already played once more) k - 1.
std::optional<std::string> turn_order_problem(const Edition& ed, const State& s, bool new_game,
                                              const std::vector<std::string>& names) {
  const int k = s.hand[static_cast<size_t>(s.to_move)].size;
  bool dropped = false;
  for (int i = 0; i < s.players; ++i) {
    const int p = (s.to_move + i) % s.players;
    const int n = s.hand[static_cast<size_t>(p)].size;
    if (n == 0) return player_name(names, p) + " holds no potion: a round ends with one potion in every hand (phase1.end)";
    if (n == k && !dropped) continue;
    if (n == k - 1) {
      dropped = true;
      continue;
    }
    return "hands of " + std::to_string(k) + " and " + std::to_string(n) + " potions: clockwise from " +
           player_name(names, s.to_move) + ", who plays next, every hand holds as many potions, then one fewer (phase1.order)";
  }
  if (new_game && (k != ed.row(s.players)->hand || dropped)) return "a new game starts before anyone has played (setup.first-player)";
  return std::nullopt;
}

// Every spell card once, and no more held than the game has handed out.
std::optional<std::string> spell_problem(const Edition& ed, const State& s, bool new_game) {
  std::array<int, kMaxSpells + 1> seen{};
  int held = 0;
  for (int p = 0; p < s.players; ++p) {
    for (int c : s.spells[static_cast<size_t>(p)]) ++seen[static_cast<size_t>(c)];
    held += s.spells[static_cast<size_t>(p)].size;
  }
  for (const auto* pile : {&s.spell_pile, &s.spell_discard})
    for (int c : *pile) ++seen[static_cast<size_t>(c)];
  for (int c : s.drawn) ++seen[static_cast<size_t>(c)];
  for (int c = 1; c <= ed.spells; ++c)
    if (seen[static_cast<size_t>(c)] != 1)
      return "spell card " + spell_name(c) + " is " + (seen[static_cast<size_t>(c)] ? "in two places" : "nowhere") +
             ": each of the " + std::to_string(ed.spells) + " spell cards is held, in the pile or discarded (components.spells)";
  int full = 0, frogs = 0;
  for (int p = 0; p < s.players; ++p) {
    full += s.all_frog(p);
    frogs += s.frog_cards(p);
  }
  if (full > 1) return "two players are completely frogs: the game ends with the first (game.end)";
  if (new_game && (frogs || held || !s.spell_discard.empty()))
    return "a new game starts with every character human and every spell card in the pile (setup.characters, setup.spell-pile)";
  // The card the last frog flip would have handed out is not counted when the game is over.
  const int most = new_game ? 0 : ed.first_player_draws + ed.loser_draws * std::max(0, frogs - full);
  if (held > most)
    return "players hold " + std::to_string(held) + " spell cards, but with " + std::to_string(frogs) +
           " frog sides showing at most " + std::to_string(most) +
           " were handed out (setup.first-spell: one; loser.draws-two: two a lost round)";
  return std::nullopt;
}

}  // namespace

std::optional<std::string> Engine::setup_problem(const State& s, bool new_game, const std::vector<std::string>& names) const {
  if (s.players < ed_.min_players || s.players > ed_.max_players)
    return std::to_string(s.players) + " players: the game is for " + std::to_string(ed_.min_players) + " to " +
           std::to_string(ed_.max_players) + " (players.count)";
  if (auto p = deal_problem(s.players, s.hand, &s.played, s.face_up, s.face_down, names)) return p;
  if (auto p = turn_order_problem(ed_, s, new_game, names)) return p;
  return spell_problem(ed_, s, new_game);
}

void Engine::begin(State& s, bool new_game, Trace* t, Rng* rng) const {
  const Narrator say(t);
  if (new_game) {
    say("setup.characters", "every character shows its human side");
    say("setup.actions", "the action cards show " + action_name(0, s.action_face[0]) + " and " + action_name(1, s.action_face[1]));
    say("setup.spell-pile", "the " + std::to_string(ed_.spells) + " spell cards form a face-down pile");
    say("setup.deal", "potions dealt as the table says for " + std::to_string(s.players) + " players");
    say("setup.first-player", say.name(s.to_move) + " is the first player");
    for (int k = 0; k < ed_.first_player_draws; ++k) {
      List<2> drawn;
      draw_spell(s, drawn, t, rng);
      for (int c : drawn) s.spells[static_cast<size_t>(s.to_move)].add(c);
    }
    if (ed_.first_player_draws > 0)
      say("setup.first-spell", say.name(s.to_move) + " draws " +
                                   (ed_.first_player_draws == 1 ? std::string("a spell card") : std::to_string(ed_.first_player_draws) + " spell cards"));
    say("spells.kept-face-down", "spell cards are kept face down by their owners");
  } else {
    say("setup.deal", "every potion is dealt once, as the table says for " + std::to_string(s.players) + " players");
  }
  refill_spell_pile(s, t, rng);
  for (int p = 0; p < s.players; ++p) {
    if (!s.all_frog(p)) continue;
    s.phase = Phase::over;
    s.loser = static_cast<int8_t>(p);
    say("game.end", say.name(p) + " is completely a frog: the game is over");
    return;
  }
  if (every_hand_holds_one(s)) {
    s.phase = Phase::vote;
    say("phase1.end", "every player holds one potion: phase 2");
    say("vote.start", "the vote begins");
  }
}

void Engine::refill_spell_pile(State& s, Trace* t, Rng* rng) const {
  if (!s.spell_pile.empty() || s.spell_discard.empty()) return;
  s.spell_pile = s.spell_discard;
  s.spell_discard.clear();
  if (rng)
    for (int i = s.spell_pile.size - 1; i > 0; --i)
      std::swap(s.spell_pile.item[static_cast<size_t>(i)], s.spell_pile.item[rng->below(static_cast<uint32_t>(i + 1))]);
  if (t) t->add("spells.reshuffle", "the spell pile is empty: the discard (" + std::to_string(s.spell_pile.size) +
                                        " cards) is shuffled into a new pile");
}

void Engine::draw_spell(State& s, List<2>& into, Trace* t, Rng* rng) const {
  refill_spell_pile(s, t, rng);
  if (s.spell_pile.empty()) {
    if (t) t->add("loser.draws-two", "no spell card is left to draw, in the pile or the discard");
    return;
  }
  into.add(s.spell_pile.take_first());
  refill_spell_pile(s, t, rng);
}

}  // namespace errata::loser
