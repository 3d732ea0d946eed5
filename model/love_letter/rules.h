#pragma once
// The clause variant an edition uses at each variation point of the engine,
// resolved once when the edition loads. Variation points are named by clause
// id and variants after what they decide; the engine implements each variant
// once and never asks which edition it is running.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "role.h"

namespace errata::love_letter {

struct Rules {
  // spy.bonus: who gets the Spy's extra token at the end of the round.
  enum class SpyBonus : uint8_t { only_spy_player_in_round, sole_survivor_with_spy } spy_bonus{};
  // spy.winner-token: a Spy bonus for the round's own winner.
  enum class SpyWinnerToken : uint8_t { token_on_top, one_token_in_all } spy_winner_token{};
  // round.tie: who wins a showdown where the highest cards are tied.
  enum class RoundTie : uint8_t { all_tied_win, discard_total_then_nobody, discard_total_then_all_win } round_tie{};
  // round.deck-empty: when an empty deck ends the round.
  enum class DeckEmpty : uint8_t { after_the_turn, emptied_during_the_turn } deck_empty{};
  // chancellor.empty-deck: a Chancellor played with an empty deck.
  enum class ChancellorEmptyDeck : uint8_t { no_effect } chancellor_empty_deck{};
  // chancellor.pair-bonus: a token each for two players in the round who played or discarded one.
  enum class ChancellorPairBonus : uint8_t { none, both_in_round } chancellor_pair_bonus{};
  // handmaid.all-protected: when a card that chooses a player has no one to choose.
  enum class AllProtected : uint8_t { others_protected } all_protected{};
  // handmaid.protection: what protection does to other players' cards.
  enum class Protection : uint8_t { cannot_be_chosen, effects_ignored } protection{};
  // handmaid.new-round: a Handmaid played in a round's last turn, once the next round is dealt.
  enum class HandmaidNewRound : uint8_t { ends_with_the_round, lasts_until_next_turn } handmaid_new_round{};
  // prince.princess: a Prince's target who must discard the Princess.
  enum class PrincePrincess : uint8_t { leaves_without_drawing, draws_then_leaves } prince_princess{};
  // prince.nothing-to-draw: a Prince's target when the deck and the set-aside card are gone.
  enum class PrinceNothingToDraw : uint8_t { target_leaves_round } prince_nothing_to_draw{};
  // guard.target: whom a Guard may choose.
  enum class GuardTarget : uint8_t { another_player, any_player } guard_target{};
  // guard.names: what a Guard may name: a character (of the deck, or of the rulebook), or a number.
  enum class GuardNames : uint8_t { cards_in_the_deck, any_character_of_the_rulebook, a_number_other_than_one } guard_names{};
  // game.winners: who wins when the game ends.
  enum class GameWinners : uint8_t { everyone_with_enough_tokens, most_tokens_among_them } game_winners{};
  // Premium cards (Board Game Arena).
  // game.end-timing: when a token won during a round (Bishop, Constable) ends the game.
  enum class GameEndTiming : uint8_t { at_once, end_of_round } game_end_timing{};
  // jester.owner: whether the Jester's giver must still be in the round to score.
  enum class JesterOwner : uint8_t { owner_anywhere, owner_in_round } jester_owner{};
  // cardinal.players: whom the Cardinal may choose.
  enum class CardinalPlayers : uint8_t { any_two_players, two_other_players } cardinal_players{};
  // baroness.players: whom the Baroness may choose.
  enum class BaronessPlayers : uint8_t { any_one_or_two_players, one_or_two_other_players } baroness_players{};
  // count.bonus: what several Counts in a discard pile add.
  enum class CountBonus : uint8_t { per_card, once } count_bonus{};
  // count.tie-break: what a card in hand raised by Counts adds to the discard total that breaks a tie.
  enum class CountTieBreak : uint8_t { raised_score, printed_value } count_tie_break{};
  // constable.timing: which Constable counts when its player is eliminated.
  enum class ConstableTiming : uint8_t { already_in_discard, also_discarded_on_elimination } constable_timing{};
  // constable.last-elimination: a Constable's token won by the elimination that leaves one player in the round.
  enum class ConstableLastElimination : uint8_t { constable_first, with_the_round } constable_last_elimination{};
  // bishop.redraw: when the Bishop's target may discard and draw.
  enum class BishopRedraw : uint8_t { when_guessed_right, always } bishop_redraw{};
  // bishop.princess: how "the Princess beats the Bishop" ranks them at the showdown.
  enum class BishopPrincess : uint8_t { bishop_below_princess } bishop_princess{};
  // bishop.target-princess: a Bishop's target who discards the Princess to draw.
  enum class BishopTargetPrincess : uint8_t { leaves_without_drawing, draws_then_leaves } bishop_target_princess{};
  // sycophant.impossible: a Sycophant's choice the next card cannot choose.
  enum class SycophantImpossible : uint8_t { lapses, discarded_without_effect } sycophant_impossible{};
  // favor-tokens.supply: what happens when the box runs out of tokens.
  enum class TokenSupply : uint8_t { unlimited } token_supply{};

  // round.tie: whether a tie on the highest card goes on to the discard totals (round.tie-break).
  bool tie_break_on_discards() const { return round_tie != RoundTie::all_tied_win; }
  // guard.names: whether the Guard names a number (a card of that value is hit) rather than a character.
  bool guard_names_a_number() const { return guard_names == GuardNames::a_number_other_than_one; }

  // Sets variation point `point` to `variant`; false when the engine has no such variant.
  bool set(std::string_view point, std::string_view variant);
  // The variant in force at `point` ("" for no such point).
  std::string variant(std::string_view point) const;
  bool operator==(const Rules&) const = default;
  static bool is_variation_point(std::string_view point);
  // The variants the engine implements at `point`.
  static std::vector<std::string> variants_of(std::string_view point);
  static std::vector<std::string> variation_points();
  // The card a variation point is about: an edition without it need not decide it.
  static Role card_of(std::string_view point);
  // The clauses the engine cites when it runs `variant` at `point`.
  static std::vector<std::string> clauses_needed(std::string_view point, std::string_view variant);
  // What `point` decides, and what `variant` decides there, in words (errata variants).
  static std::string decides(std::string_view point);
  static std::string says(std::string_view point, std::string_view variant);
  // The points that have words (a test checks they are exactly variation_points()).
  static std::vector<std::string> described_points();
};

}  // namespace errata::love_letter
