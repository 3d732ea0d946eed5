#pragma once
// The executable rulebook of Secret Moon: turns, actions, rounds and the four
// ends of the game, as the edition's text states them. Every decision names
// its clause id in the trace. The same engine serves scenarios, random play
// and the replay of the checker's witnesses.
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "action.h"
#include "edition.h"
#include "model/love_letter/trace.h"
#include "rejection.h"
#include "state.h"

namespace errata::secret_moon {

using Trace = love_letter::Trace;  // names: figure -> name (players, then NPCs)
using TurnCards = std::array<uint8_t, kMaxPlayers>;

class Engine {
 public:
  explicit Engine(const Edition& edition) : ed_(edition) {}
  const Edition& edition() const { return ed_; }

  // Whether `s` is a state this edition's game can be in; the reason when not.
  // `names` (figure -> name) makes the reason name them.
  std::optional<std::string> setup_problem(const State& s, const std::vector<std::string>& names) const;
  // After a setup: the Princess and the Traveler players know each other, and
  // a round in which nobody is left to play ends at once.
  void begin(State& s, Trace* t) const;

  // The player whose turn it is (lowest turn-order card still to play), or kNobody.
  int to_move(const State& s) const;
  // Whether `player` may take this action now; nothing is changed.
  Rejection check(const State& s, int player, const Action& a) const;
  // A whole turn. On a rejection the state is left exactly as it was.
  Rejection take_turn(State& s, int player, const Action& a, Trace* t) const;
  // Deals the next round's turn-order cards (player -> number, 0 for none).
  Rejection new_round(State& s, const TurnCards& cards, Trace* t, std::string* why) const;
  // Every action the player to move may take. Returns the count written.
  int legal_actions(const State& s, Action* out, int capacity) const;

  // The players who win, once the game is over (l.165-167, l.154).
  FigureSet winners(const State& s) const;

 private:
  void apply(State& s, int me, const Action& a, Trace* t) const;
  void investigate(State& s, int me, int target, Trace* t) const;
  void inquire(State& s, int me, int target, Trace* t) const;
  void accuse(State& s, int me, int target, Character guess, Trace* t) const;
  void interrupt(State& s, int me, int target, Trace* t) const;
  void reveal(State& s, int f, Trace* t) const;
  void capture(State& s, int f, Trace* t) const;
  void check_end(State& s, Trace* t) const;
  void end_round(State& s, Trace* t) const;
  Rejection check_target(const State& s, int me, const Action& a) const;

  const Edition& ed_;
};

// A new game's markers as the edition's box holds them: each player's own
// colour markers, and the supplies of Princess and Minister markers.
void give_starting_markers(const Edition& ed, State& s);

// Upper bound on the actions one turn can offer (8 figures x 5 guesses, and the rest).
inline constexpr int kMaxLegalActions = 96;

}  // namespace errata::secret_moon
