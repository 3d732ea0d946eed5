#pragma once
// A game two editions of Love Letter part on, from a deal both deal alike
// (shared_deal.h), played by the one search every game shares
// (props/core/game_apart.h): the first step after which their states differ
// (a play's acceptance or effects, the end of the turn, of the round, of the
// game, the next round's start) is where they part, named as the solver
// names its decisions. Differential play (errata props) and the search for a
// witness (checker/love_letter/smt/game_search.h) play their games here.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/core/rng.h"
#include "model/love_letter/action.h"
#include "model/love_letter/edition.h"
#include "model/love_letter/engine.h"
#include "model/love_letter/rejection.h"
#include "model/love_letter/state.h"
#include "props/core/game_apart.h"
#include "shared_deal.h"

namespace errata::props {

// A play, or the next round dealt: one deck for both editions where their
// decks hold the same cards; where they differ, the cards both hold on top in
// one order, each edition's own under them (`shared`; the `new_round` step's
// completion places them).
struct GameStep {
  int seat = 0;
  love_letter::Action action;
  std::optional<love_letter::Deal> next_round;  // as the first edition deals it
  std::optional<SharedDeal> shared;             // decks that differ: the second edition's deal from it
  std::optional<int> first;  // after a tied round: which tied winner starts it
};

// Where the editions part (props/core/game_apart.h, the one shape of every
// game's): `before` is the state before the last step as the first edition
// has it (the mover has drawn); `decision` names it as the solver names its
// decisions: play.<card>, play.<card>.refusal, round-end.winners,
// round-end.<bonus>, round-end.tokens, round-end.timing, game-end,
// game-end.timing, round-start.
using GameApart = GameApartOf<SharedDeal, GameStep, love_letter::State, love_letter::Rejection>;

// Each play of a game: the mover's, given both editions' states and the
// step's number; nullopt ends the game.
using ChoosePlay = std::function<std::optional<love_letter::Action>(const love_letter::State& a, const love_letter::State& b,
                                                                    int mover, int step)>;

// Plays `deal` under both engines, `choose` making each play (and `rng`
// dealing each next round, where both decks are one), at most `most_steps`
// steps and `most_rounds` rounds: where they part, or nullopt (they agree,
// or the game would draw past the cards both deal alike, or a play was
// refused alike).
std::optional<GameApart> play_apart(const love_letter::Engine& ea, const love_letter::Engine& eb, const SharedDeal& deal,
                                    const ChoosePlay& choose, Rng& rng, int most_steps, int most_rounds = 100);

// One of the plays either edition allows the mover, drawn from `rng`.
std::optional<love_letter::Action> random_play(const love_letter::Engine& ea, const love_letter::Engine& eb,
                                               const love_letter::State& a, const love_letter::State& b, Rng& rng);

// Where the editions part if the mover makes `a` now (both states with her
// turn begun): the decision, named as play_apart names it, or "" (they agree).
std::string parting_after(const love_letter::Engine& ea, const love_letter::Engine& eb, const love_letter::State& a,
                          const love_letter::State& b, const love_letter::Action& play);

// Whether a parting found on `found` is the decision `wanted` (a bonus the
// engine's clauses do not tell apart counts as any token difference at the
// same round's end).
bool same_decision(const std::string& wanted, const std::string& found);

}  // namespace errata::props
