#include "diff.h"

#include <algorithm>
#include <optional>

#include "check_support.h"
#include "model/core/scenario_emitter.h"
#include "checker/smt/setting_apart.h"
#include "checker/smt/settings_diff.h"
#include "play_apart.h"
#include "witness.h"

namespace errata::secret_moon {
namespace {


// A first-round setup for `n` players from `ed`'s box: the cards in the
// character table's order, one of removal.from removed unseen at
// removal.players, the first n to the players, the rest NPCs; turn-order
// cards 1 to n in seat order. nullopt when the box cannot seat n.
std::optional<YAML::Node> table_setup(const Edition& ed, int n) {
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
  YAML::Node setup, players = scenario_text::flow_seq(), characters = scenario_text::flow_map(), npcs = scenario_text::flow_seq(),
                    turns = scenario_text::flow_map();
  for (int p = 0; p < n; ++p) {
    players.push_back(player_name(p));
    characters[player_name(p)] = std::string(character_id(box[static_cast<size_t>(p)]));
    turns[player_name(p)] = p + 1;
  }
  for (size_t i = static_cast<size_t>(n); i < box.size(); ++i) npcs.push_back(std::string(character_id(box[i])));
  setup["players"] = players;
  setup["characters"] = characters;
  setup["npcs"] = npcs;
  if (!removed.empty()) setup["removed"] = removed;
  setup["turn_cards"] = turns;
  return setup;
}

// A witness's body: the deal `setup`, `steps` from the first turn, and the expectation `expect` (a flow map's text) after them.
std::string body(const YAML::Node& setup, const std::string& expect, const std::vector<YAML::Node>& steps = {}) {
  YAML::Node b;
  b["setup"] = setup;
  if (!steps.empty()) {
    YAML::Node all(YAML::NodeType::Sequence);
    for (const auto& st : steps) all.push_back(st);
    b["steps"] = all;
  }
  b["expect"] = scenario_text::parsed(expect);
  return scenario_text::emitted(b);
}

using Setting = smt::EditionSetting<Edition>;

// The clause that states an answer to « Qui va là ? » (l.111-113).
std::string answer_clause(Reply r) {
  return r == Reply::silence ? "inquire.silent" : r == Reply::minister ? "inquire.minister" : "inquire.just-me";
}

// The option of reading `id` the engine takes under `ed` (its default when the edition gives no such reading).
std::string option_of(const Edition& ed, const std::string& id) {
  if (const Reading* r = ed.reading(id)) return r->chosen;
  for (const auto& [point, options] : Rules::variation_points())
    if (point == id) return options.front();
  return "";
}

// `into` with character `c`'s entry (copies `field`) as `from` has it.
template <typename Field>
void take_character(Edition& into, const Edition& from, Character c, Field CharacterSpec::*field) {
  const CharacterSpec* f = from.spec(c);
  for (auto& s : into.characters)
    if (s.role == c && f) s.*field = f->*field;
}

// Every setting of the character table, the removal, the turn-order cards,
// the markers the engine reads and the readings, each with the clauses that
// state it, in the file's order; `group` says which agree-line it belongs to.
struct GroupedSetting {
  std::string group;
  Setting setting;
};
const char* const kCards = "character cards (copies, teams, answers) and the card removed";

void character_settings(const Edition& a, const Edition& b, std::vector<GroupedSetting>& out) {
  for (int i = 1; i < kCharacterCount; ++i) {
    const auto c = static_cast<Character>(i);
    const std::string id(character_id(c));
    out.push_back({kCards, {"copies-" + id, "the copies of the " + id, {"setup.deal", "setup.npcs"},
                            [c](const Edition& x, const Edition& y) { return x.copies(c) != y.copies(c); },
                            [c](Edition& x, const Edition& y) { take_character(x, y, c, &CharacterSpec::count); }, ""}});
    out.push_back({kCards, {"team-" + id, "the team of the " + id, {c == Character::priest ? "priest.team" : "teams"},
                            [c](const Edition& x, const Edition& y) { return x.team(c) != y.team(c); },
                            [c](Edition& x, const Edition& y) { take_character(x, y, c, &CharacterSpec::team); }, ""}});
    std::vector<std::string> answered{answer_clause(a.answer(c))};  // the line giving its answer, in each edition
    if (answer_clause(b.answer(c)) != answered[0]) answered.push_back(answer_clause(b.answer(c)));
    out.push_back({kCards, {"answer-" + id, "the answer of the " + id + " to « Qui va là ? »", answered,
                            [c](const Edition& x, const Edition& y) { return x.answer(c) != y.answer(c); },
                            [c](Edition& x, const Edition& y) { take_character(x, y, c, &CharacterSpec::answer); }, ""}});
  }
  out.push_back({kCards, {"removal", "the card removed unseen at " + std::to_string(a.removal.players) + " players", {"setup.five-players"},
                          [](const Edition& x, const Edition& y) {
                            return x.removal.players != y.removal.players || x.removal.from != y.removal.from || x.removal.count != y.removal.count;
                          },
                          [](Edition& x, const Edition& y) { x.removal = y.removal; }, ""}});
}

void table_settings(std::vector<GroupedSetting>& out) {
  out.push_back({"turn-order cards", {"turn-cards", "the turn-order cards", {"round.turn-cards"},
                                      [](const Edition& x, const Edition& y) { return x.turn_cards != y.turn_cards; },
                                      [](Edition& x, const Edition& y) { x.turn_cards = y.turn_cards; }, ""}});
  const std::vector<std::pair<std::string, int Markers::*>> markers{
      {"per_colour", &Markers::per_colour}, {"minister", &Markers::minister}, {"princess", &Markers::princess}};
  for (const auto& [name, field] : markers) {
    const auto m = field;  // each player's colour markers are placed by Investigate; the team markers taken by an answer
    const std::string placed_by = m == &Markers::per_colour ? "investigate.marker" : "inquire.marker";
    out.push_back({"markers", {"markers-" + name, "the markers (" + name + ")", {"setup.markers", placed_by},
                               [m](const Edition& x, const Edition& y) { return x.markers.*m != y.markers.*m; },
                               [m](Edition& x, const Edition& y) { x.markers.*m = y.markers.*m; }, ""}});
  }
}

void reading_settings(const Edition& a, const Edition& b, std::vector<GroupedSetting>& out) {
  for (const auto& [point, options] : Rules::variation_points()) {
    std::vector<std::string> clauses;
    for (const Edition* ed : {&a, &b})
      if (const Reading* r = ed->reading(point))
        for (const auto& c : r->clauses)
          if (std::find(clauses.begin(), clauses.end(), c) == clauses.end()) clauses.push_back(c);
    out.push_back({"readings taken where the text is silent",
                   {point, "the reading " + point, clauses,
                    [id = point](const Edition& x, const Edition& y) { return option_of(x, id) != option_of(y, id); },
                    [id = point](Edition& x, const Edition& y) {
                      const std::string option = option_of(y, id);
                      if (!x.reading(id) || !x.choose(id, option).empty()) x.rules.choose(id, option);
                    },
                    point}});
  }
}

std::vector<GroupedSetting> settings_of(const Edition& a, const Edition& b) {
  std::vector<GroupedSetting> out;
  character_settings(a, b, out);
  table_settings(out);
  reading_settings(a, b, out);
  return out;
}

class SecretMoonDiff {
 public:
  SecretMoonDiff(const Edition& a, const Edition& b)
      : a_(a), b_(b), d_("secret-moon", "Secret Moon", a.id, b.id, [&](const std::string& id, const std::string& yaml) {
          return replay_problem(yaml, id == a_.id ? a_ : b_);
        }) {}

  DiffResult run() {
    seats();
    rounds();
    std::vector<std::string> groups, differ;
    for (const auto& [group, s] : settings_of(a_, b_)) {
      if (std::find(groups.begin(), groups.end(), group) == groups.end()) groups.push_back(group);
      if (!s.differs(a_, b_)) continue;
      if (std::find(differ.begin(), differ.end(), group) == differ.end()) differ.push_back(group);
      search(s);
    }
    for (const auto& group : groups)
      if (std::find(differ.begin(), differ.end(), group) == differ.end()) proven("the " + group + " agree");
    colours();
    return d_.take();
  }

 private:
  void proven(const std::string& what) { d_.proven(what); }
  // A divergence whose witness is `body_a` under a and `body_b` under b, quoting both editions' clauses.
  void divergence(const std::string& decision, const std::string& message, const std::vector<std::string>& clauses,
                  const std::string& name, const std::string& body_a, const std::string& body_b) {
    quote(d_.divergence(decision, message + resting(clauses), clauses, name, body_a, body_b));
  }
  // Both editions' quotes of the finding's clauses.
  void quote(Finding& f) const {
    for (const Edition* ed : {&a_, &b_})
      for (const auto& id : f.clauses)
        if (const Clause* c = ed->clause(id))
          for (const auto& cite : c->citations) f.quotes.push_back({ed->id, id, cite.rulebook, cite.line, cite.quote});
  }
  std::string resting(const std::vector<std::string>& clauses) const {
    return smt::resting_on(a_.id, a_.readings, b_.id, b_.readings, clauses);
  }
  // A setting errata builds no witness for by hand, searched on its own.
  void search(const Setting& s) {
    smt::search_setting(d_, a_, b_, s, &play_apart, resting(s.clauses), [&](Finding& f) { quote(f); });
  }

  // The first player count one edition seats and the other refuses.
  void seats() {
    for (int n = 2; n <= 8; ++n) {
      const bool in_a = n >= a_.min_players && n <= a_.max_players, in_b = n >= b_.min_players && n <= b_.max_players;
      if (in_a == in_b) continue;
      const Edition& seats = in_a ? a_ : b_;
      const auto setup = table_setup(seats, n);
      if (!setup) return d_.inconclusive("players.count", "the player counts seated");
      const std::string ok = body(*setup, "{game_over: false}"), refused = body(*setup, "{error: invalid-setup}");
      return divergence("players.count", "A table of " + std::to_string(n) + " players is seated by " + seats.id + " (" +
                                             std::to_string(seats.min_players) + " to " + std::to_string(seats.max_players) +
                                             ") but refused by " + (in_a ? b_ : a_).id + ".",
                        {"players.count"}, "witness: " + std::to_string(n) + " players", in_a ? ok : refused, in_a ? refused : ok);
    }
    proven("the player counts seated agree (" + std::to_string(a_.min_players) + " to " + std::to_string(a_.max_players) + ")");
  }

  // Everybody passes for the shorter game's rounds: it is over, the other goes on.
  // Where the two boxes or seatings differ, the rounds are searched on their own.
  void rounds() {
    if (a_.rounds == b_.rounds) return proven("the rounds a game lasts agree (" + std::to_string(a_.rounds) + ")");
    const std::vector<std::string> clauses{"game.rounds", "end.third-round"};
    const int n = std::max(a_.min_players, b_.min_players), last = std::min(a_.rounds, b_.rounds);
    const auto setup = table_setup(a_, n);
    if (!setup || n > std::min(a_.max_players, b_.max_players) || !same_box())
      return search({"game.rounds", "the rounds a game lasts", clauses,
                     [](const Edition& x, const Edition& y) { return x.rounds != y.rounds; },
                     [](Edition& x, const Edition& y) { x.rounds = y.rounds; }, ""});
    State table;  // the seats and their turn-order cards, 1 to n
    table.players = static_cast<uint8_t>(n);
    for (int p = 0; p < n; ++p) table.turn_card[static_cast<size_t>(p)] = static_cast<uint8_t>(p + 1);
    std::vector<YAML::Node> steps;
    for (int r = 1; r <= last; ++r) {
      if (r > 1) steps.push_back(new_round_node(table, table.turn_card));
      for (int p = 0; p < n; ++p) steps.push_back(step_node(table, p, Action{}));
    }
    const std::string at = "{round: " + std::to_string(last) + ", ";
    const std::string over = body(*setup, at + "game_over: true, winning_team: princess}", steps);
    const std::string on = body(*setup, at + "round_over: true, game_over: false}", steps);
    divergence("game.rounds", "A game lasts " + std::to_string(a_.rounds) + " rounds under " + a_.id + " and " +
                                  std::to_string(b_.rounds) + " under " + b_.id + ": after round " + std::to_string(last) +
                                  " of passes one game is over, won by the Princess's team, the other goes on.",
               clauses, "witness: everybody passes for " + std::to_string(last) + " rounds",
               a_.rounds == last ? over : on, b_.rounds == last ? over : on);
  }

  // The marker colours: the engine gives each player the markers of one
  // colour and reads no other (the loader refuses fewer colours than the
  // players an edition seats), so colours beyond the players seated are
  // read by no rule at any player count.
  void colours() {
    const int least = std::min(a_.markers.colours, b_.markers.colours), seated = std::max(a_.max_players, b_.max_players);
    if (a_.markers.colours == b_.markers.colours) return;
    if (least < seated)
      return d_.inconclusive("markers-colours", "the marker colours", "fewer colours than players is not modelled: the engine gives every player markers of her own colour");
    d_.unread("the marker colours (" + std::to_string(a_.markers.colours) + " / " + std::to_string(b_.markers.colours) +
           ") differ only in colours no player takes: each player takes one colour (setup.markers), at most " +
           std::to_string(seated) + " players are seated, and " + smt::kNoRuleReads);
  }

  // The two editions' character cards: the same copies of every character, and the same removal.
  bool same_box() const {
    if (a_.characters.size() != b_.characters.size() || a_.removal.players != b_.removal.players) return false;
    for (const auto& c : a_.characters) {
      const CharacterSpec* o = b_.spec(c.role);
      if (!o || o->count != c.count) return false;
    }
    return true;
  }

  const Edition& a_;
  const Edition& b_;
  smt::SettingsDiff d_;
};

}  // namespace

DiffResult diff_editions(const Edition& a, const Edition& b) { return SecretMoonDiff(a, b).run(); }

}  // namespace errata::secret_moon
