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

struct GameScript;  // checker/game.h: another game's setup, steps and expect

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

struct Setup {
  SourceMark mark;
  NamedList players;
  std::optional<Named> first;
  Cards cards;
  std::vector<Entry<NamedList>> discards;
  NamedList protected_players, eliminated;
  std::vector<Entry<NamedInt>> tokens;
  std::optional<Named> sycophant_choice;  // Premium: whom the next card played must choose (errata extension)
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
  std::vector<Expectation> expect;
};

}  // namespace love_letter_script

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
  love_letter_script::Setup setup;
  std::vector<love_letter_script::Step> steps;
  std::vector<love_letter_script::Expectation> expect;
  // Secret Moon, Loser: setup, steps and expect as their game read them (the
  // Love Letter fields above stay empty).
  std::shared_ptr<const GameScript> script;
};

}  // namespace errata
