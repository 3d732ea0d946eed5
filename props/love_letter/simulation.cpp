#include "simulation.h"

#include <algorithm>
#include <array>
#include <cstring>

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

// How a round ended, counted in an array while games are played.
enum class Ending { last_player, showdown, showdown_tie, nobody_wins, count };
constexpr const char* kEndingIds[] = {"last-player", "showdown", "showdown-tie", "nobody-wins"};
constexpr const char* kEndingNames[] = {"last player in the round", "showdown", "showdown, tie", "showdown, nobody wins"};

// By table, not by branches: how a random round ends is what a branch
// predictor cannot know (a 4-player round ends either way about as often).
Ending ending(const State& s) {
  constexpr Ending kByCase[8] = {
      Ending::showdown,    Ending::showdown_tie, Ending::nobody_wins, Ending::nobody_wins,  // (no tie without a winner)
      Ending::last_player, Ending::last_player,  Ending::last_player, Ending::last_player};
  const int last_player = count(s.in_round()) <= 1, nobody = s.round_winners == 0, tie = count(s.round_winners) > 1;
  return kByCase[last_player << 2 | nobody << 1 | tie];
}

// Every seat's tokens (a seat nobody sits in holds none), twice a round: the
// eight counts read as one word, added in pairs into 16-bit lanes (each at
// most 510), the four lanes then summed into the top one by a multiply.
long tokens_in_play(const State& s) {
  static_assert(sizeof(s.tokens) == sizeof(uint64_t));
  uint64_t counts;
  std::memcpy(&counts, s.tokens.data(), sizeof counts);
  constexpr uint64_t kLow = 0x00FF00FF00FF00FFull;
  const uint64_t pairs = (counts & kLow) + ((counts >> 8) & kLow);
  return static_cast<long>((pairs * 0x0001000100010001ull) >> 48);
}

// What is counted per round, in arrays (no allocation, no lookup while games
// are played); written into the Simulation's maps once at the end.
struct DenseCounts {
  std::array<long, static_cast<size_t>(Ending::count)> endings{};
  std::array<long, kRoleCount> wins_by_card{};
};

// One round played to its end, counted into `out`, `dense` and the trace's clause counters.
void count_round(const Engine& engine, State& s, Rng& rng, Trace& trace, Simulation& out, DenseCounts& dense) {
  const long before = tokens_in_play(s);
  const int turns = play_random_round(engine, s, rng, &trace);
  out.turns += turns;
  out.turns_per_round.add(turns);
  out.tokens_per_round.add(tokens_in_play(s) - before);
  ++dense.endings[static_cast<size_t>(ending(s))];
  for (PlayerSet w = s.round_winners; w; w &= static_cast<PlayerSet>(w - 1)) {  // each winner, lowest seat first
    const Hand& hand = s.hand[__builtin_ctz(w)];
    if (!hand.empty()) ++dense.wins_by_card[static_cast<size_t>(hand[0])];
  }
}

void write_counts(const Trace& trace, const DenseCounts& dense, Simulation& out) {
  for (size_t i = 0; i < dense.endings.size(); ++i)
    if (dense.endings[i]) out.round_endings[kEndingIds[i]] = dense.endings[i];
  for (size_t r = 0; r < dense.wins_by_card.size(); ++r)
    if (dense.wins_by_card[r]) out.round_wins_by_card[std::string(role_id(static_cast<Role>(r)))] += dense.wins_by_card[r];
  for (int i = 0; i < kClauseCount; ++i)
    if (trace.decided[static_cast<size_t>(i)])
      out.clauses[std::string(clause_at(i))] = static_cast<long>(trace.decided[static_cast<size_t>(i)]);
}

// One whole game from its own seed, counted into `out` and `dense`.
void count_game(const Engine& engine, int players, uint64_t game_seed, Trace& trace, Simulation& out, DenseCounts& dense) {
  Rng rng(game_seed);
  State s = first_round(engine, players, static_cast<int>(rng.below(static_cast<uint32_t>(players))), rng);
  long rounds = 0;
  for (;;) {
    count_round(engine, s, rng, trace, out, dense);
    ++rounds;
    if (s.game_over) break;
    deal_next_round(engine, s, rng);  // no trace: the round.next notes are not among the decisions counted
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

}  // namespace

void name_ids(const Edition& ed, Simulation& s) {
  for (size_t i = 0; i < static_cast<size_t>(Ending::count); ++i) s.names[kEndingIds[i]] = kEndingNames[i];
  for (size_t r = 0; r < kRoleCount; ++r) s.names[std::string(role_id(static_cast<Role>(r)))] = ed.card_name(static_cast<Role>(r));
}

Simulation simulate(const Edition& ed, int players, long games, uint64_t seed, const std::function<void(long)>& progress,
                    const std::function<bool(long)>& plays) {
  Simulation out;
  out.edition = ed.id;
  out.players = players;
  out.seed = seed;
  out.game_wins_by_seat.assign(static_cast<size_t>(players), 0);
  for (const auto& st : ed.stated)
    if (st.what == "favor-tokens") out.token_supply = st.value;
  const Engine engine(ed);
  Trace trace;  // counts the decisions by clause; builds no text
  trace.keeps_text = false;
  for (int p = 0; p < players; ++p) trace.names.push_back("P" + std::to_string(p + 1));
  DenseCounts dense;
  Rng seeds(seed);  // game g is played from the g-th seed: its outcome is the same whoever plays it
  for (long g = 0; g < games; ++g) {
    const uint64_t game_seed = seeds.next();
    if (plays && !plays(g)) continue;
    count_game(engine, players, game_seed, trace, out, dense);
    if (progress) progress(out.games);
  }
  write_counts(trace, dense, out);
  name_ids(ed, out);
  return out;
}

}  // namespace errata::props
