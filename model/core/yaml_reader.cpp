#include "yaml_reader.h"

#include <set>

#include "input_error.h"
#include "suggest.h"
#include "yaml_syntax_error.h"

namespace errata {

std::vector<YAML::Node> load_yaml_documents(const std::string& text, const std::string& file) {
  try {
    return YAML::LoadAll(text);
  } catch (const YAML::Exception& e) {
    throw yaml_syntax_error(e, text, file);
  }
}

SourceMark YamlReader::mark(const YAML::Node& node) const {
  const YAML::Mark m = node.Mark();
  if (m.is_null() || m.line < 0) return SourceMark{file_, 0, 0};
  return SourceMark{file_, m.line + 1, m.column + 1};
}

void YamlReader::fail(const YAML::Node& node, const std::string& message) const {
  throw InputError(mark(node), message);
}

std::string describe(const YAML::Node& node) {
  switch (node.Type()) {
    case YAML::NodeType::Map: return "a map";
    case YAML::NodeType::Sequence: return "a list";
    case YAML::NodeType::Null: return "nothing";
    case YAML::NodeType::Scalar: return "'" + node.Scalar() + "'";
    default: return "an undefined value";
  }
}

void YamlReader::expect_map(const YAML::Node& node, const std::string& what) const {
  if (!node.IsMap()) fail(node, what + ": expected a map, got " + describe(node));
  std::set<std::string> seen;
  for (const auto& kv : node) {
    if (!kv.first.IsScalar()) fail(kv.first, what + ": expected a key name, got " + describe(kv.first));
    if (!seen.insert(kv.first.Scalar()).second)
      fail(kv.first, what + ": key '" + kv.first.Scalar() + "' is given twice");
  }
}

void YamlReader::expect_map(const YAML::Node& node, const std::string& what,
                            const std::vector<std::string>& allowed) const {
  expect_map(node, what);
  for (const auto& kv : node) {
    const std::string& key = kv.first.Scalar();
    bool known = false;
    for (const auto& a : allowed) known = known || a == key;
    if (!known) {
      std::string list;
      for (const auto& a : allowed) list += (list.empty() ? "" : ", ") + a;
      fail(kv.first, "unknown key '" + key + "' in " + what + did_you_mean(key, allowed) + "; expected one of: " + list);
    }
  }
}

void YamlReader::expect_list(const YAML::Node& node, const std::string& what) const {
  if (!node.IsSequence()) fail(node, what + ": expected a list, got " + describe(node));
}

YAML::Node YamlReader::required(const YAML::Node& map, const std::string& key, const std::string& what) const {
  YAML::Node v = map[key];
  if (!v.IsDefined()) fail(map, what + ": missing required key '" + key + "'");
  return v;
}

std::string YamlReader::text(const YAML::Node& node, const std::string& what) const {
  if (!node.IsScalar()) fail(node, what + ": expected a single value, got " + describe(node));
  return node.Scalar();
}

int YamlReader::integer(const YAML::Node& node, const std::string& what) const {
  const std::string s = text(node, what);
  size_t used = 0;
  long v = 0;
  try {
    v = std::stol(s, &used, 10);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != s.size() || s.empty() || v < -1000000 || v > 1000000)
    fail(node, what + ": expected a whole number, got " + describe(node));
  return static_cast<int>(v);
}

bool YamlReader::boolean(const YAML::Node& node, const std::string& what) const {
  const std::string s = text(node, what);
  if (s == "true") return true;
  if (s == "false") return false;
  fail(node, what + ": expected true or false, got " + describe(node));
}

std::vector<std::string> YamlReader::texts(const YAML::Node& node, const std::string& what) const {
  std::vector<std::string> out;
  if (node.IsScalar()) {
    out.push_back(node.Scalar());
    return out;
  }
  if (!node.IsSequence()) fail(node, what + ": expected a value or a list, got " + describe(node));
  for (const auto& item : node) out.push_back(text(item, what));
  return out;
}

std::vector<int> YamlReader::integers(const YAML::Node& node, const std::string& what) const {
  std::vector<int> out;
  if (node.IsScalar()) {
    out.push_back(integer(node, what));
    return out;
  }
  expect_list(node, what);
  for (const auto& item : node) out.push_back(integer(item, what));
  return out;
}

}  // namespace errata
