#pragma once
// A card's effect written as data in an edition file (docs/editions.md,
// "Cards as data"): the closed vocabulary of Love Letter's effects, made from
// what the bundled cards do. One description, two uses: the engine runs it
// (data_card_play) and the SMT checker encodes it (checker/love_letter/smt/
// data_card_encoding), never a second copy of the card.
//
// A card played: its player chooses (`Choice`), names (`Naming`), then each
// `EffectStep` runs in order where its condition holds. What the card does
// when it is not played (left when discarded, forced beside others, a bonus
// at the round's end) is in `CardEffect` beside the steps. Every part names
// the clause of the edition's text that states it: traces, findings and
// reports cite that clause.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "../role.h"

namespace errata::love_letter {

// Whom the card chooses when played. Protection (handmaid.protection,
// handmaid.all-protected) applies as the edition's variants say, as for the
// bundled cards; a player out of the round is never chosen.
enum class Chooses : uint8_t {
  nobody,           // the card chooses no player (Handmaid, Countess, Princess, Spy, Chancellor)
  another,          // another player; none when all are protected: played without effect (Priest, Baron, King)
  another_or_self,  // another player or its own player (the Guard under guard.target any-player)
  any,              // any player, its own included; itself when all others are protected (Prince)
};

// What the card's player names after choosing.
enum class Names : uint8_t {
  nothing,
  card,    // a character: of the deck, or of the rulebook's card table (`from`), but those in `except`
  number,  // a number from 0 to `up_to` (0: the deck's highest value), but those in `except_numbers`
};

struct Choice {
  Chooses who = Chooses::nobody;
  std::string clause;  // where the text says whom the card chooses
};

struct Naming {
  Names what = Names::nothing;
  bool from_deck = true;               // card: only characters with a copy in this deck (false: any of the card table)
  std::vector<Role> except;            // card: characters that may not be named (the Guard: itself)
  std::vector<int> except_numbers;     // number: numbers that may not be named (the Guard's, the Bishop's: 1)
  int up_to = 0;                       // number: the highest number named (0: the deck's highest value)
  std::string clause;
};

// When a step runs.
enum class Condition : uint8_t {
  always,
  holds_named,         // the chosen player holds what was named (a card of that value, for a number)
  not_holds_named,     // she does not
  holds_named_tagged,  // she holds it, and the named card bears `tag` (Batman's villains)
};

enum class Who : uint8_t { me, chosen };

enum class StepKind : uint8_t {
  look,              // its player looks at the chosen player's hand (Priest)
  compare,           // its player and the chosen player compare hands: `leaves` (lower or higher) leaves; equal: nobody (Baron)
  swap_hands,        // its player and the chosen player trade hands (King)
  discard_and_draw,  // `who` discards her hand without effect and draws: the deck's top, the set-aside
                     // card when the deck is empty, and when both are gone she leaves (prince.nothing-to-draw);
                     // a card that leaves when discarded (Princess) makes her leave, after drawing where
                     // `draws_first` (prince.princess draws-then-leaves)
  protect,           // its player is protected until her next turn (Handmaid; handmaid.new-round applies)
  leave_round,       // `who` leaves the round (the Princess played: me; a Guard's right guess: chosen)
  win_token,         // `who` wins a favor token now (game.end-timing applies, as for the Bishop)
  draw_and_return,   // its player draws `draw` cards (fewer when the deck holds fewer; none: no effect),
                     // keeps one of her hand and puts the others under the deck in the order she chooses (Chancellor)
  nothing,           // nothing happens, as the text says (the Spy, the Countess played; a Guard's wrong guess)
};

enum class Duel : uint8_t { lower_leaves, higher_leaves };

struct EffectStep {
  StepKind kind = StepKind::look;
  Condition when = Condition::always;
  Who who = Who::chosen;
  Duel leaves = Duel::lower_leaves;  // compare
  bool draws_first = false;          // discard_and_draw, where `draws_first_stated`; else prince.princess's reading decides
  bool draws_first_stated = false;
  int draw = 2;                      // draw_and_return: 1 or 2 (the Chancellor's 2; the engine lists no larger count's plays yet)
  std::string tag;                   // holds_named_tagged
  std::string clause;
  int line = 0, column = 0;          // where the step is written (for errors about it)
  // The clauses of a step's other outcomes, each the step's `clause` where
  // the file gives none (the reader fills them in: never empty once read).
  std::string tie_clause;            // compare: equal cards, nobody leaves (baron.tie)
  std::string set_aside_clause;      // discard_and_draw: the deck is empty, she draws the set-aside card (prince.empty-deck)
  std::string nothing_left_clause;   // discard_and_draw: nothing to draw, she leaves (prince.nothing-to-draw)
  std::string discarded_leaves_clause;  // discard_and_draw: she discarded a card that leaves when discarded (prince.princess)
  std::string fewer_clause;          // draw_and_return: the deck held fewer than `draw` (chancellor.one-card-left)
  std::string empty_clause;          // draw_and_return: the deck is empty, no effect (chancellor.empty-deck)
  // draw_and_return: noted when her hand then holds a card forced beside
  // another, which forces nothing while she chooses (countess.not-while-chancellor); "": not noted.
  std::string forced_clause;
};

// Who gains at the round's end for the card (Spy: spy.bonus). More
// options may be added where a bundled edition's Spy needs one (its
// spy.bonus variants), each documented in docs/editions.md.
enum class BonusTo : uint8_t {
  none,
  only_player_in_round_who_played_it,  // the one player still in the round who played or discarded a copy
  last_player_in_round_who_played_it,  // the same, when she is the only player left in the round (spy.bonus sole-survivor-with-spy)
  each_player_in_round_who_played_it_when_two,  // every player in the round who played or discarded a copy, when
                                                // two or more did (chancellor.pair-bonus both-in-round)
};

struct RoundEndBonus {
  BonusTo to = BonusTo::none;
  int tokens = 1;
  std::string clause;
  // A round winner who earns it gains it on top of her winner's token
  // (spy.winner-token token-on-top); false: one token in all (one-token-in-all).
  bool on_top_of_win = true;
  std::string winner_clause;   // noted when the one who earns it won the round (spy.not-a-win); "": not noted
  std::string several_clause;  // noted when she played or discarded several copies (spy.one-token); "": not noted
};

struct CardEffect {
  Choice choice;
  Naming naming;
  std::vector<EffectStep> steps;
  // Not played: she leaves the round whenever she discards it (princess.leave).
  bool leaves_when_discarded = false;
  std::string leaves_clause;
  // Must be played when its player's other card is one of these (countess.forced).
  std::vector<Role> forced_beside;
  std::string forced_clause;
  std::string forced_otherwise_clause;  // played when not forced: the text lets her (countess.optional); "": not noted
  RoundEndBonus bonus;
  std::vector<std::string> tags;  // words other cards' conditions test (`holds_named_tagged`)
};

// Bounds every effect read from a file keeps (docs/security.md).
inline constexpr int kMaxEffectSteps = 16;
inline constexpr int kMaxTags = 8;
inline constexpr int kMaxDataCards = 12;  // cards of an edition's own (new roles) in one run
inline constexpr std::size_t kMaxTagBytes = 40;  // one tag; a card's id is an edition id (ids.h: 64 bytes at most)
inline constexpr int kMaxBonusTokens = 9;
static_assert(kMaxDataCards == kDataSlots, "role.h holds one slot per card of an edition's own");

}  // namespace errata::love_letter
