#pragma once
// The three parts of every game's script, held and read the same way for
// every game: the setup (required), the steps (a list, which may be empty or
// null) and the top-level expect, each of the game's own types and read by
// the game's own reader (`setup`, `step` and `expectations`). The scenario's
// common keys were checked before.
#include <yaml-cpp/yaml.h>

#include <memory>
#include <string>
#include <vector>

#include "checker/game/game.h"
#include "model/core/input_limits.h"
#include "model/core/yaml_reader.h"

namespace errata {

template <typename Setup, typename Step, typename Expectation>
struct ScriptOf final : GameScript {
  Setup setup;
  std::vector<Step> steps;
  std::vector<Expectation> expect;
};

template <typename Script, typename Reader>
std::shared_ptr<Script> read_script_parts(const Reader& reader, const YAML::Node& doc, const std::string& file) {
  const YamlReader in(file);
  auto out = std::make_shared<Script>();
  out->setup = reader.setup(in.required(doc, "setup", "scenario"));
  if (doc["steps"] && !doc["steps"].IsNull()) {
    in.expect_list(doc["steps"], "steps");
    if (doc["steps"].size() > static_cast<size_t>(kMaxSteps))
      in.fail(doc["steps"], "steps: a scenario takes at most " + std::to_string(kMaxSteps) + " steps, this one " +
                                std::to_string(doc["steps"].size()) + " (docs/security.md)");
    for (const auto& st : doc["steps"]) out->steps.push_back(reader.step(st));
  }
  if (doc["expect"]) out->expect = reader.expectations(doc["expect"]);
  return out;
}

}  // namespace errata
