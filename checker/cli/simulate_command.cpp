// errata simulate: random legal play of many games under one edition, with
// the statistics as a table or as JSON (totals games, rounds, turns on top).
#include <cstdio>
#include <functional>
#include <iostream>
#include <sstream>

#include "commands.h"
#include "edition_args.h"
#include "progress.h"
#include "model/core/input_error.h"
#include "props/simulation.h"

namespace errata::cli {
namespace {

std::string json_string(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

std::string fixed(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", v);
  return buf;
}

std::string tally_json(const props::Tally& t) {
  return "{\"mean\": " + fixed(t.mean()) + ", \"min\": " + std::to_string(t.min) + ", \"max\": " + std::to_string(t.max) + "}";
}

template <typename Map>
std::string map_json(const Map& m) {
  std::string out = "{";
  for (const auto& [k, v] : m) out += (out.size() > 1 ? ", " : "") + json_string(k) + ": " + std::to_string(v);
  return out + "}";
}

std::string percent(long part, long whole) { return whole ? fixed(100.0 * static_cast<double>(part) / static_cast<double>(whole)) + " %" : "-"; }

}  // namespace

int simulate_command(const EditionCatalog& catalog, const SimulateOptions& o) {
  const auto* ed = &love_letter_edition(catalog, o.edition, "--edition", "simulate plays Love Letter editions");
  if (o.players < ed->min_players || o.players > ed->max_players)
    throw InputError(SourceMark{"--players", 0, 0}, ed->id + " is for " + std::to_string(ed->min_players) + " to " +
                                                        std::to_string(ed->max_players) + " players, not " +
                                                        std::to_string(o.players));
  Progress progress(ed->id + ", " + std::to_string(o.players) + " players", o.games);
  std::function<void(long)> on_game;  // none when no bar is shown: nothing to call per game
  if (progress.shown()) on_game = [&progress](long done) { progress.update(done); };
  const props::Simulation s = props::simulate(*ed, o.players, o.games, o.seed, on_game);
  progress.finish();
  if (o.format == "json") {
    std::ostringstream j;
    j << "{\n  \"edition\": " << json_string(s.edition) << ",\n  \"players\": " << s.players << ",\n  \"seed\": " << s.seed
      << ",\n  \"games\": " << s.games << ",\n  \"rounds\": " << s.rounds << ",\n  \"turns\": " << s.turns
      << ",\n  \"game_wins_by_seat\": [";
    for (size_t i = 0; i < s.game_wins_by_seat.size(); ++i) j << (i ? ", " : "") << s.game_wins_by_seat[i];
    j << "],\n  \"round_wins_by_card\": " << map_json(s.round_wins_by_card)
      << ",\n  \"rounds_per_game\": " << tally_json(s.rounds_per_game) << ",\n  \"turns_per_round\": " << tally_json(s.turns_per_round)
      << ",\n  \"tokens_per_round\": " << tally_json(s.tokens_per_round) << ",\n  \"round_endings\": " << map_json(s.round_endings)
      << ",\n  \"clauses\": " << map_json(s.clauses) << ",\n  \"token_supply\": " << s.token_supply
      << ",\n  \"most_tokens_in_play\": " << tally_json(s.most_tokens_in_play)
      << ",\n  \"games_short_of_tokens\": " << s.games_short_of_tokens << "\n}\n";
    std::cout << j.str();
    return kExitOk;
  }
  std::cout << s.edition << ", " << s.players << " players, seed " << s.seed << ": " << s.games << " games, " << s.rounds
            << " rounds, " << s.turns << " turns\n\n";
  std::cout << "game wins by seat (first to play in the first round is drawn at random)\n";
  for (size_t i = 0; i < s.game_wins_by_seat.size(); ++i)
    std::cout << "  P" << i + 1 << "  " << s.game_wins_by_seat[i] << "  " << percent(s.game_wins_by_seat[i], s.games) << "\n";
  std::cout << "\nround wins by the card the winner held\n";
  for (const auto& [card, n] : s.round_wins_by_card) std::cout << "  " << card << "  " << n << "  " << percent(n, s.rounds) << "\n";
  std::cout << "\nhow rounds end\n";
  for (const auto& [how, n] : s.round_endings) std::cout << "  " << how << "  " << n << "  " << percent(n, s.rounds) << "\n";
  auto line = [](const char* what, const props::Tally& t) {
    std::cout << "  " << what << ": mean " << fixed(t.mean()) << ", min " << t.min << ", max " << t.max << "\n";
  };
  std::cout << "\nlengths\n";
  line("rounds per game", s.rounds_per_game);
  line("turns per round", s.turns_per_round);
  line("favor tokens handed out per round", s.tokens_per_round);
  line("favor tokens in play at the end of a game", s.most_tokens_in_play);
  if (s.token_supply)
    std::cout << "  games needing more tokens than the box's " << s.token_supply << ": " << s.games_short_of_tokens << " ("
              << percent(s.games_short_of_tokens, s.games) << ")\n";
  else
    std::cout << "  the text states no token supply\n";
  std::cout << "\nhow often each clause decided (trace events)\n";
  for (const auto& [clause, n] : s.clauses) std::cout << "  " << clause << "  " << n << "\n";
  return kExitOk;
}

}  // namespace errata::cli
