#pragma once
// Witnesses: a Z3 model turned into a scenario in the scenario format, with
// each edition's outcome as its per-edition expectation, and replayed by the
// executable models. A witness that does not replay is a checker bug.
#include <z3++.h>

#include <optional>
#include <string>
#include <vector>

#include "checker/love_letter/edition_catalog.h"
#include "round_end_encoding.h"
#include "symbolic_round.h"

namespace errata::smt {

// A round's state read off a model.
struct ConcreteRound {
  int players = 0;
  std::vector<love_letter::Role> hand;                   // none when out of the round
  std::vector<std::vector<love_letter::Role>> discards;  // oldest first
  std::vector<int> tokens;
  int jester_holder = -1;  // who holds the Jester token...
  int jester_giver = -1;   // ...and who gave it (the one other player whose discards hold the Jester)
};

ConcreteRound read_round(const z3::model& m, const SymbolicRound& s);

// One edition's outcome at the end of the round, read off the same model.
struct RoundOutcome {
  const love_letter::Edition* edition = nullptr;
  std::vector<bool> wins_round;
  std::vector<int> tokens_after;
  bool game_over = false;
  std::vector<bool> wins_game;
};

RoundOutcome read_outcome(const z3::model& m, const SymbolicRound& s, const RoundEnd& e, const love_letter::Edition& ed,
                          const ConcreteRound& r);

std::string player_name(int seat);

// A setup that one edition accepts and the other refuses.
struct ConcreteSetup {
  int players = 0;
  std::vector<love_letter::Role> cards;  // the first `players` are dealt, then face up, then set aside, the rest form the deck
  int face_up = 0;
  bool set_aside = false;  // one card set aside face down
};
std::string setup_scenario(const std::string& name, const std::string& comment, const ConcreteSetup& s,
                           const love_letter::Edition& accepts, const love_letter::Edition& refuses);

// The same setup, expected as `ed` judges it (for a reading: replayed under
// the edition as read, and shown to differ under the other reading).
std::string setup_scenario_for(const std::string& name, const std::string& comment, const ConcreteSetup& s,
                               const love_letter::Edition& ed, bool accepted);

// A play, read off a model: seat 0 holds `played` and `other` and plays.
struct ConcretePlay {
  int players = 0;
  love_letter::Role played{}, other{}, top{}, next{}, third{};
  int demand = -1;  // the Sycophant's choice before the play
  love_letter::Role keep = love_letter::Role::none;  // the Chancellor's choices
  std::vector<love_letter::Role> bottom;
  std::vector<love_letter::Role> hand;  // seat 0's entry unused; none when out of the round
  std::vector<bool> protect;
  std::vector<love_letter::Role> gone;  // the card a seat out of the round left with, none for a seat in it
  int target = -1, target2 = -1;
  love_letter::Role guess = love_letter::Role::none;
  int number = -1;
  bool redraw = false;
  int deck_size = 3;           // the deck holds `top`, then `next` and `third` where it holds them
  std::vector<int> tokens;     // favor tokens before the play
  std::vector<bool> constable;  // the Constable lies in the seat's discards
  std::vector<int> bishops;     // Bishops in the seat's discards
  std::vector<bool> carried;    // protected since the last round, nothing discarded yet
};

// One edition's verdict on the play.
struct PlayVerdict {
  const love_letter::Edition* edition = nullptr;
  int code = 0;  // the Rejection, 0 when accepted
  std::vector<love_letter::Role> hand;  // after, none when out
  std::vector<bool> eliminated, protect;
  std::vector<int> gains;
  int jester = -1;
  std::vector<love_letter::Role> deck;  // after, top first
  int sycophant = -1;                   // the Sycophant's choice after
  bool round_over = false, game_over = false;  // after the turn
  std::vector<bool> next_protect;              // protected as the next round starts
};

// Runs the witness under each edition (the objects given: a reading's other
// option replays under its own Edition), strictly (a setup no real play
// reaches fails, as under `errata run --strict`). The reason it did not
// show, or "".
std::string replay(const std::string& yaml, const std::vector<const love_letter::Edition*>& editions,
                   const EditionCatalog& catalog);

}  // namespace errata::smt
