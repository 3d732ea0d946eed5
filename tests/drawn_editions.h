#pragma once
// Editions to hold a property to: the bundled ones and random user editions
// (props/love_letter/random_editions.h), so that what is tested on the seven
// editions we ship is tested on editions users write too.
#include <string>
#include <vector>

#include "props/love_letter/random_editions.h"
#include "support.h"

namespace errata::test {

inline std::vector<const love_letter::Edition*> bundled_bases() {
  std::vector<const love_letter::Edition*> out;
  for (const auto& id : catalog().ids()) out.push_back(catalog().find(id));
  return out;
}

// A random user edition the loader accepts, drawn from `seed` (the first
// accepted of the editions drawn from it).
inline love_letter::Edition random_user_edition(uint64_t seed, std::string* text = nullptr) {
  Rng rng(seed);
  for (;;) {
    auto drawn = props::random_edition(bundled_bases(), catalog().finder(), "user-edition-" + std::to_string(seed), rng);
    if (!drawn.edition) continue;
    if (text) *text = drawn.text;
    return *drawn.edition;
  }
}

// Every other seed a bundled edition, else a random user edition.
inline love_letter::Edition drawn_edition(uint64_t seed, std::string* text = nullptr) {
  const auto bases = bundled_bases();
  if (seed % 2 == 0) return *bases[(seed / 2) % bases.size()];
  return random_user_edition(seed, text);
}

}  // namespace errata::test
