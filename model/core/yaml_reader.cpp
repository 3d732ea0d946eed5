#include "yaml_reader.h"

#include <limits>
#include <set>
#include <sstream>

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/parser.h>

#include "ids.h"
#include "input_error.h"
#include "input_limits.h"
#include "suggest.h"
#include "text_encoding.h"
#include "yaml_syntax_error.h"

namespace errata {

namespace {

SourceMark located(const std::string& file, const YAML::Mark& m) {
  return SourceMark{file, m.line >= 0 ? m.line + 1 : 0, m.column >= 0 ? m.column + 1 : 0};
}

// Walks the parser's events without building nodes, to stop what Debian's
// yaml-cpp 0.7.0 would never finish: on a stray ',' (upstream issue 1040)
// its LoadAll starts a new empty document at the same place for ever. Every
// document must start past the one before, and the events stay within a
// budget proportional to the input. It also refuses what errata would
// otherwise read as something else: a tag (`!!str 2`, `!!binary`, `!custom`:
// errata defines none, and yaml-cpp would drop it silently); and what would
// cost more memory or time than any real file: more documents than
// kMaxDocuments, more values than kMaxYamlNodes, collections nested deeper
// than kMaxYamlDepth, a value longer than kMaxValueBytes.
class ProgressGuard : public YAML::EventHandler {
 public:
  ProgressGuard(const std::string& text, const std::string& file)
      : file_(file), budget_(16 * text.size() + 64) {}

  void OnDocumentStart(const YAML::Mark& m) override {
    if (started_ && m.pos <= last_start_) throw InputError(located(file_, m), "malformed YAML: unexpected text here");
    if (++documents_ > kMaxDocuments)
      throw InputError(located(file_, m), "this file holds more than " + std::to_string(kMaxDocuments) +
                                              " YAML documents, the most errata reads from one file (docs/security.md)");
    started_ = true;
    last_start_ = m.pos;
    spend(m);
  }
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark& m, YAML::anchor_t) override { spend(m); }
  void OnAlias(const YAML::Mark& m, YAML::anchor_t) override { spend(m); }
  void OnScalar(const YAML::Mark& m, const std::string& tag, YAML::anchor_t, const std::string& value) override {
    untagged(m, tag);
    if (value.size() > kMaxValueBytes)
      throw InputError(located(file_, m), "this value is longer than " + std::to_string(kMaxValueBytes >> 10) +
                                              " KiB, the most errata reads as one value (docs/security.md)");
    if (value.find('\0') != std::string::npos)  // a "\0" escape in a quoted value
      throw InputError(located(file_, m), "this value holds a NUL character, which no name or text may hold");
    spend(m);
  }
  void OnSequenceStart(const YAML::Mark& m, const std::string& tag, YAML::anchor_t, YAML::EmitterStyle::value) override {
    untagged(m, tag);
    enter(m);
  }
  void OnSequenceEnd() override { --depth_; }
  void OnMapStart(const YAML::Mark& m, const std::string& tag, YAML::anchor_t, YAML::EmitterStyle::value) override {
    untagged(m, tag);
    enter(m);
  }
  void OnMapEnd() override { --depth_; }

 private:
  // yaml-cpp reports "?" for a plain node without a tag and "!" for a quoted one.
  void untagged(const YAML::Mark& m, const std::string& tag) const {
    if (tag.empty() || tag == "?" || tag == "!") return;
    const std::string shown = tag.rfind("tag:yaml.org,2002:", 0) == 0 ? "!!" + tag.substr(18) : tag;
    throw InputError(located(file_, m), "YAML tag '" + shown + "': errata defines no tags; write the value without it");
  }
  void spend(const YAML::Mark& m) {
    if (budget_-- == 0) throw InputError(located(file_, m), "malformed YAML: the parser makes no progress here");
    if (++nodes_ > kMaxYamlNodes)
      throw InputError(located(file_, m), "this file holds more than " + std::to_string(kMaxYamlNodes) +
                                              " YAML values, the most errata reads from one file (docs/security.md)");
  }
  void enter(const YAML::Mark& m) {
    if (++depth_ > kMaxYamlDepth)
      throw InputError(located(file_, m), "lists and maps are nested more than " + std::to_string(kMaxYamlDepth) +
                                              " deep here, deeper than errata reads (docs/security.md)");
    spend(m);
  }

  const std::string& file_;
  size_t budget_;
  bool started_ = false;
  int last_start_ = 0;
  int documents_ = 0;
  int depth_ = 0;
  std::size_t nodes_ = 0;
};

}  // namespace

std::vector<YAML::Node> load_yaml_documents(const std::string& text, const std::string& file) {
  require_utf8(file, text);
  try {
    std::istringstream in(text);
    YAML::Parser parser(in);
    ProgressGuard guard(text, file);
    while (parser.HandleNextDocument(guard)) {
    }
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

void YamlReader::expect_document(const YAML::Node& node, const std::string& what, const std::vector<std::string>& allowed) const {
  std::string keys;
  for (const auto& a : allowed) keys += (keys.empty() ? "" : ", ") + a;
  const std::string not_one = "not a " + what + " file: ";
  if (!node.IsMap())
    fail(node, not_one + "expected a map of " + keys + ", got " +
                   (node.IsSequence() ? "a list" : node.IsScalar() ? "text that is not a map" : "nothing"));
  bool known = node.size() == 0;  // an empty map quotes nothing: the keys it lacks are said as for any map
  for (const auto& kv : node)
    for (const auto& a : allowed) known = known || (kv.first.IsScalar() && kv.first.Scalar() == a);
  if (!known) fail(node, not_one + "none of its keys is one of " + keys);
  expect_map(node, what, allowed);
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

std::string YamlReader::edition_id(const YAML::Node& node, const std::string& what) const {
  std::string id = text(node, what);
  if (std::string why = edition_id_problem(id); !why.empty()) fail(node, what + ": " + why + ", got '" + id + "'");
  return id;
}

std::string YamlReader::clause_id(const YAML::Node& node, const std::string& what) const {
  std::string id = text(node, what);
  if (std::string why = clause_id_problem(id); !why.empty()) fail(node, what + ": " + why + ", got '" + id + "'");
  return id;
}

long YamlReader::whole_number(const YAML::Node& node, const std::string& what) const {
  const std::string s = text(node, what);
  size_t used = 0;
  long v = 0;
  try {
    v = std::stol(s, &used, 10);
  } catch (const std::out_of_range&) {
    used = s.size();  // a whole number, beyond a long
    v = s[0] == '-' ? std::numeric_limits<long>::min() : std::numeric_limits<long>::max();
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != s.size() || s.empty()) fail(node, what + ": expected a whole number, got " + describe(node));
  return v;
}

int YamlReader::integer(const YAML::Node& node, const std::string& what) const {
  const long v = whole_number(node, what);
  if (v < -kWholeNumberLimit || v > kWholeNumberLimit)
    fail(node, what + ": expected a whole number from -" + std::to_string(kWholeNumberLimit) + " to " + std::to_string(kWholeNumberLimit) +
                   " (docs/security.md), got " + describe(node));
  return static_cast<int>(v);
}

int YamlReader::integer_in(const YAML::Node& node, const std::string& what, int lo, int hi, const std::string& expected) const {
  const long v = whole_number(node, what);
  const std::string range = lo == hi ? std::to_string(lo) : std::to_string(lo) + " to " + std::to_string(hi);
  if (v < lo || v > hi) fail(node, what + ": expected " + (expected.empty() ? range : expected));
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
