#pragma once
// One whole-number field of an edition file's part, read the way every
// game's loader reads it: from `lo` to `hi`, its error kept with the file's
// others, and left as the base's when a based file does not give it.
#include <yaml-cpp/yaml.h>

#include <string>

#include "error_list.h"
#include "yaml_reader.h"

namespace errata {

// `map[key]` (of the map `name`) into `out`. Whether `out` holds a value:
// read, or the base's.
// `expected` says what the field may be in words, where its range alone would not.
inline bool read_edition_field(const YamlReader& in, ErrorList& errors, bool based, const YAML::Node& map, const std::string& name,
                               const std::string& key, int lo, int hi, int& out, const std::string& expected = "") {
  if (based && !map[key]) return true;
  return errors.attempt([&] { out = in.integer_in(in.required(map, key, name), name + "." + key, lo, hi, expected); });
}

}  // namespace errata
