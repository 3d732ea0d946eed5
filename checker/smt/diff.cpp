#include "diff.h"

#include <functional>

#include "model/love_letter/rejection.h"
#include "play_encoding.h"
#include "round_end_encoding.h"
#include "setup_encoding.h"
#include "witness.h"

namespace errata::smt {

using love_letter::Edition;
using love_letter::Role;

std::vector<Quote> quotes_of(const Edition& ed, const std::vector<std::string>& clauses) {
  std::vector<Quote> out;
  for (const auto& id : clauses) {
    const Clause* c = ed.clause(id);
    if (!c) continue;
    if (const Reading* r = c->citations.empty() ? ed.reading(c->silent_reading) : nullptr)  // silent: the reading's lines
      out.push_back({ed.id, id, ed.rulebook.name(), r->lines.empty() ? 0 : r->lines[0], "(the text is silent: reading " + r->id + ")"});
    for (const auto& cit : c->citations) out.push_back({ed.id, id, cit.rulebook, cit.line, cit.quote});
  }
  return out;
}

namespace {

std::vector<std::string> present(const Edition& a, const Edition& b, const std::vector<std::string>& ids) {
  std::vector<std::string> out;
  for (const auto& id : ids)
    if (a.clause(id) || b.clause(id)) out.push_back(id);
  return out;
}

std::vector<std::string> in_both(const Edition& a, const Edition& b, const std::vector<std::string>& ids) {
  std::vector<std::string> out;
  for (const auto& id : ids)
    if (a.clause(id) && b.clause(id)) out.push_back(id);
  return out;
}

std::string seats(const std::vector<bool>& set) {
  std::string out;
  for (size_t p = 0; p < set.size(); ++p)
    if (set[p]) out += (out.empty() ? "" : ", ") + player_name(static_cast<int>(p));
  return out.empty() ? "nobody" : out;
}

std::string tokens(int n) { return std::to_string(n) + (n == 1 ? " token" : " tokens"); }

struct Labels {
  std::string a, b;
};

// Everything an encoding reads of an edition, in layers: when two editions
// agree on a decision's layer, the decision's formulas are the same for both
// and agree on every state, with no need to ask Z3.
std::string cards_signature(const Edition& e) {
  std::string s;
  for (int i = 1; i < love_letter::kRoleCount; ++i) {
    const auto r = static_cast<Role>(i);
    s += std::to_string(e.card(r) ? 1 : 0) + "/" + std::to_string(e.copies[static_cast<size_t>(i)]) + "/" +
         std::to_string(e.value_of(r)) + ";";
  }
  return s + std::to_string(e.min_players) + "-" + std::to_string(e.max_players);
}

std::string round_signature(const Edition& e) {
  const auto& r = e.rules;
  return cards_signature(e) + "|" + std::to_string(int(r.count_bonus)) + std::to_string(int(r.round_tie)) +
         std::to_string(int(r.bishop_princess));
}

std::string spy_signature(const Edition& e) {
  return round_signature(e) + "|" + std::to_string(int(e.rules.spy_bonus)) + std::to_string(int(e.rules.spy_winner_token));
}

std::string pair_signature(const Edition& e) { return spy_signature(e) + "|" + std::to_string(int(e.rules.chancellor_pair_bonus)); }

std::string game_signature(const Edition& e) {
  std::string s = pair_signature(e) + "|" + std::to_string(int(e.rules.game_winners));
  for (const auto& [n, t] : e.tokens_to_win) s += "," + std::to_string(n) + ":" + std::to_string(t);
  return s;
}

std::string play_signature(const Edition& e) {
  const auto& r = e.rules;
  return cards_signature(e) + "|" + std::to_string(int(r.protection)) + std::to_string(int(r.guard_target)) +
         std::to_string(int(r.guard_names)) + std::to_string(int(r.all_protected)) + std::to_string(int(r.cardinal_players)) +
         std::to_string(int(r.bishop_redraw)) + std::to_string(int(r.prince_princess));
}

// What one card's play reads of an edition: the cards (values, copies: the
// Guard's names, the Assassin's answer, the Sycophant's demand), protection,
// and the variants of that card alone.
std::string play_signature(const Edition& e, Role card) {
  const auto& r = e.rules;
  std::string s = cards_signature(e) + "|" + std::to_string(int(r.protection)) + std::to_string(int(r.all_protected));
  if (card == Role::guard) s += "g" + std::to_string(int(r.guard_target)) + std::to_string(int(r.guard_names));
  if (card == Role::cardinal) s += "c" + std::to_string(int(r.cardinal_players));
  if (card == Role::bishop) s += "b" + std::to_string(int(r.bishop_redraw));
  if (card == Role::prince) s += "p" + std::to_string(int(r.prince_princess));
  return s;
}

// One decision at the end of a round: what differs, and how to say it.
struct RoundEndDecision {
  std::string id;
  std::string what;
  std::vector<std::string> clauses;
  std::function<z3::expr(const RoundEnd&, const RoundEnd&, int)> differ;
  std::function<std::string(const RoundOutcome&, const RoundOutcome&, const Labels&)> say;
  std::function<std::string(const Edition&)> signature;
};

std::vector<RoundEndDecision> round_end_decisions() {
  auto any = [](int n, const std::function<z3::expr(size_t)>& f) {
    z3::expr e = f(0);
    for (int p = 1; p < n; ++p) e = e || f(static_cast<size_t>(p));
    return e;
  };
  auto all = [](int n, const std::function<z3::expr(size_t)>& f) {
    z3::expr e = f(0);
    for (int p = 1; p < n; ++p) e = e && f(static_cast<size_t>(p));
    return e;
  };
  auto say_tokens = [](const RoundOutcome& x, const RoundOutcome& y, const Labels& l) {
    std::string out = "with the same round winners (" + seats(x.wins_round) + "), ";
    for (size_t p = 0; p < x.tokens_after.size(); ++p)
      if (x.tokens_after[p] != y.tokens_after[p])
        return out + player_name(static_cast<int>(p)) + " ends the round with " + tokens(x.tokens_after[p]) +
               " under " + l.a + " but " + tokens(y.tokens_after[p]) + " under " + l.b;
    return out;
  };
  return {
      {"round-end.winners", "who wins the round",
       {"round.highest-wins", "round.tie", "round.tie-break", "round.last-player", "count.bonus", "bishop.princess"},
       [any](const RoundEnd& x, const RoundEnd& y, int n) {
         return any(n, [&](size_t p) { return x.wins_round[p] != y.wins_round[p]; });
       },
       [](const RoundOutcome& x, const RoundOutcome& y, const Labels& l) {
         return "the round is won by " + seats(x.wins_round) + " under " + l.a + " but by " + seats(y.wins_round) +
                " under " + l.b;
       },
       round_signature},
      {"round-end.spy-bonus", "the Spy's favor token",
       {"spy.bonus", "spy.not-a-win", "spy.one-token"},
       [any, all](const RoundEnd& x, const RoundEnd& y, int n) {
         return all(n, [&](size_t p) { return x.wins_round[p] == y.wins_round[p]; }) &&
                any(n, [&](size_t p) { return x.spy_bonus[p] != y.spy_bonus[p]; });
       },
       say_tokens, spy_signature},
      {"round-end.pair-bonus", "the token for two players who played the 6 (Chancellor's role)",
       {"chancellor.pair-bonus"},
       [any, all](const RoundEnd& x, const RoundEnd& y, int n) {
         return all(n, [&](size_t p) { return x.wins_round[p] == y.wins_round[p] && x.spy_bonus[p] == y.spy_bonus[p]; }) &&
                any(n, [&](size_t p) { return x.pair_bonus[p] != y.pair_bonus[p]; });
       },
       say_tokens, pair_signature},

      {"game-end", "whether the game ends and who wins it",
       {"game.tokens-to-win", "game.end", "game.several-winners"},
       [any, all](const RoundEnd& x, const RoundEnd& y, int n) {
         return all(n, [&](size_t p) { return x.gains[p] == y.gains[p]; }) &&
                (x.game_over != y.game_over || (x.game_over && any(n, [&](size_t p) { return x.wins_game[p] != y.wins_game[p]; })));
       },
       [](const RoundOutcome& x, const RoundOutcome& y, const Labels& l) {
         auto state = [](const RoundOutcome& o) { return o.game_over ? "the game ends (won by " + seats(o.wins_game) + ")" : std::string("the game goes on"); };
         return "with the same tokens, " + state(x) + " under " + l.a + " but " + state(y) + " under " + l.b;
       },
       game_signature},
  };
}

std::vector<std::string> clauses_for(Role played) {
  switch (played) {
    case Role::guard: return {"guard.guess", "guard.not-guard", "handmaid.protect", "handmaid.no-effect", "assassin.counter"};
    case Role::priest: return {"priest.look", "handmaid.protect", "handmaid.no-effect"};
    case Role::baron: return {"baron.compare", "baron.tie", "handmaid.protect", "handmaid.no-effect"};
    case Role::king: return {"king.swap", "handmaid.protect", "handmaid.no-effect", "countess.forced"};
    case Role::prince:
      return {"prince.choose-any", "prince.discard-and-draw", "prince.princess", "handmaid.protect", "handmaid.prince-self",
              "countess.forced"};
    case Role::handmaid: return {"handmaid.protect"};
    case Role::princess: return {"princess.leave"};
    case Role::jester: return {"jester.give", "handmaid.protect", "handmaid.no-effect"};
    case Role::cardinal: return {"cardinal.swap", "handmaid.protect"};
    case Role::baroness: return {"baroness.look", "handmaid.protect"};
    case Role::dowager_queen: return {"dowager-queen.compare", "dowager-queen.tie", "handmaid.protect"};
    case Role::bishop: return {"bishop.guess", "bishop.not-one", "bishop.redraw", "handmaid.protect"};
    case Role::assassin: return {"assassin.no-effect"};
    case Role::count: return {"count.no-effect"};
    case Role::constable: return {"constable.no-effect"};
    case Role::sycophant: return {"sycophant.choose", "sycophant.force", "handmaid.protect"};
    default: return {"countess.no-effect", "spy.no-effect"};
  }
}

ConcretePlay read_play(const z3::model& m, const SymbolicPlay& s) {
  auto num = [&](const z3::expr& e) { return static_cast<int>(m.eval(e, true).get_numeral_int64()); };
  ConcretePlay p;
  p.players = s.players;
  p.played = static_cast<Role>(num(s.played));
  p.other = static_cast<Role>(num(s.other));
  p.top = static_cast<Role>(num(s.top));
  p.next = static_cast<Role>(num(s.next));
  p.third = static_cast<Role>(num(s.third));
  p.demand = num(s.demand);
  if (p.played == Role::chancellor) {  // the card kept, and the two put under the deck in order
    const int keep = num(s.keep);
    const Role cards[3] = {p.other, p.top, p.next};
    p.keep = cards[keep];
    std::vector<Role> rest;
    for (int i = 0; i < 3; ++i)
      if (i != keep) rest.push_back(cards[i]);
    if (m.eval(s.swap, true).is_true()) std::swap(rest[0], rest[1]);
    p.bottom = rest;
  }
  for (int q = 0; q < s.players; ++q) {
    const auto seat = static_cast<size_t>(q);
    const bool in = q == 0 || m.eval(s.in_round[seat], true).is_true();
    p.hand.push_back(q == 0 || !in ? Role::none : static_cast<Role>(num(s.hand[seat])));
    p.protect.push_back(m.eval(s.protect[seat], true).is_true());
  }
  p.target = num(s.target);
  p.target2 = num(s.target2);
  p.guess = static_cast<Role>(num(s.guess));
  p.number = num(s.number);
  p.redraw = m.eval(s.redraw, true).is_true();
  return p;
}

PlayVerdict read_verdict(const z3::model& m, const SymbolicPlay& s, const PlayOutcome& o, const Edition& ed) {
  PlayVerdict v;
  v.edition = &ed;
  v.code = static_cast<int>(m.eval(o.code, true).get_numeral_int64());
  for (int q = 0; q < s.players; ++q) {
    const auto seat = static_cast<size_t>(q);
    v.eliminated.push_back(m.eval(o.eliminated[seat], true).is_true());
    v.hand.push_back(static_cast<Role>(m.eval(o.hand[seat], true).get_numeral_int64()));
    v.protect.push_back(m.eval(o.protect[seat], true).is_true());
    v.gains.push_back(static_cast<int>(m.eval(o.gains[seat], true).get_numeral_int64()));
  }
  v.jester = static_cast<int>(m.eval(o.jester, true).get_numeral_int64());
  v.sycophant = static_cast<int>(m.eval(o.sycophant, true).get_numeral_int64());
  for (const auto& d : o.deck) {
    const auto r = static_cast<Role>(m.eval(d, true).get_numeral_int64());
    if (r != Role::none) v.deck.push_back(r);
  }
  return v;
}

std::string describe(const ConcretePlay& p) {
  std::string s = (p.demand >= 0 ? "with the Sycophant having chosen " + player_name(p.demand) + ", " : std::string()) +
                  "P1 holding " + std::string(love_letter::role_id(p.played)) + " and " +
                  std::string(love_letter::role_id(p.other)) + " plays " + std::string(love_letter::role_id(p.played));
  if (p.target >= 0) s += " on " + player_name(p.target) + (p.target > 0 ? " (holding " + std::string(love_letter::role_id(p.hand[static_cast<size_t>(p.target)])) + (p.protect[static_cast<size_t>(p.target)] ? ", protected" : "") + ")" : "");
  if (p.target2 >= 0) s += " and " + player_name(p.target2);
  if (p.guess != Role::none) s += ", naming " + std::string(love_letter::role_id(p.guess));
  if (p.number >= 0) s += ", announcing " + std::to_string(p.number) + (p.redraw ? ", the target then discarding and drawing" : "");
  if (p.keep != Role::none)
    s += ", keeping " + std::string(love_letter::role_id(p.keep)) + " and putting " + std::string(love_letter::role_id(p.bottom[0])) +
         " then " + std::string(love_letter::role_id(p.bottom[1])) + " under the deck";
  return s;
}

std::string verdict_text(const PlayVerdict& v, const ConcretePlay& p) {
  if (v.code) return "refused (" + std::string(love_letter::rejection_code(static_cast<love_letter::Rejection>(v.code))) + ")";
  std::string out;
  for (size_t q = 0; q < v.eliminated.size(); ++q)
    if (v.eliminated[q] && (q == 0 || p.hand[q] != Role::none)) out += (out.empty() ? "" : ", ") + player_name(static_cast<int>(q));
  std::string s = "accepted" + (out.empty() ? std::string(", nobody leaves the round") : ", " + out + " leaving the round");
  for (size_t q = 0; q < v.gains.size(); ++q)
    if (v.gains[q]) s += ", " + player_name(static_cast<int>(q)) + " winning a token";
  return s;
}

// Attaches the witness `make(true)` (both editions' outcomes) and replays it:
// a divergence must show under both editions. For an ambiguity, `make(false)`
// holds the outcome of the reading taken: it must pass under it and fail
// under the other reading. A witness that does not replay is a checker bug.
void attach_witness(Finding& f, const std::string& kind, const std::function<std::string(bool)>& make, const Edition& a,
                    const Edition& b, const EditionCatalog& catalog) {
  if (kind == "divergence") {
    f.witness = make(true);
    const std::string problem = replay(f.witness, {&a, &b}, catalog);
    f.replayed = problem.empty();
    if (!problem.empty()) f.message += " [checker bug: the witness does not replay: " + problem + "]";
  } else {
    f.witness = make(false);
    f.replayed = replay(f.witness, {&a}, catalog).empty() && !replay(f.witness, {&b}, catalog).empty();
    if (!f.replayed) f.message += " [checker bug: the witness does not replay]";
  }
}

Finding make_finding(const std::string& kind, const Edition& a, const Edition& b, const Labels& l, const std::string& decision,
                     const std::vector<std::string>& clauses) {
  Finding f;
  f.kind = kind;
  f.severity = kind == "divergence" ? "error" : "warning";
  f.editions = {a.id};
  if (b.id != a.id) f.editions.push_back(b.id);
  f.id = kind + ":" + a.id + (b.id != a.id ? ":" + b.id : ":" + l.b) + ":" + decision;
  f.clauses = present(a, b, clauses);
  for (auto& q : quotes_of(a, f.clauses)) f.quotes.push_back(q);
  if (b.id != a.id)
    for (auto& q : quotes_of(b, f.clauses)) f.quotes.push_back(q);
  return f;
}

}  // namespace

DiffResult diff_editions(const Edition& a, const Edition& b, const EditionCatalog& catalog, const SolveOptions& options,
                         const std::string& kind, const std::string& b_label) {
  DiffResult out;
  const Labels labels{a.id, b_label.empty() ? b.id : b_label};
  const int lo = std::max(a.min_players, b.min_players), hi = std::min(a.max_players, b.max_players);
  const auto roles = shared_roles(a, b);

  z3::context c;  // one context for every query of this diff: making one costs more than most queries
  if (lo > hi) out.proven.push_back("no player count is played by both editions: their rounds cannot be compared");
  for (const auto& d : round_end_decisions()) {
    if (lo > hi) break;
    if (d.signature(a) == d.signature(b)) {
      out.proven.push_back(d.what + " agrees: both state the same rules for it");
      continue;
    }
    bool found = false, unknown = false;
    for (int n = lo; n <= hi && !found; ++n) {
      SymbolicRound s(c, n, roles);
      const RoundEnd ea = encode_round_end(s, a, "a"), eb = encode_round_end(s, b, "b");
      const z3::expr goal = well_formed(s, a) && well_formed(s, b) && s.canonical_order() && ea.definitions &&
                            eb.definitions && d.differ(ea, eb, n);
      std::optional<z3::model> m;
      const Verdict v = solve(c, goal, s.cards_named(), options, m);
      if (v == Verdict::unknown) unknown = true;
      if (v != Verdict::sat) continue;
      found = true;
      const ConcreteRound r = read_round(*m, s);
      const RoundOutcome oa = read_outcome(*m, s, ea, a, r), ob = read_outcome(*m, s, eb, b, r);
      Finding f = make_finding(kind, a, b, labels, d.id, d.clauses);
      f.message = "At the end of a round with " + std::to_string(n) + " players, " + d.what + " differs: " +
                  d.say(oa, ob, labels) + ".";
      attach_witness(f, kind, [&](bool both) {
        return round_end_scenario("witness: " + d.what + (both ? " differs between " + a.id + " and " + b.id : " hinges on a reading of " + a.id),
                                  f.message, in_both(a, b, f.clauses), r, both ? std::vector<RoundOutcome>{oa, ob} : std::vector<RoundOutcome>{oa});
      }, a, b, catalog);
      out.findings.push_back(std::move(f));
    }
    if (!found) {
      if (unknown) {
        Finding f = make_finding("inconclusive", a, b, labels, d.id, d.clauses);
        f.severity = "warning";
        f.message = "Z3 could not decide within the time limit whether " + d.what + " differs.";
        out.findings.push_back(std::move(f));
      } else {
        out.proven.push_back(d.what + " agrees for " + std::to_string(lo) + " to " + std::to_string(hi) + " players");
      }
    }
  }

  // One play of each card: accepted or refused (and why), and what it does.
  std::string alike;
  const bool same_play_rules = play_signature(a) == play_signature(b);
  if (same_play_rules && lo <= hi) out.proven.push_back("every play is judged alike: both state the same rules for plays");
  std::string read_alike;  // cards whose plays read the same rules in both: proven without a query
  for (Role card : roles) {
    if (same_play_rules) break;
    if (!encoded_play(card) || !a.has_card(card) || !b.has_card(card)) continue;
    if (play_signature(a, card) == play_signature(b, card)) {
      read_alike += (read_alike.empty() ? "" : ", ") + std::string(love_letter::role_id(card));
      continue;
    }
    const std::string decision = "play." + std::string(love_letter::role_id(card));
    bool found = false, unknown = false;
    // A play's outcome depends on its player, its targets (two at most) and
    // whether anyone else can be chosen or stays in the round: a difference
    // with more players shows with four (the others removed), or with the
    // fewest the editions seat. So four seats, or the minimum, bound the search.
    const int most = std::min(hi, std::max(lo, 4));
    for (int n = lo; n <= most && !found && !unknown; ++n) {
      SymbolicPlay s(c, n);
      const PlayOutcome pa = encode_play(s, a, roles), pb = encode_play(s, b, roles);
      z3::expr effects_differ = c.bool_val(false);
      for (size_t p = 0; p < static_cast<size_t>(n); ++p)
        effects_differ = effects_differ || pa.eliminated[p] != pb.eliminated[p] || pa.hand[p] != pb.hand[p] ||
                         pa.protect[p] != pb.protect[p] || pa.gains[p] != pb.gains[p];
      effects_differ = effects_differ || pa.jester != pb.jester || pa.sycophant != pb.sycophant;
      for (size_t i = 0; i < pa.deck.size(); ++i) effects_differ = effects_differ || pa.deck[i] != pb.deck[i];
      // The round goes on after the play (two players left in it), so that the
      // witness shows the play's own effects, not the end of the round's.
      auto goes_on = [&](const PlayOutcome& o) {
        z3::expr left = c.int_val(0);
        for (size_t p = 0; p < static_cast<size_t>(n); ++p) left = left + z3::ite(o.eliminated[p], c.int_val(0), c.int_val(1));
        return o.code != 0 || left >= 2;
      };
      const z3::expr goal = s.played == static_cast<int>(card) && play_well_formed(s, a, roles) &&
                            play_well_formed(s, b, roles) && goes_on(pa) && goes_on(pb) &&
                            (pa.code != pb.code || (pa.code == 0 && effects_differ));
      std::optional<z3::model> m;
      const Verdict v = solve(c, goal, s.cards_named(), options, m);
      if (v == Verdict::unsat) continue;
      if (v == Verdict::unknown) {
        unknown = true;
        Finding f = make_finding("inconclusive", a, b, labels, decision, clauses_for(card));
        f.message = "Z3 could not decide within the time limit whether a play of " + std::string(love_letter::role_id(card)) +
                    " differs (" + std::to_string(n) + " players).";
        out.findings.push_back(std::move(f));
        break;
      }
      found = true;
      const ConcretePlay cp = read_play(*m, s);
      const PlayVerdict va = read_verdict(*m, s, pa, a), vb = read_verdict(*m, s, pb, b);
      Finding f = make_finding(kind, a, b, labels, decision, clauses_for(card));
      f.message = "A " + std::to_string(n) + "-player play differs: " + describe(cp) + " is " + verdict_text(va, cp) + " under " +
                  labels.a + " but " + verdict_text(vb, cp) + " under " + labels.b;
      if (va.code == 0 && vb.code == 0 && va.deck != vb.deck) {
        auto pile = [](const std::vector<Role>& d) {
          std::string t;
          for (Role r : d) t += (t.empty() ? "" : ", ") + std::string(love_letter::role_id(r));
          return "[" + t + "]";
        };
        f.message += "; the deck is then " + pile(va.deck) + " under " + labels.a + " and " + pile(vb.deck) + " under " + labels.b;
      }
      f.message += ".";
      attach_witness(f, kind, [&](bool both) {
        return play_scenario("witness: a play of " + std::string(love_letter::role_id(card)) +
                                 (both ? " that " + a.id + " and " + b.id + " decide differently" : " that hinges on a reading of " + a.id),
                             f.message, in_both(a, b, f.clauses), cp, both ? std::vector<PlayVerdict>{va, vb} : std::vector<PlayVerdict>{va});
      }, a, b, catalog);
      out.findings.push_back(std::move(f));
    }
    if (!found && !unknown && lo <= hi) alike += (alike.empty() ? "" : ", ") + std::string(love_letter::role_id(card));
  }
  if (!read_alike.empty() && lo <= hi)
    out.proven.push_back("every play of " + read_alike + " is judged alike: both state the same rules for them");
  if (!alike.empty())
    out.proven.push_back("every play of " + alike + " is judged alike for " + std::to_string(lo) + " to " + std::to_string(hi) +
                         " players (searched up to " + std::to_string(std::min(hi, std::max(lo, 4))) + ", which covers them)");

  // Setups one edition accepts and the other refuses, cause by cause.
  for (const auto& cause : setup_causes(a, b)) {
    bool unknown = false;
    std::vector<std::string> clauses{"players.count"};
    if (cause.kind == SetupCause::Kind::card) clauses = {"setup.cards"};
    if (cause.kind == SetupCause::Kind::face_up) clauses = {"setup.face-up", "setup.set-aside"};
    auto d = find_setup_difference(c, a, b, cause, options, unknown);
    if (!d) {
      if (unknown) {
        Finding f = make_finding("inconclusive", a, b, labels, cause.id(), clauses);
        f.message = "Z3 could not decide within the time limit whether the accepted setups differ (" + cause.id() + ").";
        out.findings.push_back(std::move(f));
      } else {
        out.proven.push_back("the setups each edition accepts agree on " + cause.id().substr(6));
      }
      continue;
    }
    Finding f = make_finding(kind, a, b, labels, cause.id(), clauses);
    for (const Edition* e : {&a, &b})
      if (cause.kind == SetupCause::Kind::card && !e->removed_clause.empty() && e->clause(e->removed_clause) &&
          std::find(f.clauses.begin(), f.clauses.end(), e->removed_clause) == f.clauses.end()) {
        f.clauses.push_back(e->removed_clause);
        for (auto& q : quotes_of(*e, {e->removed_clause})) f.quotes.push_back(q);
      }
    const Edition& yes = d->first_accepts ? a : b;
    const Edition& no = d->first_accepts ? b : a;
    const std::string yes_label = d->first_accepts ? labels.a : labels.b, no_label = d->first_accepts ? labels.b : labels.a;
    std::string cards;
    for (Role r : d->setup.cards) cards += (cards.empty() ? "" : ", ") + std::string(love_letter::role_id(r));
    f.message = "A " + std::to_string(d->setup.players) + "-player setup with " + cards +
                (d->setup.face_up ? " (" + std::to_string(d->setup.face_up) + " face up)" : "") + " is accepted by " +
                yes_label + " and refused by " + no_label + ": " + d->why_refused + ".";
    attach_witness(f, kind, [&](bool both) {
      return both ? setup_scenario("witness: a setup " + yes.id + " accepts and " + no.id + " refuses", f.message, d->setup, yes, no)
                  : setup_scenario_for("witness: a setup that hinges on a reading of " + a.id, f.message, d->setup, a, d->first_accepts);
    }, a, b, catalog);
    out.findings.push_back(std::move(f));
  }
  return out;
}

}  // namespace errata::smt
