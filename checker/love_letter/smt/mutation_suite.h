#pragma once
// The checker held to what it claims: mutant editions generated from an
// edition's own data. One setting changed each (every variation point's
// other variants, each card's copies one up and one down, values that
// reorder the cards and one that keeps their order, each tokens-table entry,
// the player range, the set-aside cards); pairs of those settings (all, or a
// seeded sample); values remapped so that every comparison and every sum the
// rules make keeps its result (they must be proven unobservable, but where a
// Bishop guesses a printed number); and `base:` editions that restate what
// they inherit, read by the real loader (unobservable). `errata diff` must
// find each observable mutant with a replayed witness, or prove it
// unobservable; `errata mutate` prints the table (docs/mutation-table.md),
// and a test keeps that table true.
#include <functional>
#include <string>
#include <vector>

#include "checker/love_letter/edition_catalog.h"
#include "checker/mutation/mutation_table.h"
#include "checker/smt/solve.h"

namespace errata::smt {

struct Mutant {
  std::string what;  // the setting and its new value: "rule:round.tie=all-tied-win", "copies:guard=5"
  love_letter::Edition edition;
  std::function<void(love_letter::Edition&)> change;  // the change made (empty for an edition read from text)
  // What diff must say: "found or unobservable", "unobservable", or "found by DECISION".
  std::string expect = "found or unobservable";
};

// Every one-setting mutant of `ed`, in a fixed order.
std::vector<Mutant> mutants_of(const love_letter::Edition& ed);
// Pairs of `singles` about two different settings: all of them (`sample` < 0)
// or `sample` of them drawn from `seed`, in a fixed order.
std::vector<Mutant> pair_mutants(const love_letter::Edition& ed, const std::vector<Mutant>& singles, long sample, uint64_t seed);
// `ed` with its values remapped (scaled, or shifted where no sum is compared)
// so that the encodings' comparisons and sums keep their results.
std::vector<Mutant> remapped_mutants(const love_letter::Edition& ed);
// Edition files `base: ed` restating each part they inherit (the card table,
// the player range, the tokens table, the set-aside cards, the variants), and
// all of them at once, read by the loader.
std::vector<Mutant> restated_mutants(const love_letter::Edition& ed, const EditionCatalog& catalog);

MutantVerdict judge_mutant(const love_letter::Edition& base, const Mutant& m, const EditionCatalog& catalog,
                           const SolveOptions& options);

// The mutants of one edition by family, as `errata mutate` and its test run
// them: one setting, pairs of settings (`pairs`: all when < 0, else a sample
// drawn from `seed`), values remapped, the base restated.
struct MutantFamily {
  std::string title;
  std::vector<Mutant> mutants;
};
std::vector<MutantFamily> mutant_families(const love_letter::Edition& ed, const EditionCatalog& catalog, long pairs, uint64_t seed);

}  // namespace errata::smt
