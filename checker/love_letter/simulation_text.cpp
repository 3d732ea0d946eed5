// errata simulate for Love Letter: the statistics of many games of random
// legal play, as a table or as JSON (totals games, rounds, turns on top).
#include "simulation_text.h"

#include <cstdio>
#include <sstream>

#include "core/json_text.h"

namespace errata::love_letter {
namespace {


std::string fixed(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", v);
  return buf;
}

Json tally_json(const props::Tally& t) { return {{"mean", t.mean()}, {"min", t.min}, {"max", t.max}}; }

template <typename Map>
Json map_json(const Map& m) {
  Json out = Json::object();
  for (const auto& [k, v] : m) out[k] = v;
  return out;
}

std::string percent(long part, long whole) { return whole ? fixed(100.0 * static_cast<double>(part) / static_cast<double>(whole)) + " %" : "-"; }

std::string simulation_json(const props::Simulation& s) {
  const Json doc = {{"edition", s.edition},
                    {"players", s.players},
                    {"seed", s.seed},
                    {"games", s.games},
                    {"rounds", s.rounds},
                    {"turns", s.turns},
                    {"game_wins_by_seat", s.game_wins_by_seat},
                    {"round_wins_by_card", map_json(s.round_wins_by_card)},
                    {"rounds_per_game", tally_json(s.rounds_per_game)},
                    {"turns_per_round", tally_json(s.turns_per_round)},
                    {"tokens_per_round", tally_json(s.tokens_per_round)},
                    {"round_endings", map_json(s.round_endings)},
                    {"clauses", map_json(s.clauses)},
                    {"token_supply", s.token_supply},
                    {"most_tokens_in_play", tally_json(s.most_tokens_in_play)},
                    {"games_short_of_tokens", s.games_short_of_tokens}};
  return json_text(doc, {top_members_on_lines, true, /*decimals=*/3}) + "\n";
}

std::string simulation_table(const props::Simulation& s) {
  std::ostringstream out;
  out << s.edition << ", " << s.players << " players, seed " << s.seed << ": " << s.games << " games, " << s.rounds
      << " rounds, " << s.turns << " turns\n\n";
  out << "game wins by seat (first to play in the first round is drawn at random)\n";
  for (size_t i = 0; i < s.game_wins_by_seat.size(); ++i)
    out << "  P" << i + 1 << "  " << s.game_wins_by_seat[i] << "  " << percent(s.game_wins_by_seat[i], s.games) << "\n";
  out << "\nround wins by the card the winner held\n";
  for (const auto& [card, n] : s.round_wins_by_card)
    out << "  " << s.names.at(card) << " (" << card << ")  " << n << "  " << percent(n, s.rounds) << "\n";
  out << "\nhow rounds end\n";
  for (const auto& [how, n] : s.round_endings) out << "  " << s.names.at(how) << "  " << n << "  " << percent(n, s.rounds) << "\n";
  auto line = [&out](const char* what, const props::Tally& t) {
    out << "  " << what << ": mean " << fixed(t.mean()) << ", min " << t.min << ", max " << t.max << "\n";
  };
  out << "\nlengths\n";
  line("rounds per game", s.rounds_per_game);
  line("turns per round", s.turns_per_round);
  line("favor tokens handed out per round", s.tokens_per_round);
  line("favor tokens in play at the end of a game", s.most_tokens_in_play);
  if (s.token_supply)
    out << "  games needing more tokens than the box's " << s.token_supply << ": " << s.games_short_of_tokens << " ("
        << percent(s.games_short_of_tokens, s.games) << ")\n";
  else
    out << "  the text states no token supply\n";
  out << "\nhow often each clause decided (trace events)\n";
  for (const auto& [clause, n] : s.clauses) out << "  " << clause << "  " << n << "\n";
  return out.str();
}

}  // namespace

std::string simulation_text(const props::Simulation& s, const std::string& format) {
  return format == "json" ? simulation_json(s) : simulation_table(s);
}

}  // namespace errata::love_letter
