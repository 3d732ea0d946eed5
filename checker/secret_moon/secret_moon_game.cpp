// secret-moon as the checker sees it: its editions (a catalog that edition
// files add to), its scenarios' own part, their runs, `errata check` and
// `errata diff`, and the verbs every game answers: what every settings game
// answers alike is checker/settings/settings_game.h's; here only what is
// Secret Moon's own (its runs under a written-for edition and under other
// readings, its readings, its rule catalog, its random game).
#include "secret_moon_game.h"

#include "props/secret_moon/random_games.h"

#include <algorithm>

#include "checker/settings/settings_game.h"
#include "checker/scenario/run_protocol.h"
#include "check_support.h"
#include "checks.h"
#include "components.h"
#include "diff.h"
#include "mutants.h"
#include "play_apart.h"
#include "simulation.h"
#include "model/core/input_error.h"
#include "model/secret_moon/clause_ids.h"
#include "model/secret_moon/edition_loader.h"
#include "scenario_run.h"
#include "script.h"

namespace errata::secret_moon {
namespace {

// What SettingsGame answers Secret Moon's verbs with.
struct SecretMoonParts {
  using Edition = secret_moon::Edition;
  static constexpr const char* id = "secret-moon";
  static constexpr const char* name = "Secret Moon";
  static constexpr const char* bundled = "model/secret_moon/editions/";
  static constexpr const char* messages_edition = kMessagesEdition;
  static constexpr auto load = &secret_moon::load_edition;
  static constexpr auto read_script = &secret_moon::read_script;
  static constexpr auto scenario_keys = &secret_moon::scenario_keys;
  static constexpr auto engine_clause_ids = &secret_moon::engine_clause_ids;
  static constexpr auto check_edition = &secret_moon::check_edition;
  static constexpr auto diff_editions = &secret_moon::diff_editions;
  static constexpr auto mutation_section = &secret_moon::mutation_section;
  static constexpr auto play_apart = &secret_moon::play_apart;
  static constexpr auto replay_problem = &secret_moon::replay_problem;
  static constexpr auto simulation_counts = &secret_moon::simulation_counts;
  static constexpr auto simulation_text = &secret_moon::simulation_text;
  static constexpr auto component_table = &secret_moon::component_table;

  static std::string summary(const Edition& ed) {
    return std::to_string(ed.min_players) + "-" + std::to_string(ed.max_players) + " players, " + std::to_string(ed.box_size()) +
           " character cards, " + std::to_string(ed.turn_cards) + " turn-order cards, " + std::to_string(ed.rounds) + " rounds" +
           (ed.base.empty() ? "" : "; starts from " + ed.base);
  }

  // errata editions: its readings, the option each takes and their lines.
  static std::string readings_described(const Edition& ed) {
    std::string out;
    if (!ed.readings.empty()) out += "  readings where the text is silent (errata variants --game secret-moon: every option):\n";
    for (const auto& r : ed.readings) {
      std::string lines;
      for (int l : r.lines) lines += (lines.empty() ? "" : ", ") + std::to_string(l);
      out += "    " + r.id + ": " + r.chosen + " (lines " + lines + ")\n";
    }
    return out;
  }
};

class SecretMoonGame final : public SettingsGame<SecretMoonParts> {
 public:
  RunResult run(const Scenario& sc, const std::string& edition) const override {
    const Edition* ed = catalog().find(edition);
    if (!ed) return run_protocol::bad_input(sc, edition, "'" + edition + "' is not an edition of secret-moon");
    return run_scenario(sc, *ed);
  }

  // The scenario written for `written_for`: the characters it names as that edition prints them are this one's roles.
  RunResult run_as(const Scenario& sc, const std::string& edition, const std::string& written_for) const override {
    const Edition* ed = catalog().find(edition);
    if (!ed) return run_protocol::bad_input(sc, edition, "'" + edition + "' is not an edition of secret-moon");
    return run_scenario(sc, *ed, catalog().find(written_for));
  }

  std::vector<std::string> reading_ids() const override { return catalog().reading_ids(); }

  std::optional<std::string> choose_reading(const std::string& id, const std::string& option,
                                            const std::string& edition) const override {
    return catalog().choose_reading(id, option, edition);
  }

  std::vector<std::pair<std::string, std::string>> other_reading_options(const std::string& edition) const override {
    std::vector<std::pair<std::string, std::string>> out;
    if (const Edition* ed = catalog().find(edition))
      for (const auto& r : ed->readings)
        for (const auto& o : r.options)
          if (o.name != r.chosen) out.emplace_back(r.id, o.name);
    return out;
  }

  RunResult run_read_as(const Scenario& sc, const std::string& edition, const std::string& reading,
                        const std::string& option) const override {
    const Edition* found = catalog().find(edition);
    if (!found) return run_protocol::bad_input(sc, edition, "'" + edition + "' is not an edition of secret-moon");
    Edition ed = *found;
    if (const std::string why = ed.choose(reading, option); !why.empty()) return run_protocol::bad_input(sc, edition, why);
    return run_scenario(sc, ed);
  }

  // Its clauses with what the engine decides by each, and its readings as the
  // points its editions decide (none by its text: each a reading where the
  // text is silent), as errata variants shows Love Letter's.
  RuleCatalog rule_catalog() const override {
    RuleCatalog out;
    for (const auto& c : engine_clauses()) out.clauses.push_back({std::string(c.id), "", std::string(c.means), {}});
    for (const auto& id : catalog().ids())
      for (const auto& r : edition(id).readings) {
        auto p = std::find_if(out.points.begin(), out.points.end(), [&](const CatalogPoint& x) { return x.id == r.id; });
        if (p == out.points.end()) {
          out.points.push_back({r.id, "", r.says, {}, {}});
          for (const auto& o : r.options) out.points.back().variants.push_back({o.name, o.says, r.clauses});
          p = out.points.end() - 1;
        }
        p->editions.push_back({id, r.chosen, false});
      }
    return out;
  }

  RandomGame random_game(const std::string& edition, int players, uint64_t seed) const override {
    State last;
    return {play_random_game(catalog().at(edition), players, seed, last), std::nullopt};
  }
};

}  // namespace

const Edition& edition(const std::string& id) { return SecretMoonGame::edition(id); }

const Game& secret_moon_game() {
  static const SecretMoonGame game;
  return game;
}

}  // namespace errata::secret_moon
