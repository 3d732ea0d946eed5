// PLACEHOLDER: replaced by the loser model's integration.
#include "loser_game.h"

#include "model/core/input_error.h"
#include "model/core/yaml_reader.h"

namespace errata::loser {
namespace {

class Placeholder final : public Game {
 public:
  std::string id() const override { return "loser"; }
  std::vector<GameEdition> editions() const override { return {}; }
  const Clause* clause(const std::string&, const std::string&) const override { return nullptr; }
  std::shared_ptr<const GameScript> read(const YAML::Node& doc, const std::string& file) const override {
    YamlReader(file).fail(doc["game"], "game 'loser' has no executable model in this build yet");
  }
  RunResult run(const Scenario&, const std::string&) const override { return {}; }
  std::vector<smt::Finding> check(const std::string&, const smt::SolveOptions&) const override { return {}; }
};

}  // namespace

const Game& loser_game() {
  static const Placeholder game;
  return game;
}

}  // namespace errata::loser
