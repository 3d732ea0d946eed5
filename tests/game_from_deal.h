#pragma once
// A witness of Loser or Secret Moon is a game from its deal (docs/checks.md):
// each of its documents' setup holds only what a deal holds (no key only a
// later moment has), every hand of a Loser deal is as full as the others,
// and its steps, when any, play from the first turn.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <string>
#include <vector>

namespace errata::test {

// The setup keys only a moment after the deal has.
inline const std::vector<std::string> kLoserLater = {"played", "characters", "spell_discard"};
inline const std::vector<std::string> kSecretMoonLater = {"round",        "played",         "interrupted",     "revealed",
                                                          "captured",     "protected",      "investigated",    "knows",
                                                          "princess_markers", "minister_markers"};

// Counts the documents it checked.
inline int expect_games_from_their_deal(const std::string& witness, const std::vector<std::string>& later, const std::string& what) {
  int docs = 0;
  for (const YAML::Node& doc : YAML::LoadAll(witness)) {
    ++docs;
    const YAML::Node setup = doc["setup"];
    EXPECT_TRUE(setup.IsMap()) << what << ": no setup\n" << witness;
    for (const auto& key : later)
      EXPECT_FALSE(setup[key].IsDefined()) << what << ": the setup holds " << key << ", which no deal does\n" << witness;
    if (const YAML::Node hands = setup["hands"]; hands.IsDefined() && hands.IsMap()) {
      size_t size = 0;
      for (const auto& h : hands) {
        if (!size) size = h.second.size();
        EXPECT_EQ(h.second.size(), size) << what << ": hands of different sizes, which no deal gives\n" << witness;
      }
    }
  }
  EXPECT_GT(docs, 0) << what;
  return docs;
}

}  // namespace errata::test
