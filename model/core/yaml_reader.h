#pragma once
// Reading user YAML with located errors: every accessor names the file, line
// and column of the node and what was expected there.
#include <yaml-cpp/yaml.h>

#include <string>
#include <vector>

#include "source_mark.h"

namespace errata {

// One YAML file's documents, or an InputError at the place the parser stopped.
std::vector<YAML::Node> load_yaml_documents(const std::string& text, const std::string& file);

class YamlReader {
 public:
  explicit YamlReader(std::string file) : file_(std::move(file)) {}

  const std::string& file() const { return file_; }
  SourceMark mark(const YAML::Node& node) const;

  [[noreturn]] void fail(const YAML::Node& node, const std::string& message) const;

  // A map whose keys are all in `allowed` (a misspelt key gets a suggestion),
  // with no key twice. `what` names the map in messages ("setup", "step").
  void expect_map(const YAML::Node& node, const std::string& what, const std::vector<std::string>& allowed) const;
  void expect_map(const YAML::Node& node, const std::string& what) const;  // any keys
  // A file's whole document, which must be a map with at least one key of
  // `allowed` before anything of it is quoted: a file that is not what
  // errata expected (a .env, a password file) is refused naming the file and
  // what it lacks, quoting none of its content (docs/security.md). Then as
  // expect_map (an unknown key of a recognised file gets a suggestion).
  void expect_document(const YAML::Node& node, const std::string& what, const std::vector<std::string>& allowed) const;
  void expect_list(const YAML::Node& node, const std::string& what) const;
  // The value of `key` in `map`, which must be there.
  YAML::Node required(const YAML::Node& map, const std::string& key, const std::string& what) const;

  std::string text(const YAML::Node& node, const std::string& what) const;  // a scalar
  // A scalar that is an edition id, or a clause, reading or option id (ids.h).
  std::string edition_id(const YAML::Node& node, const std::string& what) const;
  std::string clause_id(const YAML::Node& node, const std::string& what) const;
  // A whole number within kWholeNumberLimit (input_limits.h) either way of zero.
  int integer(const YAML::Node& node, const std::string& what) const;
  // A whole number from lo to hi: the error names that range (or says `expected`), for any whole number beyond it.
  int integer_in(const YAML::Node& node, const std::string& what, int lo, int hi, const std::string& expected = "") const;
  bool boolean(const YAML::Node& node, const std::string& what) const;
  // A scalar or a list of scalars, as a list.
  std::vector<std::string> texts(const YAML::Node& node, const std::string& what) const;
  std::vector<int> integers(const YAML::Node& node, const std::string& what) const;

 private:
  // The scalar as a whole number, a number beyond a long held at its edge.
  long whole_number(const YAML::Node& node, const std::string& what) const;

  std::string file_;
};

// "a map", "a list", "the text 'x'": how a node looks, for messages.
std::string describe(const YAML::Node& node);

}  // namespace errata
