// Loser as the checker sees it: its editions (a catalog that edition files
// add to), its scenarios, its checks, `errata diff`, and the verbs every
// game answers.
#include "loser_game.h"

#include "props/loser/random_games.h"

#include "checker/game/catalog.h"
#include "checker/game/edition_clauses.h"
#include "checker/translation/file_skeleton.h"
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

Catalog<Edition>& catalog() {
  static Catalog<Edition> c = [] {
    Catalog<Edition> bundled(&load_edition);
    bundled.load_bundled("model/loser/editions/");
    return bundled;
  }();
  return c;
}

std::string summary(const Edition& ed) {
  return std::to_string(ed.min_players) + "-" + std::to_string(ed.max_players) + " players, " + std::to_string(ed.potions()) +
         " potions, " + std::to_string(ed.spells) + " spell cards, " + std::to_string(ed.action_cards) + " action cards, " +
         std::to_string(ed.characters) + " characters" + (ed.base.empty() ? "" : "; starts from " + ed.base);
}

class LoserGame final : public Game {
 public:
  std::string id() const override { return "loser"; }

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

  const ScenarioKeys& scenario_keys() const override { return loser::scenario_keys(); }

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

  std::vector<std::string> engine_clause_ids(const std::string& /*edition*/) const override { return loser::engine_clause_ids(); }

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

  // The edition's settings (its column of errata cards) and the readings its silent clauses take, as Love Letter's are listed.
  std::string describe(const std::string& id) const override {
    const Edition& ed = edition(id);
    std::string out = Game::describe(id);
    out.pop_back();
    out += "  settings:\n" + component_settings(component_table({&ed}));
    std::string silent;
    for (const auto& [cid, c] : ed.clauses)
      if (!c.silent_reading.empty()) silent += "    " + cid + ": " + c.silent_reading + "\n";
    if (!silent.empty()) out += "  readings where the text is silent (its `silent:` clauses):\n" + silent;
    return out + "\n";
  }

  RandomGame random_game(const std::string& edition, int players, uint64_t seed) const override {
    return {random_game_problem(catalog().at(edition), players, seed), std::nullopt};
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
    return loser::mutation_section(edition(id), [&plan](long k) { return plan.judges(k); }, on_mutant);
  }

  DifferentialPlay differential_play(const std::string& a, const std::string& b, uint64_t seed, long runs,
                                     const std::optional<std::string>& dir, std::ostream& out) const override {
    const auto r = smt::search_editions("loser", edition(a), edition(b), seed, runs, &play_apart,
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
    return file_skeleton_from(catalog(), "Loser", base, book, rulebook_name, id);
  }

  std::optional<std::string> cards_table(const std::string& format) const override {
    std::vector<const Edition*> all;
    for (const auto& id : catalog().ids()) all.push_back(&edition(id));
    return component_table_text(component_table(all), format);
  }
};

}  // namespace

const Edition& edition(const std::string& id) { return catalog().at(id); }

const Game& loser_game() {
  static const LoserGame game;
  return game;
}

}  // namespace errata::loser
