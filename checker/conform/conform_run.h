#pragma once
// What one conformance run gave: a scenario under one edition, played by
// errata's engine and by the adapter's side by side. The verdict, and for a
// deviation the step where they part, the clause of the rules that decides it
// (with its rulebook text and line), and both answers in words.
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "checker/scenario/run_result.h"
#include "model/core/citation.h"
#include "model/core/source_mark.h"

namespace errata::conform {

enum class Verdict {
  conforms,        // every step answered as the rules decide
  deviates,        // a step answered otherwise (Deviation)
  not_supported,   // the adapter lacks what the run needs (a capability, an `unsupported` reply)
  crash,           // the adapter crashed, timed out or reported a crash
  protocol_error,  // the adapter broke the protocol (a malformed reply, an unknown card)
  skipped,         // the run cannot be stated in the protocol (a setup the rules refuse before it is a state)
};

std::string_view verdict_name(Verdict v);

struct Deviation {
  SourceMark step;                  // the scenario step (the setup, for the deal)
  std::string step_title;           // "Ana plays Roi on Bo"
  std::string clause;               // the clause errata's decision cites ("countess.forced")
  std::vector<Citation> citations;  // its text in the edition's rulebook
  std::string rules;                // what the rules decide, in words
  std::string engine;               // what the engine answered, in words
  std::vector<Failure> expectations;  // the scenario's expectations the engine's answer fails
};

struct Run {
  std::string scenario, file, edition;
  SourceMark mark;
  Verdict verdict = Verdict::conforms;
  std::optional<Deviation> deviation;
  std::string detail;          // why not supported, crashed, broken or skipped
  std::string adapter_stderr;  // what the adapter wrote to stderr during the run
  double seconds = 0;
  std::string origin;          // "" for a scenario; for random play, the game ("game 12, seed 7")
  std::string witness;         // random play: the divergence as a scenario (YAML)
  std::string witness_path;    // where --out wrote it
  bool replayed = true;        // random play: the scenario shows the deviation again
  long games = 0;              // random play: how many games showed it

  // "deviation:EDITION:CLAUSE": what an --expectations entry names (the rule
  // broken, whatever scenario shows it); "" unless the run deviates.
  std::string deviation_id() const;
};

// What random differential play found: each distinct deviation once (its
// first game, shrunk to a scenario), each crash; how many games showed each.
struct RandomPlay {
  std::vector<Run> runs;
  std::map<std::string, long> occurrences;  // deviation id -> games that showed it
  long games = 0, turns = 0;
};

}  // namespace errata::conform
