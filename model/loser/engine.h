#pragma once
// The executable rulebook of Loser: turns of phase 1, the vote, the loser's
// frog flip and spell cards, new rounds and the end of the game, each decision
// naming its clause id in the trace. Rejected steps leave the state as it was.
// The same engine serves scenarios, random play and the checks' witnesses.
#include <optional>
#include <string>
#include <vector>

#include "action.h"
#include "edition.h"
#include "model/core/rng.h"
#include "model/love_letter/trace.h"
#include "rejection.h"
#include "state.h"

namespace errata::loser {

using love_letter::Trace;

class Engine {
 public:
  explicit Engine(const Edition& edition) : ed_(edition) {}
  const Edition& edition() const { return ed_; }

  // Whether `s` can be a moment of a game under this edition (the deal table,
  // every potion once, hands in turn order, spell cards handed out so far);
  // `new_game`: the start of the first round, before its first player draws.
  std::optional<std::string> setup_problem(const State& s, bool new_game, const std::vector<std::string>& names) const;
  // After a setup: the first player of a new game draws a spell card; a state
  // already decided moves on (every hand at one potion: the vote; a player
  // completely a frog: the game is over). `rng` shuffles a spell discard
  // turned into a pile; without it the discard keeps its order (oldest on top).
  void begin(State& s, bool new_game, Trace* t, Rng* rng = nullptr) const;

  Rejection take_turn(State& s, const Turn& turn, Trace* t, Rng* rng = nullptr) const;
  Rejection vote(State& s, const Vote& vote, Trace* t, Rng* rng = nullptr) const;
  // The loser keeps `spell`, one of the two he drew, and gives the other away.
  Rejection keep(State& s, int spell, Trace* t) const;
  Rejection new_round(State& s, const Deal& deal, Trace* t, std::string* why) const;

  bool every_hand_holds_one(const State& s) const;
  // Spell cards players may hold at most: the first player's and two per lost round.
  int spells_handed_out(const State& s) const;

 private:
  // Why `turn` cannot be played now (Rejection::none when it can).
  Rejection turn_refusal(const State& s, const Turn& turn, Trace* t) const;
  // The reveal and the loser rules; returns the loser (the state records the rule).
  int reveal_and_decide(State& s, const Vote& vote, Trace* t) const;
  // The loser's frog flip, then the end of the game or his two spell cards.
  void after_the_loser(State& s, Trace* t, Rng* rng) const;
  // l.108: whenever the spell pile is empty, the discard becomes the pile.
  void refill_spell_pile(State& s, Trace* t, Rng* rng) const;
  void draw_spell(State& s, List<2>& into, Trace* t, Rng* rng) const;
  std::optional<std::string> deal_problem(int players, const std::array<List<kMaxHand>, kMaxPlayers>& hands,
                                          const std::array<List<kMaxHand>, kMaxPlayers>* played,
                                          const List<kMaxPotions>& face_up, const List<kMaxPotions>& face_down,
                                          const std::vector<std::string>& names) const;

  const Edition& ed_;
};

// "Ana", or "player 1" without names.
std::string player_name(const std::vector<std::string>& names, int p);

}  // namespace errata::loser
