// One play of each card, as two editions judge it: accepted or refused, and
// what it does. The first observable difference is searched first (one
// edition accepts what the other refuses, or both accept with different
// effects); two refusals that differ only in their error code are `info`.
#include "diff_plays.h"

#include <algorithm>
#include <optional>
#include <utility>

#include "diff.h"
#include "model/love_letter/clause_ids.h"
#include "data_card_play.h"
#include "data_card_steps.h"
#include "game_search.h"
#include "model/love_letter/rejection.h"
#include "model/love_letter/rules.h"
#include "play_encoding.h"
#include "play_reading.h"
#include "diff_search.h"
#include "diff_turn_end.h"
#include "play_seats.h"
#include "real_play_values.h"
#include "witness.h"

namespace errata::smt {

using love_letter::Edition;
using love_letter::Role;

namespace {

// The clauses of what a play of `played` does to others, beyond its own:
// protection, the Countess it forces, the Princess it makes a target discard.
std::vector<std::string> effect_clauses(Role played) {
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
    default: return {};
  }
}

// Whether a play of `played` can make a player leave the round (and so score
// the Constable in her pile: constable.token, which constable.timing decides).
bool may_eliminate(Role played) {
  for (Role r : {Role::guard, Role::baron, Role::prince, Role::princess, Role::dowager_queen, Role::bishop})
    if (r == played) return true;
  return false;
}

}  // namespace

// The clauses of the engine's table (model/love_letter/clause_ids.h) and of
// the variants, derived; what a play does to others and whether it can
// eliminate, as above.
std::vector<std::string> play_clauses(Role played) {
  std::vector<std::string> out = effect_clauses(played);
  const auto add = [&](std::string_view id) {
    if (std::find(out.begin(), out.end(), id) == out.end()) out.emplace_back(id);
  };
  for (const auto& c : love_letter::engine_clauses())
    if (c.card == played) add(c.id);
  for (const auto& point : love_letter::Rules::variation_points())
    if (love_letter::Rules::card_of(point) == played)
      for (const auto& v : love_letter::Rules::variants_of(point))
        for (const auto& c : love_letter::Rules::clauses_needed(point, v)) add(c);
  if (may_eliminate(played)) add("constable.token");
  return out;
}

namespace {

// The clauses a play of the card rests on: a card written as data, those its
// description cites in either edition; a native card, its own (play_clauses).
std::vector<std::string> clauses_for(const Edition& a, const Edition& b, Role played) {
  std::vector<std::string> out;
  for (const Edition* ed : {&a, &b}) {
    const auto more = ed->effect(played) ? data_card_clauses(*ed->effect(played)) : play_clauses(played);
    for (const auto& c : more)
      if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
  }
  return out;
}

// What differs: acceptance or effects (`observable`), else the refusal codes alone.
z3::expr play_differs(const PlayQuery& q, bool observable) {
  if (observable) return (q.pa.code == 0) != (q.pb.code == 0) || (q.pa.code == 0 && q.pb.code == 0 && effects_differ(q));
  return q.pa.code != 0 && q.pb.code != 0 && q.pa.code != q.pb.code;
}

Finding play_finding(const PlayDiff& d, Role card, int n, bool observable, const z3::model& m, const SymbolicPlay& s,
                     const PlayOutcome& pa, const PlayOutcome& pb) {
  const std::string name(love_letter::role_id(card));
  const std::string decision = "play." + name + (observable ? "" : ".refusal");
  const ConcretePlay cp = read_play(m, s);
  const PlayVerdict va = read_verdict(m, s, pa, d.a), vb = read_verdict(m, s, pb, d.b);
  Finding f = make_finding(d.kind, d.a, d.b, d.labels, decision, clauses_for(d.a, d.b, card));
  if (!observable) f.severity = "info";
  const std::string state = describe(cp) + " is " + verdict_text(va, cp) + " under " + d.labels.a + " but " + verdict_text(vb, cp) +
                            " under " + d.labels.b;
  const std::string what = "A " + std::to_string(n) + "-player play of " + name +
                           (observable ? " differs" : " is refused by both with different error codes (only the code differs)");
  const bool both = d.kind == "divergence";
  attach_game(f, d.kind, GameGoal{decision, n, cp, std::nullopt}, what, state, f.clauses,
              "witness: a play of " + name + (both ? " that " + d.a.id + " and " + d.b.id + " decide differently" : " that hinges on a reading of " + d.a.id),
              d.a, d.b, d.labels, d.catalog);
  return f;
}

// guard.names: a choice is compared by what it names, not by how it is
// written. Where one edition's Guard names a number and the other's a
// character, a number that names (in the first) a character both editions
// list is that character's choice, written as the character, which both
// read: the number alone, refused by the other edition only for being a
// number, is not another choice. A number no such character has stays,
// except where both refuse the play (`observable` false): which check a
// number meets first is then all that differs, and that is how it is written.
// Nothing to add (nullopt) where both editions' Guards name alike.
std::optional<z3::expr> named_as_written(const SymbolicPlay& s, const Edition& a, const Edition& b, const std::vector<Role>& roles,
                                         bool observable) {
  if (a.rules.guard_names_a_number() == b.rules.guard_names_a_number()) return std::nullopt;
  z3::expr ok = s.c.bool_val(true);
  const Edition& numbers = a.rules.guard_names_a_number() ? a : b;
  const Edition& characters = a.rules.guard_names_a_number() ? b : a;
  const z3::expr guard = s.played == static_cast<int>(Role::guard);
  if (!observable) return !(guard && s.number >= 0);
  for (Role r : roles)
    if (numbers.lists(r) && characters.lists(r)) ok = ok && !(guard && s.number == numbers.value_of(r));
  return ok;
}

// The card's plays that differ (`observable`: in acceptance or effects, else
// only in the refusals' codes) in `e`'s states with no tokens held: where the
// round goes on after the play under both editions (`after` going_on), or
// wherever (any).
enum class After { going_on, any };
z3::expr differing_plays(const PlayDiff& d, z3::context& c, const PlaySeats& e, Role card, bool observable, After after) {
  const PlayQuery q{c, e.s, e.pa, e.pb};
  z3::expr state = e.well_formed && PlaySeats::no_tokens(e.s);
  if (after == After::going_on) state = state && goes_on(e.pa) && goes_on(e.pb);
  z3::expr goal = e.s.played == static_cast<int>(card) && state && play_differs(q, observable);
  if (const auto form = named_as_written(e.s, d.a, d.b, d.roles, observable)) goal = goal && *form;
  return goal;
}

// Searches one card's plays over `seats` (fewest players first), in every
// state both editions' rounds can be in: the round going on after the play
// or ending under either (with two players, any play that puts the other
// player out; searched apart, those were once proven alike where they
// differed). A card alike everywhere costs a question a count of seats.
// Where the smallest play found ends the round, the states where it goes on
// under both are asked too, from that count of seats up: a witness there
// shows the play's own effects, a game easier to reach from a deal. A
// refusal ends no round. True when a finding (or an inconclusive answer)
// was added.
bool search_card(const PlayDiff& d, z3::context& c, Role card, const std::vector<PlaySeats>& seats, bool observable,
                 DiffResult& out) {
  for (size_t i = 0; i < seats.size(); ++i) {
    const PlaySeats& e = seats[i];
    std::optional<z3::model> m;
    const Verdict v = solve(c, differing_plays(d, c, e, card, observable, After::any), e.s.cards_named(), d.options, m);
    if (v == Verdict::unsat) continue;
    if (v == Verdict::unknown) {
      out.findings.push_back(inconclusive(d.a, d.b, d.labels, "play." + std::string(love_letter::role_id(card)), clauses_for(d.a, d.b, card),
                                          "a play of " + std::string(love_letter::role_id(card)) + " differs (" +
                                              std::to_string(e.s.players) + " players)"));
      return true;
    }
    const PlaySeats* at = &e;
    if (!m->eval(goes_on(e.pa) && goes_on(e.pb), true).is_true())
      for (size_t j = i; j < seats.size(); ++j) {
        std::optional<z3::model> going_on;
        if (solve(c, differing_plays(d, c, seats[j], card, observable, After::going_on), seats[j].s.cards_named(), d.options, going_on) ==
            Verdict::sat) {
          m = std::move(going_on);
          at = &seats[j];
          break;
        }
      }
    out.findings.push_back(play_finding(d, card, at->s.players, observable, *m, at->s, at->pa, at->pb));
    return true;
  }
  return false;
}

// The cards' names, joined by ", ", and the clauses their plays rest on.
std::pair<std::string, std::vector<std::string>> named_with_clauses(const Edition& a, const Edition& b, const std::vector<Role>& cards) {
  std::string names;
  std::vector<std::string> clauses;
  for (Role card : cards) {
    names += (names.empty() ? "" : ", ") + std::string(love_letter::role_id(card));
    const auto more = clauses_for(a, b, card);
    clauses.insert(clauses.end(), more.begin(), more.end());
  }
  return {names, clauses};
}

// Whether a turn of `ed` can win a favor token: the Bishop's right guess, the
// Constable of a player put out, a card as data's win-token step.
bool wins_tokens_in_turn(const Edition& ed) {
  if (ed.has_card(Role::constable)) return true;
  for (int i = 1; i < love_letter::kRoleCount; ++i)
    if (ed.has_card(static_cast<Role>(i)) && (ed.sets.tokens_to_player[static_cast<size_t>(i)] || ed.sets.tokens_to_chosen[static_cast<size_t>(i)]))
      return true;
  return false;
}

// The cards both decks hold whose play makes someone draw from the deck
// without putting a card back, and so reads the set-aside card at an empty
// deck: the Prince, the Bishop's redraw, a Guard where an Assassin's holder
// draws, a card as data with a discard-and-draw step.
std::vector<Role> empty_deck_draws(const Edition& a, const Edition& b) {
  const bool assassin = a.has_card(Role::assassin) || b.has_card(Role::assassin);
  std::vector<Role> out;
  for (int i = 1; i < love_letter::kRoleCount; ++i) {
    const auto card = static_cast<Role>(i);
    if (!a.has_card(card) || !b.has_card(card)) continue;
    bool draws = false;
    for (const Edition* e : {&a, &b})
      draws = draws || (e->is_data(card) ? most_single_draws(*e->effect(card)) > 0
                                         : card == Role::prince || card == Role::bishop || (card == Role::guard && assassin));
    if (draws) out.push_back(card);
  }
  return out;
}

}  // namespace

void diff_plays(z3::context& c, const Edition& a, const Edition& b, const EditionCatalog& catalog, const SolveOptions& options,
                const std::string& kind, const Labels& labels, int lo, int hi, DiffExtent extent, const Wanted& wanted,
                DiffResult& out) {
  const auto roles = shared_roles(a, b);
  const PlayDiff d{a, b, catalog, options, kind, labels, roles, wanted};
  // A play's outcome depends on its player, its targets (two at most) and
  // whether anyone else can be chosen or stays in the round: four seats, or
  // the fewest both editions seat, bound the search. Where a turn can win a
  // token, also on the tokens that win at that count (the token may end the
  // game at once, and the Bishop's target then draws nothing): a count past
  // those whose pair of wins none of them has is searched too.
  const int most = std::min(hi, std::max(lo, 4));
  const bool tokens_in_turn = wins_tokens_in_turn(a) || wins_tokens_in_turn(b);
  std::vector<PlaySeats> seats;
  std::vector<std::pair<int, int>> wins;
  for (int n = lo; n <= (tokens_in_turn ? hi : most); ++n) {
    const std::pair<int, int> win{a.tokens_needed(n), b.tokens_needed(n)};
    if (n > most && std::find(wins.begin(), wins.end(), win) != wins.end()) continue;
    wins.push_back(win);
    seats.emplace_back(d, c, n);
  }
  // The player counts with a play state both editions' rounds can be in (and
  // complete): shown by a state of real play where one is (its values make
  // the formula true), else asked of Z3 (`unknown` compares them too).
  std::vector<int> compared;
  for (const PlaySeats& e : seats)
    if (some_state(a, b, e.s, e.well_formed, options) != Verdict::unsat) compared.push_back(e.s.players);
  std::string one_deck;
  std::vector<Role> alike, codes;
  for (Role card : roles) {
    const std::string name(love_letter::role_id(card));
    if (!(encoded_play(a, card) || encoded_play(b, card)) || (!a.has_card(card) && !b.has_card(card))) continue;
    if (!a.has_card(card) || !b.has_card(card) || compared.empty()) {
      one_deck += (one_deck.empty() ? "" : ", ") + name;
      continue;
    }
    if (asked(wanted, "play." + name) && search_card(d, c, card, seats, true, out)) {
      if (diff_settled(out, extent)) return;
      continue;
    }
    if (!asked(wanted, "play." + name + ".refusal")) continue;
    const bool refusals_differ = search_card(d, c, card, seats, false, out);
    if (refusals_differ && diff_settled(out, extent)) return;
    (refusals_differ ? codes : alike).push_back(card);
  }
  if (!one_deck.empty())
    out.findings.push_back(not_comparable(a, b, labels, "plays", compared.empty() ? "no play state both editions' rounds can be in"
                                                                                  : "only one deck holds " + one_deck));
  if (compared.empty()) return diff_uncompared_plays(a, b, catalog, kind, labels, wanted, out);
  // A play that makes someone draw at an empty deck, where only one edition
  // sets a card aside, is in no state both can be in: searched, and never
  // among the plays proven alike.
  if ((a.set_aside_face_down > 0) != (b.set_aside_face_down > 0)) {
    const std::vector<Role> draws = empty_deck_draws(a, b);
    for (Role r : draws) std::erase(alike, r), std::erase(codes, r);
    diff_empty_deck_draws(a, b, catalog, kind, labels, wanted, draws, out);
  }
  diff_turn_end(d, c, seats, compared, out);
  const std::string bounds = " with " + players_text(compared) + " (Z3: unsat within the play encoding's bounds)";
  if (const auto [names, clauses] = named_with_clauses(a, b, alike); !names.empty())
    out.proven.push_back("every play of " + names + " is judged alike" + bounds + resting_on(a, b, labels, clauses));
  if (const auto [names, clauses] = named_with_clauses(a, b, codes); !names.empty())
    out.proven.push_back("every play of " + names + " is accepted alike with the same effects" + bounds + resting_on(a, b, labels, clauses));
}

}  // namespace errata::smt
