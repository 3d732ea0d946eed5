#pragma once
// What the fuzzers start from, read from the source tree: the bundled
// scenarios and edition files split into single YAML documents, the
// baseline, and a dictionary of every key those files use with YAML's own
// punctuation. fuzz/run.sh builds the same seeds and dictionary for libFuzzer.
#include <string>
#include <vector>

namespace errata::fuzz {

// The seed inputs of target `target` ("scenario", "edition", "edition-edits",
// "baseline", "shard", "adapter": transcripts of errata's own engine
// answering conform runs, recorded in process), in a fixed order.
std::vector<std::string> seed_inputs(const std::string& source_dir, const std::string& target);

// Every key of the bundled YAML files ("editions:", "expect:") and YAML's
// punctuation, sorted.
std::vector<std::string> yaml_dictionary(const std::string& source_dir);

}  // namespace errata::fuzz
