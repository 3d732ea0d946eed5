#include "settings_diff.h"

#include "witness_replay.h"

namespace errata::smt {

void SettingsDiff::proven(const std::string& what) {
  out_.proven.push_back(what + " (the settings the " + engine_ + " engine decides by, compared: it reads an edition only through them)");
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
  const std::string da = document(name, a_, clauses, body_a), db = document(name, b_, clauses, body_b);
  attach_witness(f, da + "---\n" + db, replay_(a_, da) + replay_(b_, db));
  out_.findings.push_back(std::move(f));
  return out_.findings.back();
}

void SettingsDiff::inconclusive(const std::string& what) {
  Finding f;
  f.id = "inconclusive:" + a_ + ":" + b_ + ":" + what;
  f.kind = "inconclusive";
  f.severity = "warning";
  f.editions = {a_, b_};
  f.message = "The " + what + " differ between " + a_ + " and " + b_ +
              "; errata builds no witness for this setting yet, so whether play differs is not decided.";
  out_.findings.push_back(std::move(f));
}

std::string SettingsDiff::document(const std::string& name, const std::string& edition, const std::vector<std::string>& clauses,
                                   const std::string& body) const {
  std::string cl;
  for (const auto& c : clauses) cl += (cl.empty() ? "" : ", ") + c;
  return "name: \"" + name + " (" + edition + ")\"\ngame: " + game_ + "\neditions: [" + edition + "]\nclauses: [" + cl + "]\n" + body;
}

}  // namespace errata::smt
