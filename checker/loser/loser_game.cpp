// Loser as the checker sees it: its edition, its scenarios and its checks.
#include "loser_game.h"

#include "props/loser/random_games.h"

#include "checker/edition_clauses.h"
#include "checker/scenario/run_protocol.h"
#include "checks.h"
#include "model/loser/clause_ids.h"
#include "model/core/input_error.h"
#include "model/core/yaml_reader.h"
#include "model/loser/edition_loader.h"
#include "run.h"
#include "script.h"

namespace errata::loser {
namespace {

class LoserGame final : public Game {
 public:
  std::string id() const override { return "loser"; }

  std::vector<GameEdition> editions() const override {
    const Edition& ed = bundled_edition();
    return {{ed.id, ed.title, ed.rulebook.name(),
             std::to_string(ed.min_players) + "-" + std::to_string(ed.max_players) + " players, " +
                 std::to_string(ed.potions()) + " potions, " + std::to_string(ed.spells) + " spell cards, " +
                 std::to_string(ed.action_cards) + " action cards, " + std::to_string(ed.characters) + " characters", ed.min_players, ed.max_players, &ed.rulebook}};
  }

  const Clause* clause(const std::string& edition, const std::string& clause_id) const override {
    return clause_of(edition_if(bundled_edition(), edition), clause_id);
  }

  std::vector<std::string> clause_ids(const std::string& edition) const override {
    return clause_ids_of(edition_if(bundled_edition(), edition));
  }

  std::shared_ptr<const GameScript> read(const YAML::Node& doc, const std::string& file) const override {
    return read_script(doc, file);
  }

  const ScenarioKeys& scenario_keys() const override { return loser::scenario_keys(); }

  RunResult run(const Scenario& sc, const std::string& edition) const override {
    const Edition& ed = bundled_edition();
    const auto* script = dynamic_cast<const Script*>(sc.script.get());
    if (!script || edition != ed.id)
      return run_protocol::bad_input(sc, edition, "'" + edition + "' is not an edition of loser, or the scenario is not a Loser scenario");
    return run_scenario(sc, *script, ed);
  }

  // Loser's silent clauses each state the one reading the model takes
  // (loser.yaml, `silent:`): no other option to re-run a scenario under, so
  // other_reading_options keeps the Game default (none).

  std::vector<std::string> engine_clause_ids(const std::string& /*edition*/) const override {
    return {engine_clauses().begin(), engine_clauses().end()};
  }

  // Its clauses, the words to come (the bundled edition's quote says what each is); no variation points yet.
  RuleCatalog rule_catalog() const override {
    RuleCatalog out;
    for (std::string_view id : engine_clauses()) out.clauses.push_back({std::string(id), "", "", {}});
    return out;
  }

  RandomGame random_game(const std::string& /*edition: the one bundled*/, int players, uint64_t seed) const override {
    return {loser::random_game_problem(players, seed), std::nullopt};
  }

  std::vector<smt::Finding> check(const std::string& edition, const smt::SolveOptions& options) const override {
    const Edition& ed = bundled_edition();
    if (edition != ed.id) return {};
    return check_edition(ed, options);
  }
};

}  // namespace

const Game& loser_game() {
  static const LoserGame game;
  return game;
}

}  // namespace errata::loser
