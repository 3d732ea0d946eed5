#include "game_apart.h"

#include <algorithm>
#include <array>

#include "model/love_letter/trace.h"
#include "props/core/game_apart.h"

namespace errata::props {

using namespace love_letter;

namespace {

// A state without what each edition deals of its own: the deck (its own
// cards lie under the shared ones), the face-up cards, the set-aside card.
// Neither a play nor the end of a round reads them while the shared deck lasts.
// Nor whether the deck ran out during the turn, which only the round's end
// reads (a round that ends under one edition only is round-end.timing), and
// which the next turn clears: two decks of different sizes run out apart.
State without_deck(State s) {
  s.deck = Deck{};
  s.deck_ran_out = false;
  s.face_up = {};
  s.set_aside = Role::none;
  return s;
}

// What a state is beside the end of its round (winners, tokens, who starts next).
State without_round_end(State s) {
  s.round_over = false;
  s.round_winners = 0;
  s.tokens = {};
  s.game_over = false;
  s.game_winners = 0;
  s.to_move = 0;
  s.first_candidates = 0;
  return s;
}

// The round's end bonus a trace cites that the other does not, in the
// order the solver asks them: the Spy's, the pair's, the Jester's.
std::string bonus_apart(const Trace& ta, const Trace& tb) {
  const std::pair<ClauseId, const char*> bonuses[] = {
      {ClauseId("spy.bonus"), "round-end.spy-bonus"},
      {ClauseId("chancellor.pair-bonus"), "round-end.pair-bonus"},
      {ClauseId("jester.bonus"), "round-end.jester-bonus"}};
  for (const auto& [clause, decision] : bonuses)
    if (ta.decided[static_cast<size_t>(clause.index())] != tb.decided[static_cast<size_t>(clause.index())]) return decision;
  return "round-end.tokens";
}

// Whether a token won during the turn ended the game at once (game.end-timing
// at-once): the game is over and the round was stopped, not decided.
bool ended_at_once(const State& x, const Trace& t) {
  if (!x.game_over) return false;
  for (ClauseId c : {ClauseId("round.last-player"), ClauseId("round.highest-wins"), ClauseId("round.tie"), ClauseId("round.deck-empty")})
    if (t.decided[static_cast<size_t>(c.index())]) return false;
  return true;
}

// Where two states after one play part, the first decision that parts them
// (the play's own effects, a game ended at once during the turn, the round's
// end, the game's end): "" when they agree.
std::string parting(Role card, const State& xa, Rejection ra, const Trace& ta, const State& xb, Rejection rb, const Trace& tb) {
  const std::string play = "play." + std::string(role_id(card));
  if (ra != Rejection::none || rb != Rejection::none) {
    if ((ra == Rejection::none) != (rb == Rejection::none)) return play;
    return ra == rb ? "" : play + ".refusal";
  }
  if (without_deck(xa) == without_deck(xb)) return "";
  // The tokens are the play's own where the round goes on or the game ended
  // at once (no round's end handed any out): a token the play wins is one of
  // its effects.
  // So is a Constable's token for a player the play put out, under one
  // edition only, though the round ends with the play (as the solver counts
  // a play's tokens).
  const bool plays_tokens = (!xa.round_over || ended_at_once(xa, ta)) && (!xb.round_over || ended_at_once(xb, tb));
  const auto constable = static_cast<size_t>(ClauseId("constable.token").index());
  const bool constable_apart = xa.tokens != xb.tokens && (ta.decided[constable] != 0) != (tb.decided[constable] != 0);
  if (!(without_deck(without_round_end(xa)) == without_deck(without_round_end(xb))) || ((plays_tokens || constable_apart) && xa.tokens != xb.tokens))
    return play;
  if (ended_at_once(xa, ta) != ended_at_once(xb, tb)) return "game-end.timing";
  // Neither game ended at once during the turn, or both did: a round that
  // ends under one edition only (the game perhaps ending with it) ends at
  // another time, as the solver names it (round-end.timing).
  if (xa.round_over != xb.round_over) return "round-end.timing";
  if (xa.round_winners != xb.round_winners) return "round-end.winners";
  if (xa.tokens != xb.tokens) return bonus_apart(ta, tb);
  if (xa.game_over != xb.game_over || xa.game_winners != xb.game_winners) return "game-end";
  return "round-start";
}

// The next round's deal: the whole deck (both editions hold the same) in `rng`'s order.
Deal next_deal(const Engine& e, const State& s, Rng& rng) {
  std::vector<Role> cards(e.whole_deck().begin(), e.whole_deck().end());
  for (size_t k = cards.size(); k > 1; --k) std::swap(cards[k - 1], cards[rng.below(static_cast<uint32_t>(k))]);
  Deal d;
  size_t k = 0;
  if (e.edition().set_aside_face_down > 0) d.set_aside = cards[k++];
  if (s.players == 2)
    for (int i = 0; i < e.edition().face_up_when_two_players; ++i) d.face_up.add(cards[k++]);
  for (int p = 0; p < s.players; ++p) d.hand[static_cast<size_t>(p)] = cards[k++];
  while (k < cards.size()) d.deck.add(cards[k++]);
  return d;
}

// One game under both engines, from its deal to where they part (or
// nowhere): Love Letter's table for the search (props/core/game_apart.h).
class Table {
 public:
  using Apart = GameApart;
  using State = love_letter::State;
  using Step = GameStep;
  using Trace = love_letter::Trace;
  using Rejection = love_letter::Rejection;

  Table(const Engine& ea, const Engine& eb, const SharedDeal& d, const ChoosePlay& choose, Rng& rng, int most_rounds)
      : ea_(ea), eb_(eb), deal_(d), choose_(choose), rng_(rng), most_rounds_(most_rounds) {}

  bool deal(Apart& g, State& sa, State& sb) {
    g.deal = deal_;
    sa = deal_.dealt(true), sb = deal_.dealt(false);
    if (ea_.setup_problem(sa) || eb_.setup_problem(sb)) return false;
    ea_.begin(sa, nullptr);
    eb_.begin(sb, nullptr);
    dealt_deck_ = sa.deck.size;
    return without_deck(sa) == without_deck(sb);  // a deal decided at once: a setup's difference, not a game's
  }

  // Decks that differ: the next round deals the cards both hold on top, in
  // `rng`'s order, each edition's own under them, as the first round did.
  std::optional<Step> next_shared_round(const State& sa, std::optional<int> first) {
    std::vector<Role> order = cards_in_both(ea_.edition(), eb_.edition());
    for (size_t k = order.size(); k > 1; --k) std::swap(order[k - 1], order[rng_.below(static_cast<uint32_t>(k))]);
    std::vector<int> tokens(sa.tokens.begin(), sa.tokens.begin() + sa.players);
    std::optional<SharedDeal> d = share_deal(ea_.edition(), eb_.edition(), sa.players, std::move(order), 0, std::move(tokens), rng_.next());
    if (!d) return std::nullopt;
    deal_ = *d;
    dealt_deck_ = deal_.dealt(true).deck.size, put_under_ = 0;
    return Step{-1, {}, deal_.deal_of(true), deal_, first};
  }

  static bool over(const State& sa) { return sa.game_over; }

  // The next round dealt, or the mover's play, her turn begun under both;
  // none where the game can no longer be one.
  std::optional<Step> choose(State& sa, State& sb, int step) {
    if (sa.round_over) {  // the same round end under both
      if (++rounds_ > most_rounds_) return std::nullopt;
      std::optional<int> first;  // after a tie, the lowest tied winner starts
      if (count(sa.first_candidates) > 1) first = __builtin_ctz(sa.first_candidates);
      // One deck for both where the decks are one (no card of either's own,
      // not even one set aside or face up beyond the other's).
      if (deal_.own_a.empty() && deal_.own_b.empty()) return Step{-1, {}, next_deal(ea_, sa, rng_), std::nullopt, first};
      return next_shared_round(sa, first);
    }
    const int taken = dealt_deck_ - sa.deck.size + put_under_;
    // Its next draws could reach one edition's own cards, or leave one deck
    // empty where the other holds cards of its own: no longer one game.
    if (sa.to_move < 0 || (!deal_.same_cards() && taken + kMostDrawsATurn >= deal_.shared_deck())) return std::nullopt;
    const int me = sa.to_move;
    ea_.start_turn(sa, nullptr);
    eb_.start_turn(sb, nullptr);
    const std::optional<Action> act = choose_(sa, sb, me, step - 1);
    if (!act) return std::nullopt;
    if (act->card == Role::chancellor) put_under_ += std::min<int>(2, sa.deck.size);
    return Step{me, *act, std::nullopt, std::nullopt, std::nullopt};
  }

  static Trace trace() {
    Trace t;
    t.keeps_text = false;
    return t;
  }

  Rejection play(int edition, State& s, const Step& step, Trace& t) {
    const Engine& e = edition == 0 ? ea_ : eb_;
    const Rejection r = !step.next_round ? e.play(s, step.action, &t)
                        : edition == 1 && step.shared ? e.new_round(s, step.shared->deal_of(false), step.first, &t, nullptr)
                                                       : e.new_round(s, *step.next_round, step.first, &t, nullptr);
    note(t);
    return r;
  }

  static std::string parting(const State&, const Step& step, const State& xa, Rejection ra, const Trace& ta, const State& xb,
                             Rejection rb, const Trace& tb) {
    // Where the decks differ, so do the rounds' decks, face-up and set-aside cards.
    if (step.next_round)
      return ra != Rejection::none || rb != Rejection::none || !(step.shared ? without_deck(xa) == without_deck(xb) : xa == xb) ? "round-start" : "";
    return props::parting(step.action.card, xa, ra, ta, xb, rb, tb);
  }

  static std::string message(int) { return ""; }

  std::vector<std::string> decided() const {
    std::vector<std::string> out;
    for (int i = 0; i < kClauseCount; ++i)
      if (seen_[static_cast<size_t>(i)]) out.emplace_back(clause_at(i));
    return out;
  }

 private:
  void note(const Trace& t) {
    for (size_t i = 0; i < seen_.size(); ++i) seen_[i] = seen_[i] || t.decided[i] != 0;
  }

  const Engine& ea_;
  const Engine& eb_;
  SharedDeal deal_;  // this round's
  const ChoosePlay& choose_;
  Rng& rng_;
  const int most_rounds_;
  int dealt_deck_ = 0, put_under_ = 0, rounds_ = 1;
  std::array<bool, kClauseCount> seen_{};
};

}  // namespace

std::optional<GameApart> play_apart(const Engine& ea, const Engine& eb, const SharedDeal& deal, const ChoosePlay& choose, Rng& rng,
                                    int most_steps, int most_rounds) {
  Table table(ea, eb, deal, choose, rng, most_rounds);
  return play_until_apart(table, most_steps);
}

std::string parting_after(const Engine& ea, const Engine& eb, const State& a, const State& b, const Action& play) {
  State xa = a, xb = b;
  Trace ta = Table::trace(), tb = Table::trace();
  const Rejection ra = ea.play(xa, play, &ta), rb = eb.play(xb, play, &tb);
  return parting(play.card, xa, ra, ta, xb, rb, tb);
}

std::optional<Action> random_play(const Engine& ea, const Engine& eb, const State& sa, const State& sb, Rng& rng) {
  static thread_local Action la[1024], lb[1024];
  const int na = ea.legal_plays(sa, la, 1024), nb = eb.legal_plays(sb, lb, 1024);
  if (na + nb == 0) return std::nullopt;
  const auto k = static_cast<int>(rng.below(static_cast<uint32_t>(na + nb)));
  return k < na ? la[k] : lb[k - na];
}

bool same_decision(const std::string& wanted, const std::string& found) {
  if (wanted == found) return true;
  return found == "round-end.tokens" && wanted.starts_with("round-end.") && wanted != "round-end.winners" &&
         wanted != "round-end.timing";
}

}  // namespace errata::props
