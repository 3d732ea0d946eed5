#include "scenario_schema.h"

#include <algorithm>
#include <map>

#include "checker/game/game.h"
#include "core/escape.h"
#include "scenario_keys.h"

namespace errata {
namespace {

using report::json_list;
using report::json_string;

// "properties": {...} for these keys (any value unless `values` says), no other key.
std::string closed_properties(const std::vector<std::string>& keys, const std::map<std::string, std::string>& values) {
  std::string out = "\"additionalProperties\": false, \"properties\": {";
  for (size_t i = 0; i < keys.size(); ++i) {
    const auto it = values.find(keys[i]);
    out += std::string(i ? ", " : "") + json_string(keys[i]) + ": " + (it == values.end() ? "{}" : it->second);
  }
  return out + "}";
}

std::string object(const std::vector<std::string>& keys, const std::map<std::string, std::string>& values) {
  return "{\"type\": \"object\", " + closed_properties(keys, values) + "}";
}

std::string ref(const std::string& game, const std::string& what) {
  return "{\"$ref\": \"#/definitions/" + game + "." + what + "\"}";
}

std::string definitions(const ScenarioKeys& k) {
  const std::string g = k.game;
  std::string out;
  out += "    " + json_string(g + ".setup") + ": " + object(k.setup, {}) + ",\n";
  out += "    " + json_string(g + ".new_round") + ": " + object(k.new_round, {}) + ",\n";
  out += "    " + json_string(g + ".expect") + ": " + object(k.expect, {}) + ",\n";
  out += "    " + json_string(g + ".expects") + ": {\"anyOf\": [" + ref(g, "expect") +
         ", {\"type\": \"array\", \"items\": " + ref(g, "expect") + "}]},\n";
  out += "    " + json_string(g + ".step") + ": " +
         object(k.step, {{"new_round", ref(g, "new_round")}, {"expect", ref(g, "expects")}});
  return out;
}

std::string game_rule(const ScenarioKeys& k) {
  return "    {\"if\": {\"properties\": {\"game\": {\"const\": " + json_string(k.game) + "}}, \"required\": [\"game\"]},\n"
         "     \"then\": {\"propertyNames\": {\"enum\": " + json_list(k.top) + "},\n"
         "              \"properties\": {\"setup\": " + ref(k.game, "setup") +
         ", \"steps\": {\"type\": [\"array\", \"null\"], \"items\": " + ref(k.game, "step") +
         "}, \"expect\": " + ref(k.game, "expects") + "}}}";
}

}  // namespace

std::string scenario_schema() {
  std::vector<const ScenarioKeys*> keys;
  std::vector<std::string> ids;
  for (const Game* g : games()) keys.push_back(&g->scenario_keys()), ids.push_back(g->id());
  std::vector<std::string> top;  // every game's top-level keys, in first-seen order
  for (const auto* k : keys)
    for (const auto& key : k->top)
      if (std::find(top.begin(), top.end(), key) == top.end()) top.push_back(key);
  const std::string list_of_names = "{\"type\": [\"array\", \"null\"], \"items\": {\"type\": \"string\"}}";
  std::string out = "{\n  \"$schema\": \"http://json-schema.org/draft-07/schema#\",\n"
                    "  \"$comment\": \"Written by `errata schema` from the scenario readers' key tables; do not edit.\",\n"
                    "  \"title\": \"errata scenario\",\n"
                    "  \"description\": \"One scenario document: a situation, the steps played and what each edition should decide.\",\n"
                    "  \"type\": \"object\",\n  \"required\": [\"name\", \"game\", \"setup\"],\n  ";
  out += closed_properties(top, {{"name", "{\"type\": \"string\"}"},
                      {"game", "{\"enum\": " + json_list(ids) + "}"},
                      {"editions", list_of_names},
                      {"clauses", list_of_names}});
  out += ",\n  \"allOf\": [\n";
  for (size_t i = 0; i < keys.size(); ++i) out += (i ? ",\n" : "") + game_rule(*keys[i]);
  out += "\n  ],\n  \"definitions\": {\n";
  for (size_t i = 0; i < keys.size(); ++i) out += (i ? ",\n" : "") + definitions(*keys[i]);
  return out + "\n  }\n}\n";
}

}  // namespace errata
