// Every variant the engine knows (Rules::variation_points, variants_of: the
// one list) is encoded, mutated and documented. Encoded: the SMT encodings'
// formulas change when an edition holding the point's card changes to it;
// mutated: docs/mutation-table.md (errata mutate) holds the mutant
// `rule:POINT=VARIANT` for some bundled edition, unless every bundled edition
// already uses that variant (then none can change to it); documented:
// docs/editions.md's table names it (tests/edition_test.cpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "checker/love_letter/smt/encoding_reads.h"
#include "support.h"

namespace errata::test {
namespace {

using love_letter::Edition;
using love_letter::Rules;

std::string mutation_table() {
  std::ifstream in(std::string(ERRATA_SOURCE_DIR) + "/docs/mutation-table.md");
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The first bundled edition that decides `point` (holds its card).
const Edition* deciding(const std::string& point) {
  for (const auto& id : catalog().ids()) {
    const Edition* ed = catalog().find(id);
    if (Rules::card_of(point) == Role::none || ed->has_card(Rules::card_of(point))) return ed;
  }
  return nullptr;
}

TEST(VariantsCovered, EveryVariantIsEncoded) {
  for (const auto& point : Rules::variation_points()) {
    const Edition* base = deciding(point);
    ASSERT_NE(base, nullptr) << point;
    std::vector<Role> roles;
    for (const auto& c : base->cards) roles.push_back(c.role);
    std::sort(roles.begin(), roles.end());
    const auto variants = Rules::variants_of(point);
    for (size_t i = 1; i < variants.size(); ++i) {
      Edition a = *base, b = *base;
      a.rules.set(point, variants[i - 1]);
      b.rules.set(point, variants[i]);
      z3::context c;
      smt::EditionEncodings as_a(c, a, roles), as_b(c, b, roles);
      EXPECT_TRUE(smt::encodings_differ(as_a, as_b, base->min_players, base->min_players))
          << point << ": " << variants[i - 1] << " and " << variants[i] << " are encoded alike (" << base->id << ")";
    }
  }
}

TEST(VariantsCovered, EveryVariantIsMutated) {
  const std::string table = mutation_table();
  for (const auto& point : Rules::variation_points())
    for (const auto& v : Rules::variants_of(point)) {
      bool everyone_uses_it = true;
      for (const auto& id : catalog().ids()) everyone_uses_it = everyone_uses_it && catalog().find(id)->rules.variant(point) == v;
      if (everyone_uses_it) continue;
      EXPECT_NE(table.find("`rule:" + point + "=" + v + "`"), std::string::npos) << point << "=" << v;
    }
}

}  // namespace
}  // namespace errata::test
