#include "rules.h"

#include <functional>

namespace errata::love_letter {
namespace {

struct Variant {
  std::string_view point;
  std::string_view name;
  Role card;                            // none: every edition decides it
  std::vector<std::string_view> needs;  // clauses this variant cites
  std::function<void(Rules&)> apply;
};

const std::vector<Variant>& variants() {
  using R = Rules;
  using V = Variant;
  static const std::vector<Variant> table{
      V{"spy.bonus", "only-spy-player-in-round", Role::spy, {"spy.bonus"}, [](R& r) { r.spy_bonus = R::SpyBonus::only_spy_player_in_round; }},
      V{"spy.bonus", "sole-survivor-with-spy", Role::spy, {"spy.bonus"}, [](R& r) { r.spy_bonus = R::SpyBonus::sole_survivor_with_spy; }},
      V{"spy.winner-token", "token-on-top", Role::spy, {"spy.not-a-win"}, [](R& r) { r.spy_winner_token = R::SpyWinnerToken::token_on_top; }},
      V{"spy.winner-token", "one-token-in-all", Role::spy, {"spy.not-a-win"}, [](R& r) { r.spy_winner_token = R::SpyWinnerToken::one_token_in_all; }},
      V{"round.tie", "all-tied-win", Role::none, {"round.tie"}, [](R& r) { r.round_tie = R::RoundTie::all_tied_win; }},
      V{"round.tie", "discard-total-then-nobody", Role::none, {"round.tie", "round.tie-break"},
        [](R& r) { r.round_tie = R::RoundTie::discard_total_then_nobody; }},
      V{"round.deck-empty", "after-the-turn", Role::chancellor, {"round.deck-empty"}, [](R& r) { r.deck_empty = R::DeckEmpty::after_the_turn; }},
      V{"round.deck-empty", "emptied-during-the-turn", Role::chancellor, {"round.deck-empty"},
        [](R& r) { r.deck_empty = R::DeckEmpty::emptied_during_the_turn; }},
      V{"chancellor.empty-deck", "no-effect", Role::chancellor, {"chancellor.empty-deck"},
        [](R& r) { r.chancellor_empty_deck = R::ChancellorEmptyDeck::no_effect; }},
      V{"chancellor.pair-bonus", "none", Role::chancellor, {}, [](R& r) { r.chancellor_pair_bonus = R::ChancellorPairBonus::none; }},
      V{"chancellor.pair-bonus", "both-in-round", Role::chancellor, {"chancellor.pair-bonus"},
        [](R& r) { r.chancellor_pair_bonus = R::ChancellorPairBonus::both_in_round; }},
      V{"handmaid.all-protected", "others-protected", Role::handmaid, {"handmaid.all-protected", "handmaid.no-effect", "handmaid.prince-self"},
        [](R& r) { r.all_protected = R::AllProtected::others_protected; }},
      V{"handmaid.protection", "cannot-be-chosen", Role::handmaid, {"handmaid.protect"}, [](R& r) { r.protection = R::Protection::cannot_be_chosen; }},
      V{"handmaid.protection", "effects-ignored", Role::handmaid, {"handmaid.protect"}, [](R& r) { r.protection = R::Protection::effects_ignored; }},
      V{"handmaid.new-round", "ends-with-the-round", Role::handmaid, {}, [](R& r) { r.handmaid_new_round = R::HandmaidNewRound::ends_with_the_round; }},
      V{"handmaid.new-round", "lasts-until-next-turn", Role::handmaid, {},
        [](R& r) { r.handmaid_new_round = R::HandmaidNewRound::lasts_until_next_turn; }},
      V{"prince.princess", "leaves-without-drawing", Role::prince, {"prince.princess"},
        [](R& r) { r.prince_princess = R::PrincePrincess::leaves_without_drawing; }},
      V{"prince.princess", "draws-then-leaves", Role::prince, {"prince.princess"},
        [](R& r) { r.prince_princess = R::PrincePrincess::draws_then_leaves; }},
      V{"prince.nothing-to-draw", "target-leaves-round", Role::prince, {"prince.nothing-to-draw"},
        [](R& r) { r.prince_nothing_to_draw = R::PrinceNothingToDraw::target_leaves_round; }},
      V{"guard.target", "another-player", Role::guard, {"guard.guess"}, [](R& r) { r.guard_target = R::GuardTarget::another_player; }},
      V{"guard.target", "any-player", Role::guard, {"guard.guess"}, [](R& r) { r.guard_target = R::GuardTarget::any_player; }},
      V{"guard.names", "cards-in-the-deck", Role::guard, {"guard.not-guard"}, [](R& r) { r.guard_names = R::GuardNames::cards_in_the_deck; }},
      V{"guard.names", "any-character-of-the-rulebook", Role::guard, {"guard.not-guard"},
        [](R& r) { r.guard_names = R::GuardNames::any_character_of_the_rulebook; }},
      V{"game.winners", "everyone-with-enough-tokens", Role::none, {"game.end"},
        [](R& r) { r.game_winners = R::GameWinners::everyone_with_enough_tokens; }},
      V{"game.winners", "most-tokens-among-them", Role::none, {"game.end"},
        [](R& r) { r.game_winners = R::GameWinners::most_tokens_among_them; }},
      V{"game.end-timing", "at-once", Role::constable, {"game.end"}, [](R& r) { r.game_end_timing = R::GameEndTiming::at_once; }},
      V{"game.end-timing", "end-of-round", Role::constable, {"game.end"}, [](R& r) { r.game_end_timing = R::GameEndTiming::end_of_round; }},
      V{"jester.owner", "owner-anywhere", Role::jester, {"jester.give", "jester.bonus"}, [](R& r) { r.jester_owner = R::JesterOwner::owner_anywhere; }},
      V{"jester.owner", "owner-in-round", Role::jester, {"jester.give", "jester.bonus"}, [](R& r) { r.jester_owner = R::JesterOwner::owner_in_round; }},
      V{"cardinal.players", "any-two-players", Role::cardinal, {"cardinal.swap"},
        [](R& r) { r.cardinal_players = R::CardinalPlayers::any_two_players; }},
      V{"cardinal.players", "two-other-players", Role::cardinal, {"cardinal.swap"},
        [](R& r) { r.cardinal_players = R::CardinalPlayers::two_other_players; }},
      V{"count.bonus", "per-card", Role::count, {"count.bonus"}, [](R& r) { r.count_bonus = R::CountBonus::per_card; }},
      V{"count.bonus", "once", Role::count, {"count.bonus"}, [](R& r) { r.count_bonus = R::CountBonus::once; }},
      V{"constable.timing", "already-in-discard", Role::constable, {"constable.token"},
        [](R& r) { r.constable_timing = R::ConstableTiming::already_in_discard; }},
      V{"constable.timing", "also-discarded-on-elimination", Role::constable, {"constable.token"},
        [](R& r) { r.constable_timing = R::ConstableTiming::also_discarded_on_elimination; }},
      V{"bishop.redraw", "when-guessed-right", Role::bishop, {"bishop.redraw"}, [](R& r) { r.bishop_redraw = R::BishopRedraw::when_guessed_right; }},
      V{"bishop.redraw", "always", Role::bishop, {"bishop.redraw"}, [](R& r) { r.bishop_redraw = R::BishopRedraw::always; }},
      V{"bishop.princess", "bishop-below-princess", Role::bishop, {"bishop.princess"},
        [](R& r) { r.bishop_princess = R::BishopPrincess::bishop_below_princess; }},
      V{"sycophant.impossible", "lapses", Role::sycophant, {"sycophant.force"},
        [](R& r) { r.sycophant_impossible = R::SycophantImpossible::lapses; }},
      V{"favor-tokens.supply", "unlimited", Role::none, {}, [](R& r) { r.token_supply = R::TokenSupply::unlimited; }},
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

std::string Rules::variant(std::string_view point) const {
  for (const auto& v : variants()) {
    if (v.point != point) continue;
    Rules r = *this;
    v.apply(r);
    if (r == *this) return std::string(v.name);
  }
  return "";
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

Role Rules::card_of(std::string_view point) {
  for (const auto& v : variants())
    if (v.point == point) return v.card;
  return Role::none;
}

std::vector<std::string> Rules::clauses_needed(std::string_view point, std::string_view variant) {
  std::vector<std::string> out;
  for (const auto& v : variants())
    if (v.point == point && v.name == variant)
      for (auto c : v.needs) out.emplace_back(c);
  return out;
}

}  // namespace errata::love_letter
