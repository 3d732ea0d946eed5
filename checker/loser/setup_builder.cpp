#include "setup_builder.h"

#include "model/core/input_error.h"

namespace errata::loser {
namespace {

template <int N>
std::optional<SetupProblem> add_potions(const NamedList& from, List<N>& into, const Names& names, const Edition& ed,
                                        const std::string& what) {
  for (const auto& n : from.items) {
    const int v = names.number(n, what);
    if (!ed.is_potion(v)) return SetupProblem{n.mark, what + ": " + names.unknown_card(n, "potion") + " (components.potions)"};
    if (into.size >= N) return SetupProblem{from.mark, what + ": more potions than a deal gives"};
    into.add(v);
  }
  return std::nullopt;
}

template <int N>
std::optional<SetupProblem> add_spells(const NamedList& from, List<N>& into, const Names& names, const std::string& what) {
  for (const auto& n : from.items) {
    auto c = names.spell(n);
    if (!c) {
      const bool looks_like_spell = !n.text.empty() && (n.text[0] == 's' || n.text[0] == 'S');
      if (!looks_like_spell) throw InputError(n.mark, what + ": " + names.unknown_card(n, "spell"));
      return SetupProblem{n.mark, what + ": " + names.unknown_card(n, "spell") + " (components.spells)"};
    }
    if (into.contains(*c)) return SetupProblem{n.mark, what + ": " + n.text + " is given twice"};
    into.add(*c);
  }
  return std::nullopt;
}

}  // namespace

std::optional<SetupProblem> build_setup(const Setup& su, const Names& names, const Edition& ed, State& s) {
  const auto n = su.players.items.size();
  if (n < 1 || n > static_cast<size_t>(kMaxPlayers))
    return SetupProblem{su.players.mark, std::to_string(n) + " players: the game is for " + std::to_string(ed.min_players) +
                                             " to " + std::to_string(ed.max_players) + " (players.count)"};
  s.players = static_cast<uint8_t>(n);
  auto seat = [&](const Named& who, const std::string&) -> std::optional<int> { return names.seat(who.text); };
  if (su.first) {
    auto p = seat(*su.first, "setup.first");
    if (!p) return SetupProblem{su.first->mark, "setup.first: " + names.unknown_player(*su.first)};
    s.to_move = static_cast<int8_t>(*p);
  }
  auto per_player = [&](const std::vector<Entry<NamedList>>& map, const std::string& what, auto fill) -> std::optional<SetupProblem> {
    std::vector<bool> given(n, false);
    for (const auto& [who, list] : map) {
      auto p = seat(who, what);
      if (!p) return SetupProblem{who.mark, what + ": " + names.unknown_player(who)};
      if (given[static_cast<size_t>(*p)]) throw InputError(who.mark, what + ": " + who.text + " is given twice");
      given[static_cast<size_t>(*p)] = true;
      if (auto problem = fill(*p, list, what + "." + who.text)) return problem;
    }
    return std::nullopt;
  };
  if (auto p = per_player(su.hands, "setup.hands", [&](int p, const NamedList& l, const std::string& w) {
        return add_potions(l, s.hand[static_cast<size_t>(p)], names, ed, w);
      }))
    return p;
  if (auto p = per_player(su.played, "setup.played", [&](int p, const NamedList& l, const std::string& w) {
        return add_potions(l, s.played[static_cast<size_t>(p)], names, ed, w);
      }))
    return p;
  if (auto p = add_potions(su.face_up, s.face_up, names, ed, "setup.face_up")) return p;
  if (auto p = add_potions(su.face_down, s.face_down, names, ed, "setup.face_down")) return p;
  if (auto p = per_player(su.spells, "setup.spells", [&](int p, const NamedList& l, const std::string& w) {
        return add_spells(l, s.spells[static_cast<size_t>(p)], names, w);
      }))
    return p;
  if (auto p = add_spells(su.spell_discard, s.spell_discard, names, "setup.spell_discard")) return p;
  if (su.spell_pile) {
    if (auto p = add_spells(*su.spell_pile, s.spell_pile, names, "setup.spell_pile")) return p;
  } else {  // every spell card not held nor discarded, s1 on top
    for (int c = 1; c <= ed.spells; ++c) {
      bool placed = s.spell_discard.contains(c);
      for (size_t p = 0; p < n; ++p) placed = placed || s.spells[p].contains(c);
      if (!placed) s.spell_pile.add(c);
    }
  }
  if (su.actions) {
    bool shown[kActionCards] = {false, false};
    for (const auto& a : su.actions->items) {
      auto x = names.action(a);
      if (!x) throw InputError(a.mark, "setup.actions: " + names.unknown_card(a, "action"));
      if (shown[x->first])
        return SetupProblem{a.mark, "setup.actions: action card " + std::to_string(x->first + 1) + " shows one face only (setup.actions)"};
      shown[x->first] = true;
      s.action_face[static_cast<size_t>(x->first)] = static_cast<uint8_t>(x->second);
    }
    if (!shown[0] || !shown[1])
      return SetupProblem{su.actions->mark, "setup.actions: name the visible face of each of the 2 action cards (setup.actions)"};
  }
  if (auto p = per_player(su.characters, "setup.characters", [&](int p, const NamedList& l, const std::string& w) -> std::optional<SetupProblem> {
        if (l.items.size() != kCharacterCards)
          return SetupProblem{l.mark, w + ": a character is a set of " + std::to_string(kCharacterCards) + " cards (components.characters)"};
        for (size_t c = 0; c < l.items.size(); ++c)
          if (names.frog_side_or_fail(l.items[c])) s.frogs[static_cast<size_t>(p)] |= static_cast<uint8_t>(1u << c);
        return std::nullopt;
      }))
    return p;
  return std::nullopt;
}

}  // namespace errata::loser
