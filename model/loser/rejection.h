#pragma once
// Why the rules refuse a step: the stable error codes of Loser scenarios. A
// rejected step leaves the state exactly as it was.
#include <cstdint>
#include <optional>
#include <string_view>

namespace errata::loser {

enum class Rejection : uint8_t {
  none = 0,
  invalid_setup,
  not_your_turn,
  unknown_card,
  unknown_player,
  potion_not_in_hand,
  red_potion_ends_turn,       // a red potion with a spell or an action (l.90)
  spell_or_action_required,   // a blue potion without either (l.96)
  spell_and_action,           // a blue potion with both ("au choix ... OU")
  spell_not_held,
  action_not_visible,
  vote_time,                  // a turn once every hand holds one potion (l.76)
  not_voting_time,            // a vote while some hand holds more (l.112)
  vote_required,              // a player gave no vote (l.78)
  round_over,                 // a turn or a vote after the loser was determined
  round_not_over,             // a spell choice or a deal before the vote
  invalid_choice,             // the spell kept is not one the loser drew
  spell_choice_pending,       // a deal before the loser chose his spell card
  invalid_deal,               // a deal that is not the deal table's
  game_over,
};

inline constexpr int kRejectionCount = static_cast<int>(Rejection::game_over) + 1;

std::string_view rejection_code(Rejection r);
std::optional<Rejection> rejection_from_code(std::string_view code);

}  // namespace errata::loser
