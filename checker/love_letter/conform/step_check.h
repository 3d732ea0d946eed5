#pragma once
// One step played on the adapter and compared with errata's own decision of
// it, the same for a scenario's step and a random game's: the legal plays,
// the refusal or the acceptance (refused and played without effect are
// different answers), then the state (after a refusal too: a refusal leaves
// the state as it was, and the engine reports its state as it is), then what
// each player saw. Each difference becomes the clause it breaks, the card
// played, the kind of difference, and both answers in words.
#include <optional>
#include <string>
#include <vector>

#include "checker/conform/conform_run.h"
#include "checker/conform/session.h"
#include "engine_terms.h"
#include "model/love_letter/engine.h"
#include "protocol_state.h"
#include "state_diff.h"

namespace errata::love_letter {

// What the engine answered to a step: accepted (with the events it reported) or refused.
struct Answer {
  bool accepted = false;
  std::string code, detail;
  std::vector<std::string> events;
};

// `apply`, then `choose` when the engine asks for the Chancellor's choice.
Answer apply_play(conform::Session& session, const conform::JsonObject& apply, const conform::JsonObject& choice);
// `new_round`.
Answer deal_round(conform::Session& session, const conform::JsonObject& request);
// `state`, read back (BadReply on a malformed state).
State adapter_state(conform::Session& session, const Table& t);

// errata's decision of the same step.
struct RulesOutcome {
  Rejection rejection = Rejection::none;
  const State* after = nullptr;
  const std::vector<Event>* events = nullptr;
  Role card = Role::none;  // the card played (none for a deal)
};

// Where the engine's answer departs from errata's: the clause, the card, the
// kind of difference (conform::kind), both answers.
struct StepDeviation {
  std::string clause, card, kind, rules, engine;
  std::vector<FieldDiff> diffs;
};

std::optional<StepDeviation> compare_outcome(const RulesOutcome& rules, const Answer& engine);
// Each difference of the state: one per field, in order of consequence (an
// elimination, the round's end, its winners, the tokens, the game's end,
// then the cards, protection and whose turn it is), leaving out the fields
// an earlier one explains (a player eliminated otherwise holds and discards
// otherwise too). `refused`: both refused the step, so any difference is one
// refusal that changed the state.
std::vector<StepDeviation> compare_states(const RulesOutcome& rules, const State& engine, const Table& t, bool refused);
// Asks `observe` of each player the play let look at a hand, against what
// errata's run says each saw; a player shown more than the rules show her is an information leak.
std::optional<StepDeviation> compare_sightings(conform::Session& session, const Engine& engine, const State& before,
                                               int player, const Action& a, const RulesOutcome& rules, const Table& t);

// The sets of legal plays once `player` has drawn from `before`, errata's and
// the engine's (`legal`), in the engine's terms. Each difference, per card and
// side: a play errata allows that the engine does not list (with errata's
// outcome of it), or one the engine lists that errata refuses (with errata's refusal).
struct LegalDiff {
  StepDeviation deviation;
  Action play;
  State after;  // errata's state after the play (`before` when refused)
  Rejection rejection = Rejection::none;
};
std::vector<LegalDiff> compare_legal(conform::Session& session, const Engine& engine, const State& before, int player,
                                     const Table& t, const EngineTerms& terms);

// The adapter crashed (or broke the protocol) during a step: under the
// clause of errata's own decision of the step (the refusing one, or the
// play's first), kind crash.
StepDeviation failure_during(const RulesOutcome& rules, const std::string& what);

// The deviation at a step: its clause's text in the edition's rulebook.
conform::Deviation deviation_at(const StepDeviation& d, const Edition& ed, const SourceMark& step, const std::string& title);

}  // namespace errata::love_letter
