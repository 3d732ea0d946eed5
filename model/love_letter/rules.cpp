#include "rules.h"

#include <functional>

namespace errata::love_letter {
namespace {

struct Variant {
  std::string_view point;
  std::string_view name;
  Role card;                            // none: every edition decides it
  std::vector<std::string_view> needs;  // clauses this variant cites
  std::string_view says;                // what it decides, in words (errata variants)
  std::function<void(Rules&)> apply;
};

// What each variation point decides (errata variants); every point of the
// variants' table has one (a test checks both lists name the same points).
struct Point {
  std::string_view point;
  std::string_view decides;
};
constexpr Point kPoints[] = {
    {"spy.bonus", "who gets the Spy's extra token at the end of the round"},
    {"spy.winner-token", "a Spy bonus for the round's own winner"},
    {"round.tie", "who wins a showdown where the highest cards are tied"},
    {"round.deck-empty", "when an empty deck ends the round"},
    {"chancellor.empty-deck", "a Chancellor played with an empty deck"},
    {"chancellor.pair-bonus", "a token each for two players in the round who played or discarded the Chancellor"},
    {"handmaid.all-protected", "a card that chooses a player when no one can be chosen"},
    {"handmaid.protection", "what protection does to other players' cards"},
    {"handmaid.new-round", "a Handmaid played in a round's last turn, once the next round is dealt"},
    {"prince.princess", "a Prince's target who must discard the Princess"},
    {"prince.nothing-to-draw", "a Prince's target when the deck and the set-aside card are gone"},
    {"guard.target", "whom a Guard may choose"},
    {"guard.names", "what a Guard may name: which characters, or a number"},
    {"game.winners", "who wins when the game ends"},
    {"game.end-timing", "when a token won during a round (Bishop, Constable) ends the game"},
    {"jester.owner", "whether the Jester's giver must still be in the round to score"},
    {"cardinal.players", "whom the Cardinal may choose"},
    {"baroness.players", "whom the Baroness may choose"},
    {"count.bonus", "what several Counts in a discard pile add"},
    {"count.tie-break", "what a card in hand raised by Counts adds to the discard total that breaks a tie"},
    {"constable.timing", "which Constable counts when its player is eliminated"},
    {"constable.last-elimination", "a Constable's token won by the elimination that leaves one player in the round, beside that player's"},
    {"bishop.redraw", "when the Bishop's target may discard and draw"},
    {"bishop.princess", "how \"the Princess beats the Bishop\" ranks them at the showdown"},
    {"bishop.target-princess", "a Bishop's target who discards the Princess to draw a new card"},
    {"sycophant.impossible", "a Sycophant's choice the next card cannot choose"},
    {"favor-tokens.supply", "what happens when the box runs out of tokens"},
};

const std::vector<Variant>& variants() {
  using R = Rules;
  using V = Variant;
  static const std::vector<Variant> table{
      V{"spy.bonus", "only-spy-player-in-round", Role::spy, {"spy.bonus"}, "the only player still in the round who played or discarded a Spy gains a token", [](R& r) { r.spy_bonus = R::SpyBonus::only_spy_player_in_round; }},
      V{"spy.bonus", "sole-survivor-with-spy", Role::spy, {"spy.bonus"}, "a player who played or discarded a Spy gains a token when she is the only such player and still in the round at its end", [](R& r) { r.spy_bonus = R::SpyBonus::sole_survivor_with_spy; }},
      V{"spy.winner-token", "token-on-top", Role::spy, {"spy.not-a-win"}, "the round winner who earned the Spy bonus gains it on top of her winner's token", [](R& r) { r.spy_winner_token = R::SpyWinnerToken::token_on_top; }},
      V{"spy.winner-token", "one-token-in-all", Role::spy, {"spy.not-a-win"}, "the round winner who earned the Spy bonus gains one token in all", [](R& r) { r.spy_winner_token = R::SpyWinnerToken::one_token_in_all; }},
      V{"round.tie", "all-tied-win", Role::none, {"round.tie"}, "every player tied on the highest card wins the round", [](R& r) { r.round_tie = R::RoundTie::all_tied_win; }},
      V{"round.tie", "discard-total-then-nobody", Role::none, {"round.tie", "round.tie-break"}, "the tied player with the highest total of discarded cards wins; still tied, nobody wins",
        [](R& r) { r.round_tie = R::RoundTie::discard_total_then_nobody; }},
      V{"round.tie", "discard-total-then-all-win", Role::none, {"round.tie", "round.tie-break"}, "the tied players with the highest total of discarded cards win; still tied, they all win",
        [](R& r) { r.round_tie = R::RoundTie::discard_total_then_all_win; }},
      V{"round.deck-empty", "after-the-turn", Role::chancellor, {"round.deck-empty"}, "the round ends after the turn in which the deck became empty", [](R& r) { r.deck_empty = R::DeckEmpty::after_the_turn; }},
      V{"round.deck-empty", "emptied-during-the-turn", Role::chancellor, {"round.deck-empty"}, "the round also ends when the deck is empty after a turn that put cards back under it",
        [](R& r) { r.deck_empty = R::DeckEmpty::emptied_during_the_turn; }},
      V{"chancellor.empty-deck", "no-effect", Role::chancellor, {"chancellor.empty-deck"}, "a Chancellor played with an empty deck has no effect",
        [](R& r) { r.chancellor_empty_deck = R::ChancellorEmptyDeck::no_effect; }},
      V{"chancellor.pair-bonus", "none", Role::chancellor, {}, "no bonus for the Chancellor", [](R& r) { r.chancellor_pair_bonus = R::ChancellorPairBonus::none; }},
      V{"chancellor.pair-bonus", "both-in-round", Role::chancellor, {"chancellor.pair-bonus"}, "two players still in the round who each played or discarded a Chancellor each gain a token",
        [](R& r) { r.chancellor_pair_bonus = R::ChancellorPairBonus::both_in_round; }},
      V{"handmaid.all-protected", "others-protected", Role::handmaid, {"handmaid.all-protected", "handmaid.no-effect", "handmaid.prince-self"}, "a card that must choose another player is played without effect when all others are protected (the Prince chooses its own player)",
        [](R& r) { r.all_protected = R::AllProtected::others_protected; }},
      V{"handmaid.protection", "cannot-be-chosen", Role::handmaid, {"handmaid.protect"}, "a protected player cannot be chosen", [](R& r) { r.protection = R::Protection::cannot_be_chosen; }},
      V{"handmaid.protection", "effects-ignored", Role::handmaid, {"handmaid.protect"}, "a protected player may be chosen, and the card's effect on her is ignored", [](R& r) { r.protection = R::Protection::effects_ignored; }},
      V{"handmaid.new-round", "ends-with-the-round", Role::handmaid, {}, "protection ends with the round", [](R& r) { r.handmaid_new_round = R::HandmaidNewRound::ends_with_the_round; }},
      V{"handmaid.new-round", "lasts-until-next-turn", Role::handmaid, {}, "protection lasts into the next round, until its player's next turn",
        [](R& r) { r.handmaid_new_round = R::HandmaidNewRound::lasts_until_next_turn; }},
      V{"prince.princess", "leaves-without-drawing", Role::prince, {"prince.princess"}, "the Prince's target who discards the Princess leaves the round without drawing",
        [](R& r) { r.prince_princess = R::PrincePrincess::leaves_without_drawing; }},
      V{"prince.princess", "draws-then-leaves", Role::prince, {"prince.princess"}, "the Prince's target who discards the Princess draws a card, then leaves the round",
        [](R& r) { r.prince_princess = R::PrincePrincess::draws_then_leaves; }},
      V{"prince.nothing-to-draw", "target-leaves-round", Role::prince, {"prince.nothing-to-draw"}, "the Prince's target with nothing left to draw leaves the round",
        [](R& r) { r.prince_nothing_to_draw = R::PrinceNothingToDraw::target_leaves_round; }},
      V{"guard.target", "another-player", Role::guard, {"guard.guess"}, "the Guard chooses another player", [](R& r) { r.guard_target = R::GuardTarget::another_player; }},
      V{"guard.target", "any-player", Role::guard, {"guard.guess"}, "the Guard may choose any player, its own included", [](R& r) { r.guard_target = R::GuardTarget::any_player; }},
      V{"guard.names", "cards-in-the-deck", Role::guard, {"guard.not-guard"}, "the Guard names a character of this deck other than the Guard", [](R& r) { r.guard_names = R::GuardNames::cards_in_the_deck; }},
      V{"guard.names", "any-character-of-the-rulebook", Role::guard, {"guard.not-guard"}, "the Guard names any character of the rulebook other than the Guard",
        [](R& r) { r.guard_names = R::GuardNames::any_character_of_the_rulebook; }},
      V{"guard.names", "a-number-other-than-one", Role::guard, {"guard.not-guard"}, "the Guard names a number other than 1 (0 up to the deck's highest value): a card of that value is hit",
        [](R& r) { r.guard_names = R::GuardNames::a_number_other_than_one; }},
      V{"game.winners", "everyone-with-enough-tokens", Role::none, {"game.end"}, "everyone holding enough tokens when the game ends wins it",
        [](R& r) { r.game_winners = R::GameWinners::everyone_with_enough_tokens; }},
      V{"game.winners", "most-tokens-among-them", Role::none, {"game.end"}, "among those holding enough tokens, those holding the most win",
        [](R& r) { r.game_winners = R::GameWinners::most_tokens_among_them; }},
      V{"game.end-timing", "at-once", Role::constable, {"game.end"}, "a token won during a round that reaches the count ends the game at once", [](R& r) { r.game_end_timing = R::GameEndTiming::at_once; }},
      V{"game.end-timing", "end-of-round", Role::constable, {"game.end"}, "the game ends at the end of that round", [](R& r) { r.game_end_timing = R::GameEndTiming::end_of_round; }},
      V{"jester.owner", "owner-anywhere", Role::jester, {"jester.give", "jester.bonus"}, "the Jester's giver scores when its holder wins the round, in the round or not", [](R& r) { r.jester_owner = R::JesterOwner::owner_anywhere; }},
      V{"jester.owner", "owner-in-round", Role::jester, {"jester.give", "jester.bonus"}, "the Jester's giver scores only while still in the round", [](R& r) { r.jester_owner = R::JesterOwner::owner_in_round; }},
      V{"cardinal.players", "any-two-players", Role::cardinal, {"cardinal.swap"}, "the Cardinal chooses any two players, its own included",
        [](R& r) { r.cardinal_players = R::CardinalPlayers::any_two_players; }},
      V{"cardinal.players", "two-other-players", Role::cardinal, {"cardinal.swap"}, "the Cardinal chooses two other players",
        [](R& r) { r.cardinal_players = R::CardinalPlayers::two_other_players; }},
      V{"baroness.players", "any-one-or-two-players", Role::baroness, {"baroness.look"}, "the Baroness chooses one or two players, its own included",
        [](R& r) { r.baroness_players = R::BaronessPlayers::any_one_or_two_players; }},
      V{"baroness.players", "one-or-two-other-players", Role::baroness, {"baroness.look"}, "the Baroness chooses one or two other players",
        [](R& r) { r.baroness_players = R::BaronessPlayers::one_or_two_other_players; }},
      V{"count.bonus", "per-card", Role::count, {"count.bonus"}, "each Count in a player's discards adds one to her card", [](R& r) { r.count_bonus = R::CountBonus::per_card; }},
      V{"count.bonus", "once", Role::count, {"count.bonus"}, "Counts in a player's discards add one in all", [](R& r) { r.count_bonus = R::CountBonus::once; }},
      V{"count.tie-break", "raised-score", Role::count, {"count.bonus", "round.tie-break"}, "the card in hand adds its score, the Counts' bonus included, to the discard total",
        [](R& r) { r.count_tie_break = R::CountTieBreak::raised_score; }},
      V{"count.tie-break", "printed-value", Role::count, {"count.bonus", "round.tie-break"}, "the card in hand adds its printed value to the discard total, without the Counts' bonus",
        [](R& r) { r.count_tie_break = R::CountTieBreak::printed_value; }},
      V{"constable.timing", "already-in-discard", Role::constable, {"constable.token"}, "only a Constable already in the discards when its player is eliminated counts",
        [](R& r) { r.constable_timing = R::ConstableTiming::already_in_discard; }},
      V{"constable.timing", "also-discarded-on-elimination", Role::constable, {"constable.token"}, "a Constable discarded as its player is eliminated counts too",
        [](R& r) { r.constable_timing = R::ConstableTiming::also_discarded_on_elimination; }},
      V{"constable.last-elimination", "constable-first", Role::constable, {"constable.token"}, "the Constable's token comes first: where it wins the game at once (game.end-timing), the last player in does not win the round",
        [](R& r) { r.constable_last_elimination = R::ConstableLastElimination::constable_first; }},
      V{"constable.last-elimination", "with-the-round", Role::constable, {"constable.token", "round.last-player"}, "the Constable's token comes with the round the elimination ends: the last player in wins it and its token, then the game's end is decided",
        [](R& r) { r.constable_last_elimination = R::ConstableLastElimination::with_the_round; }},
      V{"bishop.redraw", "when-guessed-right", Role::bishop, {"bishop.redraw"}, "the Bishop's target may discard and draw only after a right guess", [](R& r) { r.bishop_redraw = R::BishopRedraw::when_guessed_right; }},
      V{"bishop.redraw", "always", Role::bishop, {"bishop.redraw"}, "the Bishop's target may discard and draw whatever the guess", [](R& r) { r.bishop_redraw = R::BishopRedraw::always; }},
      V{"bishop.princess", "bishop-below-princess", Role::bishop, {"bishop.princess"}, "at the showdown the Bishop ranks just below the Princess",
        [](R& r) { r.bishop_princess = R::BishopPrincess::bishop_below_princess; }},
      V{"bishop.target-princess", "leaves-without-drawing", Role::bishop, {"bishop.redraw", "princess.leave"}, "the Bishop's target who discards the Princess leaves the round without drawing",
        [](R& r) { r.bishop_target_princess = R::BishopTargetPrincess::leaves_without_drawing; }},
      V{"bishop.target-princess", "draws-then-leaves", Role::bishop, {"bishop.redraw", "princess.leave"}, "the Bishop's target who discards the Princess draws a card, then leaves the round",
        [](R& r) { r.bishop_target_princess = R::BishopTargetPrincess::draws_then_leaves; }},
      V{"sycophant.impossible", "lapses", Role::sycophant, {"sycophant.force"}, "a demand the next card cannot meet lapses",
        [](R& r) { r.sycophant_impossible = R::SycophantImpossible::lapses; }},
      V{"sycophant.impossible", "discarded-without-effect", Role::sycophant, {"sycophant.force"}, "a card that cannot choose the Sycophant's choice in any play is discarded without effect",
        [](R& r) { r.sycophant_impossible = R::SycophantImpossible::discarded_without_effect; }},
      V{"favor-tokens.supply", "unlimited", Role::none, {}, "tokens never run out", [](R& r) { r.token_supply = R::TokenSupply::unlimited; }},
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

std::string Rules::decides(std::string_view point) {
  for (const auto& p : kPoints)
    if (p.point == point) return std::string(p.decides);
  return "";
}

std::vector<std::string> Rules::described_points() {
  std::vector<std::string> out;
  for (const auto& p : kPoints) out.emplace_back(p.point);
  return out;
}

std::string Rules::says(std::string_view point, std::string_view variant) {
  for (const auto& v : variants())
    if (v.point == point && v.name == variant) return std::string(v.says);
  return "";
}

std::vector<std::string> Rules::clauses_needed(std::string_view point, std::string_view variant) {
  std::vector<std::string> out;
  for (const auto& v : variants())
    if (v.point == point && v.name == variant)
      for (auto c : v.needs) out.emplace_back(c);
  return out;
}

}  // namespace errata::love_letter
