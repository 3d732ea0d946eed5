#pragma once
// The pieces every game's scenario writer builds a document from, written by
// yaml-cpp's emitter (never concatenated text): flow lists and small maps as
// the bundled scenarios write them, and the document with a comment above it.
#include <yaml-cpp/yaml.h>

#include <string>
#include <vector>

namespace errata::scenario_text {

// An empty sequence / map written in flow style ("[a, b]", "{a: 1}").
YAML::Node flow_seq();
YAML::Node flow_map();
// A flow sequence of `items`.
YAML::Node flow_seq(const std::vector<std::string>& items);
// The node a "key: value" line (or a flow map "{...}") written elsewhere stands for, small collections in flow style.
YAML::Node parsed(const std::string& text);
// A flow map of "key: value" lines (each one key).
YAML::Node map_of_lines(const std::vector<std::string>& lines);
// `doc` as YAML text ending in a line break, `comment` (lines) above it.
std::string emitted(const YAML::Node& doc, const std::string& comment = "");
// A witness document: name, game, the editions it runs under (none: the one
// it is replayed under), the clauses it shows, then `body`'s keys (setup, steps, expect).
std::string witness_document(const std::string& name, const std::string& game, const std::vector<std::string>& editions,
                             const std::vector<std::string>& clauses, const YAML::Node& body, const std::string& comment = "");
// The same document, its body already written by `emitted` (a block map of
// setup, steps, expect): the header is emitted and the body follows it, so
// that a search replaying every game it finds apart parses no body twice.
std::string witness_document(const std::string& name, const std::string& game, const std::vector<std::string>& editions,
                             const std::vector<std::string>& clauses, const std::string& emitted_body);

}  // namespace errata::scenario_text
