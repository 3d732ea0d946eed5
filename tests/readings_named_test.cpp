// Every verdict names the readings it rests on (issue 38): a proven line or a
// finding that names no option of a reading must come out the same under
// every other option of that reading. So each reading a line or finding does
// not name is flipped (each other option, in one edition at a time), the same
// diff or check is run again, and every line and finding that did not name it
// must be there again, with the same kind, and a finding's witness must still
// replay (its evidence rests on no other reading either). A line that changes
// with a reading it does not name rests on a reading it hides; the fix is to
// name it (the decision's clauses, diff_plays.cpp, diff.cpp), never to change
// this test.
//
// Every bundled Love Letter pair and every edition's check (Love Letter and
// Secret Moon) with ERRATA_READING_FLIPS=all, as the slow ctest
// `slow/readings-named` runs it (`make test-slow`); `make test` runs the pairs
// and the check where the issue found a reading unnamed.
#include <gtest/gtest.h>

#include <cstdlib>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "checker/love_letter/smt/check.h"
#include "checker/love_letter/smt/diff.h"
#include "checker/love_letter/smt/witness.h"
#include "checker/secret_moon/check_support.h"
#include "checker/secret_moon/checks.h"
#include "model/secret_moon/edition_loader.h"
#include "support.h"

namespace errata::test {
namespace {

using love_letter::Edition;

// What a run says: its proven lines, and each finding's kind by id (with its text, to see what it names).
struct Said {
  std::set<std::string> proven;
  std::map<std::string, std::pair<std::string, std::string>> findings;  // id -> kind, id and message
  std::map<std::string, std::string> witnesses;                          // id -> the witness that replayed
};

// A proven line's verdicts, one a decision: the line without the readings it
// names (those are compared by what each line names), and a line about the
// plays of several cards one line a card ("every play of priest, baron is
// judged alike with ..." is two verdicts: a card another reading moves into
// or out of the list changes the line, not the others' verdicts).
std::vector<std::string> verdicts(const std::string& line) {
  const std::string head = "every play of ";
  const auto resting = line.find(" (resting on readings");
  const std::string verdict = line.substr(0, resting);
  const auto is = verdict.find(" is ");
  if (verdict.rfind(head, 0) != 0 || is == std::string::npos) return {verdict};
  std::vector<std::string> out;
  const std::string cards = verdict.substr(head.size(), is - head.size()), tail = verdict.substr(is);
  for (size_t from = 0; from <= cards.size();) {
    const size_t comma = std::min(cards.find(", ", from), cards.size());
    out.push_back(head + cards.substr(from, comma - from) + tail);
    from = comma + 2;
  }
  return out;
}

Said said(const std::vector<Finding>& findings, const std::vector<std::string>& proven = {}) {
  Said s;
  for (const auto& line : proven)
    for (const auto& v : verdicts(line)) s.proven.insert(v + (line.find(" (resting on") == std::string::npos ? "" : line.substr(line.find(" (resting on"))));
  for (const auto& f : findings) {
    std::string text = f.id + " " + f.message + " " + f.witness;  // what it says, each decision it lists included
    for (const auto& c : f.consequences) text += " " + c;
    s.findings[f.id] = {f.kind, text};
    if (f.replayed && !f.witness.empty()) s.witnesses[f.id] = f.witness;
  }
  return s;
}

// Whether a text names reading `r`: an option of it ("r=option", as "resting
// on readings" and an ambiguity's id say it) or the reading itself.
bool names(const std::string& text, const std::string& r) {
  for (const std::string& form : {r + "=", "reading-" + r, "Reading " + r, "reading " + r})
    if (text.find(form) != std::string::npos) return true;
  return false;
}

// Every line and finding of `before` that does not name `r` is in `after`,
// with the same kind, and its witness replays by `replay` ("" when it does).
void same_unless_named(const Said& before, const Said& after, const std::string& r, const std::string& what,
                       const std::function<std::string(const std::string&)>& replay) {
  std::set<std::string> decided;  // the verdicts after, without what they name
  for (const auto& line : after.proven) decided.insert(line.substr(0, line.find(" (resting on readings")));
  for (const auto& line : before.proven) {
    if (names(line, r)) continue;
    EXPECT_TRUE(decided.count(line.substr(0, line.find(" (resting on readings"))))
        << what << ": a proven verdict changed, naming no " << r << ": " << line;
  }
  for (const auto& [id, f] : before.findings) {
    if (names(f.second, r)) continue;
    const auto it = after.findings.find(id);
    EXPECT_TRUE(it != after.findings.end() && it->second.first == f.first)
        << what << ": the " << f.first << " finding " << id << " changed (now "
        << (it == after.findings.end() ? std::string("gone") : it->second.first) << "), naming no " << r << ": " << f.second;
    if (const auto w = before.witnesses.find(id); w != before.witnesses.end()) {
      EXPECT_EQ(replay(w->second), "") << what << ": the witness of " << id << " does not replay, naming no " << r << ":\n" << w->second;
    }
  }
}

bool every_flip() {
  const char* env = std::getenv("ERRATA_READING_FLIPS");
  return env && std::string(env) == "all";
}

// Each other option of each reading of `ed` (with several options; only
// `only`, when given): the catalog with it taken.
template <typename Run>
void each_flip(const Edition& ed, const Run& run, const std::string& only = "") {
  for (const auto& r : ed.readings)
    for (const auto& o : r.options) {
      if (o.name == r.chosen || r.options.size() < 2 || (!only.empty() && r.id != only)) continue;
      EditionCatalog flipped = EditionCatalog::bundled();
      ASSERT_EQ(flipped.choose_reading(r.id, o.name, ed.id), std::optional<std::string>("")) << r.id << "=" << o.name;
      run(r.id, o.name, flipped);
    }
}

void pair_names_its_readings(const std::string& a, const std::string& b) {
  const SolveOptions options;
  const EditionCatalog& cat = catalog();
  const DiffResult d = smt::diff_editions(cat.at(a), cat.at(b), cat, options);
  const Said before = said(d.findings, d.proven);
  for (const std::string& flipped_id : {a, b})
    each_flip(cat.at(flipped_id), [&](const std::string& r, const std::string& o, const EditionCatalog& flipped) {
      const DiffResult e = smt::diff_editions(flipped.at(a), flipped.at(b), flipped, options);
      same_unless_named(before, said(e.findings, e.proven), r, a + " vs " + b + " with " + flipped_id + " " + r + "=" + o,
                        [&](const std::string& w) { return smt::replay(w, {&flipped.at(a), &flipped.at(b)}, flipped); });
    });
}

void check_names_its_readings(const std::string& id, const std::string& only = "") {
  const SolveOptions options;
  const Said before = said(smt::check_edition(catalog().at(id), catalog(), options));
  each_flip(catalog().at(id), [&](const std::string& r, const std::string& o, const EditionCatalog& flipped) {
    same_unless_named(before, said(smt::check_edition(flipped.at(id), flipped, options)), r, "check " + id + " with " + r + "=" + o,
                      [&](const std::string& w) { return smt::replay(w, {&flipped.at(id)}, flipped); });
  }, only);
}

// Every pair with ERRATA_READING_FLIPS=all; else the two: Premium's
// constable.timing decides plays that eliminate a player (the Constable in
// her pile scores), and Princesse Princesse's chancellor.one-card-left
// decides the Chancellor's play.
TEST(ReadingsNamed, EveryBundledPairNamesEveryReadingItRestsOn) {
  std::vector<std::pair<std::string, std::string>> pairs{{"love-letter-2019", "love-letter-bga-premium"},
                                                         {"love-letter-2019", "princesse-princesse"}};
  if (every_flip()) {
    pairs.clear();
    const auto ids = catalog().ids();
    for (size_t i = 0; i < ids.size(); ++i)
      for (size_t j = i + 1; j < ids.size(); ++j) pairs.emplace_back(ids[i], ids[j]);
  }
  for (const auto& [a, b] : pairs) pair_names_its_readings(a, b);
}

// Every edition's check with ERRATA_READING_FLIPS=all; else Princesse
// Princesse's, and Premium's under constable.timing alone (a play that
// eliminates a player whose pile holds the Constable scores under one option).
TEST(ReadingsNamed, EveryLoveLetterCheckNamesEveryReadingItRestsOn) {
  if (!every_flip()) {
    check_names_its_readings("princesse-princesse");
    check_names_its_readings("love-letter-bga-premium", "constable.timing");
    return;
  }
  for (const auto& id : catalog().ids()) check_names_its_readings(id);
}

// Secret Moon's check: its claims proven by exhaustion over the engine, and its readings' ambiguities.
TEST(ReadingsNamed, TheSecretMoonCheckNamesEveryReadingItRestsOn) {
  const secret_moon::Edition& ed = secret_moon::bundled_edition();
  const Said before = said(secret_moon::check_edition(ed, SolveOptions{}));
  for (const auto& r : ed.readings)
    for (const auto& o : r.options) {
      if (o.name == r.chosen || r.options.size() < 2) continue;
      secret_moon::Edition flipped = ed;
      ASSERT_EQ(flipped.choose(r.id, o.name), "");
      same_unless_named(before, said(secret_moon::check_edition(flipped, SolveOptions{})), r.id, "check secret-moon with " + r.id + "=" + o.name,
                        [&](const std::string& w) { return secret_moon::replay_problem(w, flipped); });
    }
}

}  // namespace
}  // namespace errata::test
