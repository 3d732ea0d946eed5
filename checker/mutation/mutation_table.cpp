#include "mutation_table.h"

#include <yaml-cpp/yaml.h>

#include <map>

#include "checker/smt/settings_diff.h"

namespace errata {
namespace {

// Players seated, cards named in the setup (every list in it, but the players), steps.
void measure(const std::string& yaml, MutantVerdict& v) {
  const YAML::Node doc = YAML::Load(yaml);
  const YAML::Node setup = doc["setup"];
  v.players = static_cast<int>(setup["players"].size());
  for (auto it = setup.begin(); it != setup.end(); ++it) {
    if (it->first.as<std::string>() == "players") continue;
    const YAML::Node n = it->second;
    if (n.IsSequence()) v.cards += static_cast<int>(n.size());
    if (n.IsMap())
      for (auto e = n.begin(); e != n.end(); ++e) v.cards += e->second.IsSequence() ? static_cast<int>(e->second.size()) : 0;
  }
  const YAML::Node steps = doc["steps"];
  v.steps = steps ? static_cast<int>(steps.size()) : 0;
}

}  // namespace

MutantVerdict verdict_of_diff(const std::string& edition, const std::string& what, const DiffResult& diff) {
  MutantVerdict v{edition, what, "inconclusive", "", "no setting differs", 0, 0, 0, false, ""};
  for (const auto& f : diff.findings) {
    // A setting that differs only where no rule reads it, and nothing else apart: unobservable.
    if (f.kind == "same-rule-data" && f.message.find(smt::kNoRuleReads) != std::string::npos && v.how == "no setting differs")
      v.verdict = "unobservable", v.how = "identical rule data: no rule reads it";
  }
  for (const auto& f : diff.findings) {
    if (f.kind == "inconclusive" && v.verdict != "found") v.verdict = "inconclusive", v.how = f.message;
    if (f.kind != "divergence" || v.verdict == "found") continue;
    v.verdict = f.replayed ? "found" : "not-replayed";
    v.decision = f.clauses.empty() ? f.id.substr(f.id.rfind(':') + 1) : f.clauses.front();  // the clause stating the setting
    v.how = f.message.find("Differential play") == 0 ? "search" : "settings";
    if (!f.witness.empty()) measure(f.witness, v);
    v.witness = f.witness;
  }
  v.as_expected = v.verdict == "found" || v.verdict == "unobservable";
  return v;
}

std::string mutation_table(const std::vector<MutantVerdict>& verdicts) {
  std::map<std::string, int> totals;
  std::string rows;
  for (const auto& v : verdicts) {
    ++totals[v.verdict];
    const std::string size = v.verdict == "found" ? std::to_string(v.players) + " players, " + std::to_string(v.cards) +
                                                        " cards, " + std::to_string(v.steps) + " steps"
                                                  : "";
    rows += "| " + v.edition + " | `" + v.what + "` | " + v.verdict + " | " + v.decision + " | " + v.how + " | " + size + " |\n";
  }
  std::string out = "Totals: " + std::to_string(verdicts.size()) + " mutants";
  for (const auto& [verdict, n] : totals) out += ", " + std::to_string(n) + " " + verdict;
  out += ".\n\n| edition | mutant | verdict | decision | by | witness |\n|---|---|---|---|---|---|\n";
  return out + rows;
}

std::string mutation_section_markdown(const MutationSection& section) {
  std::string out = "## " + section.edition + "\n";
  for (const auto& f : section.families)
    if (!f.verdicts.empty()) out += "\n### " + f.title + "\n\n" + mutation_table(f.verdicts);
  return out;
}

std::string mutation_document(const std::vector<MutationSection>& sections) {
  std::string md = "# The generated mutation suite\n\n"
                   "Written by `errata mutate --out docs/mutation-table.md`; a test (tests/smt_mutation_test.cpp) keeps it true.\n"
                   "Each row is a bundled edition with one setting changed, two settings changed, its values remapped\n"
                   "keeping every comparison and sum, or its base restated by a `base:` file (see docs/checks.md): `found`\n"
                   "with the decision that shows it and the size of the replayed witness (a whole deal; by Z3, or by the\n"
                   "differential search where no encoding reads the setting), or `unobservable` (Z3: unsat within the\n"
                   "encodings' bounds, or identical rule data for every situation a game can reach).\n";
  for (const auto& s : sections) md += "\n" + mutation_section_markdown(s);
  return md;
}

}  // namespace errata
