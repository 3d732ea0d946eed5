// Where the text leaves a choice: the tie rule (l.140), the potion 'en jeu'
// of the vote (l.114), and every clause the text is silent about.
#include <algorithm>
#include <map>

#include "check_support.h"
#include "checks_parts.h"
#include "expectation_check.h"
#include "model/loser/loser_rules.h"
#include "reveals.h"
#include "witness.h"

namespace errata::loser {

void check_tie_reading(const Edition& ed, std::vector<Finding>& out) {
  // A case where l.140 read literally (any two potions counting the same make
  // the tied player with the lowest number lose) and the reading taken name
  // different losers, with the fewest potions changed by a spell.
  const int n = ed.min_players;
  Reveal found;
  Verdict taken;
  int literal = kNoPlayer, fewest = n + 1;
  for_each_reveal(n, [&](const Reveal& r) {
    const Verdict v = determine_loser(r);
    const int l = loser_by_literal_tie(r);
    int changed = 0;  // the fewest spell effects make the plainest witness
    for (int p = 0; p < n; ++p) changed += r.counted[static_cast<size_t>(p)] != r.printed[static_cast<size_t>(p)];
    if (l >= 0 && l != v.loser && changed < fewest) {
      fewest = changed;
      found = r;
      taken = v;
      literal = l;
    }
  });
  Finding f = finding(ed, "ambiguity", "warning", "tie-rule-scope");
  quote_clauses(ed, {"loser.tie", "loser.tie-reading", "loser.highest-down", "loser.one"}, f);
  if (literal < 0) {
    f.message = "l.{140} read literally and the reading taken never name different losers (by exhaustion for " +
                std::to_string(n) + " players).";
    out.push_back(std::move(f));
    return;
  }
  // The situation with real potions: printed numbers 5, 6, 7..., counted values from 5 up.
  std::vector<int> printed, counted;
  std::vector<Thumb> votes;
  for (int p = 0; p < n; ++p) {
    printed.push_back(found.printed[static_cast<size_t>(p)] + 4);
    counted.push_back(found.counted[static_cast<size_t>(p)] + 4);
    votes.push_back(found.thumb[static_cast<size_t>(p)]);
  }
  std::string tied;
  for (int p = 0; p < n; ++p)
    for (int q = 0; q < n; ++q)
      if (p != q && counted[static_cast<size_t>(p)] == counted[static_cast<size_t>(q)]) {
        tied += (tied.empty() ? "" : " and ") + seat_name(p);
        break;
      }
  f.message = "l.{140} does not say which ties it settles, nor how players 'à égalité' differ by 'plus faible valeur'. "
              "Read literally, any two potions counting the same (a spell's effect) decide the round: here " + tied +
              " tie and " + seat_name(literal) + " (the lower number) would lose, while l." +
              (taken.rule == LoserRule::highest_down ? "128" : taken.rule == LoserRule::highest_alone_up ? "132" : "136") +
              " names " + seat_name(taken.loser) + "; l.{126} allows one loser only. The model takes reading "
              "loser.tie-reading: a tie decides only among the players a rule names, told apart by printed numbers, "
              "so " + seat_name(taken.loser) + " loses.";
  attach_game_or_inconclusive(f, vote_game_witness(ed,
                                       "witness - a tie the loser rules do not look at (l.{140} read literally would name " +
                                           seat_name(literal) + ")",
                                       {"loser.tie", "loser.tie-reading"}, votes, counted, printed,
                                       {"round_loser: " + seat_name(taken.loser), "loser_rule: " + rule_name(taken.rule)}), ed);
  out.push_back(std::move(f));
}

void check_in_play_reading(const Edition& ed, std::vector<Finding>& out) {
  // Three potions in hand below a potion lying face down on the table.
  const int n = ed.min_players;
  std::vector<int> printed;
  for (int p = 0; p < n; ++p) printed.push_back(ed.potion_low + 8 + p);
  Finding f = finding(ed, "ambiguity", "warning", "vote-potion-in-play");
  quote_clauses(ed, {"vote.question", "vote.in-play", "loser.highest-down", "reveal"}, f);
  f.message = "l.{114} asks who holds 'la carte Potion restante en jeu de plus forte valeur', but potions also lie on the "
              "table (l.{54}: face up and face down; l.{86}: red ones played face down). When a table potion is higher than "
              "every hand, nobody holds it and l.{128}-{136} name nobody. The model takes reading vote.in-play: only the "
              "potions left in hand count. Witness: " + seat_name(n - 1) + " holds " + std::to_string(printed.back()) +
              ", the highest in hand, points down and loses, though " + std::to_string(ed.potion_high) + " lies face down.";
  const std::vector<Thumb> votes(static_cast<size_t>(n), Thumb::down);
  attach_game_or_inconclusive(f, vote_game_witness(ed, "witness - the highest potion in hand is not the highest potion on the table", {"vote.in-play"},
                                       votes, printed, printed, {"round_loser: " + seat_name(n - 1), "loser_rule: highest-down"}), ed);
  out.push_back(std::move(f));
}

void check_mistake_claim(const Edition& ed, std::vector<Finding>& out) {
  // Every player votes right (up exactly for the highest potion in hand), and
  // still one loses: l.132 names the lowest potion.
  const int n = ed.min_players;
  std::vector<int> printed;
  for (int p = 0; p < n; ++p) printed.push_back(ed.potion_low + 8 + p);
  std::vector<Thumb> votes(static_cast<size_t>(n), Thumb::down);
  votes.back() = Thumb::up;
  Finding f = finding(ed, "ambiguity", "warning", "goal-every-mistake");
  quote_clauses(ed, {"goal.frog", "loser.highest-alone-up", "loser.one"}, f);
  f.message = "l.{45} says 'chaque erreur vous transformera peu à peu en grenouille', but a round always has a loser (l.{126}) "
              "even when nobody errs in the vote: here everyone points up exactly when holding the highest potion, and l.{132} "
              "turns " + seat_name(0) + ", who holds the lowest potion and rightly pointed down, into a frog. The 'erreur' of "
              "l.{45} can only be ending with the wrong potion (its first sentence), not a wrong vote. The model follows "
              "l.{126}-{140}.";
  attach_game_or_inconclusive(f, vote_game_witness(ed, "witness - every vote is right and the lowest potion still loses",
                                       {"goal.frog", "loser.highest-alone-up"}, votes, printed, printed,
                                       {"round_loser: " + seat_name(0), "loser_rule: highest-alone-up"}), ed);
  out.push_back(std::move(f));
}

void check_silent_clauses(const Edition& ed, std::vector<Finding>& out) {
  // The lines each silent clause stands beside (their clauses are quoted).
  static const std::map<std::string, std::vector<std::string>> beside{
      {"spell.effects", {"components.spells", "spell.activate"}},
      {"action.effects", {"components.actions", "action.apply"}},
      {"vote.in-play", {"vote.question"}},
      {"loser.tie-reading", {"loser.tie"}},
      {"left-neighbour", {"phase1.order", "loser.draws-two"}},
  };
  auto reported = [&](const std::string& id) {  // by an ambiguity finding, with its witness
    for (const auto& f : out)
      if (f.kind == "ambiguity" && std::find(f.clauses.begin(), f.clauses.end(), id) != f.clauses.end()) return true;
    return false;
  };
  for (const auto& [id, clause] : ed.clauses) {
    if (clause.silent_reading.empty() || reported(id)) continue;
    Finding f = finding(ed, "underspecified", "warning", "silent-" + id);
    f.clauses = {id};
    f.message = "The text has no sentence for clause " + id + "; the model reads: " + clause.silent_reading + ".";
    auto it = beside.find(id);
    if (it != beside.end()) quote_clauses(ed, it->second, f);
    out.push_back(std::move(f));
  }
}

}  // namespace errata::loser
