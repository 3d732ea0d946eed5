#include "yaml_syntax_error.h"

#include <sstream>
#include <vector>

namespace errata {
namespace {

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

bool is_content(const std::string& line) {
  const auto first = line.find_first_not_of(" \t");
  return first != std::string::npos && line[first] != '#';
}

int indent(const std::string& line) { return static_cast<int>(line.find_first_not_of(' ')); }

std::string spaces(int n) { return std::to_string(n) + (n == 1 ? " space" : " spaces"); }

}  // namespace

InputError yaml_syntax_error(const YAML::Exception& e, const std::string& text, const std::string& file) {
  const int line = e.mark.line >= 0 ? e.mark.line + 1 : 0, column = e.mark.column >= 0 ? e.mark.column + 1 : 0;
  const auto lines = lines_of(text);
  // yaml-cpp's words for a line indented out of place: a map or list left
  // open, or a key indented under a key whose value was already given
  // ("illegal map value", when its line is indented otherwise than the line above).
  const bool structure = e.msg.find("end of map not found") != std::string::npos ||
                         e.msg.find("end of sequence not found") != std::string::npos ||
                         e.msg.find("illegal map value") != std::string::npos;
  if (line >= 1 && static_cast<size_t>(line) <= lines.size()) {
    const std::string& here = lines[static_cast<size_t>(line - 1)];
    if (here.find_first_not_of(' ') != std::string::npos && here[here.find_first_not_of(' ')] == '\t')
      return InputError(SourceMark{file, line, 1}, "indentation: this line is indented with a tab; YAML indents with spaces");
    int above = line - 1;
    while (above >= 1 && !is_content(lines[static_cast<size_t>(above - 1)])) --above;
    const bool moved = above >= 1 && indent(lines[static_cast<size_t>(above - 1)]) != indent(here);
    if (structure && is_content(here) && (moved || e.msg.find("illegal map value") == std::string::npos)) {
      std::string detail;
      if (above >= 1)
        detail = " while line " + std::to_string(above) + " is indented by " +
                 spaces(indent(lines[static_cast<size_t>(above - 1)]));
      return InputError(SourceMark{file, line, indent(here) + 1},
                        "indentation: this line is indented by " + spaces(indent(here)) + detail +
                            "; a key or list item must line up with the others of its map or list");
    }
  }
  return InputError(SourceMark{file, line, column}, "malformed YAML: " + e.msg);
}

}  // namespace errata
