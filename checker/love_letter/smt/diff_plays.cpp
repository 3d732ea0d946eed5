// One play of each card, as two editions judge it: accepted or refused, and
// what it does. The first observable difference is searched first (one
// edition accepts what the other refuses, or both accept with different
// effects); two refusals that differ only in their error code are `info`.
#include "diff_plays.h"

#include "diff.h"
#include "model/love_letter/rejection.h"
#include "play_encoding.h"
#include "witness.h"

namespace errata::smt {

using love_letter::Edition;
using love_letter::Role;

namespace {

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
    p.gone.push_back(q == 0 || in ? Role::none : static_cast<Role>(num(s.gone[seat])));
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
struct PlayQuery {
  z3::context& c;
  const SymbolicPlay& s;
  const PlayOutcome& pa;
  const PlayOutcome& pb;
};

z3::expr effects_differ(const PlayQuery& q) {
  z3::expr d = q.c.bool_val(false);
  for (size_t p = 0; p < static_cast<size_t>(q.s.players); ++p)
    d = d || q.pa.eliminated[p] != q.pb.eliminated[p] || q.pa.hand[p] != q.pb.hand[p] || q.pa.protect[p] != q.pb.protect[p] ||
        q.pa.gains[p] != q.pb.gains[p];
  d = d || q.pa.jester != q.pb.jester || q.pa.sycophant != q.pb.sycophant;
  for (size_t i = 0; i < q.pa.deck.size(); ++i) d = d || q.pa.deck[i] != q.pb.deck[i];
  return d;
}

// The round goes on after the play (two players left in it), so that the
// witness shows the play's own effects, not the end of the round's.
z3::expr goes_on(const PlayQuery& q, const PlayOutcome& o) {
  z3::expr left = q.c.int_val(0);
  for (size_t p = 0; p < static_cast<size_t>(q.s.players); ++p) left = left + z3::ite(o.eliminated[p], q.c.int_val(0), q.c.int_val(1));
  return o.code != 0 || left >= 2;
}

// What differs: acceptance or effects (`observable`), else the refusal codes alone.
z3::expr play_differs(const PlayQuery& q, bool observable) {
  if (observable) return (q.pa.code == 0) != (q.pb.code == 0) || (q.pa.code == 0 && q.pb.code == 0 && effects_differ(q));
  return q.pa.code != 0 && q.pb.code != 0 && q.pa.code != q.pb.code;
}

std::string pile(const std::vector<Role>& d) {
  std::string t;
  for (Role r : d) t += (t.empty() ? "" : ", ") + std::string(love_letter::role_id(r));
  return "[" + t + "]";
}

struct PlayDiff {
  const Edition& a;
  const Edition& b;
  const EditionCatalog& catalog;
  const SolveOptions& options;
  const std::string& kind;
  const Labels& labels;
  const std::vector<Role>& roles;
};

Finding play_finding(const PlayDiff& d, Role card, int n, bool observable, const z3::model& m, const SymbolicPlay& s,
                     const PlayOutcome& pa, const PlayOutcome& pb) {
  const std::string decision = "play." + std::string(love_letter::role_id(card)) + (observable ? "" : ".refusal");
  const ConcretePlay cp = read_play(m, s);
  const PlayVerdict va = read_verdict(m, s, pa, d.a), vb = read_verdict(m, s, pb, d.b);
  Finding f = make_finding(d.kind, d.a, d.b, d.labels, decision, clauses_for(card));
  if (!observable) f.severity = "info";
  f.message = "A " + std::to_string(n) + "-player play differs: " + describe(cp) + " is " + verdict_text(va, cp) + " under " +
              d.labels.a + " but " + verdict_text(vb, cp) + " under " + d.labels.b;
  if (va.code == 0 && vb.code == 0 && va.deck != vb.deck)
    f.message += "; the deck is then " + pile(va.deck) + " under " + d.labels.a + " and " + pile(vb.deck) + " under " + d.labels.b;
  f.message += observable ? "." : " (both refuse it: only the error code differs).";
  attach_witness(f, d.kind, [&](bool both) {
    return play_scenario("witness: a play of " + std::string(love_letter::role_id(card)) +
                             (both ? " that " + d.a.id + " and " + d.b.id + " decide differently" : " that hinges on a reading of " + d.a.id),
                         f.message, in_both(d.a, d.b, f.clauses), cp, both ? std::vector<PlayVerdict>{va, vb} : std::vector<PlayVerdict>{va});
  }, d.a, d.b, d.catalog);
  return f;
}

// One player count's play state, both editions' outcomes and what makes the
// state one real play reaches: built once, asked about every card.
struct PlaySeats {
  SymbolicPlay s;
  PlayOutcome pa, pb;
  z3::expr reachable;
  PlaySeats(const PlayDiff& d, z3::context& c, int n)
      : s(c, n), pa(encode_play(s, d.a, d.roles)), pb(encode_play(s, d.b, d.roles)), reachable(c.bool_val(true)) {
    const PlayQuery q{c, s, pa, pb};
    reachable = play_well_formed(s, d.a, d.roles) && play_well_formed(s, d.b, d.roles) && goes_on(q, pa) && goes_on(q, pb);
  }
};

// Searches one card's plays over `seats` (fewest players first). True when a
// finding (or an inconclusive answer) was added.
bool search_card(const PlayDiff& d, z3::context& c, Role card, const std::vector<PlaySeats>& seats, bool observable,
                 DiffResult& out) {
  for (const PlaySeats& e : seats) {
    const PlayQuery q{c, e.s, e.pa, e.pb};
    const z3::expr goal = e.s.played == static_cast<int>(card) && e.reachable && play_differs(q, observable);
    std::optional<z3::model> m;
    const Verdict v = solve(c, goal, e.s.cards_named(), d.options, m);
    if (v == Verdict::unsat) continue;
    if (v == Verdict::unknown) {
      out.findings.push_back(inconclusive(d.a, d.b, d.labels, "play." + std::string(love_letter::role_id(card)), clauses_for(card),
                                          "a play of " + std::string(love_letter::role_id(card)) + " differs (" +
                                              std::to_string(e.s.players) + " players)"));
      return true;
    }
    out.findings.push_back(play_finding(d, card, e.s.players, observable, *m, e.s, e.pa, e.pb));
    return true;
  }
  return false;
}

}  // namespace

void diff_plays(z3::context& c, const Edition& a, const Edition& b, const EditionCatalog& catalog, const SolveOptions& options,
                const std::string& kind, const Labels& labels, int lo, int hi, DiffResult& out) {
  const auto roles = shared_roles(a, b);
  const PlayDiff d{a, b, catalog, options, kind, labels, roles};
  // A play's outcome depends on its player, its targets (two at most) and
  // whether anyone else can be chosen or stays in the round: four seats, or
  // the fewest both editions seat, bound the search.
  const int most = std::min(hi, std::max(lo, 4));
  std::vector<PlaySeats> seats;
  for (int n = lo; n <= most; ++n) seats.emplace_back(d, c, n);
  std::string alike, codes;
  for (Role card : roles) {
    if (!encoded_play(card) || !a.has_card(card) || !b.has_card(card)) continue;
    if (search_card(d, c, card, seats, true, out)) continue;
    const std::string name(love_letter::role_id(card));
    if (search_card(d, c, card, seats, false, out)) codes += (codes.empty() ? "" : ", ") + name;
    else alike += (alike.empty() ? "" : ", ") + name;
  }
  const std::string bounds = " with " + std::to_string(lo) + " to " + std::to_string(most) + " players (Z3: unsat within the play encoding's bounds)";
  if (!alike.empty()) out.proven.push_back("every play of " + alike + " is judged alike" + bounds);
  if (!codes.empty()) out.proven.push_back("every play of " + codes + " is accepted alike with the same effects" + bounds);
}

}  // namespace errata::smt
