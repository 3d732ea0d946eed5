#pragma once
// A Love Letter scenario's own part (setup, steps, expect) as written, with the
// source mark of everything a message may point at. Names (players, cards)
// stay as written; the run resolves them under each edition.
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "checker/game/game.h"
#include "checker/scenario/script_parts.h"
#include "checker/scenario/scenario.h"
#include "checker/scenario/scenario_keys.h"

namespace errata {

namespace love_letter_script {

// One map of an `expect`: only the keys present are checked.
struct Expectation {
  SourceMark mark;
  std::optional<NamedList> editions;  // restricts the map to these editions
  std::optional<std::vector<Entry<NamedList>>> hands, discards;
  std::optional<NamedList> eliminated, protected_players, round_winners, game_winners, deck;
  std::optional<NamedInt> deck_size;
  std::optional<std::optional<Named>> set_aside;  // engaged-but-empty: expect null
  SourceMark set_aside_mark;
  std::optional<std::pair<bool, SourceMark>> round_over, game_over;
  std::optional<std::vector<Entry<NamedInt>>> tokens;
  std::optional<Named> error;
  // Premium: who holds the Jester token, whom the Sycophant chose (null: nobody).
  std::optional<std::optional<Named>> jester_token, sycophant_choice;
  SourceMark jester_mark, sycophant_mark;
};

// The cards of a round (a setup or a `new_round`).
struct Cards {
  std::vector<Entry<NamedList>> hands;
  NamedList deck;
  std::optional<Named> set_aside;
  NamedList face_up;
};

// Where the cards a setup does not name lie, under the editions listed
// (errata extension): with it, the setup is a whole deal of each of them.
struct Completion {
  SourceMark mark;
  NamedList editions;
  bool set_aside_given = false;
  std::optional<Named> set_aside;  // null: drawn
  NamedList face_up;
  std::vector<Entry<NamedList>> discards;  // older than the setup's own
  NamedList deck;                          // under the setup's deck, top first: this edition's own cards a game has not reached
};

struct Setup {
  SourceMark mark;
  NamedList players;
  std::optional<Named> first;
  Cards cards;
  std::vector<Entry<NamedList>> discards;
  NamedList protected_players, eliminated;
  std::vector<Entry<NamedInt>> tokens;
  std::optional<Named> sycophant_choice;  // Premium: whom the next card played must choose (errata extension)
  std::optional<Named> jester_token;      // Premium: who holds the Jester token; its giver discarded the Jester (errata extension)
  std::optional<std::vector<Completion>> completion;
};

struct Step {
  SourceMark mark;
  bool new_round = false;
  // a turn
  Named player;
  std::optional<Named> play, target, guess, keep, redraw;
  std::optional<NamedList> bottom, targets;
  // a new round
  Cards deal;
  std::optional<Named> first;
  std::optional<std::vector<Completion>> completion;  // each edition's own cards under the deal's (errata extension)
  std::vector<Expectation> expect;
};

using Script = ScriptOf<Setup, Step, Expectation>;

// The script of a Love Letter scenario (one its reader read).
const Script& script_of(const Scenario& sc);

// The keys a Love Letter scenario takes at each level.
const ScenarioKeys& scenario_keys();
// Reads a Love Letter scenario's setup, steps and expect.
std::shared_ptr<const GameScript> read_script(const YAML::Node& doc, const std::string& file);

}  // namespace love_letter_script
}  // namespace errata
