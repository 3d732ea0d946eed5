#include "finding_kinds.h"

namespace errata {

const std::vector<FindingKind>& finding_kinds() {
  static const std::vector<FindingKind> kinds = {
      {"divergence", "Two editions decide the same situation differently.",
       "Z3 found a well-formed situation where the two editions' rules decide differently; the witness scenario "
       "shows it and both executable models replayed it. Accept it in the baseline when the texts really differ, "
       "or fix the translation."},
      {"ambiguity", "Two readings of one text decide a situation differently.",
       "Where the text is silent or contradicts itself, the edition file records a reading with several options; "
       "this situation comes out differently under two of them. The text needs a sentence that decides it."},
      {"contradiction", "The text contradicts itself.",
       "Two statements of the same text cannot both hold (a stated total against the card table, for instance). "
       "The model takes one of them as a reading; the text needs an erratum."},
      {"dead-clause", "A clause can never apply.",
       "No well-formed situation reaches this clause under the edition's other rules: the sentence is dead text, "
       "or another rule is stated too strongly."},
      {"underspecified", "The text is silent where a rule is needed.",
       "The rules need a decision the text never states; the model takes a reading. The text needs a sentence."},
      {"resource-shortage", "The rules can ask for more components than the box holds.",
       "A well-formed game reaches a state that needs more tokens or cards than the component list provides."},
      {"claim-proven", "A claim the text makes about itself holds.",
       "The text states a fact about its own rules (a count, a table, a reachable end); the checker proved it "
       "(an UNSAT answer from Z3 or an exhaustive enumeration)."},
      {"claim-refuted", "A claim the text makes about itself is false.",
       "The text states a fact about its own rules and a replayed witness shows it does not hold."},
      {"outside-the-model", "A statement about something the rules do not govern.",
       "The text states something no game state holds (the players' age, the playing time, advice beyond the "
       "rules): no model can prove or refute it, and no check was run. Listed so that every stated line is "
       "accounted for; nothing is claimed either way."},
      {"not-comparable", "Two editions have nothing to compare on a decision.",
       "One edition never reaches the situation the other decides (a card its deck lacks, a player count it does "
       "not seat), so the decision cannot be compared: nothing is found and nothing is counted as proven. Listed so "
       "that every decision of a diff is accounted for."},
      {"same-rule-data", "Two editions hand the engine the same data for a setting.",
       "The two editions state this setting alike (or differ only where no situation can involve it), so no "
       "situation can tell them apart on it: nothing to ask the solver. Listed so that every setting of a diff is "
       "accounted for; it is not counted as a proof."},
      {"reading-moot", "Where the text is silent, every reading decides alike.",
       "The edition records a reading with several options where its text is silent, and in this edition every "
       "option decides every situation alike (Z3: unsat within the encodings' bounds, or identical rule data): "
       "the gap in the text does not matter here."},
      {"inconclusive", "The checker could not decide within its limits.",
       "Z3 answered unknown or ran out of time, or the encodings cannot state the question yet; nothing is "
       "claimed either way. Raise --timeout or report it."},
      {"deviation", "An engine answers a step otherwise than the rulebook decides.",
       "errata conform played a scenario (or a random game) on an engine through its adapter beside errata's own "
       "run of it: at this step the engine's answer (a refusal, an acceptance, the state, what a player saw) departs "
       "from the rules. The finding is located at the rulebook line of the clause the step breaks. Fix the engine, "
       "or accept the deviation, with its reason, in the engine's --expectations file (docs/conformance.md)."},
  };
  return kinds;
}

const FindingKind* finding_kind(const std::string& id) {
  for (const auto& k : finding_kinds())
    if (k.id == id) return &k;
  return nullptr;
}

const std::vector<std::string>& severities() {
  static const std::vector<std::string> s = {"error", "warning", "info"};
  return s;
}

std::string finding_kinds_markdown() {
  std::string out = "| kind | what it is | what it means, what to do |\n|---|---|---|\n";
  for (const auto& k : finding_kinds()) out += "| `" + k.id + "` | " + k.title + " | " + k.help + " |\n";
  return out;
}

std::string finding_kind_ids() {
  std::string out;
  for (const auto& k : finding_kinds()) out += (out.empty() ? "" : ", ") + k.id;
  return out;
}

}  // namespace errata
