// Phases 2 and 3 (l.110-150) and the end of the game (l.154-158).
#include "engine.h"
#include "loser_rules.h"
#include "narrator.h"

namespace errata::loser {
namespace {

const char* rule_clause(LoserRule r) {
  switch (r) {
    case LoserRule::highest_down: return "loser.highest-down";
    case LoserRule::highest_alone_up: return "loser.highest-alone-up";
    case LoserRule::highest_up_with_others: return "loser.highest-up-with-others";
    case LoserRule::tie: return "loser.tie";
    case LoserRule::none: break;
  }
  return "";
}

// Why the vote cannot take place now, or Rejection::none.
Rejection vote_refusal(const State& s, const Vote& v, const Narrator& say) {
  if (s.phase == Phase::over) return say.refuse(Rejection::game_over, "game.end", "the game is over");
  if (s.phase == Phase::potions)
    return say.refuse(Rejection::not_voting_time, "vote.start", "the vote begins only when every player holds one potion");
  if (s.phase != Phase::vote) return say.refuse(Rejection::round_over, "reveal", "this round's vote is over");
  int missing = 0;
  std::string names;
  for (int p = 0; p < s.players; ++p) {
    if (v.thumb[static_cast<size_t>(p)] != Thumb::none) continue;
    ++missing;
    names += (names.empty() ? "" : ", ") + say.name(p);
  }
  if (missing == 0) return Rejection::none;
  return say.refuse(Rejection::vote_required, "vote.simultaneous", "every player votes; no vote from " + names);
}

}  // namespace

int Engine::reveal_and_decide(State& s, const Vote& v, Trace* t) const {
  const Narrator say(t);
  Reveal r;
  r.players = s.players;
  std::string votes, shown;
  for (int p = 0; p < s.players; ++p) {
    const auto i = static_cast<size_t>(p);
    s.votes[i] = r.thumb[i] = v.thumb[i];
    r.printed[i] = s.hand[i][0];
    r.counted[i] = v.counts_as[i].value_or(r.printed[i]);
    votes += (votes.empty() ? "" : ", ") + say.name(p) + " " + thumb_name(v.thumb[i]);
    shown += (shown.empty() ? "" : ", ") + say.name(p) + " " + std::to_string(r.printed[i]);
    if (v.counts_as[i]) shown += " (counting as " + std::to_string(r.counted[i]) + " by a spell card's effect)";
  }
  say("vote.simultaneous", "all at once: " + votes);
  say("reveal", "revealed: " + shown);
  say("vote.in-play", "the highest potion is looked for among the potions left in hand");

  const Verdict verdict = determine_loser(r);
  s.loser = static_cast<int8_t>(verdict.loser);
  s.rule = verdict.rule;
  if (verdict.rule == LoserRule::tie) {
    std::string tied;
    for (int p = 0; p < s.players; ++p)
      if ((verdict.tied >> p) & 1u) tied += (tied.empty() ? "" : ", ") + say.name(p);
    if (verdict.tied_rule == LoserRule::highest_alone_up)
      say(rule_clause(verdict.tied_rule), "the highest alone points up; the lowest potion is shared by " + tied);
    else if (verdict.tied_rule == LoserRule::highest_up_with_others)
      say(rule_clause(verdict.tied_rule), "the highest points up with others; among them the lowest potion is shared by " + tied);
    else
      say("vote.question", "the highest potion is shared by " + tied);
    say("loser.tie-reading", "a tie among " + tied + ": the lowest printed number among them loses");
  }
  say(rule_clause(verdict.rule), say.name(verdict.loser) + " loses the round");
  say("loser.one", "one loser: " + say.name(verdict.loser));
  return verdict.loser;
}

void Engine::after_the_loser(State& s, Trace* t, Rng* rng) const {
  const Narrator say(t);
  const int loser = s.loser;
  const auto l = static_cast<size_t>(loser);
  const int card = s.frog(loser, 0) ? 1 : 0;  // a card still showing its human side
  s.frogs[l] = static_cast<uint8_t>(s.frogs[l] | (1u << card));
  say("frog.flip", say.name(loser) + " turns a character card to its frog side (" + std::to_string(s.frog_cards(loser)) + " of " +
                       std::to_string(kCharacterCards) + ")");
  if (s.all_frog(loser)) {
    s.phase = Phase::over;
    say("game.end", say.name(loser) + " is completely a frog: the game ends at once");
    say("game.loser", say.name(loser) + " is the only loser of the game");
    return;
  }
  say("round.next", say.name(loser) + " is not completely a frog: the next round is prepared");
  s.drawn.clear();
  for (int k = 0; k < ed_.loser_draws; ++k) draw_spell(s, s.drawn, t, rng);
  say("loser.draws-two", say.name(loser) + " draws " + std::to_string(s.drawn.size) + " spell cards");
  s.next_first = static_cast<int8_t>(s.left_of(loser));
  s.phase = s.drawn.empty() ? Phase::deal : Phase::spells;
}

Rejection Engine::vote(State& s, const Vote& v, Trace* t, Rng* rng) const {
  if (const Rejection r = vote_refusal(s, v, Narrator(t)); r != Rejection::none) return r;
  reveal_and_decide(s, v, t);
  after_the_loser(s, t, rng);
  return Rejection::none;
}

Rejection Engine::keep(State& s, int spell, Trace* t) const {
  const Narrator say(t);
  if (s.phase == Phase::over) return say.refuse(Rejection::game_over, "game.end", "the game is over");
  if (s.phase == Phase::potions || s.phase == Phase::vote)
    return say.refuse(Rejection::round_not_over, "loser.draws-two", "the loser draws spell cards only once the round's loser is determined");
  if (s.phase == Phase::deal) return say.refuse(Rejection::invalid_choice, "loser.draws-two", "no spell card waits for a choice");
  if (!s.drawn.contains(spell))
    return say.refuse(Rejection::invalid_choice, "loser.draws-two",
                      spell_name(spell) + " is not one of the spell cards " + say.name(s.loser) + " drew");
  s.spells[static_cast<size_t>(s.loser)].add(spell);
  say("loser.draws-two", say.name(s.loser) + " keeps " + spell_name(spell));
  for (int c : s.drawn) {
    if (c == spell) continue;
    s.spells[static_cast<size_t>(s.next_first)].add(c);
    say("left-neighbour", say.name(s.loser) + " gives " + spell_name(c) + " to the left neighbour, " + say.name(s.next_first));
  }
  say("spells.kept-face-down", "spell cards are kept face down by their owners");
  s.drawn.clear();
  s.phase = Phase::deal;
  return Rejection::none;
}

Rejection Engine::new_round(State& s, const Deal& d, Trace* t, std::string* why) const {
  const Narrator say(t);
  if (s.phase == Phase::over) return say.refuse(Rejection::game_over, "game.end", "the game is over");
  if (s.phase == Phase::potions || s.phase == Phase::vote)
    return say.refuse(Rejection::round_not_over, "round.next", "the next round is prepared once this round's loser is determined");
  if (s.phase == Phase::spells)
    return say.refuse(Rejection::spell_choice_pending, "loser.draws-two", "the loser has not yet chosen the spell card he keeps");
  if (auto problem = deal_problem(s.players, d.hand, nullptr, d.face_up, d.face_down, t ? t->names : std::vector<std::string>{})) {
    if (why) *why = *problem;
    return say.refuse(Rejection::invalid_deal, "setup.deal", *problem);
  }
  for (int p = 0; p < s.players; ++p) {
    s.hand[static_cast<size_t>(p)] = d.hand[static_cast<size_t>(p)];
    s.played[static_cast<size_t>(p)].clear();
    s.votes[static_cast<size_t>(p)] = Thumb::none;
  }
  s.face_up = d.face_up;
  s.face_down = d.face_down;
  say("round.redeal", "the " + std::to_string(ed_.potions()) + " potions are dealt again; every other card stays where it is");
  say("setup.deal", "dealt as the table says for " + std::to_string(s.players) + " players");
  s.to_move = s.next_first;
  say("round.next-first", say.name(s.to_move) + " starts the new round");
  s.next_first = kNoPlayer;
  s.loser = kNoPlayer;
  s.rule = LoserRule::none;
  s.phase = Phase::potions;
  ++s.round;
  return Rejection::none;
}

}  // namespace errata::loser
