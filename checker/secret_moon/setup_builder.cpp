#include "setup_builder.h"

namespace errata::secret_moon {

std::optional<SetupProblem> build_state(const Setup& su, const Engine& engine, const Names& names, State& s) {
  const Edition& ed = engine.edition();
  try {
    auto figure = [&](const Named& n, const std::string& what) {
      auto f = names.figure(n.text);
      if (!f) throw SetupRefused{{n.mark, what + ": " + names.unknown_figure(n)}};
      return *f;
    };
    auto player = [&](const Named& n, const std::string& what) {
      const int f = figure(n, what);
      if (f >= names.players()) throw SetupRefused{{n.mark, what + ": '" + n.text + "' is an NPC, not a player"}};
      return f;
    };
    auto set = [&](const NamedList& list, const std::string& what, bool players_only) {
      FigureSet out = 0;
      for (const auto& n : list.items) out |= only(players_only ? player(n, what) : figure(n, what));
      return out;
    };
    if (su.players.items.size() > static_cast<size_t>(kMaxPlayers) ||
        su.players.items.size() + su.npcs.items.size() > static_cast<size_t>(kMaxFigures))
      return SetupProblem{su.players.mark, "at most 8 character cards are in play (setup.deal)"};
    s.players = static_cast<uint8_t>(su.players.items.size());
    s.npcs = static_cast<uint8_t>(su.npcs.items.size());
    FigureSet dealt = 0;
    for (const auto& [who, c] : su.characters) {
      const int p = player(who, "setup.characters");
      if (has(dealt, p)) throw SetupRefused{{who.mark, "setup.characters: " + who.text + " is given two cards"}};
      dealt |= only(p);
      s.character[p] = names.character_or_fail(c, "setup.characters");
    }
    for (size_t i = 0; i < su.npcs.items.size(); ++i)
      s.character[static_cast<size_t>(s.players) + i] = names.character_or_fail(su.npcs.items[i], "setup.npcs");
    if (su.removed) s.removed = names.character_or_fail(*su.removed, "setup.removed");
    if (su.round) {
      if (su.round->value < 1 || su.round->value > ed.rounds)
        return SetupProblem{su.round->mark, "setup.round: the game has rounds 1 to " + std::to_string(ed.rounds) + " (game.rounds)"};
      s.round = static_cast<uint8_t>(su.round->value);
    }
    for (const auto& [who, n] : su.turn_cards) s.turn_card[player(who, "setup.turn_cards")] = static_cast<uint8_t>(n.value);
    s.played = set(su.played, "setup.played", true);
    s.interrupted = set(su.interrupted, "setup.interrupted", true);
    s.captured = set(su.captured, "setup.captured", false);
    s.revealed = static_cast<FigureSet>(set(su.revealed, "setup.revealed", false) | s.captured);
    s.protected_players = set(su.protected_players, "setup.protected", false);
    s.waiting = static_cast<FigureSet>(s.all_players() & ~s.played & ~s.interrupted & ~s.captured);
    for (int p = 0; p < s.players; ++p)
      if (s.turn_card[p] == 0) s.waiting &= static_cast<FigureSet>(~only(p));
    for (int p = 0; p < s.players; ++p) s.colour_markers[p] = static_cast<uint8_t>(ed.markers.per_colour);
    for (const auto& [who, list] : su.investigated) {
      const int p = player(who, "setup.investigated");
      for (const auto& n : list.items) {
        const int f = figure(n, "setup.investigated");
        if (s.colour_markers[p] == 0)
          throw SetupRefused{{n.mark, "setup.investigated: " + who.text + " has only " + std::to_string(ed.markers.per_colour) + " markers (setup.markers)"}};
        --s.colour_markers[p];
        ++s.placed[f][p];
        s.knows[p] |= only(f);
      }
    }
    for (const auto& [who, list] : su.knows) s.knows[player(who, "setup.knows")] |= set(list, "setup.knows", false);
    int princess = 0, minister = 0;
    for (const auto& [who, n] : su.princess_markers) {
      s.princess_markers[player(who, "setup.princess_markers")] = static_cast<uint8_t>(n.value);
      princess += n.value;
    }
    for (const auto& [who, n] : su.minister_markers) {
      s.minister_markers[player(who, "setup.minister_markers")] = static_cast<uint8_t>(n.value);
      minister += n.value;
    }
    if (princess > ed.markers.princess || minister > ed.markers.minister)
      return SetupProblem{su.mark, "the box has " + std::to_string(ed.markers.princess) + " Princess and " +
                                       std::to_string(ed.markers.minister) + " Minister markers (setup.markers)"};
    s.princess_supply = static_cast<uint8_t>(ed.markers.princess - princess);
    s.minister_supply = static_cast<uint8_t>(ed.markers.minister - minister);
  } catch (const SetupRefused& r) {
    return r.problem;
  }
  if (auto why = engine.setup_problem(s, names.names())) return SetupProblem{su.mark, *why};
  return std::nullopt;
}

}  // namespace errata::secret_moon
