#pragma once
// A Loser scenario's setup, steps and expect as written, with the source mark
// of everything a message may point at. Names stay as written; the runner
// resolves them (players, potions 1..19, spell cards s1..s23, actions 1a..2b).
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "checker/game/game.h"
#include "checker/scenario/script_parts.h"
#include "checker/scenario/scenario_keys.h"
#include "checker/scenario/scenario.h"

namespace errata::loser {

// One map of an `expect`: only the keys present are checked.
struct Expectation {
  SourceMark mark;
  std::optional<NamedList> editions;
  std::optional<std::vector<Entry<NamedList>>> hands, played, spells, characters;
  std::optional<NamedList> face_up, face_down, spell_pile, spell_discard, actions, drawn;
  std::optional<NamedInt> spell_pile_size, round;
  std::optional<Named> phase;
  // engaged-but-empty: expect null
  std::optional<std::optional<Named>> to_move, round_loser, loser_rule, next_first, game_loser;
  SourceMark to_move_mark, round_loser_mark, loser_rule_mark, next_first_mark, game_loser_mark;
  std::optional<std::pair<bool, SourceMark>> game_over;
  std::optional<Named> error;
};

struct Setup {
  SourceMark mark;
  NamedList players;
  std::optional<Named> first;
  bool new_game = false;
  std::vector<Entry<NamedList>> hands, played, spells, characters;
  NamedList face_up, face_down, spell_discard;
  std::optional<NamedList> spell_pile, actions;
};

struct Step {
  enum class Kind { turn, vote, keep, new_round };
  SourceMark mark;
  Kind kind = Kind::turn;
  Named player;                         // turn
  std::optional<Named> potion, spell, action;
  std::vector<Entry<Named>> votes;      // vote
  std::vector<Entry<NamedInt>> counts_as;
  Named keep;                           // keep
  std::vector<Entry<NamedList>> hands;  // new_round
  NamedList face_up, face_down;
  std::vector<Expectation> expect;
};

using Script = ScriptOf<Setup, Step, Expectation>;

// Reads a scenario document's setup/steps/expect (InputError on bad input).
// The keys this reader accepts at each level (errata schema writes them).
const ScenarioKeys& scenario_keys();

std::shared_ptr<const Script> read_script(const YAML::Node& doc, const std::string& file);

}  // namespace errata::loser
