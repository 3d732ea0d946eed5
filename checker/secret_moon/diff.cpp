#include "diff.h"

#include <algorithm>
#include <optional>

#include "check_support.h"
#include "checker/smt/search_apart.h"
#include "checker/smt/settings_diff.h"
#include "play_apart.h"

namespace errata::secret_moon {
namespace {

const char* kSeats[] = {"Ana", "Bo", "Cy", "Dee", "Eve", "Fay", "Gil", "Hal"};

// A first-round setup for `n` players from `ed`'s box: the cards in the
// character table's order, one of removal.from removed unseen at
// removal.players, the first n to the players, the rest NPCs; turn-order
// cards 1 to n in seat order. nullopt when the box cannot seat n.
std::optional<std::string> table_setup(const Edition& ed, int n) {
  std::vector<Character> box;
  for (const auto& c : ed.characters)
    for (int i = 0; i < c.count; ++i) box.push_back(c.role);
  std::string removed;
  if (n == ed.removal.players && !ed.removal.from.empty())
    for (size_t i = box.size(); i-- > 0;)
      if (std::find(ed.removal.from.begin(), ed.removal.from.end(), box[i]) != ed.removal.from.end()) {
        removed = character_id(box[i]);
        box.erase(box.begin() + static_cast<long>(i));
        break;
      }
  if (static_cast<int>(box.size()) < n || n > 8) return std::nullopt;
  std::string players, characters, npcs, turns;
  for (int p = 0; p < n; ++p) {
    const std::string sep = p ? ", " : "";
    players += sep + kSeats[p];
    characters += sep + kSeats[p] + ": " + std::string(character_id(box[static_cast<size_t>(p)]));
    turns += sep + kSeats[p] + ": " + std::to_string(p + 1);
  }
  for (size_t i = static_cast<size_t>(n); i < box.size(); ++i) npcs += (npcs.empty() ? "" : ", ") + std::string(character_id(box[i]));
  return "setup:\n  players: [" + players + "]\n  characters: {" + characters + "}\n  npcs: [" + npcs + "]\n" +
         (removed.empty() ? "" : "  removed: " + removed + "\n") + "  turn_cards: {" + turns + "}\n";
}

class SecretMoonDiff {
 public:
  SecretMoonDiff(const Edition& a, const Edition& b)
      : a_(a), b_(b), d_("secret-moon", "Secret Moon", a.id, b.id, [&](const std::string& id, const std::string& yaml) {
          return replay_problem(yaml, id == a_.id ? a_ : b_);
        }) {}

  smt::DiffResult run() {
    seats();
    rounds();
    std::string differ;
    for (const auto& [what, differs] : unwitnessed()) {
      if (differs) differ += (differ.empty() ? "" : ", ") + what;
      else proven("the " + what + " agree");
    }
    if (!differ.empty())  // the last resort: seeded differential play
      smt::search_settings(d_, differ, std::max(a_.min_players, b_.min_players), std::min(a_.max_players, b_.max_players),
                           smt::both_ways(a_, b_, &play_apart),
                           [&](smt::Finding& f) { quote(f); });
    return d_.take();
  }

 private:
  void proven(const std::string& what) { d_.proven(what); }
  void inconclusive(const std::string& what) { d_.inconclusive(what); }
  // A divergence whose witness is `body_a` under a and `body_b` under b, quoting both editions' clauses.
  void divergence(const std::string& decision, const std::string& message, const std::vector<std::string>& clauses,
                  const std::string& name, const std::string& body_a, const std::string& body_b) {
    quote(d_.divergence(decision, message, clauses, name, body_a, body_b));
  }
  // Both editions' quotes of the finding's clauses.
  void quote(smt::Finding& f) const {
    for (const Edition* ed : {&a_, &b_})
      for (const auto& id : f.clauses)
        if (const Clause* c = ed->clause(id))
          for (const auto& cite : c->citations) f.quotes.push_back({ed->id, id, cite.rulebook, cite.line, cite.quote});
  }

  // The first player count one edition seats and the other refuses.
  void seats() {
    for (int n = 2; n <= 8; ++n) {
      const bool in_a = n >= a_.min_players && n <= a_.max_players, in_b = n >= b_.min_players && n <= b_.max_players;
      if (in_a == in_b) continue;
      const Edition& seats = in_a ? a_ : b_;
      const auto setup = table_setup(seats, n);
      if (!setup) return inconclusive("player counts");
      const std::string ok = *setup + "expect: {game_over: false}\n", refused = *setup + "expect: {error: invalid-setup}\n";
      return divergence("players.count", "A table of " + std::to_string(n) + " players is seated by " + seats.id + " (" +
                                             std::to_string(seats.min_players) + " to " + std::to_string(seats.max_players) +
                                             ") but refused by " + (in_a ? b_ : a_).id + ".",
                        {"players.count"}, "witness: " + std::to_string(n) + " players", in_a ? ok : refused, in_a ? refused : ok);
    }
    proven("the player counts seated agree (" + std::to_string(a_.min_players) + " to " + std::to_string(a_.max_players) + ")");
  }

  // Everybody passes for the shorter game's rounds: it is over, the other goes on.
  void rounds() {
    if (a_.rounds == b_.rounds) return proven("the rounds a game lasts agree (" + std::to_string(a_.rounds) + ")");
    const int n = std::max(a_.min_players, b_.min_players), last = std::min(a_.rounds, b_.rounds);
    const auto setup = table_setup(a_, n);
    if (!setup || n > std::min(a_.max_players, b_.max_players) || !same_box()) return inconclusive("rounds");
    std::string round, turns;
    for (int p = 0; p < n; ++p) {
      round += "  - {turn: " + std::string(kSeats[p]) + ", action: pass}\n";
      turns += (p ? ", " : "") + std::string(kSeats[p]) + ": " + std::to_string(p + 1);
    }
    std::string steps = "steps:\n";
    for (int r = 1; r <= last; ++r) steps += (r > 1 ? "  - new_round: {turn_cards: {" + turns + "}}\n" : "") + round;
    const std::string at = "expect: {round: " + std::to_string(last) + ", ";
    const std::string over = *setup + steps + at + "game_over: true, winning_team: princess}\n";
    const std::string on = *setup + steps + at + "round_over: true, game_over: false}\n";
    divergence("game.rounds", "A game lasts " + std::to_string(a_.rounds) + " rounds under " + a_.id + " and " +
                                  std::to_string(b_.rounds) + " under " + b_.id + ": after round " + std::to_string(last) +
                                  " of passes one game is over, won by the Princess's team, the other goes on.",
               {"game.rounds", "end.third-round"}, "witness: everybody passes for " + std::to_string(last) + " rounds",
               a_.rounds == last ? over : on, b_.rounds == last ? over : on);
  }

  bool same_box() const {
    if (a_.characters.size() != b_.characters.size() || a_.removal.players != b_.removal.players) return false;
    for (const auto& c : a_.characters) {
      const CharacterSpec* o = b_.spec(c.role);
      if (!o || o->count != c.count) return false;
    }
    return true;
  }

  std::string readings_of(const Edition& ed) const {
    std::string out;
    for (const auto& r : ed.readings) out += r.id + "=" + r.chosen + ";";
    return out;
  }
  // The settings errata builds no witness for yet, and whether they differ.
  std::vector<std::pair<std::string, bool>> unwitnessed() const {
    bool teams = !same_box();
    for (const auto& c : a_.characters)
      if (const CharacterSpec* o = b_.spec(c.role); o && (o->team != c.team || o->answer != c.answer)) teams = true;
    return {{"character cards (copies, teams, answers) and the card removed", teams || a_.removal.count != b_.removal.count ||
                                                                                  a_.removal.from != b_.removal.from},
            {"turn-order cards", a_.turn_cards != b_.turn_cards},
            {"markers", a_.markers.colours != b_.markers.colours || a_.markers.per_colour != b_.markers.per_colour ||
                            a_.markers.minister != b_.markers.minister || a_.markers.princess != b_.markers.princess},
            {"readings taken where the text is silent", readings_of(a_) != readings_of(b_)}};
  }

  const Edition& a_;
  const Edition& b_;
  smt::SettingsDiff d_;
};

}  // namespace

smt::DiffResult diff_editions(const Edition& a, const Edition& b) { return SecretMoonDiff(a, b).run(); }

}  // namespace errata::secret_moon
