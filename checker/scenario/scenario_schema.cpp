#include "scenario_schema.h"

#include <algorithm>
#include <map>

#include "checker/game/game.h"
#include "core/json_text.h"
#include "scenario_keys.h"

namespace errata {
namespace {


// "properties" for these keys (any value unless `values` says), no other key.
Json closed_properties(const std::vector<std::string>& keys, const std::map<std::string, Json>& values) {
  Json out = Json::object();
  for (const auto& key : keys) {
    const auto it = values.find(key);
    out[key] = it == values.end() ? Json::object() : it->second;
  }
  return out;
}

Json object(const std::vector<std::string>& keys, const std::map<std::string, Json>& values) {
  return {{"type", "object"}, {"additionalProperties", false}, {"properties", closed_properties(keys, values)}};
}

Json ref(const std::string& game, const std::string& what) { return {{"$ref", "#/definitions/" + game + "." + what}}; }

void add_definitions(const ScenarioKeys& k, Json& out) {
  const std::string g = k.game;
  out[g + ".setup"] = object(k.setup, {});
  out[g + ".new_round"] = object(k.new_round, {});
  out[g + ".expect"] = object(k.expect, {});
  out[g + ".expects"] = {{"anyOf", Json::array({ref(g, "expect"), {{"type", "array"}, {"items", ref(g, "expect")}}})}};
  out[g + ".step"] = object(k.step, {{"new_round", ref(g, "new_round")}, {"expect", ref(g, "expects")}});
}

Json game_rule(const ScenarioKeys& k) {
  const Json steps = {{"type", Json::array({"array", "null"})}, {"items", ref(k.game, "step")}};
  return {{"if", {{"properties", {{"game", {{"const", k.game}}}}}, {"required", Json::array({"game"})}}},
          {"then",
           {{"propertyNames", {{"enum", k.top}}},
            {"properties", {{"setup", ref(k.game, "setup")}, {"steps", steps}, {"expect", ref(k.game, "expects")}}}}}};
}

// The schema's members one a line but "properties", which follows
// "additionalProperties"; each game's rule and definition one a line, a
// rule's "then" under its "if", the "properties" of its "then" under its
// "propertyNames".
JsonBreak schema_break(const JsonPath& p, const Json&) {
  if (p.empty())
    return {2, true, true, {"$schema", "$comment", "title", "description", "type", "required", "additionalProperties", "allOf", "definitions"}};
  if (path_is(p, {"allOf"}) || path_is(p, {"definitions"})) return {4};
  if (path_is(p, {"allOf", "*"})) return {5, true, false, {"then"}};
  if (path_is(p, {"allOf", "*", "then"})) return {14, true, false, {"properties"}};
  return {};
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
  const Json list_of_names = {{"type", Json::array({"array", "null"})}, {"items", {{"type", "string"}}}};
  Json rules = Json::array(), definitions = Json::object();
  for (const auto* k : keys) {
    rules.push_back(game_rule(*k));
    add_definitions(*k, definitions);
  }
  const Json schema = {
      {"$schema", "http://json-schema.org/draft-07/schema#"},
      {"$comment", "Written by `errata schema` from the scenario readers' key tables; do not edit."},
      {"title", "errata scenario"},
      {"description", "One scenario document: a situation, the steps played and what each edition should decide."},
      {"type", "object"},
      {"required", Json::array({"name", "game", "setup"})},
      {"additionalProperties", false},
      {"properties",
       closed_properties(top, {{"name", {{"type", "string"}}}, {"game", {{"enum", ids}}}, {"editions", list_of_names}, {"clauses", list_of_names}})},
      {"allOf", std::move(rules)},
      {"definitions", std::move(definitions)}};
  return json_text(schema, {schema_break}) + "\n";
}

}  // namespace errata
