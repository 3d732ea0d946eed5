#pragma once
// The checker held to what it claims: mutant editions generated from an
// edition's own data, one setting changed each (every variation point's
// other variants, each card's copies one up and one down, values that
// reorder the cards and one that keeps their order, each tokens-table entry,
// the player range, the set-aside cards). `errata diff` must find each with a
// replayed witness, or prove it unobservable; `errata mutate` prints the
// table (docs/mutation-table.md), and a test keeps that table true.
#include <string>
#include <vector>

#include "checker/love_letter/edition_catalog.h"
#include "checker/smt/solve.h"

namespace errata::smt {

struct Mutant {
  std::string what;  // the setting and its new value: "rule:round.tie=all-tied-win", "copies:guard=5"
  love_letter::Edition edition;
};

// Every one-setting mutant of `ed`, in a fixed order.
std::vector<Mutant> mutants_of(const love_letter::Edition& ed);

struct MutantVerdict {
  std::string edition, what;
  std::string verdict;   // found, unobservable (Z3 unsat or identical rule data), inconclusive, not-replayed
  std::string decision;  // the first finding's decision, when found
  std::string how;       // "Z3" or "search" (a found witness), or why it is unobservable
  int players = 0, cards = 0, steps = 0;  // the witness's size
};

MutantVerdict judge_mutant(const love_letter::Edition& base, const Mutant& m, const EditionCatalog& catalog,
                           const SolveOptions& options);

// The table, as Markdown, with totals.
std::string mutation_table(const std::vector<MutantVerdict>& verdicts);

}  // namespace errata::smt
