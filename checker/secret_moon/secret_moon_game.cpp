// secret-moon as the checker sees it: its editions (a catalog that edition
// files add to), its scenarios' own part, their runs, `errata check` and
// `errata diff`, and the verbs every game answers.
#include "secret_moon_game.h"

#include "props/secret_moon/random_games.h"

#include <algorithm>

#include "checker/game/catalog.h"
#include "checker/game/edition_clauses.h"
#include "checker/translation/file_skeleton.h"
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

Catalog<Edition>& catalog() {
  static Catalog<Edition> c = [] {
    Catalog<Edition> bundled(&load_edition);
    bundled.load_bundled("model/secret_moon/editions/");
    return bundled;
  }();
  return c;
}

std::string summary(const Edition& ed) {
  return std::to_string(ed.min_players) + "-" + std::to_string(ed.max_players) + " players, " + std::to_string(ed.box_size()) +
         " character cards, " + std::to_string(ed.turn_cards) + " turn-order cards, " + std::to_string(ed.rounds) + " rounds" +
         (ed.base.empty() ? "" : "; starts from " + ed.base);
}

class SecretMoonGame final : public Game {
 public:
  std::string id() const override { return "secret-moon"; }

  std::vector<GameEdition> editions() const override {
    std::vector<GameEdition> out;
    for (const auto& id : catalog().ids()) {
      const Edition& ed = edition(id);
      out.push_back({ed.id, ed.title, ed.rulebook.name(), summary(ed), ed.min_players, ed.max_players, &ed.rulebook});
    }
    return out;
  }

  const Clause* clause(const std::string& edition, const std::string& clause_id) const override {
    return clause_of(catalog().find(edition), clause_id);
  }

  std::vector<std::string> clause_ids(const std::string& edition) const override { return clause_ids_of(catalog().find(edition)); }

  std::shared_ptr<const GameScript> read(const YAML::Node& doc, const std::string& file) const override {
    return read_script(doc, file);
  }

  const ScenarioKeys& scenario_keys() const override { return secret_moon::scenario_keys(); }

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

  std::vector<std::string> engine_clause_ids(const std::string& /*edition*/) const override {
    return secret_moon::engine_clause_ids();
  }

  // Its clauses with what the engine decides by each; its variation points are readings, not variants.
  // Its clauses, and its readings as the points its editions decide (none by
  // its text: each a reading where the text is silent), as errata variants shows Love Letter's.
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

  // The edition's settings (its column of errata cards) and its readings, as Love Letter's editions are listed.
  std::string describe(const std::string& id) const override {
    const Edition& ed = edition(id);
    std::string out = Game::describe(id);
    out.pop_back();
    out += "  settings:\n" + component_settings(component_table({&ed}));
    if (!ed.readings.empty()) out += "  readings where the text is silent (errata variants --game secret-moon: every option):\n";
    for (const auto& r : ed.readings) {
      std::string lines;
      for (int l : r.lines) lines += (lines.empty() ? "" : ", ") + std::to_string(l);
      out += "    " + r.id + ": " + r.chosen + " (lines " + lines + ")\n";
    }
    return out + "\n";
  }

  RandomGame random_game(const std::string& edition, int players, uint64_t seed) const override {
    State last;
    return {play_random_game(catalog().at(edition), players, seed, last), std::nullopt};
  }

  std::vector<smt::Finding> check(const std::string& edition, const smt::SolveOptions& options) const override {
    return check_edition(catalog().at(edition), options, &catalog().at(kMessagesEdition));
  }

  smt::DiffResult diff(const std::string& a, const std::string& b, const smt::SolveOptions& /*options*/) const override {
    return diff_editions(edition(a), edition(b));
  }

  bool answers(Verb v) const override { return v != Verb::conform; }

  MutationSection mutation_section(const std::string& id, const smt::SolveOptions& /*options*/, const MutationPlan& plan,
                                   const std::function<void(int, int)>& on_mutant) const override {
    return secret_moon::mutation_section(edition(id), [&plan](long k) { return plan.judges(k); }, on_mutant);
  }

  DifferentialPlay differential_play(const std::string& a, const std::string& b, uint64_t seed, long runs,
                                     const std::optional<std::string>& dir, std::ostream& out) const override {
    const auto r = smt::search_editions("secret-moon", edition(a), edition(b), seed, runs, &play_apart,
                                        [&](const std::string& id, const std::string& yaml) { return replay_problem(yaml, edition(id)); },
                                        dir, out);
    return {r.failed ? 1 : 0, r.games};
  }

  shard::Counts simulate(const std::string& id, int players, long games, uint64_t seed, const shard::Shard& shard,
                         const std::function<void(long)>& on_game) const override {
    return simulation_counts(edition(id), players, games, seed, shard, on_game);
  }
  std::string simulation_report(const std::string& id, int players, uint64_t seed, const std::string& format,
                                const shard::Counts& counts) const override {
    return simulation_text(edition(id), players, seed, format, counts);
  }

  void load_edition(const std::string& text, const std::string& file) const override { catalog().load_text(text, file); }

  std::string edition_skeleton(const std::string& base, const Rulebook& book, const std::string& rulebook_name,
                               const std::string& id) const override {
    return file_skeleton_from(catalog(), "Secret Moon", base, book, rulebook_name, id);
  }

  std::optional<std::string> cards_table(const std::string& format) const override {
    std::vector<const Edition*> all;
    for (const auto& id : catalog().ids()) all.push_back(&edition(id));
    return component_table_text(component_table(all), format);
  }
};

}  // namespace

const Edition& edition(const std::string& id) { return catalog().at(id); }

const Game& secret_moon_game() {
  static const SecretMoonGame game;
  return game;
}

}  // namespace errata::secret_moon
