#pragma once
// errata diff, the settings no encoding reads (encoding_reads.h): where two
// editions differ in such a setting, differential play searches for a
// situation the two engines decide differently, over a fixed number of
// seeded random cases, each shrunk and replayed. Found: a divergence whose
// message says it was found by a search. Not found: `inconclusive`, saying
// exactly what was searched, never "proven".
#include "diff.h"
#include "diff_support.h"
#include "rule_data.h"

namespace errata::smt {

// Random cases the search plays (each a deal, up to three rounds of choices).
inline constexpr int kSearchCases = 8000;

// The settings of `differences` that no encoding reads, for these two editions
// (the encodings built in `c`).
std::vector<Setting> unencoded_settings(z3::context& c, const love_letter::Edition& a, const love_letter::Edition& b,
                                        const std::vector<Setting>& differences);

void diff_unencoded(const love_letter::Edition& a, const love_letter::Edition& b, const EditionCatalog& catalog,
                    const std::string& kind, const Labels& labels, const std::vector<Setting>& unencoded, DiffResult& out);

// Where no play state both editions' rounds can be in (their decks put
// different numbers of cards into play), Z3 compares no play and no end of a
// turn; differential play, whose shared deals lay the cards both decks hold
// over each edition's own, still plays both. Each such decision `wanted`
// asks that it finds the two decide apart is a divergence shown by its game
// (found by a search, said so); none found adds nothing (the plays stay
// not comparable, never proven).
void diff_uncompared_plays(const love_letter::Edition& a, const love_letter::Edition& b, const EditionCatalog& catalog,
                           const std::string& kind, const Labels& labels, const Wanted& wanted, DiffResult& out);

// Where one edition sets a card aside and the other none, no state both
// editions' rounds can be in holds a play that makes someone draw at an
// empty deck (`cards`: the Prince, the Bishop's redraw, a Guard against the
// Assassin's holder, a card as data that discards and draws): she draws the
// set-aside card under one, nothing under the other, so Z3 compares none
// there. Differential play searches those plays: each found, a divergence
// shown by its game (found by a search, said so); each not found,
// not comparable, never proven.
void diff_empty_deck_draws(const love_letter::Edition& a, const love_letter::Edition& b, const EditionCatalog& catalog,
                           const std::string& kind, const Labels& labels, const Wanted& wanted,
                           const std::vector<love_letter::Role>& cards, DiffResult& out);

}  // namespace errata::smt
