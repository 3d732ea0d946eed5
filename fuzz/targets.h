#pragma once
// The fuzz targets: each takes one input as a user would hand it to errata and
// drives it as far as errata would (load, resolve, run, check, report). Bad
// input must end as an InputError; anything else that escapes — a crash, a
// sanitizer report, another exception, a hang — is a bug. The same functions
// serve libFuzzer (entry.cpp, `make fuzz`) and the regression corpus replayed
// by the ordinary build (replay.cpp, `make test`).
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace errata::fuzz {

using Target = void (*)(const uint8_t* data, size_t size);

// A scenario file of any game: loaded, run under every edition it names,
// expectations checked, the JUnit report written to a string.
void scenario_file(const uint8_t* data, size_t size);
// An edition file as text (Love Letter, Secret Moon or Loser, by its `game:`):
// loaded, then bundled scenarios and a short simulation under it.
void edition_file(const uint8_t* data, size_t size);
// Structure-aware: the input is a list of edits to a bundled edition's YAML
// tree (edition_tree.cpp), so that most inputs are well-formed editions and
// reach the loader's checks and the engine rather than the YAML parser.
void edition_edits(const uint8_t* data, size_t size);
// How many of the edited editions loaded, on stderr (the measure of how well
// the edits keep editions well-formed).
void print_edition_edits_stats();
// A baseline file (errata verify --baseline).
void baseline_file(const uint8_t* data, size_t size);

// Shard files (errata merge): one, or two joined by kNextShard (two shards
// of one run, or of two runs that differ), read and merged as merge does:
// the set checked, each verb's units held to the run, the paths merge would
// read and write checked, the merged tallies shown (shard_target.cpp).
void shard_file(const uint8_t* data, size_t size);
// The line between two shard files in one input of the shard target.
inline constexpr std::string_view kNextShard = "\n--- next shard ---\n";

// An engine adapter's replies, read as errata conform reads them
// (adapter_replies.h): a transcript of reply lines.
void adapter_replies(const uint8_t* data, size_t size);

// Reads what the targets read once (the bundled editions and scenarios), so
// that the first input is not charged with it (libFuzzer's 1 s per input).
void warm_up();

// The target named `name` ("scenario", "edition", "edition-edits",
// "baseline", "shard", "adapter"), or nullptr.
Target find_target(std::string_view name);

}  // namespace errata::fuzz
