// The four ends of the game (l.156-167) and the claims the advice makes about
// captures and reveals (l.185-199), proven or refuted by exhaustion over every
// single action of the family in exhaustion.h; refutations carry a witness.
#include <functional>
#include <map>
#include <optional>
#include <set>

#include "check_support.h"
#include "checks_parts.h"
#include "exhaustion.h"
#include "game_from_deal.h"
#include "witness.h"

namespace errata::secret_moon {
namespace {

struct Case {
  State before;
  int actor = 0;
  Action action;
  State after;
  std::string edition;
};

// What one pass over every single action gathers.
struct Tally {
  long cases = 0;
  std::optional<Case> conflicting_ends, wrong_winner;
  std::set<std::string> ends_reached;
  std::set<Character> princess_capturers;
  std::optional<Case> priest_captures_princess;
  std::map<std::string, Case> counter;  // claim -> its first counter-example
  long princess_captured = 0, princess_captured_lost = 0;
  long both_revealed = 0, both_revealed_lost = 0;
  long guard_revealed = 0, guard_revealed_captured = 0;
  long traveler_captured_ends = 0, traveler_captured_ends_by_another_end = 0;
  long princess_team_wins = 0, priest_wins_with_it = 0;
  long minister_accusations = 0, minister_captured_by_accusing = 0, guard_wrong_accusations_captured = 0;
  long last_round_protected = 0, guard_captured_by_capture = 0;
};

void tally(const Engine& engine, const SingleAction& c, Tally& t) {
  const State& a = c.after;
  const State& b = c.before;
  auto counter = [&](const char* claim, bool holds) {
    if (!holds && !t.counter.count(claim)) t.counter.emplace(claim, Case{b, c.actor, c.action, a, engine.edition().id});
  };
  const Ends e = ends_holding(engine, a);
  const bool team_m = e.princess_captured || e.both_revealed;
  const bool team_p = e.minister_captured || (e.third_round && !b.game_over);
  if (team_m && team_p && !t.conflicting_ends) t.conflicting_ends = Case{b, c.actor, c.action, a, engine.edition().id};
  if (a.game_over && a.winner != (team_m ? Team::minister : Team::princess) && !t.wrong_winner)
    t.wrong_winner = Case{b, c.actor, c.action, a, engine.edition().id};
  counter("ends-consistent", !(a.game_over && a.winner != (team_m ? Team::minister : Team::princess)));
  if (a.game_over) {
    if (e.third_round && !team_m) t.ends_reached.insert("end.third-round");
    if (e.minister_captured) t.ends_reached.insert("end.minister-captured");
    if (e.princess_captured) t.ends_reached.insert("end.princess-captured");
    if (e.both_revealed) t.ends_reached.insert("end.both-revealed");
  }
  const int pr = a.figure_of(Character::princess), tr = a.figure_of(Character::traveler);
  const Character actor = b.character[c.actor];
  if (has(a.captured, pr) && !has(b.captured, pr)) {
    ++t.princess_captured;
    t.princess_captured_lost += a.game_over && a.winner == Team::minister;
    counter("claim.princess-captured-loses", a.game_over && a.winner == Team::minister);
    t.princess_capturers.insert(actor);
    if (actor == Character::priest && c.action.kind == ActionKind::capture && !t.priest_captures_princess)
      t.priest_captures_princess = Case{b, c.actor, c.action, a, engine.edition().id};
  }
  if (e.both_revealed) {
    ++t.both_revealed;
    t.both_revealed_lost += a.game_over && a.winner == Team::minister;
    counter("claim.both-revealed-loses", a.game_over && a.winner == Team::minister);
  }
  for (int f = 0; f < a.figures(); ++f) {
    if (a.character[f] != Character::guard || has(b.revealed, f) || !has(a.revealed, f)) continue;
    ++t.guard_revealed;
    t.guard_revealed_captured += has(a.captured, f);
    counter("claim.guard-revealed-captured", has(a.captured, f));
  }
  if (has(a.captured, tr) && !has(b.captured, tr) && a.game_over) {
    ++t.traveler_captured_ends;
    const bool other_end = e.both_revealed || e.minister_captured || e.princess_captured || e.third_round;
    t.traveler_captured_ends_by_another_end += other_end;
    counter("claim.traveler-capture-not-end", other_end);
  }
  if (a.game_over && a.winner == Team::princess) {
    const int priest = a.figure_of(Character::priest);
    if (a.is_player(priest)) {
      ++t.princess_team_wins;
      t.priest_wins_with_it += has(engine.winners(a), priest);
      counter("claim.teams-win-together", has(engine.winners(a), priest));
    }
  }
  if (c.action.kind == ActionKind::accuse && actor == Character::minister) {
    ++t.minister_accusations;
    t.minister_captured_by_accusing += has(a.captured, c.actor);
  }
  if (c.action.kind == ActionKind::accuse && actor == Character::guard && has(a.revealed, c.actor))
    t.guard_wrong_accusations_captured += has(a.captured, c.actor);
  if (b.round == engine.edition().rounds && a.protected_players) ++t.last_round_protected;
  counter("hide.reset-last-round", !(b.round == engine.edition().rounds && a.protected_players));
  if (c.action.kind == ActionKind::capture && b.character[c.action.target] == Character::guard) ++t.guard_captured_by_capture;
  counter("capture.guard", !(c.action.kind == ActionKind::capture && b.character[c.action.target] == Character::guard));
}

// What an action changed of the cards (which characters it revealed and
// captured) and whether it ended the game, and for whom.
bool same_outcome(const State& b1, const State& a1, const State& b2, const State& a2) {
  auto characters = [](const State& s, FigureSet set) {
    std::multiset<Character> out;
    for (int f = 0; f < s.figures(); ++f)
      if (has(set, f)) out.insert(s.character[f]);
    return out;
  };
  return characters(b1, a1.revealed & ~b1.revealed) == characters(b2, a2.revealed & ~b2.revealed) &&
         characters(b1, a1.captured & ~b1.captured) == characters(b2, a2.captured & ~b2.captured) &&
         a1.game_over == a2.game_over && (!a1.game_over || a1.winner == a2.winner);
}

// The names of the figures in `set`, a flow list's text.
std::string names_of(const State& s, FigureSet set) {
  const auto names = figure_names(s);
  std::string out;
  for (int f = 0; f < s.figures(); ++f)
    if (has(set, f)) out += (out.empty() ? "" : ", ") + names[static_cast<size_t>(f)];
  return "[" + out + "]";
}

// A game from the deal that meets case `c` (the same character takes the
// same action, on a card of the same character, with the same outcome) as a
// witness whose last step expects `expect` of the game found; nullopt when
// no game shows it within the search's budget (game_from_deal.h).
std::optional<std::string> case_witness(const Engine& engine, const Case& c, const std::string& name, const std::string& comment,
                                        const std::vector<std::string>& clauses,
                                        const std::function<std::string(const GameToCase&)>& expect) {
  const auto character_of = [](const State& s, int f) { return f == kNobody ? Character::none : s.character[f]; };
  const auto g = game_to_case(engine, c.before, [&](const State& b, int actor, const Action& a, const State& after) {
    return b.character[actor] == c.before.character[c.actor] && a.kind == c.action.kind && a.guess == c.action.guess &&
           character_of(b, a.target) == character_of(c.before, c.action.target) && same_outcome(b, after, c.before, c.after);
  });
  if (!g) return std::nullopt;
  return game_witness(*g, Witness{name, comment, clauses, {}, ""}, expect(*g), {c.edition});
}

// A counter-example as a witness: the action, and the state it leaves as the engine leaves it.
std::optional<std::string> after_witness(const Engine& engine, const Case& c, const std::string& what) {
  return case_witness(engine, c, "witness: a counter-example to " + what, "The engine's outcome of this action contradicts " + what + ".",
                      {}, [](const GameToCase& g) {
                        return "{revealed: " + names_of(g.after, g.after.revealed) + ", captured: " + names_of(g.after, g.after.captured) +
                               ", protected: " + names_of(g.after, g.after.protected_players) + ", game_over: " +
                               (g.after.game_over ? "true" : "false") + ", winning_team: " +
                               (g.after.game_over ? std::string(team_id(g.after.winner)) : "null") + "}";
                      });
}

// Attaches the counter-example of `claim`, if the exhaustion met one.
void attach_counter(Finding& f, const Tally& t, const std::string& claim, const Edition& ed) {
  if (f.kind == "claim-proven" || f.kind == "dead-clause" || !f.witness.empty()) return;
  auto it = t.counter.find(claim);
  if (it == t.counter.end()) return;
  attach_game_or_inconclusive(f, after_witness(Engine(ed), it->second, claim), ed);
}

}  // namespace

void check_ends(const Edition& ed, std::vector<Finding>& out) {
  const Engine engine(ed);
  const size_t first = out.size();
  Tally t;
  t.cases = for_each_single_action(engine, [&](const SingleAction& c) { tally(engine, c, t); });
  const std::string by = " (proof by exhaustion over the engine: " + std::to_string(t.cases) +
                         " single actions, every player count, NPC choice, reveal and capture state, first and last round)";

  // The four ends never contradict each other, and each can happen.
  {
    const bool holds = !t.conflicting_ends && !t.wrong_winner && t.ends_reached.size() == 4;
    Finding f = finding(ed, holds ? "claim-proven" : "contradiction", holds ? "info" : "error", "ends-consistent");
    f.clauses = {"end.any", "end.third-round", "end.minister-captured", "end.princess-captured", "end.both-revealed"};
    f.quotes = quotes_of(ed, f.clauses);
    f.message = holds ? "No action brings about two of the four ends with different winning teams at once, the engine's winner is "
                        "always the team the text names, and each of the four ends is reached" + by + "."
                      : "Some action brings about ends with different winners, or a wrong winner, or an end is never reached" + by + ".";
    if (t.conflicting_ends)
      attach_game_or_inconclusive(f, case_witness(engine, *t.conflicting_ends, "witness: two ends at once", "Two ends with different winners.",
                                                  f.clauses, [](const GameToCase&) { return std::string(); }),
                                  ed);
    out.push_back(std::move(f));
  }
  out.push_back(claim(ed, "claim.princess-captured-loses", t.princess_captured == t.princess_captured_lost,
                      "Every one of the " + std::to_string(t.princess_captured) +
                          " actions that capture the Princess ends the game for the Minister's team" + by + "."));
  out.push_back(claim(ed, "claim.both-revealed-loses", t.both_revealed == t.both_revealed_lost,
                      "Every one of the " + std::to_string(t.both_revealed) +
                          " actions that leave the Princess and the Traveler both revealed ends the game for the Minister's team" + by + "."));
  out.push_back(claim(ed, "claim.guard-revealed-captured", t.guard_revealed == t.guard_revealed_captured && t.guard_revealed > 0,
                      "Every one of the " + std::to_string(t.guard_revealed) + " actions that reveal a Guard (" +
                          std::to_string(t.guard_wrong_accusations_captured) + " of them his own wrong accusation) capture him at once" + by + "."));
  out.push_back(claim(ed, "claim.traveler-capture-not-end",
                      t.traveler_captured_ends == t.traveler_captured_ends_by_another_end,
                      "Capturing the Traveler is not one of the four ends: of the actions that capture him, the " +
                          std::to_string(t.traveler_captured_ends) +
                          " that end the game all end it by one of the four (mostly the Princess revealed too, l.{163}, as "
                          "l.{189} itself warns next; or the last turn of the last round)" + by + "."));
  out.push_back(claim(ed, "claim.teams-win-together", t.princess_team_wins == t.priest_wins_with_it,
                      "Whenever the Princess's team wins (" + std::to_string(t.princess_team_wins) +
                          " endings with the Priest a player), the Priest is among the winners (l.{165})" + by + "."));
  {
    std::string who;
    for (Character c : t.princess_capturers) who += (who.empty() ? "" : ", ") + ed.name(c);
    const bool holds = t.princess_capturers == std::set<Character>{Character::minister};
    Finding f = claim(ed, "claim.only-minister-captures-princess", holds,
                           holds ? "Only the Minister's actions capture the Princess" + by + "."
                                 : "Line {185} says only the Minister can « techniquement » capture the Princess, but Capture is "
                                   "refused to the Guards alone (l.{146}) and any other character may capture a revealed card "
                                   "(l.{148}), and an Interrupt captures the interrupter (l.{142}): the Princess is captured by the "
                                   "actions of: " + who + by + ". The witness: the Priest captures the revealed Princess.");
    f.clauses.insert(f.clauses.end(), {"capture.not-guards", "capture.revealed", "interrupt.captured"});
    for (auto& q : quotes_of(ed, {"capture.not-guards", "capture.revealed", "interrupt.captured"})) f.quotes.push_back(q);
    if (!holds && t.priest_captures_princess)
      attach_game_or_inconclusive(f, case_witness(engine, *t.priest_captures_princess,
                                      "witness: the Priest captures the revealed Princess and the Minister's team wins",
                                      "l.{185} says only the Minister can capture the Princess; l.{146} refuses Capture to the Guards only.",
                                      {"capture.revealed", "end.princess-captured"}, [](const GameToCase& g) {
                                        return "{captured: " + names_of(g.after, g.after.captured) + ", game_over: true, winning_team: minister}";
                                      }),
                                  ed);
    out.push_back(std::move(f));
  }
  {
    // l.193: accusing « sans risque ». The exhaustion shows a wrong accusation never captures the
    // Minister at once, while it captures a Guard; but a revealed Minister can be captured next.
    State s;
    s.players = 6;
    s.npcs = 2;
    s.character = {Character::princess, Character::traveler, Character::minister, Character::guard,
                   Character::guard,    Character::priest,   Character::guard,    Character::guard};
    s.turn_card = {2, 3, 1, 4, 5, 6, 0, 0};
    const bool immediate_safe = t.minister_captured_by_accusing == 0 && t.minister_accusations > 0;
    Finding f = claim(ed, "claim.minister-accuses-safely", false,
                           "Line {193} says the Minister is the only one of his team who can accuse « sans risque ». What holds: "
                           "a wrong accusation never captures him at once (" + std::string(immediate_safe ? "none" : "some") +
                               " of his " + std::to_string(t.minister_accusations) + " accusations does), while it captures a "
                               "Guard (l.{197})" + by + ". What does not: it reveals his card "
                               "(l.{123}), and any player but a Guard may then capture the revealed Minister (l.{148}), which ends "
                               "the game for the Princess's team (l.{161}). The witness: the Minister accuses wrongly, the Traveler "
                               "captures him.");
    f.clauses.insert(f.clauses.end(), {"accuse.wrong", "capture.revealed", "end.minister-captured"});
    for (auto& q : quotes_of(ed, {"accuse.wrong", "capture.revealed", "end.minister-captured"})) f.quotes.push_back(q);
    attach_witness(f, witness_yaml(Witness{"witness: the Minister who accuses wrongly is revealed, captured and loses",
                                           "l.{193} calls the Minister's accusations safe; l.{123} reveals him, l.{148} lets the Traveler capture him.",
                                           {"accuse.wrong", "capture.revealed", "end.minister-captured"},
                                           {step_node(s, 2, Action{ActionKind::accuse, 0, Character::guard}, "{revealed: [Cy], captured: []}"),
                                            step_node(s, 0, Action{}), step_node(s, 1, Action{ActionKind::capture, 2, Character::none})},
                                           "{captured: [Cy], game_over: true, winning_team: princess}"},
                                   s, {ed.id}),
                   ed);
    out.push_back(std::move(f));
  }
  {
    Finding f = finding(ed, "dead-clause", "info", "hide.reset-last-round");
    f.clauses = {"hide.reset", "hide.not-round-3"};
    f.quotes = quotes_of(ed, f.clauses);
    f.message = "The reset of protection (l.{136}) never has anything to reset at the end of the last round: Hide is not "
                "available then (l.{132}) and round 2's protection is reset at its end; no action of the last round protects "
                "anyone" + (t.last_round_protected ? " but " + std::to_string(t.last_round_protected) + " cases" : std::string()) + by + ".";
    if (t.last_round_protected) f.kind = "claim-refuted", f.severity = "error", f.id = "claim-refuted:" + ed.id + ":hide.reset-last-round";
    out.push_back(std::move(f));
  }
  {
    Finding f = finding(ed, "dead-clause", "info", "capture.guard");
    f.clauses = {"capture.revealed", "guard.revealed-captured"};
    f.quotes = quotes_of(ed, f.clauses);
    f.message = "Capture (l.{148}) can never choose a Guard: a revealed Guard is captured at once (l.{197}), so no Guard card is "
                "ever revealed and free" + (t.guard_captured_by_capture ? " but in " + std::to_string(t.guard_captured_by_capture) + " cases" : std::string()) + by + ".";
    if (t.guard_captured_by_capture) f.kind = "claim-refuted", f.severity = "error", f.id = "claim-refuted:" + ed.id + ":capture.guard";
    out.push_back(std::move(f));
  }
  for (size_t i = first; i < out.size(); ++i)  // every refutation shows its counter-example
    attach_counter(out[i], t, out[i].id.substr(out[i].id.rfind(':') + 1), ed);
}

}  // namespace errata::secret_moon
