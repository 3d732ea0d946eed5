// One round: phase 1 reaches the vote with one potion in every hand (l.76,
// l.112), every turn has a legal play, and the loser rules (l.126-140) name
// exactly one loser for every order of potions and every vote.
#include "check_support.h"
#include "checks_parts.h"
#include "model/loser/engine.h"
#include "model/loser/loser_rules.h"
#include "reveals.h"

namespace errata::loser {
namespace {

// The potions of a deal for n players, dealt in order (hands, face up, face down).
std::optional<Deal> canonical_deal(const Edition& ed, int n) {
  const DealRow* r = ed.row(n);
  if (!r || n * r->hand + r->face_up + r->face_down != ed.potions()) return std::nullopt;
  Deal d;
  int v = ed.potion_low;
  for (int p = 0; p < n; ++p)
    for (int k = 0; k < r->hand; ++k) d.hand[static_cast<size_t>(p)].add(v++);
  for (int k = 0; k < r->face_up; ++k) d.face_up.add(v++);
  for (int k = 0; k < r->face_down; ++k) d.face_down.add(v++);
  return d;
}

// Plays a round from a canonical deal with the engine: at every turn each
// potion in hand must have an accepted play; returns the problem, or "".
std::string play_phase_one(const Edition& ed, int n, int& turns) {
  const auto d = canonical_deal(ed, n);
  if (!d) return "the deal table's row does not deal the potions";
  State s;
  s.players = static_cast<uint8_t>(n);
  for (int p = 0; p < n; ++p) s.hand[static_cast<size_t>(p)] = d->hand[static_cast<size_t>(p)];
  s.face_up = d->face_up;
  s.face_down = d->face_down;
  for (int c = 1; c <= ed.spells; ++c) s.spell_pile.add(c);
  const Engine engine(ed);
  engine.begin(s, true, nullptr);
  turns = 0;
  while (s.phase == Phase::potions) {
    const int p = s.to_move;
    if (s.hand[static_cast<size_t>(p)].size < 2) return "a player would play his last potion";
    Turn first;
    for (int v : s.hand[static_cast<size_t>(p)]) {
      Turn t;
      t.player = static_cast<int8_t>(p);
      t.potion = static_cast<int8_t>(v);
      if (!ed.is_red(v)) {
        t.action_card = 0;
        t.action_face = static_cast<int8_t>(s.action_face[0]);
      }
      State copy = s;
      if (engine.take_turn(copy, t, nullptr) != Rejection::none) return "potion " + std::to_string(v) + " has no legal play";
      if (v == s.hand[static_cast<size_t>(p)][0]) first = t;
    }
    engine.take_turn(s, first, nullptr);
    ++turns;
  }
  if (s.phase != Phase::vote || !engine.every_hand_holds_one(s)) return "phase 1 did not end with one potion in every hand";
  return "";
}

// How many of the three conditions of l.128, l.132 and l.136 hold, read
// separately from the text, when `h` alone holds the highest potion.
int conditions_met(const Reveal& r, int h) {
  bool other_up = false;
  for (int p = 0; p < r.players; ++p) other_up = other_up || (p != h && r.thumb[static_cast<size_t>(p)] == Thumb::up);
  const bool h_up = r.thumb[static_cast<size_t>(h)] == Thumb::up;
  return (!h_up) + (h_up && !other_up) + (h_up && other_up);
}

}  // namespace

void check_phase_one(const Edition& ed, std::vector<Finding>& out) {
  std::string problem, counts;
  for (int n = ed.min_players; n <= ed.max_players && problem.empty(); ++n) {
    int turns = 0;
    problem = play_phase_one(ed, n, turns);
    if (!problem.empty()) problem = std::to_string(n) + " players: " + problem;
    counts += (counts.empty() ? "" : ", ") + std::to_string(n) + " players " + std::to_string(turns) + " turns";
  }
  Finding f = claim(ed, problem.empty(), "phase-one-ends-with-one-potion-each");
  f.message = problem.empty()
                  ? "Phase 1 always ends as l.{76} and l.{112} say: playing clockwise from the deal table's hands, every player "
                    "reaches one potion on the same turn, and no one ever has to play his last potion (" + counts +
                    "). At every turn every potion in hand can be played: a red one ends the turn, a blue one can always "
                    "be followed by one of the two visible actions, so 'vous devez, au choix' (l.{96}) is never impossible "
                    "(checked by the engine, potion by potion, for every player count)."
                  : "Phase 1 does not end as l.{76} says: " + problem + ".";
  quote_clauses(ed, {"phase1.order", "phase1.end", "vote.start", "blue.choose", "action.apply"}, f);
  out.push_back(std::move(f));
}

void check_loser_rules(const Edition& ed, std::vector<Finding>& out) {
  long cases = 0, distinct_cases = 0;
  std::string one_loser, eux, tie_without_spell;
  for (int n = ed.min_players; n <= ed.max_players; ++n) {
    const std::string players = std::to_string(n) + " players: ";
    for_each_reveal(n, [&](const Reveal& r) {
      const Verdict v = determine_loser(r);
      const bool distinct = distinct_counts(r);
      ++cases;
      distinct_cases += distinct;
      if (one_loser.empty() && (v.loser < 0 || v.loser >= n || v.rule == LoserRule::none)) one_loser = players + "no rule names a loser";
      if (one_loser.empty() && v.highest != kNoPlayer && conditions_met(r, v.highest) != 1)
        one_loser = players + std::to_string(conditions_met(r, v.highest)) + " of the conditions of l.{128}, l.{132} and l.{136} hold at once";
      if (eux.empty() && loser_with_eux_including_highest(r) != v.loser) eux = players + "the two readings name different losers";
      if (tie_without_spell.empty() && distinct && v.rule == LoserRule::tie) tie_without_spell = players + "a tie with distinct potions";
    });
  }
  const std::string range = std::to_string(ed.min_players) + " to " + std::to_string(ed.max_players) + " players";
  Finding one = claim(ed, one_loser.empty(), "one-loser-each-round");
  one.message = one_loser.empty()
                    ? "'Il n'y a qu'un seul perdant lors de chaque manche' (l.{126}) holds: for " + range +
                          ", every order of the potions left in hand (ties included) and every vote, l.{128}, l.{132} and "
                          "l.{136} cover each vote exactly once (the highest points down; up alone; up with others) and, "
                          "with l.{140} under the reading taken, name exactly one loser (" + std::to_string(cases) +
                          " cases, by exhaustion)."
                    : "l.{126} fails: " + one_loser + ".";
  quote_clauses(ed, {"loser.one", "loser.highest-down", "loser.highest-alone-up", "loser.highest-up-with-others", "loser.tie"}, one);
  out.push_back(std::move(one));

  Finding e = claim(ed, eux.empty(), "rule-three-d-entre-eux");
  e.message = eux.empty()
                  ? "l.{136} 'Celui d'entre eux' can mean the opponents who also pointed up, or everyone who pointed up "
                    "(the highest included). Both readings name the same loser in every case (" + std::to_string(cases) +
                        " cases, by exhaustion): the highest potion is never the lowest of a group holding another player."
                  : "l.{136} 'Celui d'entre eux' is ambiguous: " + eux + ".";
  quote_clauses(ed, {"loser.highest-up-with-others"}, e);
  out.push_back(std::move(e));

  Finding t = claim(ed, tie_without_spell.empty(), "tie-needs-a-spell");
  t.message = tie_without_spell.empty()
                  ? "l.{140} says a tie comes 'à cause de l'effet d'une carte Sortilège': without a spell's effect, the "
                    "potions left in hand are distinct (one card per value, l.{23}), and the tie rule never applies (" +
                        std::to_string(distinct_cases) + " cases with distinct potions, by exhaustion)."
                  : "l.{140}'s tie arises without any spell: " + tie_without_spell + ".";
  quote_clauses(ed, {"loser.tie", "components.potions"}, t);
  out.push_back(std::move(t));
}

}  // namespace errata::loser
