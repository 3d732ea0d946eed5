#include "state_text.h"

#include <algorithm>

namespace errata::secret_moon {
namespace {

// "{Ana: 1, Bo: 0}" from each player's count.
template <typename Count>
std::string per_player(const Names& n, Count count) {
  std::string out;
  for (int p = 0; p < n.players(); ++p) out += (out.empty() ? "" : ", ") + n.names()[static_cast<size_t>(p)] + ": " + std::to_string(count(p));
  return "{" + out + "}";
}

}  // namespace

std::vector<std::string> state_text(const State& s, const Engine& engine, const Names& n) {
  std::vector<std::string> out;
  out.push_back("round: " + std::to_string(s.round));
  const int mover = s.game_over || s.round_over ? kNobody : engine.to_move(s);
  out.push_back("to_move: " + (mover == kNobody ? std::string("null") : n.names()[static_cast<size_t>(mover)]));
  std::vector<int> waiting;
  for (int p = 0; p < s.players; ++p)
    if (has(s.waiting, p)) waiting.push_back(p);
  std::sort(waiting.begin(), waiting.end(), [&](int a, int b) { return s.turn_card[a] < s.turn_card[b]; });
  std::string still;
  for (int p : waiting) still += (still.empty() ? "" : ", ") + n.names()[static_cast<size_t>(p)];
  out.push_back("still_to_play: [" + still + "]");
  out.push_back("revealed: " + n.show(s.revealed));
  out.push_back("captured: " + n.show(s.captured));
  out.push_back("protected: " + n.show(s.protected_players));
  out.push_back("interrupted: " + n.show(s.interrupted));
  out.push_back("reply: " + (s.reply == Reply::none ? std::string("null") : std::string(reply_id(s.reply))));
  out.push_back("markers: " + per_player(n, [&](int p) { return int{s.colour_markers[static_cast<size_t>(p)]}; }));
  out.push_back("princess_markers: " + per_player(n, [&](int p) { return int{s.princess_markers[static_cast<size_t>(p)]}; }));
  out.push_back("minister_markers: " + per_player(n, [&](int p) { return int{s.minister_markers[static_cast<size_t>(p)]}; }));
  out.push_back("supply: {princess: " + std::to_string(s.princess_supply) + ", minister: " + std::to_string(s.minister_supply) + "}");
  out.push_back(std::string("round_over: ") + (s.round_over ? "true" : "false"));
  out.push_back(std::string("game_over: ") + (s.game_over ? "true" : "false"));
  if (s.game_over) {
    out.push_back("winning_team: " + std::string(team_id(s.winner)));
    out.push_back("winners: " + n.show(engine.winners(s)));
  }
  return out;
}

}  // namespace errata::secret_moon
