#include "diff.h"

#include <algorithm>
#include <optional>

#include "check_support.h"
#include "checker/smt/settings_diff.h"
#include "checker/smt/search_apart.h"
#include "components.h"
#include "play_apart.h"
#include "witness.h"

namespace errata::loser {
namespace {

// A phase-1 setup for `n` players dealt as `ed`'s row says, Ana (first to
// play) holding potion `v`; nullopt when `ed` seats no `n` or has no `v`.
std::optional<std::string> deal_setup(const Edition& ed, int n, int v, const std::string& spells) {
  const DealRow* row = ed.row(n);
  if (!row || !ed.is_potion(v)) return std::nullopt;
  std::vector<int> rest{v};
  for (int p = ed.potion_low; p <= ed.potion_high; ++p)
    if (p != v) rest.push_back(p);
  size_t next = 0;
  auto take = [&](int k) {
    std::string out;
    for (int i = 0; i < k && next < rest.size(); ++i) out += (out.empty() ? "" : ", ") + std::to_string(rest[next++]);
    return "[" + out + "]";
  };
  std::string players, hands;
  for (int p = 0; p < n; ++p) {
    players += (p ? ", " : "") + seat_name(p);
    hands += (p ? ", " : "") + seat_name(p) + ": " + take(row->hand);
  }
  const std::string up = take(row->face_up);
  return "setup:\n  players: [" + players + "]\n  hands: { " + hands + " }\n  face_up: " + up + "\n  face_down: " +
         take(row->face_down) + "\n" + (spells.empty() ? "" : "  spells: { Ana: [" + spells + "] }\n");
}

// The spell Ana drew at the start, as `ed` deals it (none when it deals none).
std::string first_spell(const Edition& ed) { return ed.first_player_draws > 0 ? "s1" : ""; }

class LoserDiff {
 public:
  LoserDiff(const Edition& a, const Edition& b)
      : a_(a), b_(b), d_("loser", "Loser", a.id, b.id, [&](const std::string& id, const std::string& yaml) {
          return replay_problem(yaml, id == a_.id ? a_ : b_);
        }) {}

  smt::DiffResult run() {
    seats();
    deals();
    spells();
    colours();
    std::string differ;
    for (const auto& [what, differs] : unwitnessed())
      if (differs) differ += (differ.empty() ? "" : ", ") + what;
    if (!differ.empty())  // the last resort: seeded differential play
      smt::search_settings(d_, differ, std::max(a_.min_players, b_.min_players), std::min(a_.max_players, b_.max_players),
                           smt::both_ways(a_, b_, &play_apart),
                           [&](smt::Finding& f) { quote_clauses(a_, f.clauses, f), quote_clauses(b_, f.clauses, f); });
    return d_.take();
  }

 private:
  void proven(const std::string& what) { d_.proven(what); }
  void inconclusive(const std::string& what) { d_.inconclusive(what); }
  // A divergence whose witness is `body_a` under a and `body_b` under b, quoting both editions' clauses.
  void divergence(const std::string& decision, const std::string& message, const std::vector<std::string>& clauses,
                  const std::string& name, const std::string& body_a, const std::string& body_b) {
    smt::Finding& f = d_.divergence(decision, message, clauses, name, body_a, body_b);
    quote_clauses(a_, clauses, f);
    quote_clauses(b_, clauses, f);
  }

  // Player counts one edition seats and the other does not.
  void seats() {
    bool same = true;
    for (int n = 1; n <= kMaxPlayers; ++n) {
      const bool in_a = a_.row(n) && n >= a_.min_players && n <= a_.max_players;
      const bool in_b = b_.row(n) && n >= b_.min_players && n <= b_.max_players;
      if (in_a == in_b) continue;
      same = false;
      const Edition& seats = in_a ? a_ : b_;
      const auto setup = deal_setup(seats, n, seats.potion_low, first_spell(seats));
      if (!setup) continue;
      const std::string ok = *setup + "expect: { to_move: Ana }\n", refused = *setup + "expect: { error: invalid-setup }\n";
      divergence("players.count", "A table of " + std::to_string(n) + " players is seated by " + seats.id + " (" +
                                      std::to_string(seats.min_players) + " to " + std::to_string(seats.max_players) +
                                      ") but refused by " + (in_a ? b_ : a_).id + ".",
                 {"players.count"}, "witness: " + std::to_string(n) + " players", in_a ? ok : refused, in_a ? refused : ok);
      return;  // one root cause: the first count that differs
    }
    if (same) proven("the player counts seated agree (" + std::to_string(a_.min_players) + " to " + std::to_string(a_.max_players) + ")");
  }

  // The potions and each shared player count's deal: a's deal refused by b.
  void deals() {
    for (int n = std::max(a_.min_players, b_.min_players); n <= std::min(a_.max_players, b_.max_players); ++n) {
      const DealRow *ra = a_.row(n), *rb = b_.row(n);
      const bool same_row = ra && rb && ra->hand == rb->hand && ra->face_up == rb->face_up && ra->face_down == rb->face_down;
      if (same_row && a_.potion_low == b_.potion_low && a_.potion_high == b_.potion_high) continue;
      const auto setup = deal_setup(a_, n, a_.potion_low, first_spell(a_));
      if (!setup) continue;
      divergence("setup.deal", "The deal for " + std::to_string(n) + " players differs: " + a_.id + " deals potions " +
                                   std::to_string(a_.potion_low) + " to " + std::to_string(a_.potion_high) + " as " + row_text(ra) +
                                   ", " + b_.id + " potions " + std::to_string(b_.potion_low) + " to " +
                                   std::to_string(b_.potion_high) + " as " + row_text(rb) + ".",
                 {"setup.deal", "components.potions"}, "witness: the deal for " + std::to_string(n) + " players",
                 *setup + "expect: { to_move: Ana }\n", *setup + "expect: { error: invalid-setup }\n");
      deals_differ_ = true;
      return;
    }
    proven("the potions (" + std::to_string(a_.potion_low) + " to " + std::to_string(a_.potion_high) +
           ") and the deal for every player count both seat agree");
  }
  static std::string row_text(const DealRow* r) {
    return r ? "hand " + std::to_string(r->hand) + ", face up " + std::to_string(r->face_up) + ", face down " +
                   std::to_string(r->face_down)
             : "no row";
  }

  // The spell cards: the highest one only the larger pile has.
  void spells() {
    if (a_.spells == b_.spells) return proven("the spell cards agree (" + std::to_string(a_.spells) + ")");
    const Edition& more = a_.spells > b_.spells ? a_ : b_;
    const int n = std::max(a_.min_players, b_.min_players);
    if (deals_differ_) return inconclusive("spell cards (" + std::to_string(a_.spells) + ", " + std::to_string(b_.spells) + ")");
    const auto setup = deal_setup(a_, n, a_.potion_low, "s" + std::to_string(more.spells));
    if (!setup) return inconclusive("spell cards");
    const std::string ok = *setup + "expect: { to_move: Ana }\n", refused = *setup + "expect: { error: invalid-setup }\n";
    divergence("components.spells", a_.id + " has " + std::to_string(a_.spells) + " spell cards, " + b_.id + " " +
                                         std::to_string(b_.spells) + ": spell card s" + std::to_string(more.spells) +
                                         " is in play under one only.",
               {"components.spells"}, "witness: spell card s" + std::to_string(more.spells), &more == &a_ ? ok : refused,
               &more == &a_ ? refused : ok);
  }

  // The potions red in one edition and blue in the other, played alone.
  void colours() {
    std::vector<int> differ;
    for (int v = std::max(a_.potion_low, b_.potion_low); v <= std::min(a_.potion_high, b_.potion_high); ++v)
      if (red(a_, v) != red(b_, v)) differ.push_back(v);
    if (differ.empty()) return proven("every potion's colour agrees (red " + value_runs(a_.red) + ")");
    const int v = differ[0], n = std::max(a_.min_players, b_.min_players);
    const auto setup = deal_setup(a_, n, v, first_spell(a_));
    if (deals_differ_ || !setup) return inconclusive("potion colours (" + value_runs(differ) + ")");
    const std::string step = "steps:\n  - { turn: Ana, potion: " + std::to_string(v) + ", expect: ";
    const std::string as_red = *setup + step + "{ played: { Ana: [" + std::to_string(v) + "] }, to_move: Bo } }\n";
    const std::string as_blue = *setup + step + "{ error: spell-or-action-required } }\n";
    divergence("potion.colour", "Potion " + std::to_string(v) + " is " + (red(a_, v) ? "red" : "blue") + " under " + a_.id + " and " +
                                    (red(b_, v) ? "red" : "blue") + " under " + b_.id +
                                    ": red goes face down and ends the turn, blue asks for a spell card or an action (potions " +
                                    value_runs(differ) + " differ).",
               {"potion.red", "potion.red-ends-turn", "potion.blue", "blue.choose"}, "witness: Ana plays potion " + std::to_string(v),
               red(a_, v) ? as_red : as_blue, red(b_, v) ? as_red : as_blue);
  }
  static bool red(const Edition& ed, int v) { return std::find(ed.red.begin(), ed.red.end(), v) != ed.red.end(); }

  // The settings errata builds no witness for, and whether they differ.
  std::vector<std::pair<std::string, bool>> unwitnessed() const {
    return {{"action cards", a_.action_cards != b_.action_cards || a_.faces_per_action_card != b_.faces_per_action_card},
            {"characters", a_.characters != b_.characters || a_.cards_per_character != b_.cards_per_character},
            {"spell cards the first player draws", a_.first_player_draws != b_.first_player_draws},
            {"spell cards the loser draws", a_.loser_draws != b_.loser_draws}};
  }

  const Edition& a_;
  const Edition& b_;
  smt::SettingsDiff d_;
  bool deals_differ_ = false;
};

}  // namespace

smt::DiffResult diff_editions(const Edition& a, const Edition& b) { return LoserDiff(a, b).run(); }

}  // namespace errata::loser
