#pragma once
// How errata speaks to one engine under one edition, from what its `hello`
// declares (docs/conformance.md, "capabilities"): a limit the engine
// declares makes what it cannot do "not applicable", never a deviation.
//   deal-from-deck-order-only  only deals (deal_order): only such setups are sent
//   unchecked-setups           takes a stacked setup without judging it: no
//                              setup the rules refuse is sent
//   draws-on-play              its player draws when she plays: a state where
//                              the player to move holds two cards is sent (and
//                              compared) with the second on top of the deck
//   guard-names-number         its Guard names a value: guess=CARD is sent and
//                              listed as number=VALUE (not applicable in an
//                              edition where two characters share a value)
//   chooses-bishop-redraw      it decides whether the Bishop's target redraws
//   chooses-sycophant-target   it chooses the player the Sycophant's demand forces
// The last two are choices the engine makes for a player: errata sends the
// play without them, and the engine's outcome may be any of the rules'
// outcomes for the choices it could make (engine_path.h).
#include <optional>
#include <string>
#include <vector>

#include "checker/conform/session.h"
#include "model/love_letter/engine.h"
#include "protocol_state.h"

namespace errata::love_letter {

struct EngineTerms {
  EngineTerms(const conform::Hello& hello, const Edition& ed);

  const Edition& edition;
  bool deal_only = false, unchecked_setups = false, draws_on_play = false, guard_number = false;
  bool chooses_redraw = false, chooses_sycophant_target = false;
  conform::ObserveShows observe = conform::ObserveShows::own_hand;

  // Why no run of this edition applies to the engine ("" when they do).
  std::string unplayable() const;
  // Whether a whole state can be dealt to the engine (`new_round`).
  bool can_deal(const State& s) const;
  // `s` as the engine holds it (draws-on-play: the player to move with one card).
  State held(const State& s) const;
  // `a` as the engine is asked it and lists it: without the choices it makes
  // for a player, the Guard's guess as a number when it names one. `before`:
  // the state the play is made from.
  Action asked(const Action& a, const State& before) const;
  // Whether the engine makes a choice of play `a` for its player (other
  // plays that `asked` makes the same are then its possible outcomes).
  bool engine_chose(const Action& a, const State& before) const;
  // A play the engine lists, read back in the rules' terms (a Guard's number as the character of that value).
  Action from_engine(const Action& listed) const;
};

}  // namespace errata::love_letter
