#include "simulation.h"

#include <algorithm>

#include "model/love_letter/random_play.h"

namespace errata::props {

using namespace love_letter;

void Tally::add(long v) {
  min = count ? std::min(min, v) : v;
  max = count ? std::max(max, v) : v;
  ++count;
  total += v;
}

namespace {

std::string ending(const State& s) {
  if (count(s.in_round()) <= 1) return "last player in the round";
  if (s.round_winners == 0) return "showdown, nobody wins";
  if (count(s.round_winners) > 1) return "showdown, tie";
  return "showdown";
}

long tokens_in_play(const State& s) {
  long n = 0;
  for (int p = 0; p < s.players; ++p) n += s.tokens[p];
  return n;
}

}  // namespace

Simulation simulate(const Edition& ed, int players, long games, uint64_t seed) {
  Simulation out;
  out.edition = ed.id;
  out.players = players;
  out.seed = seed;
  out.game_wins_by_seat.assign(static_cast<size_t>(players), 0);
  for (const auto& st : ed.stated)
    if (st.what == "favor-tokens") out.token_supply = st.value;
  const Engine engine(ed);
  Rng rng(seed);
  Trace trace;
  for (int p = 0; p < players; ++p) trace.names.push_back("P" + std::to_string(p + 1));
  for (long g = 0; g < games; ++g) {
    State s = first_round(engine, players, static_cast<int>(rng.below(static_cast<uint32_t>(players))), rng);
    long rounds = 0;
    for (;;) {
      const long before = tokens_in_play(s);
      trace.events.clear();
      const int turns = play_random_round(engine, s, rng, &trace);
      for (const auto& e : trace.events)
        if (!e.clause.empty()) ++out.clauses[e.clause];
      ++rounds;
      out.turns += turns;
      out.turns_per_round.add(turns);
      out.tokens_per_round.add(tokens_in_play(s) - before);
      ++out.round_endings[ending(s)];
      for (int p = 0; p < players; ++p)
        if (has(s.round_winners, p) && !s.hand[p].empty()) ++out.round_wins_by_card[ed.card_name(s.hand[p][0])];
      if (s.game_over) break;
      if (engine.new_round(s, random_deal(ed, players, rng), std::nullopt, nullptr, nullptr) != Rejection::none) break;
      if (s.to_move == kNoPlayer) {
        int pick = static_cast<int>(rng.below(static_cast<uint32_t>(count(s.first_candidates))));
        for (int p = 0; p < players; ++p)
          if (has(s.first_candidates, p) && pick-- == 0) s.to_move = static_cast<int8_t>(p);
        s.first_candidates = 0;
      }
    }
    ++out.games;
    out.rounds += rounds;
    out.rounds_per_game.add(rounds);
    for (int p = 0; p < players; ++p)
      if (has(s.game_winners, p)) ++out.game_wins_by_seat[static_cast<size_t>(p)];
    const long in_play = tokens_in_play(s);
    out.most_tokens_in_play.add(in_play);
    if (out.token_supply > 0 && in_play > out.token_supply) ++out.games_short_of_tokens;
  }
  return out;
}

}  // namespace errata::props
