#pragma once
// The names a Loser scenario uses, resolved under one edition: players (by
// name_key), potions (their numbers), spell cards (s1..s23), action faces
// (1a, 1b, 2a, 2b), thumbs (up, down) and character sides (human, frog).
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "checker/scenario/scenario.h"
#include "model/loser/edition.h"
#include "model/loser/state.h"

namespace errata::loser {

class Names {
 public:
  Names(const Edition& ed, std::vector<std::string> players) : ed_(ed), players_(std::move(players)) {}

  const std::vector<std::string>& players() const { return players_; }
  std::optional<int> seat(const std::string& name) const;
  int seat_or_fail(const Named& n, const std::string& what) const;  // InputError when unknown
  std::string unknown_player(const Named& n) const;

  // A number written where a potion goes (InputError when it is not a number);
  // whether it is one of the edition's potions is the caller's question.
  int number(const Named& n, const std::string& what) const;
  std::optional<int> potion(const Named& n) const;  // nullopt: not a potion of this edition
  std::optional<int> spell(const Named& n) const;   // nullopt: not a spell card of this edition
  std::optional<std::pair<int, int>> action(const Named& n) const;  // card, face
  std::string unknown_card(const Named& n, const std::string& kind) const;

  Thumb thumb_or_fail(const Named& n) const;
  bool frog_side_or_fail(const Named& n) const;

  std::string player(int seat) const { return players_[static_cast<size_t>(seat)]; }

 private:
  const Edition& ed_;
  std::vector<std::string> players_;
};

}  // namespace errata::loser
