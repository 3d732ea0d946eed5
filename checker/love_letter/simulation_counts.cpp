#include "simulation_counts.h"

namespace errata::love_letter {
namespace {

// The Tallies of a Simulation, by their key in the counts.
const std::pair<const char*, props::Tally props::Simulation::*> kTallies[] = {
    {"rounds_per_game", &props::Simulation::rounds_per_game},
    {"turns_per_round", &props::Simulation::turns_per_round},
    {"tokens_per_round", &props::Simulation::tokens_per_round},
    {"most_tokens_in_play", &props::Simulation::most_tokens_in_play},
};

void put_map(shard::Counts& c, const std::string& key, const std::map<std::string, long>& m) {
  for (const auto& [k, n] : m) c.add(key + "." + k, n);
}

void put_tally(shard::Counts& c, const std::string& key, const props::Tally& t) {
  if (!t.count) return;
  c.add(key + ".count", t.count);
  c.add(key + ".total", t.total);
  c.least[key] = t.min;
  c.most[key] = t.max;
}

props::Tally tally_of(const shard::Counts& c, const std::string& key) {
  props::Tally t;
  t.count = c.sum(key + ".count");
  t.total = c.sum(key + ".total");
  if (t.count) t.min = c.least.at(key), t.max = c.most.at(key);
  return t;
}

// What any games' tallies are: a tally a game (or a round) each, adding up to
// the games' rounds and turns; a seat's wins, the endings and the games short
// of tokens within the games and rounds there were.
void require_possible(const shard::Counts& c, int players) {
  const long games = c.sum("games"), rounds = c.sum("rounds"), turns = c.sum("turns");
  using shard::Counts;
  Counts::require(c.sum("rounds_per_game.count") == games && c.sum("rounds_per_game.total") == rounds &&
                      c.sum("most_tokens_in_play.count") == games,
                  "its games' tallies do not count its games and their rounds");
  Counts::require(c.sum("turns_per_round.count") == rounds && c.sum("turns_per_round.total") == turns &&
                      c.sum("tokens_per_round.count") == rounds && c.total_under("endings") == rounds,
                  "its rounds' tallies do not count its rounds and their turns");
  Counts::require(c.seats_only("wins_by_seat", players), "a seat the table does not have wins");
  for (const auto& [seat, wins] : c.under("wins_by_seat")) Counts::require(wins <= games, "a seat wins more games than were played");
  Counts::require(c.sum("games_short_of_tokens") <= games, "more games are short of tokens than were played");
}

}  // namespace

shard::Counts counts_of(const props::Simulation& s) {
  shard::Counts c;
  c.add("games", s.games);
  c.add("rounds", s.rounds);
  c.add("turns", s.turns);
  c.add("games_short_of_tokens", s.games_short_of_tokens);
  for (size_t p = 0; p < s.game_wins_by_seat.size(); ++p) c.add("wins_by_seat." + std::to_string(p), s.game_wins_by_seat[p]);
  put_map(c, "wins_by_card", s.round_wins_by_card);
  put_map(c, "endings", s.round_endings);
  put_map(c, "clauses", s.clauses);
  for (const auto& [key, member] : kTallies) put_tally(c, key, s.*member);
  return c;
}

props::Simulation simulation_of(const shard::Counts& c, const Edition& ed, int players, uint64_t seed) {
  require_possible(c, players);
  props::Simulation s;
  s.edition = ed.id;
  s.players = players;
  s.seed = seed;
  s.games = c.sum("games");
  s.rounds = c.sum("rounds");
  s.turns = c.sum("turns");
  s.games_short_of_tokens = c.sum("games_short_of_tokens");
  for (int p = 0; p < players; ++p) s.game_wins_by_seat.push_back(c.sum("wins_by_seat." + std::to_string(p)));
  s.round_wins_by_card = c.under("wins_by_card");
  s.round_endings = c.under("endings");
  s.clauses = c.under("clauses");
  for (const auto& [key, member] : kTallies) s.*member = tally_of(c, key);
  for (const auto& st : ed.stated)
    if (st.what == "favor-tokens") s.token_supply = st.value;
  props::name_ids(ed, s);
  return s;
}

}  // namespace errata::love_letter
