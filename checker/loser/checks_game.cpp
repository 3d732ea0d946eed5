// A whole game: every sequence of round losers (l.142-158) and the spell cards
// it hands out (l.66, l.146, l.108); claims the model cannot decide.
#include <array>
#include <optional>
#include <string>

#include "check_support.h"
#include "checks_parts.h"
#include "model/loser/action.h"
#include "game_from_deal.h"
#include "witness.h"

namespace errata::loser {
namespace {

struct GameBounds {
  long games = 0;
  int fewest_rounds = 1 << 30, most_rounds = 0;
  int most_spells_drawn = 0;  // from the spell pile over a whole game
  bool one_frog_at_end = true, frog_needs_two_losses = true, spells_short = false;
};

// Every sequence of round losers, round by round, with the model's frog flip.
void explore(const Edition& ed, int n, std::array<int, 8>& frogs, int round, int drawn, GameBounds& b) {
  for (int loser = 0; loser < n; ++loser) {
    ++frogs[static_cast<size_t>(loser)];
    if (frogs[static_cast<size_t>(loser)] == ed.cards_per_character) {
      ++b.games;
      b.fewest_rounds = std::min(b.fewest_rounds, round);
      b.most_rounds = std::max(b.most_rounds, round);
      b.most_spells_drawn = std::max(b.most_spells_drawn, drawn);
      int full = 0;
      for (int p = 0; p < n; ++p) full += frogs[static_cast<size_t>(p)] == ed.cards_per_character;
      b.one_frog_at_end = b.one_frog_at_end && full == 1;
      b.frog_needs_two_losses = b.frog_needs_two_losses && round >= 2;
    } else {
      // The loser draws from the pile; nothing else takes cards from it (spent
      // spells go to the discard), so the pile holds spells - drawn cards.
      if (ed.spells - drawn < ed.loser_draws) b.spells_short = true;
      explore(ed, n, frogs, round + 1, drawn + ed.loser_draws, b);
    }
    --frogs[static_cast<size_t>(loser)];
  }
}

// A game from the deal whose last vote leaves the loser fewer than two spell
// cards to draw: k rounds lost by seats 0 .. k-1 in turn (one frog side, the
// spell cards they draw handed out), no spell card ever played, then the
// highest potion's holder, still human, points down.
std::optional<std::string> shortage_witness(const Edition& ed) {
  const int n = ed.max_players;
  int k = 0;
  while (k < n - 1 && ed.spells - ed.first_player_draws - ed.loser_draws * k >= ed.loser_draws) ++k;
  const int held = ed.first_player_draws + ed.loser_draws * k;
  if (ed.spells - held >= ed.loser_draws || held > ed.spells) return std::nullopt;
  // Round r's potions kept to the vote: seat r holds the highest (seat n-1 in the last round).
  auto kept = [&](int round) {
    const int r = round < k ? round : n - 1;
    std::vector<int> out;
    for (int p = 0; p < n; ++p) out.push_back(ed.potion_low + (p == r ? n - 1 : p == n - 1 ? r : p));
    return out;
  };
  const Engine engine(ed);
  const std::vector<Thumb> down(static_cast<size_t>(n), Thumb::down);
  auto g = game_to_vote(engine, kept(0));
  for (int r = 1; g && r <= k; ++r)
    if (!next_round_to_vote(engine, *g, vote_of(down), kept(r))) return std::nullopt;
  if (!g) return std::nullopt;
  std::string pile;
  for (int c : g->now.spell_pile) pile += (pile.empty() ? "" : ", ") + spell_name(c);
  RandomStep vote;
  vote.phase = Phase::vote;
  vote.vote = vote_of(down);
  return game_witness(*g, vote,
                      "witness - the loser finds " + std::to_string(ed.spells - held) + " spell cards to draw, not " +
                          std::to_string(ed.loser_draws),
                      {"loser.draws-two", "components.spells"}, {"round_loser: " + seat_name(n - 1), "drawn: [" + pile + "]"});
}

}  // namespace

void check_game_length(const Edition& ed, std::vector<Finding>& out) {
  std::string lengths;
  GameBounds all;
  int most_drawn = 0;
  for (int n = ed.min_players; n <= ed.max_players; ++n) {
    GameBounds b;
    std::array<int, 8> frogs{};
    explore(ed, n, frogs, 1, ed.first_player_draws, b);
    lengths += (lengths.empty() ? "" : ", ") + std::to_string(n) + " players " + std::to_string(b.fewest_rounds) + " to " +
               std::to_string(b.most_rounds) + " rounds";
    all.games += b.games;
    all.one_frog_at_end = all.one_frog_at_end && b.one_frog_at_end;
    all.frog_needs_two_losses = all.frog_needs_two_losses && b.frog_needs_two_losses;
    all.spells_short = all.spells_short || b.spells_short;
    most_drawn = std::max(most_drawn, b.most_spells_drawn);
  }
  const std::string games = std::to_string(all.games) + " sequences of round losers, by exhaustion";

  Finding ends = claim(ed, true, "game-ends");
  ends.message = "Every game ends, as l.{70} and l.{156} say: one loser a round (l.{126}) turns one of his " +
                 std::to_string(ed.cards_per_character) + " cards, so some player is completely a frog after at most one "
                 "round more than there are players (" + lengths + "; " + games + ").";
  quote_clauses(ed, {"game.rounds", "game.end", "frog.flip"}, ends);
  out.push_back(std::move(ends));

  Finding slow = claim(ed, all.frog_needs_two_losses, "frog-little-by-little");
  slow.message = std::string("l.{45} says each mistake turns a player into a frog 'peu à peu': ") +
                 (all.frog_needs_two_losses ? "no player is completely a frog before losing twice (" + games + ")."
                                            : "a player can become a frog at his first loss.");
  quote_clauses(ed, {"goal.frog", "frog.flip", "components.characters"}, slow);
  out.push_back(std::move(slow));

  Finding one = claim(ed, all.one_frog_at_end, "one-game-loser");
  one.message = std::string("'Ce joueur est l'unique perdant de la partie' (l.{158}): ") +
                (all.one_frog_at_end ? "when the game ends exactly one player is completely a frog (" + games + ")."
                                     : "a game can end with two players completely frogs.");
  quote_clauses(ed, {"game.loser", "game.end"}, one);
  out.push_back(std::move(one));

  Finding supply = finding(ed, all.spells_short ? "resource-shortage" : "claim-proven", all.spells_short ? "warning" : "info",
                                "spell-supply");
  supply.message = all.spells_short
                       ? "The " + std::to_string(ed.spells) + " spell cards can run short: a loser may find fewer than " +
                             std::to_string(ed.loser_draws) + " to draw in the pile and the discard."
                       : "The " + std::to_string(ed.spells) + " spell cards always suffice: a whole game takes at most " +
                             std::to_string(most_drawn) + " from the pile (" + std::to_string(ed.first_player_draws) +
                             " for the first player, " + std::to_string(ed.loser_draws) + " a lost round; " + games + ").";
  quote_clauses(ed, {"components.spells", "setup.first-spell", "loser.draws-two"}, supply);
  if (all.spells_short) attach_game_or_inconclusive(supply, shortage_witness(ed), ed);
  out.push_back(std::move(supply));

  const bool dead = most_drawn < ed.spells;
  Finding reshuffle = dead ? finding(ed, "dead-clause", "info", "spells.reshuffle") : claim(ed, true, "spells-reshuffle-reachable");
  reshuffle.message = dead ? "l.{108} (an empty spell pile is rebuilt from the discard) never applies under the text's own "
                             "rules: only draws take cards from the pile, and a whole game draws at most " +
                                 std::to_string(most_drawn) + " of its " + std::to_string(ed.spells) +
                                 " (" + games + "). It can matter only if a spell card's effect, which the text does not "
                                 "give, draws spell cards."
                           : "l.{108} can apply: a game may draw all " + std::to_string(ed.spells) + " spell cards.";
  quote_clauses(ed, {"spells.reshuffle", "components.spells", "loser.draws-two"}, reshuffle);
  out.push_back(std::move(reshuffle));
}

void check_claims_outside_the_model(const Edition& ed, std::vector<Finding>& out) {
  // The age and playing time the text states, and its advice for the game's
  // loser: the model has no age, clock or forfeit to hold them against.
  for (const auto& s : ed.stated) {
    if (!outside_the_model(s.what)) continue;
    Finding f = finding(ed, "outside-the-model", "info", "stated-" + s.what);
    f.message = "Line " + std::to_string(s.line) + " states " + std::to_string(s.value) + " (" + s.what + "): the model has no " +
                (s.what == "age" ? "players' ages" : "clock") + ", so nothing is checked: this is neither proven nor refuted" +
                (s.what == "minutes" ? "; what it can say is that a game lasts 2 to " + std::to_string(ed.max_players + 1) +
                                           " rounds (see game-ends)."
                                     : ".");
    quote_stated(ed, s, f);
    out.push_back(std::move(f));
  }
  if (ed.clause("advice.forfeit")) {
    Finding f = finding(ed, "outside-the-model", "info", "advice.forfeit");
    f.message = "l.{158} advises a forfeit for the game's loser until the end of the next game: advice outside the rules, "
                "which the model neither plays nor checks.";
    quote_clauses(ed, {"advice.forfeit"}, f);
    out.push_back(std::move(f));
  }
}

}  // namespace errata::loser
