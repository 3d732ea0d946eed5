#pragma once
// The rulebook's path played on an engine, step by step, the same for a
// scenario and a random game: each step of errata's own run played on the
// engine and compared (step_check.h), every difference kept, and the run
// going on after it. While the engine's state is errata's, the next step is
// simply played; once it has parted (a play accepted that the rules refuse,
// a state that differs), a fresh `new_round` at the rulebook's state before
// the next step puts the engine back on the path, when the engine can be
// dealt that state. Where the rules end the round and the engine parted, the
// round is dealt to it at the moment the rules decide its end, so that the
// end itself (the showdown, the tokens) is compared. Steps from a state no
// `new_round` can state (a round already over) are left out until the next
// round's deal.
#include <optional>
#include <string>
#include <vector>

#include "checker/conform/session.h"
#include "engine_terms.h"
#include "step_check.h"

namespace errata::love_letter {

class EnginePath {
 public:
  EnginePath(conform::Session& session, const Engine& engine, const Table& table, const EngineTerms& terms)
      : session_(session), engine_(engine), table_(table), terms_(terms) {}

  // One difference at a step; a difference of the legal plays with errata's play and outcome of it.
  struct Found {
    StepDeviation deviation;
    std::optional<LegalDiff> legal;
  };
  // What the engine did at a step.
  struct Step {
    std::vector<Found> found;  // each clause, card and kind once
    Answer answer;
    std::optional<State> engine;      // its state after the step, when asked
    std::optional<Action> chosen;     // the play its state shows, when it made a choice for its player
  };

  // The first deal: `new_round` at `setup`, errata's outcome `rules` (its
  // `after`: the round begun). When both refuse it, the run ends there.
  Step setup(const State& setup, const RulesOutcome& rules);
  // Before a step from `before`. joined: the engine is there (it was, or a
  // fresh new_round put it there); skip: the engine parted and `before` is a
  // round already over, which no new_round states; cannot: it cannot be put
  // there (`why`).
  enum class Join { joined, skip, cannot };
  Join join(const State& before, std::string& why);
  // A turn of `player` from `before`: her legal plays first (`legal`), then
  // `apply` (and `choose`), the state, and what each player saw.
  Step turn(const State& before, int player, const Action& play, const RulesOutcome& rules, bool legal,
            const conform::JsonObject& apply, const conform::JsonObject& choose);
  // The next round (`new_round` with `continue`).
  Step deal(const conform::JsonObject& request, const RulesOutcome& rules);

  // The differences found at a step the adapter failed in (a crash after
  // its legal plays differed): they are the run's too.
  std::vector<Found> take_interrupted() { return std::move(interrupted_); }

  bool parted() const { return parted_; }
  // The caller follows the engine's own choice (Step::chosen): it is on the path again.
  void rejoined() { parted_ = false; }
  long resyncs() const { return resyncs_; }

 private:
  void add(Step& step, StepDeviation d, std::optional<LegalDiff> legal = std::nullopt) const;
  void played(Step& step, const State& before, int player, const Action& play, const RulesOutcome& rules, bool legal,
              const conform::JsonObject& apply, const conform::JsonObject& choose);
  // `new_round` at a whole state; false (`why`) when the engine cannot be dealt it or refuses it.
  bool deal_whole(const State& s, std::string& why);
  // A turn the rules end the round with, where the engine parted: the round
  // dealt to the engine as the rules have it when they decide its end (the
  // play resolved; a stacked round already decided ends at once), and the
  // engine's end of it compared with the rules'.
  void decide(Step& step, const State& before, int player, const Action& play, const RulesOutcome& rules);
  // The plays the engine could make of `play` by choosing for its player
  // (the Bishop's redraw, the Sycophant's target), `play` left out.
  std::vector<Action> choices(const Action& play, const State& before) const;
  // The one of them whose outcome by the rules is the engine's answer and state.
  std::optional<Action> engine_choice(const State& before, int player, const Action& play, const Answer& answer,
                                      const State& engine) const;

  conform::Session& session_;
  const Engine& engine_;
  const Table& table_;
  const EngineTerms& terms_;
  bool parted_ = false;
  long resyncs_ = 0;
  std::vector<Found> interrupted_;
};

}  // namespace errata::love_letter
