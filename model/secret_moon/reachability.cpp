#include "reachability.h"

namespace errata::secret_moon {

std::optional<std::string> turns_out_of_order(const State& s, const std::vector<std::string>& names) {
  int last_played = -1, first_waiting = -1;
  for (int p = 0; p < s.players; ++p) {
    if (s.turn_card[static_cast<size_t>(p)] == 0) continue;
    if (has(s.played, p) && (last_played < 0 || s.turn_card[static_cast<size_t>(p)] > s.turn_card[static_cast<size_t>(last_played)]))
      last_played = p;
    if (has(s.waiting, p) && (first_waiting < 0 || s.turn_card[static_cast<size_t>(p)] < s.turn_card[static_cast<size_t>(first_waiting)]))
      first_waiting = p;
  }
  if (last_played < 0 || first_waiting < 0 ||
      s.turn_card[static_cast<size_t>(last_played)] < s.turn_card[static_cast<size_t>(first_waiting)])
    return std::nullopt;
  auto who = [&](int p) {
    const std::string name = static_cast<size_t>(p) < names.size() ? names[static_cast<size_t>(p)] : "player " + std::to_string(p + 1);
    return name + " (turn-order card " + std::to_string(s.turn_card[static_cast<size_t>(p)]) + ")";
  };
  return who(last_played) + " has played this round while " + who(first_waiting) +
         " is still to play: turns go by turn-order card, the lowest first (round.order)";
}

}  // namespace errata::secret_moon
