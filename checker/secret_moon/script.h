#pragma once
// A Secret Moon scenario's own part (setup, steps, expect) as written, with the
// source mark of everything a message may point at. Names (players, NPCs,
// characters, actions) stay as written; the run resolves them.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "checker/game/game.h"
#include "checker/scenario/script_parts.h"
#include "checker/scenario/scenario_keys.h"
#include "checker/scenario/scenario.h"

namespace errata::secret_moon {

using Flag = std::optional<std::pair<bool, SourceMark>>;
// engaged-but-empty: the expectation is null
using MaybeName = std::optional<std::optional<Named>>;

struct Expectation {
  SourceMark mark;
  std::optional<NamedList> editions;
  std::optional<Named> error;
  std::optional<NamedList> revealed, captured, protected_players, winners, still_to_play, interrupted;
  MaybeName winning_team, to_move, reply;
  SourceMark winning_team_mark, to_move_mark, reply_mark;
  Flag round_over, game_over;
  std::optional<NamedInt> round;
  std::optional<std::vector<Entry<NamedList>>> knows, marked;
  std::optional<std::vector<Entry<NamedInt>>> markers, princess_markers, minister_markers, supply, markers_lacking;
};

struct Setup {
  SourceMark mark;
  NamedList players;
  std::vector<Entry<Named>> characters;
  NamedList npcs;
  std::optional<Named> removed;
  std::optional<NamedInt> round;
  std::vector<Entry<NamedInt>> turn_cards;
  NamedList played, interrupted, revealed, captured, protected_players;
  std::vector<Entry<NamedList>> investigated, knows;
  std::vector<Entry<NamedInt>> princess_markers, minister_markers;
};

struct Step {
  SourceMark mark;
  bool new_round = false;
  Named player;
  Named action;
  std::optional<Named> target, guess;
  std::vector<Entry<NamedInt>> turn_cards;  // new_round
  std::vector<Expectation> expect;
};

using Script = ScriptOf<Setup, Step, Expectation>;

// Reads setup/steps/expect of one scenario document; InputError on bad input.
// The keys this reader accepts at each level (errata schema writes them).
const ScenarioKeys& scenario_keys();

std::shared_ptr<const Script> read_script(const YAML::Node& doc, const std::string& file);

}  // namespace errata::secret_moon
