#include "diff.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>

#include "completion.h"
#include "diff_plays.h"
#include "diff_search.h"
#include "diff_support.h"
#include "game_search.h"
#include "checker/smt/interrupt.h"
#include "real_play_values.h"
#include "round_end_encoding.h"
#include "rule_data.h"
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

// One decision at the end of a round: what differs, and how to say it.
struct RoundEndDecision {
  std::string id;
  std::string what;
  std::vector<std::string> clauses;
  std::function<z3::expr(const RoundEnd&, const RoundEnd&, int)> differ;
  std::function<std::string(const RoundOutcome&, const RoundOutcome&, const Labels&)> say;
  Role card = Role::none;  // the card the decision is about, if any
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
       }},
      {"round-end.spy-bonus", "the Spy's favor token",
       {"spy.bonus", "spy.not-a-win", "spy.one-token"},
       [any, all](const RoundEnd& x, const RoundEnd& y, int n) {
         return all(n, [&](size_t p) { return x.wins_round[p] == y.wins_round[p]; }) &&
                any(n, [&](size_t p) { return x.spy_bonus[p] != y.spy_bonus[p]; });
       },
       say_tokens, Role::spy},
      {"round-end.pair-bonus", "the token for two players who played the 6 (Chancellor's role)",
       {"chancellor.pair-bonus"},
       [any, all](const RoundEnd& x, const RoundEnd& y, int n) {
         return all(n, [&](size_t p) { return x.wins_round[p] == y.wins_round[p] && x.spy_bonus[p] == y.spy_bonus[p]; }) &&
                any(n, [&](size_t p) { return x.pair_bonus[p] != y.pair_bonus[p]; });
       },
       say_tokens, Role::chancellor},

      {"round-end.jester-bonus", "the token the Jester's giver wins when its holder wins the round",
       {"jester.bonus", "jester.give"},
       [any, all](const RoundEnd& x, const RoundEnd& y, int n) {
         return all(n, [&](size_t p) {
                  return x.wins_round[p] == y.wins_round[p] && x.spy_bonus[p] == y.spy_bonus[p] && x.pair_bonus[p] == y.pair_bonus[p];
                }) &&
                any(n, [&](size_t p) { return x.gains[p] != y.gains[p]; });
       },
       say_tokens, Role::jester},

      {"game-end", "whether the game ends and who wins it",
       {"game.tokens-to-win", "game.end", "game.several-winners"},
       [any, all](const RoundEnd& x, const RoundEnd& y, int n) {
         return all(n, [&](size_t p) { return x.gains[p] == y.gains[p]; }) &&
                (x.game_over != y.game_over || (x.game_over && any(n, [&](size_t p) { return x.wins_game[p] != y.wins_game[p]; })));
       },
       [](const RoundOutcome& x, const RoundOutcome& y, const Labels& l) {
         auto state = [](const RoundOutcome& o) { return o.game_over ? "the game ends (won by " + seats(o.wins_game) + ")" : std::string("the game goes on"); };
         return "with the same tokens, " + state(x) + " under " + l.a + " but " + state(y) + " under " + l.b;
       }},
  };
}

// The round-end states both editions can be in, completable to a whole deal of each.
z3::expr both_can_be_in(const SymbolicRound& s, const Edition& a, const Edition& b) {
  return well_formed(s, a) && well_formed(s, b) && round_completable(s, a) && round_completable(s, b);
}

// Whether any round-end state both editions can be in exists with `n`
// players (shown by real play, else asked of Z3): asked once per player
// count and kept, for every decision.
struct RoundDomain {
  std::map<int, Verdict> known;
  std::map<int, SharedPart> states;  // per player count: the round-end states both editions can be in, with their outcomes
  Verdict at(z3::context& c, const Edition& a, const Edition& b, const std::vector<Role>& roles, int n, const SolveOptions& o) {
    if (auto it = known.find(n); it != known.end()) return it->second;
    const SymbolicRound s(c, n, roles);
    return known[n] = some_state(a, b, s, both_can_be_in(s, a, b), o);
  }
  SharedPart& of(z3::context& c, const SymbolicRound& s, const Edition& a, const Edition& b, const RoundEnd& ea, const RoundEnd& eb, int n) {
    if (auto it = states.find(n); it != states.end()) return it->second;
    const z3::expr base = both_can_be_in(s, a, b) && s.canonical_order() && ea.definitions && eb.definitions;
    return states.try_emplace(n, c, base).first->second;
  }
};

// A round's end decision the editions take apart only at a showdown, which
// no game both play alike reaches (their decks put different numbers of
// cards into play): inconclusive, with why (Z3: unsat with one player left).
Finding showdown_only(const Edition& a, const Edition& b, const Labels& labels, const RoundEndDecision& d, int n, const z3::model& m,
                      const SymbolicRound& s, const RoundEnd& ea, const RoundEnd& eb) {
  const ConcreteRound r = read_round(m, s);
  const RoundOutcome oa = read_outcome(m, s, ea, a, r), ob = read_outcome(m, s, eb, b, r);
  Finding f = make_finding("inconclusive", a, b, labels, d.id, d.clauses);
  f.severity = "warning";
  f.message = "At the end of a round with " + std::to_string(n) + " players, " + d.what + " differs only at a showdown (" + d.say(oa, ob, labels) +
              "; Z3: unsat with one player left in the round), and a " + std::to_string(n) + "-player round puts " +
              std::to_string(cards_in_play(a, n)) + " cards into play under " + labels.a + " but " + std::to_string(cards_in_play(b, n)) +
              " under " + labels.b + ": no game both play alike reaches that end, so it is not shown by a game, not a divergence" +
              resting_on(a, b, labels, d.clauses) + " (an inconclusive decision fails the run unless accepted).";
  return f;
}

// The roles a round-end state is written over. A state both editions'
// rounds can be in holds only cards both decks hold; written over every role
// of the two card tables, a card one deck lacks still shows in the formulas
// (its value, the Counts' bonus), and Z3 must prove it is never held: a
// second or more per player count for a mutant with one card fewer. The
// whole diff keeps every role, so that its formulas, and so Z3's models and
// the witnesses of errata diff, check and verify, are those they were;
// mutate, which reports a mutant's first divergence and its witness's size,
// asks the same question over the roles both decks hold.
std::vector<Role> round_roles(const Edition& a, const Edition& b, DiffExtent extent) {
  return extent == DiffExtent::to_first_divergence ? held_by_both(a, b) : shared_roles(a, b);
}

// One decision at the end of a round, for every player count both seat:
// the fewest players where Z3 finds the editions decide it differently.
void diff_round_end(z3::context& c, const RoundEndDecision& d, const Edition& a, const Edition& b, const EditionCatalog& catalog,
                    const SolveOptions& options, const std::string& kind, const Labels& labels, const Wanted& wanted, int lo, int hi,
                    const std::vector<Role>& roles, RoundDomain& domain, DiffResult& out) {
  if (!asked(wanted, d.id)) return;
  // A bonus of a card only one deck holds: the states both editions can be
  // in hold none of it, so an unsat there would prove nothing about it.
  if (d.card != Role::none && (!a.has_card(d.card) || !b.has_card(d.card))) {
    const std::string card(love_letter::role_id(d.card));
    const std::string holder = a.has_card(d.card) ? labels.a : b.has_card(d.card) ? labels.b : "";
    out.findings.push_back(not_comparable(a, b, labels, d.id,
                                          holder.empty() ? "neither deck holds the " + card
                                                         : "only " + holder + "'s deck holds the " + card +
                                                               ", so no state both editions can be in holds one"));
    return;
  }
  bool unknown = false;
  std::vector<int> compared;
  // A difference no game shows at its count of seats (the search's finding
  // is inconclusive, or the decks share no showdown there) is asked at the
  // next counts too, as the end of a turn is (diff_turn_end): the tokens that
  // win, and so the game's end, differ by count, and a face-up card dealt at
  // two players only leaves the decks as many cards in play at three.
  std::optional<Finding> unshown;
  int unshown_at = 0;
  for (int n = lo; n <= hi; ++n) {
    SymbolicRound s(c, n, roles);
    const RoundEnd ea = encode_round_end(s, a), eb = encode_round_end(s, b);
    std::optional<z3::model> m;
    SharedPart& states = domain.of(c, s, a, b, ea, eb, n);
    // Decks that put different numbers of cards into play never share a
    // showdown: a game can show the decision only at a round's end with one
    // player left; asked first, and where it cannot, said so.
    Verdict v = states.solve(d.differ(ea, eb, n), s.cards_named(), options, m);
    if (v == Verdict::sat && cards_in_play(a, n) != cards_in_play(b, n)) {
      std::optional<z3::model> one_left;
      const Verdict left = states.solve(d.differ(ea, eb, n) && s.in_round_count() == 1, s.cards_named(), options, one_left);
      if (left == Verdict::unsat) {
        if (!unshown) unshown = showdown_only(a, b, labels, d, n, *m, s, ea, eb), unshown_at = n;
        // Asked on only where more seats make the decks put as many cards into play.
        bool shared_later = false;
        for (int k = n + 1; k <= hi; ++k) shared_later = shared_later || cards_in_play(a, k) == cards_in_play(b, k);
        if (!shared_later) break;
        continue;
      }
      v = left;
      m = one_left;
    }
    if (v == Verdict::unknown) unknown = true;
    if (v == Verdict::unsat && domain.at(c, a, b, roles, n, options) != Verdict::unsat) compared.push_back(n);
    if (v != Verdict::sat) continue;
    const ConcreteRound r = read_round(*m, s);
    const RoundOutcome oa = read_outcome(*m, s, ea, a, r), ob = read_outcome(*m, s, eb, b, r);
    Finding f = make_finding(kind, a, b, labels, d.id, d.clauses);
    attach_game(f, kind, GameGoal{d.id, n, std::nullopt, r}, "At the end of a round with " + std::to_string(n) + " players, " + d.what + " differs",
                "in a round-end state: " + d.say(oa, ob, labels), d.clauses,
                "witness: " + d.what + (kind == "divergence" ? " differs between " + a.id + " and " + b.id : " hinges on a reading of " + a.id),
                a, b, labels, catalog);
    if (f.kind == "inconclusive") {
      if (!unshown) unshown = std::move(f), unshown_at = n;
      continue;
    }
    if (unshown)
      f.message += " With " + std::to_string(unshown_at) + " players Z3 finds a difference too, not shown by a game (" + unshown->id + ").";
    out.findings.push_back(std::move(f));
    return;
  }
  if (unshown) out.findings.push_back(std::move(*unshown));
  else if (unknown) out.findings.push_back(inconclusive(a, b, labels, d.id, d.clauses, d.what + " differs"));
  else if (compared.empty())
    out.findings.push_back(not_comparable(a, b, labels, d.id, "no round's end both editions can reach with a whole deal"));
  else
    out.proven.push_back(d.what + " agrees for " + players_text(compared) + " (Z3: unsat)" + resting_on(a, b, labels, d.clauses));
}

// Setups one edition accepts and the other refuses, cause by cause.
void diff_setups(z3::context& c, const Edition& a, const Edition& b, const EditionCatalog& catalog, const SolveOptions& options,
                 const std::string& kind, const Labels& labels, const Wanted& wanted, DiffResult& out) {
  for (const auto& cause : setup_causes(a, b)) {
    if (!asked(wanted, cause.id())) continue;
    bool unknown = false;
    std::vector<std::string> clauses{"players.count"};
    if (cause.kind == SetupCause::Kind::card) clauses = {"setup.cards"};
    if (cause.kind == SetupCause::Kind::face_up || cause.kind == SetupCause::Kind::set_aside) clauses = {"setup.face-up", "setup.set-aside"};
    // Beside the player count, setups are compared at a player count both seat (face-up cards: two players).
    const int lo = std::max(a.min_players, b.min_players), hi = std::min(a.max_players, b.max_players);
    if (cause.kind != SetupCause::Kind::players && (lo > hi || (cause.kind == SetupCause::Kind::face_up && (lo > 2 || hi < 2)))) {
      out.findings.push_back(not_comparable(a, b, labels, cause.id(),
                                            cause.kind == SetupCause::Kind::face_up
                                                ? "face-up cards are dealt to two players, and not both editions seat two"
                                                : "no player count is played by both editions",
                                            true));
      continue;
    }
    auto d = find_setup_difference(c, a, b, cause, options, unknown);
    if (!d) {
      if (unknown) out.findings.push_back(inconclusive(a, b, labels, cause.id(), clauses, "the accepted setups differ (" + cause.id() + ")"));
      else out.proven.push_back("the whole deals each edition accepts agree on " + cause.id().substr(6) + " (Z3: unsat)" +
                                resting_on(a, b, labels, clauses));
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
    f.message = "A whole " + std::to_string(d->setup.players) + "-player deal of " + yes_label + " (its " +
                std::to_string(d->setup.cards.size()) + " cards" +
                (d->setup.face_up ? ", " + std::to_string(d->setup.face_up) + " face up" : "") +
                (d->setup.set_aside ? ", one set aside" : "") + ") is accepted by " + yes_label + " and refused by " + no_label +
                ": " + d->why_refused + "." + resting_on(a, b, labels, f.clauses);
    attach_witness(f, kind, [&](bool both) {
      return both ? setup_scenario("witness: a setup " + yes.id + " accepts and " + no.id + " refuses", f.message, d->setup, yes, no)
                  : setup_scenario_for("witness: a setup that hinges on a reading of " + a.id, f.message, d->setup, a, d->first_accepts);
    }, a, b, catalog);
    out.findings.push_back(std::move(f));
  }
}

// Two editions that hand the engine the same data for every situation a game
// can reach: nothing to ask Z3. `moot` lists the settings they differ in
// that no situation involves.
Finding same_rule_data(const Edition& a, const Edition& b, const Labels& labels, const std::vector<Setting>& moot) {
  Finding f = make_finding("same-rule-data", a, b, labels, "all", {});
  f.severity = "info";
  f.message = labels.a + " and " + labels.b + " hand the engine identical rule data (every variation point, card, value, "
              "player range, tokens table and set-aside count)";
  if (moot.empty()) return f.message += ": no situation can tell them apart.", f;
  std::string list;
  for (const auto& s : moot) list += (list.empty() ? "" : ", ") + s.id + " (" + s.value_a + " / " + s.value_b + ")";
  f.message += " for every situation a game can reach; they differ only in " + list +
               ", about cards neither deck holds or player counts not both editions seat.";
  return f;
}

// Every decision in its order (the round's end, the plays and the turn's end,
// the setups, then the settings no encoding reads), as far as `extent` asks
// and those `wanted` names. `unencoded`: the settings no encoding reads,
// when already known.
void diff_decisions(z3::context& c, const Edition& a, const Edition& b, const EditionCatalog& catalog, const SolveOptions& options,
                    const std::string& kind, const Labels& labels, const std::vector<Setting>& differences, DiffExtent extent,
                    const Wanted& wanted, const std::optional<std::vector<Setting>>& unencoded, DiffResult& out) {
  const int lo = std::max(a.min_players, b.min_players), hi = std::min(a.max_players, b.max_players);
  if (lo > hi)
    out.findings.push_back(not_comparable(a, b, labels, "rounds", "no player count is played by both editions, so no round and no play", true));
  if (lo <= hi) {
    RoundDomain domain;
    const std::vector<Role> roles = round_roles(a, b, extent);
    for (const auto& d : round_end_decisions()) {
      diff_round_end(c, d, a, b, catalog, options, kind, labels, wanted, lo, hi, roles, domain, out);
      if (diff_settled(out, extent)) return;
    }
    diff_plays(c, a, b, catalog, options, kind, labels, lo, hi, extent, wanted, out);
    if (diff_settled(out, extent)) return;
  }
  diff_setups(c, a, b, catalog, options, kind, labels, wanted, out);
  if (diff_settled(out, extent)) return;
  diff_unencoded(a, b, catalog, kind, labels, unencoded ? *unencoded : unencoded_settings(c, a, b, differences), out);
}

// The diff of `a` and `b`: its findings and proofs, as far as `extent` asks
// and those `wanted` names (all: no Wanted). With `wanted`, the settings no
// encoding reads are found first, and where there are any every decision is
// asked (see diff_decisions_of).
DiffResult run_diff(const Edition& a, const Edition& b, const EditionCatalog& catalog, const SolveOptions& options,
                    const std::string& kind, const std::string& b_label, DiffExtent extent, Wanted wanted) {
  DiffResult out;
  const Labels labels{a.id, b_label.empty() ? b.id : b_label};
  std::vector<Setting> differences, moot_ones;
  for (auto& s : rule_data_differences(a, b)) (moot(a, b, s.id) ? moot_ones : differences).push_back(std::move(s));
  if (differences.empty()) {
    out.findings.push_back(same_rule_data(a, b, labels, moot_ones));
    return out;
  }
  z3::context c;  // one context for every query of this diff: making one costs more than most queries
  const TaskBudget budget(options.task_rlimit);  // (a check's task that diffs has its own, which counts)
  const Watched watched(c, options.safety_seconds);
  const InterruptScope interruptible(c);  // Ctrl-C stops its queries
  std::optional<std::vector<Setting>> unencoded;
  if (wanted) {
    unencoded = unencoded_settings(c, a, b, differences);
    if (!unencoded->empty()) wanted = nullptr;
  }
  diff_decisions(c, a, b, catalog, options, kind, labels, differences, extent, wanted, unencoded, out);
  if (watched.expired())
    for (auto& f : out.findings)
      if (f.kind == "inconclusive") stopped_by_safety_clock(f, options.safety_seconds);
  return out;
}

}  // namespace

std::vector<std::string> round_end_clauses() {
  std::vector<std::string> out;
  for (const auto& d : round_end_decisions())
    for (const auto& c : d.clauses)
      if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
  return out;
}

bool diff_settled(const DiffResult& out, DiffExtent extent) {
  return extent == DiffExtent::to_first_divergence &&
         std::any_of(out.findings.begin(), out.findings.end(), [](const Finding& f) { return f.kind == "divergence" && f.replayed; });
}

DiffResult diff_editions(const Edition& a, const Edition& b, const EditionCatalog& catalog, const SolveOptions& options,
                         const std::string& kind, const std::string& b_label, DiffExtent extent) {
  return run_diff(a, b, catalog, options, kind, b_label, extent, nullptr);
}

DiffResult diff_decisions_of(const Edition& a, const Edition& b, const EditionCatalog& catalog, const SolveOptions& options,
                             const Wanted& wanted) {
  return run_diff(a, b, catalog, options, "divergence", "", DiffExtent::whole, wanted);
}

}  // namespace errata::smt
