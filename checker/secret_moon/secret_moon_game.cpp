// secret-moon as the checker sees it: its edition, its scenarios' own part,
// their runs, and `errata check secret-moon`.
#include "secret_moon_game.h"

#include "props/secret_moon/random_games.h"

#include "checker/edition_clauses.h"
#include "checker/scenario/run_protocol.h"
#include "checks.h"
#include "model/secret_moon/clause_ids.h"
#include "model/secret_moon/edition_loader.h"
#include "scenario_run.h"
#include "script.h"

namespace errata::secret_moon {
namespace {

class SecretMoonGame final : public Game {
 public:
  std::string id() const override { return "secret-moon"; }

  std::vector<GameEdition> editions() const override {
    const Edition& ed = bundled_edition();
    return {{ed.id, ed.title, ed.rulebook.name(),
             std::to_string(ed.min_players) + "-" + std::to_string(ed.max_players) + " players, " +
                 std::to_string(ed.box_size()) + " character cards, " + std::to_string(ed.turn_cards) +
                 " turn-order cards, " + std::to_string(ed.rounds) + " rounds", ed.min_players, ed.max_players}};
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

  const ScenarioKeys& scenario_keys() const override { return secret_moon::scenario_keys(); }

  RunResult run(const Scenario& sc, const std::string& edition) const override {
    const Edition& ed = bundled_edition();
    if (edition != ed.id) return run_protocol::bad_input(sc, edition, "'" + edition + "' is not an edition of secret-moon");
    return run_scenario(sc, ed);
  }

  std::vector<std::string> reading_ids() const override {
    std::vector<std::string> out;
    for (const auto& r : bundled_edition().readings) out.push_back(r.id);
    return out;
  }

  std::optional<std::string> choose_reading(const std::string& id, const std::string& option, const std::string& edition) const override {
    Edition& ed = bundled_edition_to_read();
    if (!ed.reading(id) || (!edition.empty() && edition != ed.id)) return std::nullopt;
    const std::string why = ed.choose(id, option);
    return why.empty() ? why : ed.id + ": " + why;
  }

  std::vector<std::pair<std::string, std::string>> other_reading_options(const std::string& edition) const override {
    std::vector<std::pair<std::string, std::string>> out;
    const Edition& ed = bundled_edition();
    if (edition != ed.id) return out;
    for (const auto& r : ed.readings)
      for (const auto& o : r.options)
        if (o.name != r.chosen) out.emplace_back(r.id, o.name);
    return out;
  }

  RunResult run_read_as(const Scenario& sc, const std::string& edition, const std::string& reading,
                        const std::string& option) const override {
    Edition ed = bundled_edition();
    if (edition != ed.id) return run_protocol::bad_input(sc, edition, "'" + edition + "' is not an edition of secret-moon");
    if (const std::string why = ed.choose(reading, option); !why.empty()) return run_protocol::bad_input(sc, edition, why);
    return run_scenario(sc, ed);
  }

  std::vector<std::string> engine_clause_ids(const std::string& /*edition*/) const override {
    return {secret_moon::engine_clause_ids().begin(), secret_moon::engine_clause_ids().end()};
  }

  RandomGame random_game(const std::string& /*edition: the one bundled*/, int players, uint64_t seed) const override {
    return {secret_moon::random_game_problem(players, seed), std::nullopt};
  }

  std::vector<smt::Finding> check(const std::string& edition, const smt::SolveOptions& options) const override {
    const Edition& ed = bundled_edition();
    if (edition != ed.id) return {};
    return check_edition(ed, options);
  }
};

}  // namespace

const Game& secret_moon_game() {
  static const SecretMoonGame game;
  return game;
}

}  // namespace errata::secret_moon
