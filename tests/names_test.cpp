// Name matching and "did you mean" suggestions.
#include <gtest/gtest.h>

#include "model/core/name_key.h"
#include "model/core/suggest.h"

namespace errata {
namespace {

TEST(NameKey, FoldsCaseAccentsAndSeparators) {
  EXPECT_EQ(name_key("Céleste la licorne"), "celeste la licorne");
  EXPECT_EQ(name_key("celeste-la_licorne"), "celeste la licorne");
  EXPECT_EQ(name_key("CÉLESTE  LA-LICORNE"), "celeste la licorne");
  EXPECT_EQ(name_key("Claire l’espionne"), "claire l'espionne");
  EXPECT_EQ(name_key("dowager_queen"), name_key("Dowager Queen"));
}

TEST(Suggest, ProposesTheClosestLikelyTypo) {
  const std::vector<std::string> keys{"players", "first", "hands", "deck", "set_aside"};
  EXPECT_EQ(closest("hnads", keys), "hands");
  EXPECT_EQ(closest("setaside", keys), "set_aside");
  EXPECT_EQ(closest("zzzzzzzz", keys), std::nullopt);
  EXPECT_EQ(did_you_mean("decks", keys), " (did you mean 'deck'?)");
  EXPECT_EQ(edit_distance("abc", "acb"), 1);
}

}  // namespace
}  // namespace errata
