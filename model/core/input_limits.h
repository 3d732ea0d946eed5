#pragma once
// The sizes errata accepts in a user's files (docs/security.md): each far
// above what real use needs, so that no input can take errata's memory or
// time. Beyond one, the input is refused with a located error (exit 2).
#include <cstddef>

namespace errata {

// A scenario, edition, baseline or rulebook file (the largest bundled one is under 20 KiB).
inline constexpr std::size_t kMaxFileBytes = 4u << 20;
// Every scenario file of one run together (the bundled scenarios are under 1 MiB, 150 files).
inline constexpr std::size_t kMaxRunBytes = 32u << 20;
inline constexpr std::size_t kMaxScenarioFiles = 10000;
// YAML documents (scenarios) in one file (the bundled files hold at most 20).
inline constexpr int kMaxDocuments = 1000;
// YAML values (scalars, lists, maps) in one file (the bundled files hold under 2,000).
inline constexpr std::size_t kMaxYamlNodes = 100000;
// JSON values (numbers, strings, lists, objects) in one shard file (a shard
// of verify holds about 20,000).
inline constexpr std::size_t kMaxJsonValues = 1000000;
// Lists and maps nested in one another (the bundled files go 6 deep).
inline constexpr int kMaxYamlDepth = 64;
// Steps in one scenario (the bundled ones take at most 30).
inline constexpr int kMaxSteps = 1000;
// One name or id (a player, a card, an edition, a clause): in bytes.
inline constexpr std::size_t kMaxNameBytes = 200;
// One value of any other kind (a quote, a reason): in bytes.
inline constexpr std::size_t kMaxValueBytes = 64u << 10;
// A whole number in a scenario or edition file, either way of zero (each
// field then holds its own, narrower range: a card's value 0 to 99).
inline constexpr long kWholeNumberLimit = 1000000;

}  // namespace errata
