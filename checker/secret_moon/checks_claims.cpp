// The claims of the advice (l.183-207) that are about the deal and the
// answers rather than the ends: the deal by the engine's setup, the Priest's
// answers and hiding by exhaustion over every single action (exhaustion.h).
#include <optional>

#include "check_support.h"
#include "exhaustion.h"
#include "game_from_deal.h"
#include "checks_parts.h"
#include "witness.h"

namespace errata::secret_moon {
namespace {

State table(int players, std::initializer_list<Character> cards) {
  State s;
  s.players = static_cast<uint8_t>(players);
  s.npcs = static_cast<uint8_t>(cards.size() - static_cast<size_t>(players));
  size_t f = 0;
  for (Character c : cards) s.character[f++] = c;
  for (int p = 0; p < players; ++p) {
    s.turn_card[p] = static_cast<uint8_t>(p + 1);
    s.colour_markers[p] = 3;
  }
  s.waiting = s.all_players();
  s.princess_supply = 2;
  s.minister_supply = 4;
  return s;
}

// The Traveler knows the Princess (l.189): only when she is a player (l.67).
void traveler_knows(const Edition& ed, std::vector<Finding>& out) {
  const Engine engine(ed);
  using C = Character;
  State s = table(6, {C::guard, C::traveler, C::minister, C::guard, C::guard, C::priest, C::princess, C::guard});
  engine.begin(s, nullptr);
  const bool holds = has(s.knows[1], s.figure_of(C::princess));
  Finding f = claim(ed, "claim.traveler-knows-princess", holds,
                         "Line {189} tells the Traveler « Vous savez qui est la Princesse », but the Princess and the Traveler "
                         "recognise each other only when both are players (l.{67}), and l.{67} itself says either may be an NPC. "
                         "With the Princess one of the 2 NPCs (5 or 6 players), the Traveler has seen nobody and cannot tell "
                         "which NPC she is; with 7 players, only by elimination (the one NPC). The witness: 6 players, the "
                         "Princess an NPC, the Traveler knows no card.");
  f.clauses.push_back("setup.recognition");
  for (auto& q : quotes_of(ed, {"setup.recognition"})) f.quotes.push_back(q);
  for (auto& q : quotes_of(ed, {"claim.npcs-may-be-princess-team"})) f.quotes.push_back(q);
  attach_witness(f, witness_yaml(Witness{"witness: with the Princess an NPC the Traveler does not know who she is",
                                         "l.{189} says the Traveler knows the Princess; l.{67} lets her be an NPC, seen by nobody.",
                                         {"setup.recognition"}, {}, "{knows: {Bo: []}}"},
                                 s, {ed.id}),
                 ed);
  out.push_back(std::move(f));
}

// « le reste des joueurs est pratiquement composé que de gardes » (l.189).
void mostly_guards(const Edition& ed, std::vector<Finding>& out) {
  const int others = ed.box_size() - 1;
  const int guards = ed.copies(Character::guard);
  Finding f = finding(ed, "ambiguity", "warning", "claim.others-mostly-guards");
  f.clauses = {"claim.others-mostly-guards"};
  f.quotes = quotes_of(ed, f.clauses);
  for (auto& q : quotes_of(ed, {"setup.five-players"})) f.quotes.push_back(q);
  f.message = "Line {189} says the Traveler's others are « pratiquement » all Guards. Of the " + std::to_string(others) +
              " other character cards, " + std::to_string(guards) + " are Guards; at 5 players, with a Guard removed (l.{71}), " +
              std::to_string(guards - 1) + " of " + std::to_string(others - 1) +
              ": a bare majority, or exactly half. How many is « pratiquement » is not a rule the model can decide.";
  out.push_back(std::move(f));
}

// What the exhaustion saw of the Priest: each « Qui va là ? » asked of her
// beside the same question asked of a Guard at the same table, and each state
// where she acts in the first round. The first counter-examples are kept.
struct PriestCases {
  long asked = 0, same_answer = 0, same_marker = 0, first_round = 0, may_hide = 0;
  std::optional<std::string> answer_witness, hide_witness;
};

void pair_with_a_guard(const Engine& engine, const SingleAction& a, PriestCases& p) {
  const State& s = a.before;
  const int priest = a.action.target;
  for (int g = 0; g < s.players; ++g) {
    if (s.character[g] != Character::guard || g == a.actor) continue;
    State guard = s;
    if (engine.take_turn(guard, a.actor, Action{ActionKind::inquire, static_cast<int8_t>(g), Character::none}, nullptr) != Rejection::none) continue;
    ++p.asked;
    p.same_answer += guard.reply == a.after.reply;
    p.same_marker += guard.minister_markers[g] == a.after.minister_markers[priest] &&
                     guard.princess_markers[g] == a.after.princess_markers[priest];
    if (guard.reply != a.after.reply && !p.answer_witness) {
      // A game from the deal where the Priest, asked, answers so (game_from_deal.h).
      const Reply reply = a.after.reply;
      const auto game = game_to_case(engine, s, [&](const State& b, int, const Action& act, const State& after) {
        return act.kind == ActionKind::inquire && b.character[act.target] == Character::priest && after.reply == reply;
      });
      if (game)
        p.answer_witness = game_witness(
            *game,
            Witness{"witness: the Priest does not answer « Qui va là ? » as a Guard does",
                    "l.{205} says the Priest answers like a Guard (l.{113}); here she answers " + std::string(reply_id(reply)) +
                        " where a Guard answers " + std::string(reply_id(guard.reply)) + ".",
                    {"inquire.just-me"}, {}, ""},
            "{reply: " + std::string(reply_id(reply)) + "}", {engine.edition().id});
    }
  }
}

void may_she_hide(const Engine& engine, const SingleAction& a, PriestCases& p) {
  ++p.first_round;
  const Action hide{ActionKind::hide, static_cast<int8_t>(a.actor), Character::none};
  const Rejection r = engine.check(a.before, a.actor, hide);
  p.may_hide += r == Rejection::none;
  if (r != Rejection::none && !p.hide_witness) {
    // A game from the deal to the Priest's first turn of round 1, where she hides.
    auto game = game_to_case(engine, a.before, [](const State& b, int actor, const Action&, const State&) {
      return b.round == 1 && b.character[actor] == Character::priest;
    });
    if (!game) return;
    const int priest = game->steps.back().player;
    game->steps.back().action = Action{ActionKind::hide, static_cast<int8_t>(priest), Character::none};
    const Rejection refused = engine.check(game->before, priest, game->steps.back().action);
    if (refused == Rejection::none) return;
    p.hide_witness = game_witness(*game,
                                  Witness{"witness: the Priest may not hide herself in the first round",
                                          "l.{205} says the Priest may hide in the first round; l.{132} forbids hiding only in round 3.",
                                          {"hide.not-round-3"}, {}, ""},
                                  "{error: " + std::string(rejection_code(refused)) + "}", {engine.edition().id});
  }
}

// The Priest answers like a Guard (l.205, l.113) and may hide in the first
// round (l.205, l.132): by exhaustion over the engine (exhaustion.h).
void priest(const Edition& ed, std::vector<Finding>& out) {
  const Engine engine(ed);
  PriestCases p;
  const long cases = for_each_single_action(engine, [&](const SingleAction& a) {
    const State& s = a.before;
    if (a.action.kind == ActionKind::pass && s.round == 1 && s.character[a.actor] == Character::priest) may_she_hide(engine, a, p);
    if (a.action.kind == ActionKind::inquire && s.character[a.action.target] == Character::priest) pair_with_a_guard(engine, a, p);
  });
  const std::string by = " (proof by exhaustion over the engine: " + std::to_string(cases) +
                         " single actions, every player count, NPC choice, reveal and capture state, first and last round)";
  const bool same_answer = p.asked > 0 && p.same_answer == p.asked;
  Finding f = claim(ed, "claim.priest-answers-like-guard", same_answer,
                         "Asked « Qui va là ? », the Priest answers as a Guard does (« C'est juste moi », l.{113}) in " +
                             std::to_string(p.same_answer) + " of the " + std::to_string(p.asked) +
                             " questions put to her beside the same question put to a Guard at the same table" + by +
                             ". Under reading inquire.marker=" + ed.reading("inquire.marker")->chosen + " she takes " +
                             (p.same_marker == p.asked ? "the same marker as a Guard every time, so the marker does not betray her"
                                                       : "another marker than a Guard's, which betrays her") + ".");
  f.clauses.push_back("inquire.just-me");
  if (!same_answer && p.asked > 0) attach_game_or_inconclusive(f, p.answer_witness, ed);
  out.push_back(std::move(f));
  Finding h = claim(ed, "claim.priest-hides-first-round", p.first_round > 0 && p.may_hide == p.first_round,
                         "In the first round the Priest may Hide herself in " + std::to_string(p.may_hide) + " of the " +
                             std::to_string(p.first_round) + " states where she acts" + by +
                             "; l.{132} forbids hiding only in round 3.");
  if (p.first_round > 0 && p.may_hide < p.first_round) attach_game_or_inconclusive(h, p.hide_witness, ed);
  out.push_back(std::move(h));
}

}  // namespace

void check_claims(const Edition& ed, std::vector<Finding>& out) {
  traveler_knows(ed, out);
  mostly_guards(ed, out);
  priest(ed, out);
}

}  // namespace errata::secret_moon
