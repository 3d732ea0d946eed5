#pragma once
// What one conformance run gave: a scenario under one edition, played by
// errata's engine and by the adapter's side by side. The verdict, and every
// step where the engine departs (a run goes on after a deviation, along the
// rulebook's path): the step, the clause of the rules that decides it (with
// its rulebook text and line), the card played, the kind of difference, and
// both answers in words.
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/run_result.h"
#include "model/core/citation.h"
#include "model/core/source_mark.h"

namespace errata::conform {

enum class Verdict {
  conforms,        // every step answered as the rules decide
  deviates,        // some steps answered otherwise (deviations)
  not_applicable,  // the run needs what the engine declares it cannot do (hello's capabilities)
  not_supported,   // the adapter answered `unsupported`
  crash,           // the adapter crashed, timed out or reported a crash
  protocol_error,  // the adapter broke the protocol (a malformed reply, an unknown card)
  skipped,         // the run cannot be stated in the protocol (a setup the rules refuse before it is a state)
};

std::string_view verdict_name(Verdict v);

// The kinds of difference (Deviation::kind); a state's differs by its first
// field, "state:hands", "state:tokens", ...
namespace kind {
inline constexpr const char* missing_play = "missing-play";            // a play the rules allow is not among the engine's
inline constexpr const char* extra_play = "extra-play";                // the engine lists a play the rules refuse
inline constexpr const char* accepts_refused = "accepts-refused";      // the engine accepts what the rules refuse
inline constexpr const char* refuses_legal = "refuses-legal";          // the engine refuses what the rules accept
inline constexpr const char* error_code = "error-code";                // refused, with another error code
inline constexpr const char* refusal_changed_state = "refusal-changed-state";  // refused, but the state changed
inline constexpr const char* sighting = "sighting";                    // a player saw otherwise
inline constexpr const char* information_leak = "information-leak";    // a player was shown more than the rules show
inline constexpr const char* crash = "crash";                          // the engine crashed at the step
}  // namespace kind

struct Deviation {
  SourceMark step;                  // the scenario step (the setup, for the deal)
  std::string step_title;           // "Ana plays Roi on Bo"
  std::string clause;               // the clause errata's decision cites ("countess.forced")
  std::string card;                 // the role id of the card played ("" for a deal)
  std::string kind;                 // the kind of difference (kind:: above)
  std::vector<Citation> citations;  // its text in the edition's rulebook
  std::string rules;                // what the rules decide, in words
  std::string engine;               // what the engine answered, in words
  std::vector<Failure> expectations;  // the scenario's expectations the engine's answer fails

  // What makes two deviations one: the clause, the card and the kind.
  std::string key() const { return clause + " " + (card.empty() ? "-" : card) + " " + kind; }
  bool leak() const { return kind == kind::information_leak; }
};

struct Run {
  std::string scenario, file, edition;
  SourceMark mark;
  Verdict verdict = Verdict::conforms;
  std::vector<Deviation> deviations;  // every step where the engine departs, in order
  std::optional<Deviation> failed_at; // a crash or a broken reply during a step: the step and its play's clause
  std::string detail;          // why not applicable, not supported, crashed, broken or skipped
  std::string note;            // where the run stopped following the rulebook's path, and why
  std::string adapter_stderr;  // what the adapter wrote to stderr during the run
  double seconds = 0;
  std::string origin;          // "" for a scenario; for random play, the game ("game 12, seed 7")
  std::string witness;         // random play: the divergence as a scenario (YAML)
  std::string witness_path;    // where --out wrote it
  bool replayed = true;        // random play: the scenario shows the deviation again
  long games = 0;              // random play: how many games showed it
  long occurrences = 0;        // random play: how many times it was seen

  // "deviation:EDITION:CLAUSE": what an --expectations entry names (the rule
  // broken, whatever scenario shows it).
  std::string deviation_id(const Deviation& d) const { return "deviation:" + edition + ":" + d.clause; }
};

// What random differential play found: each distinct deviation once (its
// first occurrence, shrunk to a scenario), with how many games showed it and
// how many times; each crash and each game not supported.
struct RandomPlay {
  std::vector<Run> runs;
  long games = 0, turns = 0, refusals = 0, resyncs = 0;
  long stopped = 0;          // games ended before their end: the engine could not be put back on the rules' path
  std::string stopped_why;   // the first one's reason
};

}  // namespace errata::conform
