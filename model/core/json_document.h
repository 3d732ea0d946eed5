#pragma once
// A JSON file a user hands errata (a shard file), read strictly: RFC 8259
// only (no YAML, no tags, no comments, no trailing commas), each value's
// type checked where it is read, and every error located at the line and
// column of the value it is about. nlohmann::json parses; the places of the
// values are found by one pass over the text it accepted.
#include <nlohmann/json.hpp>

#include <map>
#include <string>

#include "source_mark.h"

namespace errata {

class JsonDocument {
 public:
  // Parses `text` (already read under the file limits); InputError at the
  // line and column of the first syntax error, prefixed by `what_it_is_not`
  // ("not a shard file (errata --shard writes them)"). No content is quoted.
  JsonDocument(const std::string& text, std::string path, std::string what_it_is_not);

  const nlohmann::json& root() const { return root_; }
  const std::string& path() const { return path_; }

  // InputError at `value` (found in this document by identity; the file
  // alone when it is not one of its values): "<what_it_is_not>: why".
  [[noreturn]] void fail(const nlohmann::json& value, const std::string& why) const;
  [[noreturn]] void fail(const std::string& why) const;

  // Typed reads: the member `key` of the object `object`, failing (located
  // at the object) when it is missing or of another type.
  const nlohmann::json& member(const nlohmann::json& object, const std::string& key) const;
  std::string text(const nlohmann::json& object, const std::string& key) const;
  bool boolean(const nlohmann::json& object, const std::string& key) const;
  // A whole number from `least` to `most` (a JSON integer: not "12", not 1.5).
  long number(const nlohmann::json& object, const std::string& key, long least, long most) const;
  // `value` itself as such a number; `what` names it in the error.
  long whole_number(const nlohmann::json& value, const std::string& what, long least, long most) const;
  const nlohmann::json& object(const nlohmann::json& object, const std::string& key) const;
  const nlohmann::json& array(const nlohmann::json& object, const std::string& key) const;

 private:
  SourceMark mark_of(const nlohmann::json& value) const;
  SourceMark number_place(const std::string& text, const std::string& error) const;

  nlohmann::json root_;
  std::string path_, not_;
  std::map<const nlohmann::json*, std::pair<int, int>> places_;  // each value's line and column
};

}  // namespace errata
