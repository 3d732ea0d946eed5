// The claims of the advice (l.183-207) that are about the deal and the
// answers rather than the ends: each tried on the engine itself.
#include "check_support.h"
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
void traveler_knows(const Edition& ed, std::vector<smt::Finding>& out) {
  const Engine engine(ed);
  using C = Character;
  State s = table(6, {C::guard, C::traveler, C::minister, C::guard, C::guard, C::priest, C::princess, C::guard});
  engine.begin(s, nullptr);
  const bool holds = has(s.knows[1], s.figure_of(C::princess));
  smt::Finding f = claim(ed, "claim.traveler-knows-princess", holds,
                         "Line 189 tells the Traveler « Vous savez qui est la Princesse », but the Princess and the Traveler "
                         "recognise each other only when both are players (l.67), and l.67 itself says either may be an NPC. "
                         "With the Princess one of the 2 NPCs (5 or 6 players), the Traveler has seen nobody and cannot tell "
                         "which NPC she is; with 7 players, only by elimination (the one NPC). The witness: 6 players, the "
                         "Princess an NPC, the Traveler knows no card.");
  f.clauses.push_back("setup.recognition");
  for (auto& q : quotes_of(ed, {"setup.recognition"})) f.quotes.push_back(q);
  for (auto& q : quotes_of(ed, {"claim.npcs-may-be-princess-team"})) f.quotes.push_back(q);
  attach_witness(f, witness_yaml(Witness{"witness: with the Princess an NPC the Traveler does not know who she is",
                                         "l.189 says the Traveler knows the Princess; l.67 lets her be an NPC, seen by nobody.",
                                         {"setup.recognition"}, "", "{knows: {Bo: []}}"},
                                 s),
                 ed);
  out.push_back(std::move(f));
}

// « le reste des joueurs est pratiquement composé que de gardes » (l.189).
void mostly_guards(const Edition& ed, std::vector<smt::Finding>& out) {
  const int others = ed.box_size() - 1;
  const int guards = ed.copies(Character::guard);
  smt::Finding f = finding(ed, "ambiguity", "warning", "claim.others-mostly-guards");
  f.clauses = {"claim.others-mostly-guards"};
  f.quotes = quotes_of(ed, f.clauses);
  for (auto& q : quotes_of(ed, {"setup.five-players"})) f.quotes.push_back(q);
  f.message = "Line 189 says the Traveler's others are « pratiquement » all Guards. Of the " + std::to_string(others) +
              " other character cards, " + std::to_string(guards) + " are Guards; at 5 players, with a Guard removed (l.71), " +
              std::to_string(guards - 1) + " of " + std::to_string(others - 1) +
              ": a bare majority, or exactly half. How many is « pratiquement » is not a rule the model can decide.";
  out.push_back(std::move(f));
}

// The Priest answers like a Guard (l.205, l.113) and may hide in the first round (l.205, l.132).
void priest(const Edition& ed, std::vector<smt::Finding>& out) {
  const Engine engine(ed);
  using C = Character;
  const State s = table(6, {C::princess, C::traveler, C::minister, C::guard, C::guard, C::priest, C::guard, C::guard});
  State asked_priest = s, asked_guard = s;
  engine.take_turn(asked_priest, 0, Action{ActionKind::inquire, 5, C::none}, nullptr);
  engine.take_turn(asked_guard, 0, Action{ActionKind::inquire, 3, C::none}, nullptr);
  const bool same_answer = asked_priest.reply == asked_guard.reply && asked_priest.reply != Reply::none;
  const bool same_marker = asked_priest.minister_markers[5] == asked_guard.minister_markers[3] &&
                           asked_priest.princess_markers[5] == asked_guard.princess_markers[3];
  smt::Finding f = claim(ed, "claim.priest-answers-like-guard", same_answer,
                         std::string("Asked « Qui va là ? », the Priest's answer is the Guard's (« C'est juste moi », l.113), "
                                     "tried on the engine. Under reading inquire.marker=") +
                             ed.reading("inquire.marker")->chosen + " she also takes " +
                             (same_marker ? "the same marker as a Guard, so the marker does not betray her"
                                          : "another marker than a Guard's, which betrays her") + ".");
  f.clauses.push_back("inquire.just-me");
  out.push_back(std::move(f));
  State round_one = s;
  round_one.turn_card = {2, 3, 4, 5, 6, 1, 0, 0};
  const bool may_hide = engine.check(round_one, 5, Action{ActionKind::hide, 5, C::none}) == Rejection::none;
  out.push_back(claim(ed, "claim.priest-hides-first-round", may_hide,
                      "In round 1 the Priest may Hide herself (tried on the engine); l.132 forbids it only in round 3."));
}

}  // namespace

void check_claims(const Edition& ed, std::vector<smt::Finding>& out) {
  traveler_knows(ed, out);
  mostly_guards(ed, out);
  priest(ed, out);
}

}  // namespace errata::secret_moon
