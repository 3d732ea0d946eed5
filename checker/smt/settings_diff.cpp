#include "settings_diff.h"

#include "model/core/scenario_emitter.h"

#include <cctype>

#include "witness_replay.h"

namespace errata::smt {

// Not a proof (neither Z3's unsat nor an enumeration of situations): the two
// editions hand the engine the same setting, said as an info finding, as
// Love Letter's diff says identical rule data.
void SettingsDiff::proven(const std::string& what) {
  std::string key = what.substr(0, what.find(" ("));
  for (char& c : key)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '-';
  Finding f;
  f.id = "same-rule-data:" + a_ + ":" + b_ + ":" + key;
  f.kind = "same-rule-data";
  f.severity = "info";
  f.editions = {a_, b_};
  f.message = what + ": both editions hand the " + engine_ + " engine the same setting, and it reads an edition only through its settings";
  out_.findings.push_back(std::move(f));
}

void SettingsDiff::unread(const std::string& what) {
  proven(what);
  out_.findings.back().message = what + " : the two editions give the " + engine_ + " engine the same setting wherever a rule reads it.";
}

Finding& SettingsDiff::divergence(const std::string& decision, const std::string& message, const std::vector<std::string>& clauses,
                                  const std::string& name, const std::string& body_a, const std::string& body_b) {
  Finding f;
  f.id = "divergence:" + a_ + ":" + b_ + ":" + decision;
  f.kind = "divergence";
  f.severity = "error";
  f.editions = {a_, b_};
  f.clauses = clauses;
  f.message = message;
  const std::string da = witness_document(game_, name, a_, clauses, body_a), db = witness_document(game_, name, b_, clauses, body_b);
  attach_witness(f, da + "---\n" + db, replay_(a_, da) + replay_(b_, db));
  out_.findings.push_back(std::move(f));
  return out_.findings.back();
}

bool SettingsDiff::shows(const std::string& body_a, const std::string& body_b, const std::vector<std::string>& clauses) const {
  const std::string name = "a situation the two editions decide differently";
  return replay_(a_, witness_document(game_, name, a_, clauses, body_a)).empty() &&
         replay_(b_, witness_document(game_, name, b_, clauses, body_b)).empty();
}

void SettingsDiff::inconclusive(const std::string& key, const std::string& what, const std::string& searched) {
  Finding f;
  f.id = "inconclusive:" + a_ + ":" + b_ + ":" + key;
  f.kind = "inconclusive";
  f.severity = "warning";
  f.editions = {a_, b_};
  f.message = a_ + " and " + b_ + " differ in " + what +
              (searched.empty() ? "; errata builds no witness for this setting yet, so whether play differs is not decided."
                                : ": " + searched + ", so whether play differs is not decided.");
  out_.findings.push_back(std::move(f));
}

std::string witness_document(const std::string& game, const std::string& name, const std::string& edition,
                             const std::vector<std::string>& clauses, const std::string& body) {
  return scenario_text::witness_document(name + " (" + edition + ")", game, {edition}, clauses, body);
}

}  // namespace errata::smt
