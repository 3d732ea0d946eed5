#include "rules.h"

#include <functional>

namespace errata::love_letter {
namespace {

struct Variant {
  std::string_view point;
  std::string_view name;
  std::function<void(Rules&)> apply;
};

const std::vector<Variant>& variants() {
  using R = Rules;
  static const std::vector<Variant> table{
      {"spy.bonus", "only-spy-player-in-round", [](R& r) { r.spy_bonus = R::SpyBonus::only_spy_player_in_round; }},
      {"round.tie", "all-tied-win", [](R& r) { r.round_tie = R::RoundTie::all_tied_win; }},
      {"chancellor.empty-deck", "no-effect",
       [](R& r) { r.chancellor_empty_deck = R::ChancellorEmptyDeck::no_effect; }},
      {"handmaid.all-protected", "others-protected",
       [](R& r) { r.all_protected = R::AllProtected::others_protected; }},
      {"prince.princess", "leaves-without-drawing",
       [](R& r) { r.prince_princess = R::PrincePrincess::leaves_without_drawing; }},
      {"prince.princess", "draws-then-leaves", [](R& r) { r.prince_princess = R::PrincePrincess::draws_then_leaves; }},
      {"prince.nothing-to-draw", "target-leaves-round",
       [](R& r) { r.prince_nothing_to_draw = R::PrinceNothingToDraw::target_leaves_round; }},
      {"handmaid.new-round", "ends-with-the-round",
       [](R& r) { r.handmaid_new_round = R::HandmaidNewRound::ends_with_the_round; }},
      {"handmaid.new-round", "lasts-until-next-turn",
       [](R& r) { r.handmaid_new_round = R::HandmaidNewRound::lasts_until_next_turn; }},
      {"round.deck-empty", "after-the-turn", [](R& r) { r.deck_empty = R::DeckEmpty::after_the_turn; }},
      {"round.deck-empty", "emptied-during-the-turn",
       [](R& r) { r.deck_empty = R::DeckEmpty::emptied_during_the_turn; }},
      {"game.winners", "everyone-with-enough-tokens",
       [](R& r) { r.game_winners = R::GameWinners::everyone_with_enough_tokens; }},
      {"game.winners", "most-tokens-among-them", [](R& r) { r.game_winners = R::GameWinners::most_tokens_among_them; }},
      {"favor-tokens.supply", "unlimited", [](R& r) { r.token_supply = R::TokenSupply::unlimited; }},
  };
  return table;
}

}  // namespace

bool Rules::set(std::string_view point, std::string_view variant) {
  for (const auto& v : variants()) {
    if (v.point == point && v.name == variant) {
      v.apply(*this);
      return true;
    }
  }
  return false;
}

bool Rules::is_variation_point(std::string_view point) {
  for (const auto& v : variants())
    if (v.point == point) return true;
  return false;
}

std::vector<std::string> Rules::variants_of(std::string_view point) {
  std::vector<std::string> out;
  for (const auto& v : variants())
    if (v.point == point) out.emplace_back(v.name);
  return out;
}

std::vector<std::string> Rules::variation_points() {
  std::vector<std::string> out;
  for (const auto& v : variants())
    if (out.empty() || out.back() != v.point) out.emplace_back(v.point);
  return out;
}

}  // namespace errata::love_letter
