#pragma once
// yaml-cpp's parse errors in a user's words. Its "end of map not found" and
// "end of sequence not found" almost always mean a line indented unlike the
// lines it belongs with: say "indentation", point at that line, and show how
// far it and the line above it are indented. A tab is named as such. Other
// errors keep yaml-cpp's message, after "malformed YAML".
#include <yaml-cpp/yaml.h>

#include <string>

#include "input_error.h"

namespace errata {

// The located error for a parse error `e` of `text`, the contents of `file`.
InputError yaml_syntax_error(const YAML::Exception& e, const std::string& text, const std::string& file);

}  // namespace errata
