// Loser as the checker sees it: its editions (a catalog that edition files
// add to), its scenarios, its checks, `errata diff`, and the verbs every
// game answers: what every settings game answers alike is
// checker/settings/settings_game.h's; here only what is Loser's own.
#include "loser_game.h"

#include "props/loser/random_games.h"

#include "checker/settings/settings_game.h"
#include "checker/scenario/run_protocol.h"
#include "checks.h"
#include "components.h"
#include "diff.h"
#include "mutants.h"
#include "play_apart.h"
#include "witness.h"
#include "simulation.h"
#include "model/core/input_error.h"
#include "model/loser/clause_ids.h"
#include "model/loser/edition_loader.h"
#include "run.h"
#include "script.h"

namespace errata::loser {
namespace {

// What SettingsGame answers Loser's verbs with.
struct LoserParts {
  using Edition = loser::Edition;
  static constexpr const char* id = "loser";
  static constexpr const char* name = "Loser";
  static constexpr const char* bundled = "model/loser/editions/";
  static constexpr const char* messages_edition = kMessagesEdition;
  static constexpr auto load = &loser::load_edition;
  static constexpr auto read_script = &loser::read_script;
  static constexpr auto scenario_keys = &loser::scenario_keys;
  static constexpr auto engine_clause_ids = &loser::engine_clause_ids;
  static constexpr auto check_edition = &loser::check_edition;
  static constexpr auto diff_editions = &loser::diff_editions;
  static constexpr auto mutation_section = &loser::mutation_section;
  static constexpr auto play_apart = &loser::play_apart;
  static constexpr auto replay_problem = &loser::replay_problem;
  static constexpr auto simulation_counts = &loser::simulation_counts;
  static constexpr auto simulation_text = &loser::simulation_text;
  static constexpr auto component_table = &loser::component_table;

  static std::string summary(const Edition& ed) {
    return std::to_string(ed.min_players) + "-" + std::to_string(ed.max_players) + " players, " + std::to_string(ed.potions()) +
           " potions, " + std::to_string(ed.spells) + " spell cards, " + std::to_string(ed.action_cards) + " action cards, " +
           std::to_string(ed.characters) + " characters" + (ed.base.empty() ? "" : "; starts from " + ed.base);
  }

  // errata editions: the readings its silent clauses take, as Love Letter's are listed.
  static std::string readings_described(const Edition& ed) {
    std::string silent;
    for (const auto& [cid, c] : ed.clauses)
      if (!c.silent_reading.empty()) silent += "    " + cid + ": " + c.silent_reading + "\n";
    return silent.empty() ? "" : "  readings where the text is silent (its `silent:` clauses):\n" + silent;
  }
};

class LoserGame final : public SettingsGame<LoserParts> {
 public:
  RunResult run(const Scenario& sc, const std::string& edition) const override {
    const Edition* ed = catalog().find(edition);
    const auto* script = dynamic_cast<const Script*>(sc.script.get());
    if (!script || !ed)
      return run_protocol::bad_input(sc, edition, "'" + edition + "' is not an edition of loser, or the scenario is not a Loser scenario");
    return run_scenario(sc, *script, *ed);
  }

  // Loser's silent clauses each state the one reading the model takes
  // (loser.yaml, `silent:`): no other option to re-run a scenario under, so
  // other_reading_options keeps the Game default (none).

  // Its clauses with what the engine decides by each, and its readings as
  // the points its editions decide (each a `silent:` clause: the one reading
  // the model takes where the text is silent), as errata variants shows Love Letter's.
  RuleCatalog rule_catalog() const override {
    RuleCatalog out;
    for (const auto& c : engine_clauses()) {
      out.clauses.push_back({std::string(c.id), "", std::string(c.means), {}});
      CatalogPoint p{std::string(c.id), "", std::string(c.means), {}, {}};
      for (const auto& id : catalog().ids())
        if (const Clause* cl = edition(id).clause(std::string(c.id)); cl && !cl->silent_reading.empty()) {
          if (p.variants.empty()) p.variants.push_back({"as-read", cl->silent_reading, {std::string(c.id)}});
          p.editions.push_back({id, "as-read", false});
        }
      if (!p.variants.empty()) out.points.push_back(std::move(p));
    }
    return out;
  }

  RandomGame random_game(const std::string& edition, int players, uint64_t seed) const override {
    return {random_game_problem(catalog().at(edition), players, seed), std::nullopt};
  }
};

}  // namespace

const Edition& edition(const std::string& id) { return LoserGame::edition(id); }

const Game& loser_game() {
  static const LoserGame game;
  return game;
}

}  // namespace errata::loser
