#pragma once
// The words an edition file writes for each value of a card's effect
// (docs/editions.md, "Cards as data"), one table per field: the reader reads
// them, and messages and `edition new` write them back.
#include <array>

#include "../../core/word_choice.h"
#include "card_effect.h"

namespace errata::love_letter {

inline constexpr std::array<Word<Chooses>, 4> kChoosesWords{{
    {"nobody", Chooses::nobody},
    {"another", Chooses::another},
    {"another-or-self", Chooses::another_or_self},
    {"any", Chooses::any},
}};

inline constexpr std::array<Word<Names>, 2> kNamesWords{{{"card", Names::card}, {"number", Names::number}}};

inline constexpr std::array<Word<bool>, 2> kNamedFromWords{{{"deck", true}, {"card-table", false}}};

inline constexpr std::array<Word<Condition>, 4> kConditionWords{{
    {"always", Condition::always},
    {"holds-named", Condition::holds_named},
    {"not-holds-named", Condition::not_holds_named},
    {"holds-named-tagged", Condition::holds_named_tagged},
}};

inline constexpr std::array<Word<Who>, 2> kWhoWords{{{"me", Who::me}, {"chosen", Who::chosen}}};

// In StepKind's order (a step's kind is its index here).
inline constexpr std::array<Word<StepKind>, 9> kStepWords{{
    {"look", StepKind::look},
    {"compare", StepKind::compare},
    {"swap-hands", StepKind::swap_hands},
    {"discard-and-draw", StepKind::discard_and_draw},
    {"protect", StepKind::protect},
    {"leave-round", StepKind::leave_round},
    {"win-token", StepKind::win_token},
    {"draw-and-return", StepKind::draw_and_return},
    {"nothing", StepKind::nothing},
}};

inline constexpr std::array<Word<Duel>, 2> kDuelWords{{{"lower", Duel::lower_leaves}, {"higher", Duel::higher_leaves}}};

inline constexpr std::array<Word<BonusTo>, 3> kBonusWords{{
    {"only-player-in-round-who-played-it", BonusTo::only_player_in_round_who_played_it},
    {"last-player-in-round-who-played-it", BonusTo::last_player_in_round_who_played_it},
    {"each-player-in-round-who-played-it-when-two", BonusTo::each_player_in_round_who_played_it_when_two},
}};

inline constexpr std::array<Word<bool>, 2> kWinnerWords{{{"on-top", true}, {"one-in-all", false}}};

}  // namespace errata::love_letter
