#include "scenario_emitter.h"

namespace errata::scenario_text {
namespace {

// Collections nested in a flow line are flow too, as the bundled scenarios write them.
void flow_inside(YAML::Node n) {
  if (!n.IsSequence() && !n.IsMap()) return;
  n.SetStyle(YAML::EmitterStyle::Flow);
  if (n.IsSequence())
    for (auto item : n) flow_inside(item);
  else
    for (auto kv : n) flow_inside(kv.second);
}

}  // namespace

YAML::Node flow_seq() {
  YAML::Node n(YAML::NodeType::Sequence);
  n.SetStyle(YAML::EmitterStyle::Flow);
  return n;
}

YAML::Node flow_map() {
  YAML::Node n(YAML::NodeType::Map);
  n.SetStyle(YAML::EmitterStyle::Flow);
  return n;
}

YAML::Node flow_seq(const std::vector<std::string>& items) {
  YAML::Node n = flow_seq();
  for (const auto& i : items) n.push_back(i);
  return n;
}

YAML::Node parsed(const std::string& text) {
  YAML::Node n = YAML::Load(text);
  flow_inside(n);
  return n;
}

YAML::Node map_of_lines(const std::vector<std::string>& lines) {
  YAML::Node out = flow_map();
  for (const auto& line : lines)
    for (auto kv : parsed(line)) out[kv.first.as<std::string>()] = kv.second;
  return out;
}

std::string emitted(const YAML::Node& doc, const std::string& comment) {
  YAML::Emitter out;
  out.SetNullFormat(YAML::LowerNull);
  if (!comment.empty()) out << YAML::Comment(comment);
  out << doc;
  return std::string(out.c_str()) + "\n";
}

std::string witness_document(const std::string& name, const std::string& game, const std::vector<std::string>& editions,
                             const std::vector<std::string>& clauses, const YAML::Node& body, const std::string& comment) {
  YAML::Node doc;
  doc["name"] = name;
  doc["game"] = game;
  if (!editions.empty()) doc["editions"] = flow_seq(editions);
  if (!clauses.empty()) doc["clauses"] = flow_seq(clauses);
  for (auto kv : body) doc[kv.first.as<std::string>()] = kv.second;
  return emitted(doc, comment);
}

std::string witness_document(const std::string& name, const std::string& game, const std::vector<std::string>& editions,
                             const std::vector<std::string>& clauses, const std::string& emitted_body) {
  return witness_document(name, game, editions, clauses, YAML::Node(YAML::NodeType::Map)) + emitted_body;
}

}  // namespace errata::scenario_text
