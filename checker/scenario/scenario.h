#pragma once
// A scenario as written: the common shape of the scenario format, with the
// source mark of everything a message may need to point at. Names of cards and
// players stay as written; they are resolved under each edition when run.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/core/source_mark.h"

namespace errata {

struct GameScript;  // checker/game/game.h: a game's own setup, steps and expect

// A name (card, player, edition, clause) as written, and where.
struct Named {
  std::string text;
  SourceMark mark;
};

struct NamedList {
  std::vector<Named> items;
  SourceMark mark;
};

struct NamedInt {
  int value = 0;
  SourceMark mark;
};

// name -> value maps keep the order they were written in.
template <typename T>
struct Entry {
  Named key;
  T value;
};

struct Scenario {
  std::string file;
  SourceMark mark;  // the document's first line
  std::string name;
  Named game;
  std::optional<NamedList> editions;
  NamedList clauses;
  // Every game: how many players the setup seats (0 when it names none), and
  // the `editions` of every expect map (top-level and in steps), to check
  // them against the editions the scenario runs under.
  int seated = 0;
  std::vector<NamedList> expect_editions;
  // setup, steps and expect as the scenario's game read them (Game::read).
  std::shared_ptr<const GameScript> script;
};

}  // namespace errata
