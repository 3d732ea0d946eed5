#include "diff.h"

#include <algorithm>
#include <optional>

#include "check_support.h"
#include "model/core/scenario_emitter.h"
#include "checker/smt/setting_apart.h"
#include "checker/smt/settings_diff.h"
#include "components.h"
#include "play_apart.h"
#include "scenario_writer.h"
#include "witness.h"

namespace errata::loser {
namespace {

// A deal for `n` players as `ed`'s row says (in order, Ana first to play and
// holding potion `v`, and the spell card `spell` she drew, 0: none); nullopt
// when `ed` seats no `n` or has no `v`. A state alone is the evidence of a
// setting the editions deal differently; with Ana's first play it is the
// game from the deal that shows a potion's colour.
std::optional<State> deal_state(const Edition& ed, int n, int v, int spell) {
  const DealRow* row = ed.row(n);
  if (!row || !ed.is_potion(v)) return std::nullopt;
  std::vector<int> rest{v};
  for (int p = ed.potion_low; p <= ed.potion_high; ++p)
    if (p != v) rest.push_back(p);
  size_t next = 0;
  auto take = [&](auto& into, int k) {
    for (int i = 0; i < k && next < rest.size() && into.size < static_cast<int>(into.item.size()); ++i) into.add(rest[next++]);
  };
  State s;
  s.players = static_cast<uint8_t>(n);
  for (int p = 0; p < n; ++p) take(s.hand[static_cast<size_t>(p)], row->hand);
  take(s.face_up, row->face_up);
  take(s.face_down, row->face_down);
  if (spell) s.spells[0].add(spell);
  return s;
}

// The spell card Ana drew at the start, as `ed` deals it (0: it deals none).
int first_spell(const Edition& ed) { return ed.first_player_draws > 0 ? 1 : 0; }

// A deal and what it leads to: the body of a witness (`steps` played from it, the last expecting `expect`).
std::string body(const State& deal, const std::vector<std::string>& expect, const YAML::Node& steps = {}) {
  return scenario_text::emitted(body_node(setup_node(deal, false), steps, expect_node(expect)));
}

using Setting = smt::EditionSetting<Edition>;

// An integer field of the edition as a setting of its own, stated by `clauses`.
Setting field_setting(const std::string& key, const std::string& what, const std::vector<std::string>& clauses, int Edition::*field) {
  return {key, what, clauses, [field](const Edition& x, const Edition& y) { return x.*field != y.*field; },
          [field](Edition& x, const Edition& y) { x.*field = y.*field; }, ""};
}

class LoserDiff {
 public:
  LoserDiff(const Edition& a, const Edition& b)
      : a_(a), b_(b), d_("loser", "Loser", a.id, b.id, [&](const std::string& id, const std::string& yaml) {
          return replay_problem(yaml, id == a_.id ? a_ : b_);
        }) {}

  DiffResult run() {
    seats();
    deals();
    spells();
    colours();
    characters();
    for (const Setting& s : searched())
      if (s.differs(a_, b_)) search(s);
    return d_.take();
  }

 private:
  void proven(const std::string& what) { d_.proven(what); }
  // A divergence whose witness is `body_a` under a and `body_b` under b, quoting both editions' clauses.
  Finding& divergence(const std::string& decision, const std::string& message, const std::vector<std::string>& clauses,
                           const std::string& name, const std::string& body_a, const std::string& body_b) {
    Finding& f = d_.divergence(decision, message, clauses, name, body_a, body_b);
    quote(f);
    return f;
  }
  void quote(Finding& f) const {
    const std::vector<std::string> clauses = f.clauses;
    quote_clauses(a_, clauses, f);
    quote_clauses(b_, clauses, f);
  }
  // The setting `s`, shown by the situation errata builds for it where that
  // replays under both editions and b's outcome is a's with `s` alone taken
  // from b (another setting they differ in could decide it otherwise); else
  // `s` is searched on its own. The finding, or nullptr when searched.
  Finding* witnessed(const Setting& s, const std::string& message, const std::string& name, const std::string& body_a,
                          const std::string& body_b) {
    Edition alone = a_;
    s.take(alone, b_);
    alone.id = b_.id;
    if (d_.shows(body_a, body_b, s.clauses) && replay_problem(smt::witness_document("loser", name, b_.id, s.clauses, body_b), alone).empty())
      return &divergence(s.key, message, s.clauses, name, body_a, body_b);
    search(s);
    return nullptr;
  }
  void search(const Setting& s) {
    smt::search_setting(d_, a_, b_, s, &play_apart, "", [&](Finding& f) { quote(f); });
  }

  // Player counts one edition seats and the other does not.
  void seats() {
    for (int n = 1; n <= kMaxPlayers; ++n) {
      const bool in_a = a_.row(n) && n >= a_.min_players && n <= a_.max_players;
      const bool in_b = b_.row(n) && n >= b_.min_players && n <= b_.max_players;
      if (in_a == in_b) continue;
      const Edition& seats = in_a ? a_ : b_;
      const auto deal = deal_state(seats, n, seats.potion_low, first_spell(seats));
      if (!deal) continue;
      const std::string ok = body(*deal, {"to_move: Ana"}), refused = body(*deal, {"error: invalid-setup"});
      divergence("players.count", "A table of " + std::to_string(n) + " players is seated by " + seats.id + " (" +
                                      std::to_string(seats.min_players) + " to " + std::to_string(seats.max_players) +
                                      ") but refused by " + (in_a ? b_ : a_).id + ".",
                 {"players.count"}, "witness: " + std::to_string(n) + " players", in_a ? ok : refused, in_a ? refused : ok);
      return;  // one root cause: the first count that differs
    }
    proven("the player counts seated agree (" + std::to_string(a_.min_players) + " to " + std::to_string(a_.max_players) + ")");
  }

  // The player counts both seat whose deals agree (the same row, the same potions).
  bool same_deal(int n) const {
    const DealRow *ra = a_.row(n), *rb = b_.row(n);
    return ra && rb && ra->hand == rb->hand && ra->face_up == rb->face_up && ra->face_down == rb->face_down &&
           a_.potion_low == b_.potion_low && a_.potion_high == b_.potion_high;
  }
  std::optional<int> shared_deal() const {
    for (int n = std::max(a_.min_players, b_.min_players); n <= std::min(a_.max_players, b_.max_players); ++n)
      if (same_deal(n)) return n;
    return std::nullopt;
  }

  // The potions and each shared player count's deal: a's deal refused by b.
  void deals() {
    std::string apart;
    int first = 0;
    for (int n = std::max(a_.min_players, b_.min_players); n <= std::min(a_.max_players, b_.max_players); ++n)
      if (!same_deal(n) && deal_state(a_, n, a_.potion_low, first_spell(a_))) {
        apart += (apart.empty() ? "" : "; ") + std::to_string(n) + " players: " + a_.id + " " + row_text(a_.row(n)) + ", " + b_.id +
                 " " + row_text(b_.row(n));
        first = first ? first : n;
      }
    if (!first)
      return proven("the potions (" + std::to_string(a_.potion_low) + " to " + std::to_string(a_.potion_high) +
                    ") and the deal for every player count both seat agree");
    const Setting s{"setup.deal", "the potions and the deal table", {"setup.deal", "components.potions"},
                    [](const Edition& x, const Edition& y) {
                      for (int n = 1; n <= kMaxPlayers; ++n)
                        if (!x.row(n) != !y.row(n) || (x.row(n) && row_text(x.row(n)) != row_text(y.row(n)))) return true;
                      return x.potion_low != y.potion_low || x.potion_high != y.potion_high;
                    },
                    [](Edition& x, const Edition& y) {
                      if (x.potion_low != y.potion_low || x.potion_high != y.potion_high) x.red = y.red, x.blue = y.blue;
                      x.deal_table = y.deal_table, x.potion_low = y.potion_low, x.potion_high = y.potion_high;
                    }, ""};
    const auto deal = deal_state(a_, first, a_.potion_low, first_spell(a_));
    Finding* f = witnessed(s, "The deal differs: " + a_.id + " deals potions " + std::to_string(a_.potion_low) + " to " +
                                       std::to_string(a_.potion_high) + ", " + b_.id + " potions " + std::to_string(b_.potion_low) +
                                       " to " + std::to_string(b_.potion_high) + " (" + apart + ").",
                                "witness: the deal for " + std::to_string(first) + " players", body(*deal, {"to_move: Ana"}),
                                body(*deal, {"error: invalid-setup"}));
    if (f) rows_quoted(*f, first);
  }
  // The deal rows of `n` players, each edition's own line: first among the quotes, where reports locate the finding.
  void rows_quoted(Finding& f, int n) const {
    std::vector<Quote> rows;
    for (const Edition* ed : {&a_, &b_})
      if (const DealRow* r = ed->row(n); r && r->line) rows.push_back({ed->id, "setup.deal", ed->rulebook.name(), r->line, r->quote});
    f.quotes.insert(f.quotes.begin(), rows.begin(), rows.end());
  }
  static std::string row_text(const DealRow* r) {
    return r ? "hand " + std::to_string(r->hand) + ", face up " + std::to_string(r->face_up) + ", face down " +
                   std::to_string(r->face_down)
             : "no row";
  }

  // The spell cards: the highest one only the larger pile has, at a table both deal alike.
  void spells() {
    if (a_.spells == b_.spells) return proven("the spell cards agree (" + std::to_string(a_.spells) + ")");
    const Setting s = field_setting("components.spells", "the spell cards", {"components.spells"}, &Edition::spells);
    const Edition& more = a_.spells > b_.spells ? a_ : b_;
    const auto n = shared_deal();
    const auto deal = n ? deal_state(a_, *n, a_.potion_low, more.spells) : std::nullopt;
    if (!deal) return search(s);
    const std::string ok = body(*deal, {"to_move: Ana"}), refused = body(*deal, {"error: invalid-setup"});
    witnessed(s, a_.id + " has " + std::to_string(a_.spells) + " spell cards, " + b_.id + " " + std::to_string(b_.spells) +
                     ": spell card s" + std::to_string(more.spells) + " is in play under one only.",
              "witness: spell card s" + std::to_string(more.spells), &more == &a_ ? ok : refused, &more == &a_ ? refused : ok);
  }

  // The potions red in one edition and blue in the other, played alone, at a table both deal alike.
  void colours() {
    std::vector<int> differ;
    for (int v = std::max(a_.potion_low, b_.potion_low); v <= std::min(a_.potion_high, b_.potion_high); ++v)
      if (red(a_, v) != red(b_, v)) differ.push_back(v);
    if (differ.empty()) return proven("every potion's colour agrees (red " + value_runs(a_.red) + ")");
    const int v = differ[0];
    const std::string as_a = red(a_, v) ? "potion.red" : "potion.blue", as_b = red(b_, v) ? "potion.red" : "potion.blue";
    const Setting s{"potion.colour", "the potion colours (" + value_runs(differ) + ")", {as_a, as_b, "potion.red-ends-turn", "blue.choose"},
                    [](const Edition& x, const Edition& y) { return x.red != y.red || x.blue != y.blue; },
                    [](Edition& x, const Edition& y) { x.red = y.red, x.blue = y.blue; }, ""};
    const auto n = shared_deal();
    const auto deal = n ? deal_state(a_, *n, v, first_spell(a_)) : std::nullopt;
    if (!deal) return search(s);
    RandomStep play;
    play.turn.player = 0;
    play.turn.potion = static_cast<int8_t>(v);
    YAML::Node steps(YAML::NodeType::Sequence);
    steps.push_back(step_node(play, *n));
    const std::string as_red = body(*deal, {"played: { Ana: [" + std::to_string(v) + "] }", "to_move: Bo"}, steps);
    const std::string as_blue = body(*deal, {"error: spell-or-action-required"}, steps);
    witnessed(s, "Potion " + std::to_string(v) + " is " + (red(a_, v) ? "red" : "blue") + " under " + a_.id + " and " +
                     (red(b_, v) ? "red" : "blue") + " under " + b_.id +
                     ": red goes face down and ends the turn, blue asks for a spell card or an action (potions " + value_runs(differ) +
                     " differ).",
              "witness: Ana plays potion " + std::to_string(v), red(a_, v) ? as_red : as_blue, red(b_, v) ? as_red : as_blue);
  }
  static bool red(const Edition& ed, int v) { return std::find(ed.red.begin(), ed.red.end(), v) != ed.red.end(); }

  // The characters: every player takes one (l.51), and the engine reads no
  // other (the loader refuses fewer characters than the players an edition
  // seats), so characters beyond the players seated are read by no rule.
  void characters() {
    const int least = std::min(a_.characters, b_.characters), seated = std::max(a_.max_players, b_.max_players);
    if (a_.characters == b_.characters) return;
    if (least < seated)
      return d_.inconclusive("components.characters", "the characters",
                             "fewer characters than players is not modelled: the engine gives every player a character");
    d_.unread("the characters (" + std::to_string(a_.characters) + " / " + std::to_string(b_.characters) +
           ") differ only in characters no player takes: each player takes one (setup.characters), at most " + std::to_string(seated) +
           " players are seated, and " + smt::kNoRuleReads);
  }

  // The settings errata builds no witness for by hand, each searched on its own where the two differ.
  static std::vector<Setting> searched() {
    return {field_setting("components.actions", "the action cards", {"components.actions", "action.apply"}, &Edition::action_cards),
            field_setting("action-faces", "the faces of each action card", {"components.actions", "action.flip"}, &Edition::faces_per_action_card),
            field_setting("cards-per-character", "the cards of each character", {"components.characters", "frog.flip"}, &Edition::cards_per_character),
            field_setting("setup.first-spell", "the spell cards the first player draws", {"setup.first-spell"}, &Edition::first_player_draws),
            field_setting("loser.draws-two", "the spell cards the loser draws", {"loser.draws-two"}, &Edition::loser_draws)};
  }

  const Edition& a_;
  const Edition& b_;
  smt::SettingsDiff d_;
};

}  // namespace

DiffResult diff_editions(const Edition& a, const Edition& b) { return LoserDiff(a, b).run(); }

}  // namespace errata::loser
