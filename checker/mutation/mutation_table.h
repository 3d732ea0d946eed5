#pragma once
// The generated mutation suite's verdicts, game by game the same: each
// mutant's verdict (what diff said of an edition with one setting changed,
// and the size of its replayed witness), grouped in families, and the
// Markdown section of docs/mutation-table.md they make. Each game generates
// and judges its own mutants (checker/<game>/...); this is where they meet.
#include <string>
#include <vector>

#include "core/finding.h"

namespace errata {

struct MutantVerdict {
  std::string edition, what;
  std::string verdict;   // found, unobservable (Z3 unsat or identical rule data), inconclusive, not-replayed
  std::string decision;  // the first finding's decision, when found
  std::string how;       // "Z3" or "search" (a found witness), or why it is unobservable
  int players = 0, cards = 0, steps = 0;  // the witness's size
  bool as_expected = false;               // the verdict is what the mutant expects
  std::string witness;                    // the found divergence's witness scenario (not in the table, nor in shard files)
};

// One family of mutants (one setting changed, pairs...) with their verdicts,
// in the order the family generated them.
struct FamilyVerdicts {
  std::string title;
  std::vector<MutantVerdict> verdicts;
};

// One edition's verdicts, family by family.
struct MutationSection {
  std::string edition;
  std::vector<FamilyVerdicts> families;
};

// The verdict a diff's findings give a mutant of the games whose diff compares
// settings (Loser, Secret Moon): found (a divergence replayed under both, built
// from the settings or by a search, its decision the clause stating the
// setting), not-replayed, inconclusive, or unobservable (the setting changed
// is one no rule reads: same-rule-data); as expected when found or
// unobservable. The witness's size is counted from its first document.
MutantVerdict verdict_of_diff(const std::string& edition, const std::string& what, const DiffResult& diff);

// The table of one family, as Markdown, with totals.
std::string mutation_table(const std::vector<MutantVerdict>& verdicts);
// The edition's section of docs/mutation-table.md: one table per family that has mutants.
std::string mutation_section_markdown(const MutationSection& section);
// The whole of docs/mutation-table.md: its preamble, then every section.
std::string mutation_document(const std::vector<MutationSection>& sections);

}  // namespace errata
