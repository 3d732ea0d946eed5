#pragma once
// The names a Secret Moon scenario writes: players (seating order), NPCs
// (`npc-1`, `npc-2`, ... in the order of setup.npcs; `pnj-1` works too) and
// characters (ids or printed names), resolved under one edition.
#include <optional>
#include <string>
#include <vector>

#include "checker/scenario/scenario.h"
#include "model/secret_moon/edition.h"
#include "model/secret_moon/state.h"

namespace errata::secret_moon {

class Names {
 public:
  // `written_for`: the edition the scenario was written for (run --as), whose printed names name the same roles.
  Names(const Edition& ed, const NamedList& players, int npcs, const Edition* written_for = nullptr);

  const std::vector<std::string>& names() const { return names_; }  // figure -> name
  int players() const { return players_; }

  std::optional<int> figure(const std::string& name) const;
  std::optional<int> player(const std::string& name) const;
  std::string unknown_figure(const Named& n) const;
  int figure_or_fail(const Named& n, const std::string& what) const;
  int player_or_fail(const Named& n, const std::string& what) const;
  FigureSet figures_or_fail(const NamedList& list, const std::string& what) const;

  std::optional<Character> character(const std::string& name) const {
    if (auto c = ed_.character_named(name)) return c;
    return written_for_ ? written_for_->character_named(name) : std::nullopt;
  }
  Character character_or_fail(const Named& n, const std::string& what) const;

  std::string show(FigureSet set) const;

 private:
  const Edition& ed_;
  const Edition* written_for_ = nullptr;
  std::vector<std::string> names_;
  int players_ = 0;
};

}  // namespace errata::secret_moon
