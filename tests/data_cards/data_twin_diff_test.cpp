// `errata diff` between an edition and its data twin (its roles written as
// data, tests/data_cards/native_twins.h): the SMT encodings built from the
// data cards' descriptions must prove every decision the diff asks equal to
// the native encodings' (Z3: unsat), and a twin with one step changed must be
// found different, at the decision of that card.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "checker/love_letter/smt/diff.h"
#include "model/love_letter/edition_loader.h"
#include "native_twins.h"
#include "../cli_fixture.h"
#include "../support.h"

namespace errata::test {
namespace {

using love_letter::Edition;

bool failing(const Finding& f) { return f.kind != "not-comparable" && f.severity != "info"; }

std::string list(const DiffResult& r) {
  std::string out;
  for (const auto& f : r.findings) out += f.id + " [" + f.kind + "]: " + f.message + "\n";
  for (const auto& p : r.proven) out += "proven: " + p + "\n";
  return out;
}

// Whether a proven line says every play of `role` is judged alike.
bool play_proven(const DiffResult& r, Role role) {
  const std::string id(love_letter::role_id(role));
  return std::any_of(r.proven.begin(), r.proven.end(), [&](const std::string& line) {
    if (!line.starts_with("every play of ")) return false;
    const std::string cards = line.substr(14, line.find(" is ") - 14) + ",";
    return cards.starts_with(id + ",") || cards.find(" " + id + ",") != std::string::npos;
  });
}

void expect_proven(const Edition& ed, const Edition& twin) {
  ASSERT_FALSE(roles_as_data(twin).empty());
  const DiffResult r = smt::diff_editions(ed, twin, catalog(), SolveOptions{});
  SCOPED_TRACE(list(r));
  EXPECT_TRUE(std::none_of(r.findings.begin(), r.findings.end(), failing));
  EXPECT_TRUE(std::none_of(r.findings.begin(), r.findings.end(), [](const auto& f) { return f.id.find("same-rule-data") != std::string::npos; }));
  // Every card written as data that a deck holds: each of its plays proven
  // judged alike (a card neither deck holds is never played: not-comparable).
  for (Role role : roles_as_data(twin))
    if (ed.has_card(role) || twin.has_card(role)) {
      EXPECT_TRUE(play_proven(r, role)) << love_letter::role_id(role);
    }
}

void expect_twin_proven(const Edition& ed) { expect_proven(ed, native_twin(ed)); }

class DataTwinOf : public ::testing::TestWithParam<std::string> {};

TEST_P(DataTwinOf, EveryDecisionIsProvenEqual) { expect_twin_proven(*catalog().find(GetParam())); }

// Every card of the deck is written as data in the twin, or left native
// with why the vocabulary cannot state it in this edition.
TEST_P(DataTwinOf, EveryCardIsDataOrSaysWhyNot) {
  const Edition& ed = *catalog().find(GetParam());
  std::map<Role, std::string> why;
  const auto effects = data_effects(ed, &why);
  for (int i = 1; i < love_letter::kRoleCount; ++i) {
    const auto r = static_cast<Role>(i);
    if (!ed.has_card(r)) continue;
    EXPECT_NE(effects.count(r) + why.count(r), 0u) << love_letter::role_id(r);
    EXPECT_FALSE(effects.count(r) && why.count(r)) << love_letter::role_id(r);
  }
}

// Every bundled Love Letter edition.
std::vector<std::string> love_letter_editions() {
  std::vector<std::string> out;
  for (const auto& id : catalog().ids())
    if (catalog().find(id)->game == "love-letter") out.push_back(id);
  return out;
}

INSTANTIATE_TEST_SUITE_P(Bundled, DataTwinOf, ::testing::ValuesIn(love_letter_editions()), [](const auto& info) {
  std::string n = info.param;
  std::replace(n.begin(), n.end(), '-', '_');
  return n;
});

// The twins the edition files hold (tests/data_cards/twins/*-data.yaml),
// each against the edition it is the twin of (its `base`).
std::vector<std::string> twin_files() {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(std::string(ERRATA_SOURCE_DIR) + "/tests/data_cards/twins"))
    if (e.path().filename().string().ends_with("-data.yaml")) out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

TEST(DataTwinFiles, EachTwinFileIsProvenEqualToItsEdition) {
  ASSERT_FALSE(twin_files().empty());
  for (const auto& file : twin_files()) {
    const Edition twin = love_letter::load_edition(test::slurp(file), file, catalog().finder());
    SCOPED_TRACE(file);
    expect_proven(*catalog().find(twin.base), twin);
  }
}

// One step changed: the Baron's loser flipped (the higher card leaves).
TEST(DataTwinDiff, ATwinWhoseBaronLoserFlipsIsFoundDifferentAtTheBaronsPlay) {
  auto effects = data_effects(ll2019());
  effects[Role::baron].steps[0].leaves = love_letter::Duel::higher_leaves;
  const Edition flipped = with_effects(ll2019(), effects, "love-letter-2019-flipped-baron");
  const DiffResult r = smt::diff_editions(ll2019(), flipped, catalog(), SolveOptions{});
  SCOPED_TRACE(list(r));
  const auto baron = std::find_if(r.findings.begin(), r.findings.end(), [](const auto& f) { return f.id.ends_with(":play.baron"); });
  ASSERT_NE(baron, r.findings.end());
  // Z3 finds the play apart, and a game from the deal shows it, replayed
  // under the engine, which runs the twins' cards as data.
  EXPECT_EQ(baron->kind, "divergence");
  EXPECT_TRUE(baron->replayed);
  EXPECT_NE(baron->witness, "");
  // Nothing else differs: every other card's play proven alike.
  for (const auto& [role, effect] : effects) {
    if (role == Role::baron) continue;
    EXPECT_TRUE(play_proven(r, role)) << love_letter::role_id(role);
  }
}

}  // namespace
}  // namespace errata::test
