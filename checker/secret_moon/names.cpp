#include "names.h"

#include "model/core/input_error.h"
#include "model/core/name_key.h"
#include "model/core/suggest.h"

namespace errata::secret_moon {

Names::Names(const Edition& ed, const NamedList& players, int npcs, const Edition* written_for)
    : ed_(ed), written_for_(written_for), players_(static_cast<int>(players.items.size())) {
  for (const auto& p : players.items) names_.push_back(p.text);
  for (int i = 1; i <= npcs; ++i) names_.push_back("npc-" + std::to_string(i));
}

std::optional<int> Names::figure(const std::string& name) const {
  for (size_t f = 0; f < names_.size(); ++f)
    if (names_[f] == name) return static_cast<int>(f);
  const std::string key = name_key(name);
  for (size_t f = static_cast<size_t>(players_); f < names_.size(); ++f) {
    const std::string n = std::to_string(f - static_cast<size_t>(players_) + 1);
    if (key == "npc-" + n || key == "pnj-" + n) return static_cast<int>(f);
  }
  return std::nullopt;
}

std::optional<int> Names::player(const std::string& name) const {
  auto f = figure(name);
  if (f && *f < players_) return f;
  return std::nullopt;
}

std::string Names::unknown_figure(const Named& n) const {
  std::string list;
  for (const auto& x : names_) list += (list.empty() ? "" : ", ") + x;
  return "unknown player or NPC '" + n.text + "'" + did_you_mean_name(n.text, names_) + ": the setup names " + list;
}

int Names::figure_or_fail(const Named& n, const std::string& what) const {
  auto f = figure(n.text);
  if (!f) throw InputError(n.mark, what + ": " + unknown_figure(n));
  return *f;
}

int Names::player_or_fail(const Named& n, const std::string& what) const {
  const int f = figure_or_fail(n, what);
  if (f >= players_) throw InputError(n.mark, what + ": '" + n.text + "' is an NPC, not a player");
  return f;
}

FigureSet Names::figures_or_fail(const NamedList& list, const std::string& what) const {
  FigureSet out = 0;
  for (const auto& n : list.items) out |= only(figure_or_fail(n, what));
  return out;
}

Character Names::character_or_fail(const Named& n, const std::string& what) const {
  if (auto c = character(n.text)) return *c;
  throw InputError(n.mark, what + ": unknown character '" + n.text + "'" + did_you_mean(n.text, ed_.character_names()) +
                               "; expected princess, traveler, minister, priest or guard");
}

std::string Names::show(FigureSet set) const {
  std::string out;
  for (size_t f = 0; f < names_.size(); ++f)
    if (has(set, static_cast<int>(f))) out += (out.empty() ? "" : ", ") + names_[f];
  return "[" + out + "]";
}

}  // namespace errata::secret_moon
