#pragma once
// What the diffs that compare two editions' settings one by one (Secret Moon,
// Loser: engines that read an edition only through its settings) share: an
// info finding (same-rule-data, never a proof) for a setting that agrees, a divergence whose witness is one
// situation in two documents (one per edition, each with the outcome that
// edition gives, both replayed), and an inconclusive warning for a setting
// that differs and has no witness builder.
#include <functional>
#include <string>
#include <vector>

#include "core/finding.h"

namespace errata::smt {

// What a same-rule-data line says of a setting two editions give differently
// only where no rule reads it (the marker colours, the characters beyond the
// players seated); the mutation table reads it as unobservable.
inline constexpr const char* kNoRuleReads = "no rule reads the others";

// One edition's half of such a witness: a scenario document of `game` named
// "NAME (EDITION)", run under that edition only, citing `clauses`.
std::string witness_document(const std::string& game, const std::string& name, const std::string& edition,
                             const std::vector<std::string>& clauses, const std::string& body);

class SettingsDiff {
 public:
  // Runs the scenarios of `yaml` under the edition `id`: "" when all pass, else why not.
  using Replay = std::function<std::string(const std::string& id, const std::string& yaml)>;

  SettingsDiff(std::string game, std::string engine, std::string a, std::string b, Replay replay)
      : game_(std::move(game)), engine_(std::move(engine)), a_(std::move(a)), b_(std::move(b)), replay_(std::move(replay)) {}

  // A setting both editions give alike: an info finding, not a proof.
  void proven(const std::string& what);
  // A setting they give differently only where no rule reads it (`what` says
  // where, ending with kNoRuleReads): the same info finding.
  void unread(const std::string& what);
  // The divergence on `decision`; the caller adds the quotes of `clauses`.
  Finding& divergence(const std::string& decision, const std::string& message, const std::vector<std::string>& clauses,
                      const std::string& name, const std::string& body_a, const std::string& body_b);
  // A setting (`key`, in words `what`) that differs with no witness: `searched` says what was tried ("" when nothing was).
  void inconclusive(const std::string& key, const std::string& what, const std::string& searched = "");
  // Whether the situation `body_a` (under a) and `body_b` (under b) replays under both editions.
  bool shows(const std::string& body_a, const std::string& body_b, const std::vector<std::string>& clauses) const;
  DiffResult take() { return std::move(out_); }

 private:
  std::string game_, engine_, a_, b_;
  Replay replay_;
  DiffResult out_;
};

}  // namespace errata::smt
