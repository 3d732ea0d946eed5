#include "diff_turn_end.h"

#include <algorithm>

#include "diff.h"
#include "diff_plays.h"
#include "game_search.h"
#include "play_reading.h"
#include "witness.h"

namespace errata::smt {

namespace {

// One question about the end of the turn: its decision, the clauses that
// state it, what differs, and how the finding says it.
struct TurnEnd {
  std::string decision;
  std::vector<std::string> clauses;
  z3::expr (*differs)(const PlaySeats&);
  std::string (*says)(const PlayVerdict&);
  bool next_round = false;  // the witness deals the next round
};

// The game ends at once under one edition only: the round goes on under the
// other, or ends with the turn and hands out its tokens before the game's end
// is decided (constable.last-elimination with-the-round; a round that has a
// winner, not the round stopped that a game ended at once leaves).
z3::expr game_ends_otherwise(const PlaySeats& e) { return e.pa.game_over != e.pb.game_over; }
z3::expr round_ends_otherwise(const PlaySeats& e) { return e.pa.game_over == e.pb.game_over && e.pa.round_over != e.pb.round_over; }

// The round ends alike without the game, and tokens are short of it, so the
// next round is dealt; who starts it protected differs.
z3::expr next_round_otherwise(const PlaySeats& e) {
  z3::expr d = e.s.c.bool_val(false);
  for (size_t p = 0; p < e.pa.next_protect.size(); ++p) d = d || e.pa.next_protect[p] != e.pb.next_protect[p];
  return e.pa.round_over && e.pb.round_over && !e.pa.game_over && !e.pb.game_over && PlaySeats::no_tokens(e.s) && e.next_dealt && d;
}

std::string game_end_text(const PlayVerdict& v) { return v.game_over ? "the game ends at once" : "the game goes on"; }
std::string round_end_text(const PlayVerdict& v) { return v.round_over ? "the round ends after the turn" : "the round goes on"; }
std::string next_round_text(const PlayVerdict& v) {
  std::string who;
  for (size_t p = 0; p < v.next_protect.size(); ++p)
    if (v.next_protect[p]) who += (who.empty() ? "" : ", ") + player_name(static_cast<int>(p));
  return who.empty() ? "nobody is protected as the next round starts" : who + " starts the next round protected";
}

const std::vector<TurnEnd>& turn_ends() {
  static const std::vector<TurnEnd> all{
      {"game-end.timing", {"game.end-timing", "game.end", "bishop.guess", "bishop.redraw", "constable.token"}, game_ends_otherwise, game_end_text},
      {"round-end.timing", {"round.deck-empty", "round.end", "chancellor.draw-two", "chancellor.one-card-left"}, round_ends_otherwise, round_end_text},
      {"round-start", {"handmaid.protect", "round.next"}, next_round_otherwise, next_round_text, true},
  };
  return all;
}

Finding turn_end_finding(const PlayDiff& d, const TurnEnd& t, const z3::model& m, const PlaySeats& e) {
  const ConcretePlay cp = read_play(m, e.s);
  const PlayVerdict va = read_verdict(m, e.s, e.pa, d.a), vb = read_verdict(m, e.s, e.pb, d.b);
  Finding f = make_finding(d.kind, d.a, d.b, d.labels, t.decision, present(d.a, d.b, t.clauses));
  // The witness plays that play first: the readings its card rests on too.
  std::vector<std::string> rests = t.clauses;
  for (const auto& c : play_clauses(cp.played))
    if (std::find(rests.begin(), rests.end(), c) == rests.end()) rests.push_back(c);
  const std::string state = "after " + describe(cp) + ", " + t.says(va) + " under " + d.labels.a + " but " + t.says(vb) + " under " + d.labels.b;
  const bool both = d.kind == "divergence";
  attach_game(f, d.kind, GameGoal{t.decision, e.s.players, cp, std::nullopt},
              "After the same " + std::to_string(e.s.players) + "-player play with the same effects, the end of the turn differs (" +
                  t.decision + ")",
              state, rests,
              "witness: the end of a turn" + (both ? " that " + d.a.id + " and " + d.b.id + " decide differently" : " that hinges on a reading of " + d.a.id),
              d.a, d.b, d.labels, d.catalog);
  return f;
}

}  // namespace

void diff_turn_end(const PlayDiff& d, z3::context& c, const std::vector<PlaySeats>& seats, const std::vector<int>& compared,
                   DiffResult& out) {
  for (const TurnEnd& t : turn_ends()) {
    if (!asked(d.wanted, t.decision)) continue;
    bool found = false;
    // A difference no game from a deal shows at its count of seats (the
    // search's finding is inconclusive) is asked at the next counts too: a
    // game may show it there (the tokens that win differ by count).
    std::optional<Finding> unshown;
    for (const PlaySeats& e : seats) {
      const PlayQuery q{c, e.s, e.pa, e.pb};
      const z3::expr goal = e.well_formed && e.pa.code == 0 && e.pb.code == 0 && !effects_differ(q) && t.differs(e);
      std::optional<z3::model> m;
      const Verdict v = solve(c, goal, e.s.cards_named(), d.options, m);
      if (v == Verdict::unsat) continue;
      found = true;
      if (v == Verdict::unknown) {
        unshown = inconclusive(d.a, d.b, d.labels, t.decision, present(d.a, d.b, t.clauses),
                               "the end of a turn differs (" + std::to_string(e.s.players) + " players)");
        break;
      }
      Finding f = turn_end_finding(d, t, *m, e);
      if (f.kind == "inconclusive") {
        if (!unshown) unshown = std::move(f);
        continue;
      }
      out.findings.push_back(std::move(f));
      unshown.reset();
      break;
    }
    if (unshown) out.findings.push_back(std::move(*unshown));
    if (!found && !compared.empty())
      out.proven.push_back("after every play judged alike, " + t.decision + " is decided alike with " + players_text(compared) +
                           " (Z3: unsat within the play encoding's bounds)" + resting_on(d.a, d.b, d.labels, t.clauses));
  }
}

}  // namespace errata::smt
