#pragma once
// A game beside Love Letter (Secret Moon, Loser) as the checker sees it: its
// editions, how it reads and runs the game-specific part of a scenario, and
// what `errata check` finds in its text. Love Letter's editions go through
// EditionCatalog; these games bring their own models and plug in here, sharing
// the scenario header, the run result, the trace and the findings.
#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "checker/edition_catalog.h"
#include "checker/scenario/run_result.h"
#include "checker/scenario/scenario.h"
#include "checker/scenario/scenario_keys.h"
#include "checker/smt/finding.h"
#include "checker/smt/solve.h"
#include "model/core/clause.h"

namespace errata {

// A scenario's game-specific part (setup, steps, expect) as its game read it.
struct GameScript {
  virtual ~GameScript() = default;
};

struct GameEdition {
  std::string id;        // "secret-moon"
  std::string title;     // "Secret Moon (Seiji Kanai)"
  std::string rulebook;  // "secret-moon.fr.md"
  std::string summary;   // one line for `errata editions` (players, components)
  int min_players = 0, max_players = 0;
};

class Game {
 public:
  virtual ~Game() = default;
  virtual std::string id() const = 0;
  virtual std::vector<GameEdition> editions() const = 0;
  // The clause `clause_id` of an edition (its quotes with lines), or nullptr.
  virtual const Clause* clause(const std::string& edition, const std::string& clause_id) const = 0;
  // Every clause id of an edition, sorted (errata coverage).
  virtual std::vector<std::string> clause_ids(const std::string& edition) const = 0;
  // Reads the setup/steps/expect of one scenario document (`doc`, a map whose
  // common keys were already checked); InputError with file:line:col on bad input.
  virtual std::shared_ptr<const GameScript> read(const YAML::Node& doc, const std::string& file) const = 0;
  // The keys read() accepts at each level (errata schema).
  virtual const ScenarioKeys& scenario_keys() const = 0;
  // Runs a scenario of this game (its script came from read()) under one edition.
  virtual RunResult run(const Scenario& sc, const std::string& edition) const = 0;
  // errata check: the edition's text against itself. Every refutation carries
  // a witness scenario that was replayed (Finding::replayed).
  virtual std::vector<smt::Finding> check(const std::string& edition, const smt::SolveOptions& options) const = 0;
  // errata props: one whole game of random legal play from `seed`, checked
  // against the game's invariants after every step; the first one broken.
  virtual std::optional<std::string> random_game_problem(int players, uint64_t seed) const = 0;
  // --reading ID=OPTION: the readings this game's editions take where their
  // text is silent, and taking another option for this run (nullopt when no
  // edition of the game has that reading, else "" or what is wrong).
  virtual std::vector<std::string> reading_ids() const { return {}; }
  virtual std::optional<std::string> choose_reading(const std::string&, const std::string&) const { return std::nullopt; }
  // errata explain, "hinges on a reading": every (reading, option) of
  // `edition` other than the option it takes now, and a run of the scenario
  // with one of them taken instead (the edition the other runs use is left as
  // it is). A game whose readings have one option each lists none.
  virtual std::vector<std::pair<std::string, std::string>> other_reading_options(const std::string& /*edition*/) const {
    return {};
  }
  virtual RunResult run_read_as(const Scenario& sc, const std::string& edition, const std::string& reading,
                                const std::string& option) const;
};

// --reading ID=OPTION for every game: Love Letter's editions and the others'.
// InputError when no edition has that reading or has no such option.
void choose_reading(EditionCatalog& catalog, const std::string& choice);

// The games beside Love Letter, in id order.
const std::vector<const Game*>& other_games();
const Game* find_other_game(std::string_view id);
// The game with an edition of this id, or nullptr.
const Game* game_of_edition(std::string_view edition);

}  // namespace errata
