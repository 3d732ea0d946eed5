#pragma once
// The clause variant an edition uses at each variation point of the engine,
// resolved once when the edition loads. Variation points are named by clause
// id and variants after what they decide; the engine implements each variant
// once and never asks which edition it is running.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace errata::love_letter {

struct Rules {
  // spy.bonus: who gets the Spy's extra token at the end of the round.
  enum class SpyBonus : uint8_t { only_spy_player_in_round } spy_bonus = SpyBonus::only_spy_player_in_round;
  // round.tie: who wins a showdown where the highest cards are tied.
  enum class RoundTie : uint8_t { all_tied_win } round_tie = RoundTie::all_tied_win;
  // chancellor.empty-deck: a Chancellor played with an empty deck.
  enum class ChancellorEmptyDeck : uint8_t { no_effect } chancellor_empty_deck = ChancellorEmptyDeck::no_effect;
  // handmaid.all-protected: when a card that chooses a player has no one to choose.
  enum class AllProtected : uint8_t { others_protected } all_protected = AllProtected::others_protected;
  // prince.princess: a Prince's target who must discard the Princess.
  enum class PrincePrincess : uint8_t { leaves_without_drawing, draws_then_leaves } prince_princess =
      PrincePrincess::leaves_without_drawing;
  // prince.nothing-to-draw: a Prince's target when the deck and the set-aside card are gone.
  enum class PrinceNothingToDraw : uint8_t { target_leaves_round } prince_nothing_to_draw =
      PrinceNothingToDraw::target_leaves_round;
  // handmaid.new-round: a Handmaid played in a round's last turn, once the next round is dealt.
  enum class HandmaidNewRound : uint8_t { ends_with_the_round, lasts_until_next_turn } handmaid_new_round =
      HandmaidNewRound::ends_with_the_round;
  // round.deck-empty: when an empty deck ends the round.
  enum class DeckEmpty : uint8_t { after_the_turn, emptied_during_the_turn } deck_empty = DeckEmpty::after_the_turn;
  // game.winners: who wins when the game ends.
  enum class GameWinners : uint8_t { everyone_with_enough_tokens, most_tokens_among_them } game_winners =
      GameWinners::everyone_with_enough_tokens;
  // favor-tokens.supply: what happens when the box runs out of tokens.
  enum class TokenSupply : uint8_t { unlimited } token_supply = TokenSupply::unlimited;

  // Sets variation point `point` to `variant`; false when the engine has no such variant.
  bool set(std::string_view point, std::string_view variant);
  static bool is_variation_point(std::string_view point);
  // The variants the engine implements at `point`.
  static std::vector<std::string> variants_of(std::string_view point);
  static std::vector<std::string> variation_points();
};

}  // namespace errata::love_letter
