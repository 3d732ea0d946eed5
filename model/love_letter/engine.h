#pragma once
// The executable rulebook: plays turns and rounds of Love Letter under one
// edition's rules. Every decision it takes names its clause id in the trace.
// The same engine serves scenarios, random play and the replay of witnesses.
#include <optional>
#include <string>
#include <vector>

#include "../core/rng.h"
#include "action.h"
#include "edition.h"
#include "rejection.h"
#include "state.h"
#include "trace.h"

namespace errata::love_letter {

// A fresh round's cards, as dealt (a `new_round` step, or a random deal).
struct Deal {
  std::array<Role, kMaxPlayers> hand{};
  Cards<kMaxCards> deck;  // top first
  Role set_aside = Role::none;
  Cards<3> face_up;
};

// Who may start the round after `s`'s (round.next-first): the last round's
// winner; its tied winners, or anyone when nobody won (first_candidates).
PlayerSet next_round_starters(const State& s);

class Engine {
 public:
  explicit Engine(const Edition& edition);
  const Edition& edition() const { return ed_; }
  // Every card of the edition's deck once per copy, in role order.
  const Cards<kMaxCards>& whole_deck() const { return deck_; }

  // Whether `s` is a state this edition's round can be in; the reason when not.
  // `names` (seat -> name) makes the reason name players; without, "player N".
  std::optional<std::string> setup_problem(const State& s, const std::vector<std::string>* names = nullptr) const;
  // After a setup or a deal: a round that is already decided ends at once, as
  // it would after a turn.
  void begin(State& s, Trace* t) const;

  // A whole turn: `player` draws (unless already holding two cards), then plays.
  // On a rejection the state is left exactly as it was.
  Rejection take_turn(State& s, int player, const Action& a, Trace* t) const;

  // The two halves of a turn, for random play: start_turn ends the player's
  // protection and draws; play resolves the card. play may leave `s` half
  // changed when it rejects, so callers that need the state back keep a copy.
  void start_turn(State& s, Trace* t) const;
  Rejection play(State& s, const Action& a, Trace* t) const;
  // The play up to the end of the turn, before the engine decides whether the
  // round ends and who moves next: the moment a setup the engine decides at
  // once stands for, and the states the round-end encoding searches (play is
  // resolve, then that decision).
  Rejection resolve(State& s, const Action& a, Trace* t) const;
  // play, for a play legal_plays or random_legal_play chose in this very
  // state under the Sycophant's demand: the demand decided on the play's
  // family, not by trying plays on copies of the state (play_legal).
  Rejection play_legal_under_demand(State& s, const Action& a, Trace* t) const;

  // Deals the next round of the same game; `first` picks among tied winners.
  Rejection new_round(State& s, const Deal& d, std::optional<int> first, Trace* t, std::string* why) const;
  // new_round's two halves around its deal, for a deal made in the state's
  // own storage (deal_next_round, random_play.h). clear_round: what the next
  // round carries over (favor tokens; protection where handmaid.new-round
  // lasts until the next turn), the rest of the round cleared, no card
  // anywhere, and who starts: the one of `may_start`, else any of them
  // (to_move kNoPlayer, first_candidates). open_round, once the cards are
  // dealt: the round.next notes (`after_tie`: the last round was tied) and
  // begin.
  void clear_round(State& s, PlayerSet may_start) const;
  void open_round(State& s, bool after_tie, Trace* t) const;

  // Every legal play for the player to move, who holds two cards. Returns the count.
  int legal_plays(const State& s, Action* out, int capacity) const;
  // The same set, found by trying every candidate play on a copy of the state
  // (the reference the fast legal_plays is tested against).
  int legal_plays_by_trial(const State& s, Action* out, int capacity) const;
  // One of legal_plays' plays, uniformly at random, into `out`, without
  // listing them all (what random play spends its time in). False when there is none.
  bool random_legal_play(const State& s, Rng& rng, Action& out) const;
  // The same, inline (simple_plays.h): random play's loop draws most turns'
  // plays without a call.
  bool random_legal_play_inline(const State& s, Rng& rng, Action& out) const;
  // Under the Sycophant's demand, counted rather than listed (as random play
  // draws them): how many of legal_plays' plays of the turn's `family`-th card
  // (0 or 1, in legal_plays' order; 0 when the turn has no such card) meet
  // it, and the k-th of them (k below that count).
  int demanded_play_count(const State& s, int family) const;
  Action demanded_play(const State& s, int family, int k) const;

 private:
  // Whether play `a`, changed to choose `player`, would be accepted (the Sycophant's test).
  bool could_choose(const State& s, const Action& a, int player) const;
  // Whether any play of `card` (by trial) chooses `player` (sycophant.impossible).
  bool some_play_chooses(const State& s, Role card, int player) const;
  struct PlayFamily;
  struct TurnChoices;  // whom the player to move may choose; whether the Countess is forced
  TurnChoices turn_choices(const State& s) const;
  // The family of `card`, played beside `other`.
  void card_family(const State& s, const TurnChoices& c, Role card, Role other, PlayFamily& fam) const;
  // The turn's legal plays as families (counted, not listed): one per card
  // the player may play (at most 2). Returns the number of families.
  int turn_plays(const State& s, PlayFamily* families) const;
  // random_legal_play when a card of the turn is not of the first five shapes.
  bool random_family_play(const State& s, const TurnChoices& c, bool two, Rng& rng, Action& out) const;
  // random_legal_play under the Sycophant's demand: one of the plays meeting it, counted.
  bool random_demanded_play(const State& s, Rng& rng, Action& out) const;
  void premium_family(const State& s, PlayFamily& fam, PlayerSet targets, bool nobody) const;
  int bishop_redraws(const State& s, int target) const;
  void family_play(const State& s, const PlayFamily& fam, int k, Action& out) const;
  // The families of the first five shapes, counted and drawn in registers.
  struct SimpleFamily;
  SimpleFamily simple_family(const TurnChoices& c, Role card) const;
  void simple_play(const SimpleFamily& f, int k, Action& out) const;
  bool random_simple_play(const TurnChoices& c, Role c0, Role c1, bool two, Rng& rng, Action& out) const;
  void chancellor_play(const State& s, const PlayFamily& fam, int k, Action& out) const;
  void premium_play(const State& s, const PlayFamily& fam, int k, Action& out) const;
  // The Sycophant's demand (sycophant.force), decided on the families.
  bool family_holds(const State& s, const PlayFamily& fam, const Action& a) const;
  bool meets_demand(const State& s, const PlayFamily& fam, const Action& a, int forced) const;
  int demanded_plays(const State& s, const PlayFamily* families, int f, Action* out, int capacity) const;
  // Under sycophant.impossible discarded-without-effect: a family none of whose plays chooses `forced`.
  bool discarded_under_demand(const PlayFamily& fam, int forced) const;
  // The same, for the family of `card` in the hand of the player to move, under the demand of `s`.
  bool card_discarded_under_demand(const State& s, Role card) const;
  // resolve past its checks: the card put down, the demand ended, then its effect unless `discarded`.
  Rejection resolve_checked(State& s, const Action& a, bool discarded, Trace* t) const;
  // The same plays as demanded_plays, counted per family: how many, and the k-th.
  bool demand_binds(const PlayFamily& fam, int forced) const;
  int bishop_redraws_kept(const State& s, int target, int forced, int forced_redraws) const;
  int demanded_count(const State& s, const PlayFamily& fam, int forced) const;
  int demanded_index(const State& s, const PlayFamily& fam, int forced, int k) const;
  static int demanded_pair_index(const PlayFamily& fam, int below, int k);
  int demanded_bishop_index(const State& s, const PlayFamily& fam, int forced, int k) const;
  void demanded_play(const State& s, const PlayFamily& fam, int forced, int k, Action& out) const;
  // Every play of `card` worth trying (`other`: the card kept in hand).
  template <typename Consider>
  void candidate_plays(const State& s, Role card, Role other, Consider& consider) const;
  // The Chancellor's plays: each card kept, the others under the deck in each order.
  template <typename Consider>
  void chancellor_plays(const State& s, Role card, Role other, Consider& consider) const;
  // How many plays chancellor_plays lists, counted without listing them.
  int chancellor_play_count(const State& s, Role card, Role other) const;

  // How a card's legal plays are found, all from the rules: no choice;
  // another player; the Guard's player and character; the Prince's player;
  // any player, its own included (Sycophant); the Chancellor's listed; one or
  // two players (Cardinal, Baroness); the Bishop's player, number and redraw;
  // a card as data that names, other than the Guard (its player and what it
  // names, from its own table: other_named_play).
  enum class Shape : uint8_t { no_choice, another_player, guard, prince, any_player, chancellor, two_players, bishop, other_namer };
  // A card whose plays name, the Guard's way (one play per player and name).
  static bool names_like_a_guard(Shape s) { return s == Shape::guard || s == Shape::other_namer; }

  // How the plays of a card of the first five shapes are counted, resolved
  // from the edition's rules when the engine is made: a turn only masks the
  // players it may choose (no table of shapes rebuilt each turn).
  struct CardPlays {
    PlayerSet others = 0;        // 0xFF: it may choose the players another-player cards may choose
    PlayerSet others_when_nobody = 0xFF;  // 0: none of them when nobody can be chosen (the Prince)
    PlayerSet self = 0;          // 0xFF: it may choose its own player
    bool untargeted = false;     // one play choosing nobody, always (no choice)...
    bool untargeted_when_nobody = false;  // ...or when nobody can be chosen
    uint8_t guesses = 1;         // plays per chosen player (the Guard's characters)
  };
  void resolve_card_plays();
  void resolve_names();
  // Cards written as data (data_cards/card_effect.h): their shape, whom they
  // choose, and what each card that names may name.
  static Shape data_shape(Role r, const CardEffect& e);
  // Whether the card's plays name a card or a number (the bundled Guard, or a card as data that names).
  bool names(Role card) const { return has_role(namers_, card); }
  struct NameTable;
  void data_names(const CardEffect& e, NameTable& out) const;
  void data_card_plays(Role r, const CardEffect& e);
  void other_named_play(const PlayFamily& fam, int k, Action& out) const;

  const Edition& ed_;
  std::array<Shape, kRoleCount> shape_{};
  std::array<CardPlays, kRoleCount> card_plays_{};
  Cards<kMaxCards> deck_;  // the whole deck, in card-table order
  // What a Guard may name: characters in card-table order (guess), or numbers
  // from 0 up (number; guard.names a-number-other-than-one); the other field
  // none in each.
  static constexpr int kMaxGuardNames = 100;
  std::array<Role, kMaxGuardNames> guard_guesses_{};
  std::array<int8_t, kMaxGuardNames> guard_numbers_{};
  int guard_guess_count_ = 0;
  // The cards whose plays name (the Guard, bundled or as data, and each card
  // as data that names); each card as data other than the Guard names from
  // its own table (other_names_[other_names_of_[card] - 1]).
  uint32_t namers_ = 0;
  struct NameTable {
    std::array<Role, kMaxGuardNames> guesses{};
    std::array<int8_t, kMaxGuardNames> numbers{};
    int count = 0;
  };
  std::vector<NameTable> other_names_;
  std::array<uint8_t, kRoleCount> other_names_of_{};
  // The cards a draw-and-return play draws: the Chancellor's 2 (chancellor.draw-two), or its step's `draw`.
  std::array<uint8_t, kRoleCount> draws_{};
  uint64_t guess_reciprocal_ = 0;  // 2^32 / guard_guess_count_, rounded up
};

}  // namespace errata::love_letter
