#include "differential.h"

#include <algorithm>
#include <bit>
#include <numeric>

#include "model/love_letter/engine.h"
#include "scenario_writer.h"

namespace errata::props {

using namespace love_letter;

namespace {

std::string player(int seat) { return player_name(seat); }
std::string card(Role r) { return std::string(role_id(r)); }


// What a turn's difference is about: the card's effect (or legality), the end
// of the round (winners, tokens, who starts next), or the end of the game.
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


// The next round's deal: the same cards, the order turned by the round's
// number, so each round of a case gets its own deal.
Deal next_deal(const std::vector<Role>& cards, const std::vector<size_t>& order, int dealt, int players, bool set_aside,
               int round) {
  Deal d;
  const size_t shift = static_cast<size_t>(round * (players + 1)) % order.size();
  int next = 0;
  auto take = [&] { return cards[order[(static_cast<size_t>(next++) + shift) % order.size()]]; };
  if (set_aside) d.set_aside = take();
  for (int p = 0; p < players; ++p) d.hand[static_cast<size_t>(p)] = take();
  while (next < dealt) d.deck.add(take());
  return d;
}

std::string new_round_yaml(const Deal& d, int players, std::optional<int> first) {
  std::string y = "  - new_round:\n      hands: {";
  for (int p = 0; p < players; ++p) y += (p ? ", " : "") + player(p) + ": " + card(d.hand[static_cast<size_t>(p)]);
  y += "}\n      deck: [";
  for (int i = 0; i < d.deck.size; ++i) y += (i ? ", " : "") + card(d.deck[i]);
  y += "]\n";
  if (d.set_aside != Role::none) y += "      set_aside: " + card(d.set_aside) + "\n";
  if (first) y += "      first: " + player(*first) + "\n";
  return y;
}

// Among tied winners, the lowest seat starts the next round.
// The decision at a round's end that two states, alike but for it, show, and
// what differs.
std::pair<std::string, std::string> round_end_difference(const State& x, const State& y) {
  if (x.round_over != y.round_over) return {"round-end.timing", "the round ends under one edition and goes on under the other"};
  if (x.round_winners != y.round_winners) return {"round-end.winners", "the round's winners differ"};
  if (x.tokens != y.tokens) return {"round-end.tokens", "with the same winners, the tokens handed out differ"};
  if (x.game_over != y.game_over || x.game_winners != y.game_winners) return {"game-end", "the game ends differently"};
  return {"round-end.next-first", "who starts the next round differs"};
}

// guard.names: a choice is played by what it names, not by how it is
// written. Where one edition's Guard names a number and the other's a
// character, a number that names (in the first) a character both decks hold
// is played as that character, which both read (the SMT diff compares the
// same choice so: checker/love_letter/smt/diff_plays.cpp).
Action as_named(Action act, const Edition& a, const Edition& b) {
  if (act.card != Role::guard || act.number < 0 || a.rules.guard_names_a_number() == b.rules.guard_names_a_number()) return act;
  const Edition& numbers = a.rules.guard_names_a_number() ? a : b;
  const Edition& characters = a.rules.guard_names_a_number() ? b : a;
  for (int i = 1; i < kRoleCount; ++i) {
    const auto r = static_cast<Role>(i);
    if (numbers.has_card(r) && characters.has_card(r) && numbers.lists(r) && characters.lists(r) && numbers.value_of(r) == act.number) {
      act.guess = r;
      act.number = -1;
      return act;
    }
  }
  return act;
}

// The first decision of a step that parts two states after the same play
// (`xa`, `xb`: the step played whole): its order in the step is the play's
// own effects (hands, eliminations, protection, a token the play wins), then
// the game's end at once on such a token (game-end.timing), then the
// round's end and what it decides. Each is looked for in the play before the
// end of the turn (Engine::resolve), so a round or a game ending in the same
// step does not hide the play that parted them. "" is the play.
std::pair<std::string, std::string> first_parting(const Engine& ea, const Engine& eb, const State& sa, const State& sb, const Action& act,
                                                  const State& xa, const State& xb) {
  State pa = sa, pb = sb;
  ea.resolve(pa, act, nullptr);
  eb.resolve(pb, act, nullptr);
  if (!(without_round_end(pa) == without_round_end(pb)) || pa.tokens != pb.tokens) return {"", "the play has different effects"};
  if (pa.game_over != pb.game_over || pa.game_winners != pb.game_winners)
    return {"game-end.timing", "the game ends at once under one edition and goes on under the other"};
  return round_end_difference(xa, xb);
}

std::optional<int> tied_first(const State& s) {
  if (std::popcount(static_cast<unsigned>(s.first_candidates)) < 2) return std::nullopt;
  return std::countr_zero(static_cast<unsigned>(s.first_candidates));
}

}  // namespace

std::vector<Role> common_cards(const Edition& a, const Edition& b) {
  std::vector<Role> out;
  for (int i = 1; i < kRoleCount; ++i) {
    const int n = std::min(a.copies[static_cast<size_t>(i)], b.copies[static_cast<size_t>(i)]);
    for (int c = 0; c < n; ++c) out.push_back(static_cast<Role>(i));
  }
  return out;
}

std::pair<int, int> common_players(const Edition& a, const Edition& b) {
  return {std::max(a.min_players, b.min_players), std::min(a.max_players, b.max_players)};
}

std::optional<Divergence> play_differential(const Edition& a, const Edition& b, const DiffCase& c) {
  const auto [lo, hi] = common_players(a, b);
  std::vector<Role> cards = common_cards(a, b);
  if (lo > hi || c.players < lo || c.players > hi) return std::nullopt;
  std::vector<size_t> order(cards.size());
  std::iota(order.begin(), order.end(), size_t{0});
  auto key = [&](size_t i) { return i < c.shuffle.size() ? c.shuffle[i] : 0u; };
  std::stable_sort(order.begin(), order.end(), [&](size_t x, size_t y) { return key(x) < key(y); });
  const bool set_aside = a.set_aside_face_down > 0 && b.set_aside_face_down > 0;
  const int least = c.players + (set_aside ? 1 : 0);
  const int dealt = std::clamp(c.cards, least, static_cast<int>(cards.size()));
  if (dealt < least) return std::nullopt;

  // The deal: the set-aside card, one card each, then the deck, top first.
  State s;
  s.players = static_cast<uint8_t>(c.players);
  int next = 0;
  auto take = [&] { return cards[order[static_cast<size_t>(next++)]]; };
  if (set_aside) s.set_aside = take();
  for (int p = 0; p < c.players; ++p) s.hand[p].add(take());
  while (next < dealt) s.deck.put_under(take());
  const int need = std::min(a.tokens_needed(c.players), b.tokens_needed(c.players));
  for (int p = 0; p < c.players; ++p)
    s.tokens[p] = static_cast<uint8_t>(static_cast<size_t>(p) < c.tokens.size()
                                           ? c.tokens[static_cast<size_t>(p)] % static_cast<uint32_t>(need) : 0);
  const Engine ea(a), eb(b);
  if (ea.setup_problem(s) || eb.setup_problem(s)) return std::nullopt;

  std::string y = "setup:\n  players: [";
  for (int p = 0; p < c.players; ++p) y += (p ? ", " : "") + player(p);
  y += "]\n  first: P1\n  hands: {";
  for (int p = 0; p < c.players; ++p) y += (p ? ", " : "") + player(p) + ": " + card(s.hand[p][0]);
  y += "}\n  deck: [";
  for (int i = 0; i < s.deck.size; ++i) y += (i ? ", " : "") + card(s.deck.at(i));
  y += "]\n  set_aside: " + (s.set_aside == Role::none ? std::string("null") : card(s.set_aside)) + "\n  tokens: {";
  for (int p = 0; p < c.players; ++p) y += (p ? ", " : "") + player(p) + ": " + std::to_string(s.tokens[p]);
  y += "}\nsteps:\n";

  State sa = s, sb = s;
  ea.begin(sa, nullptr);
  eb.begin(sb, nullptr);
  // The divergence, with each edition's outcome as an expect map of its own
  // (at the top level for a dealt round, else on the divergent step).
  auto diverged = [&](std::string decision, std::string detail, int steps, const State& xa, Rejection ra, const State& xb,
                      Rejection rb) {
    const std::string in = steps ? "      " : "  ";
    Divergence d;
    d.decision = std::move(decision);
    d.detail = std::move(detail);
    d.steps = steps;
    d.a = a.id;
    d.b = b.id;
    d.body = y + (steps ? "    expect:\n" : "expect:\n");
    d.expect_a = state_expect_yaml(a, xa, ra, in);
    d.expect_b = state_expect_yaml(b, xb, rb, in);
    d.scenario = d.yaml(true);
    return d;
  };
  if (!(sa == sb)) {  // a deal decided at once: what differs at its end (a game won on the deal, ...)
    const bool alike = sa.round_over && sb.round_over && without_round_end(sa) == without_round_end(sb);
    return diverged(alike ? round_end_difference(sa, sb).first : "round-end.winners", "the dealt round is decided differently", 0, sa,
                    Rejection::none, sb, Rejection::none);
  }
  static thread_local Action la[1024], lb[1024];
  int round = 0, new_rounds = 0;
  for (size_t step = 0; step < c.picks.size(); ++step) {
    if (sa.round_over) {  // the same round end in both: the next round, as both deal it
      if (sa.game_over || ++round >= std::min(c.rounds, 3)) break;
      const Deal deal = next_deal(cards, order, dealt, c.players, set_aside, round);
      const auto first = tied_first(sa);
      State na = sa, nb = sb;
      if (ea.new_round(na, deal, first, nullptr, nullptr) != Rejection::none ||
          eb.new_round(nb, deal, first, nullptr, nullptr) != Rejection::none)
        break;
      y += new_round_yaml(deal, c.players, first);
      ++new_rounds;
      const int steps = static_cast<int>(step) + new_rounds;
      if (!(na == nb))
        return diverged("round-start", "the next round starts differently", steps, na, Rejection::none, nb, Rejection::none);
      sa = na;
      sb = nb;
      if (sa.round_over) continue;  // a deal already decided ends at once
    }
    const int me = sa.to_move;
    if (me < 0) break;  // only after a tied round: not reached within one round
    ea.start_turn(sa, nullptr);
    eb.start_turn(sb, nullptr);
    const int na = ea.legal_plays(sa, la, 1024), nb = eb.legal_plays(sb, lb, 1024);
    if (na + nb == 0) break;
    const auto k = static_cast<int>(c.picks[step] % static_cast<uint32_t>(na + nb));
    const Action act = as_named(k < na ? la[k] : lb[k - na], a, b);
    State ra_state = sa, rb_state = sb;
    const Rejection ra = ea.play(ra_state, act, nullptr), rb = eb.play(rb_state, act, nullptr);
    y += step_yaml(me, act);
    const std::string decision = "play." + card(act.card);
    const int steps = static_cast<int>(step) + 1 + new_rounds;
    if (ra != Rejection::none || rb != Rejection::none) {
      if ((ra == Rejection::none) == (rb == Rejection::none)) break;  // both refuse: cannot happen
      return diverged(decision, "the play is legal in one edition and refused (" +
                                    std::string(rejection_code(ra != Rejection::none ? ra : rb)) + ") in the other",
                      steps, ra_state, ra, rb_state, rb);
    }
    if (!(ra_state == rb_state)) {
      const auto [what, detail] = first_parting(ea, eb, sa, sb, act, ra_state, rb_state);
      return diverged(what.empty() ? decision : what, detail, steps, ra_state, ra, rb_state, rb);
    }
    sa = ra_state;
    sb = rb_state;
  }
  return std::nullopt;
}

std::string Divergence::yaml(bool both) const {
  std::string y = "name: \"" + (both ? "differential play: " + a + " and " + b + " decide differently" : "the outcome under " + a) + "\"\n";
  y += "game: love-letter\neditions: [" + a + (both && b != a ? ", " + b : "") + "]\n";
  return y + body + expect_a + (both ? expect_b : "");
}

bool finding_covers(const std::string& finding_id, const std::string& a, const std::string& b,
                    const std::string& decision) {
  const bool pair = finding_id.starts_with("divergence:" + a + ":" + b + ":") ||
                    finding_id.starts_with("divergence:" + b + ":" + a + ":");
  if (!pair) return false;
  const std::string found = finding_id.substr(finding_id.rfind(':') + 1);
  // Tokens handed out with the same winners: one of the round's bonuses.
  if (decision == "round-end.tokens") return found.starts_with("round-end.") && found != "round-end.winners";
  return found == decision;
}

}  // namespace errata::props
