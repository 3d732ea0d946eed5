#pragma once
// Resolves the names a scenario writes (players, cards) under one edition.
#include <optional>
#include <string>
#include <vector>

#include "model/core/input_error.h"
#include "model/love_letter/edition.h"
#include "model/love_letter/state.h"
#include "checker/scenario/scenario.h"

namespace errata {

class Resolver {
 public:
  // `others`: the other editions, whose printed names an unknown card may be.
  // `names_from`: the edition whose printed names the scenario uses, when it
  // runs under another (errata run --as): a card is its role there.
  Resolver(const love_letter::Edition& ed, const NamedList& players,
           std::vector<const love_letter::Edition*> others = {}, const love_letter::Edition* names_from = nullptr);

  const love_letter::Edition& edition() const { return ed_; }
  const std::vector<std::string>& names() const { return names_; }

  std::optional<int> seat(const std::string& name) const;
  // The seat of a named player, or an InputError naming the known players.
  int seat_or_fail(const Named& n, const std::string& what) const;
  std::string unknown_player(const Named& n) const;

  std::optional<love_letter::Role> card(const std::string& name) const {
    if (names_from_)
      if (auto r = names_from_->card_named(name)) return r;
    return ed_.card_named(name);
  }
  // The role of a named card, or an InputError with a suggestion.
  love_letter::Role card_or_fail(const Named& n) const;
  std::string unknown_card(const Named& n) const;

  love_letter::PlayerSet players_or_fail(const NamedList& list, const std::string& what) const;

 private:
  const love_letter::Edition& ed_;
  std::vector<const love_letter::Edition*> others_;
  const love_letter::Edition* names_from_ = nullptr;
  std::vector<std::string> names_;
};

}  // namespace errata
