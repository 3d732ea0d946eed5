#pragma once
// The Game of a game whose editions are settings of one engine (Loser, Secret
// Moon): every verb such a game answers alike, from the parts it gives in
// `Own` — its id and name, its editions' loader and bundled folder, its
// scenario reader, checks, diff, mutants, differential play, simulation and
// cards table. The game's own class derives from it and says only what is
// its own: how it runs a scenario, its rule catalog, its random game, the
// readings its editions list, and any verb it answers otherwise.
//
// `Own` holds, as static members:
//   Edition; id ("loser"), name ("Loser"), bundled ("model/loser/editions/"),
//   messages_edition (the edition the checks' messages are written against);
//   load (the edition loader), summary(ed), read_script, scenario_keys,
//   engine_clause_ids, check_edition, diff_editions, mutation_section,
//   play_apart, replay_problem, simulation_counts, simulation_text,
//   component_table, and readings_described(ed) (errata editions' lines on
//   its readings, after its settings).
#include <functional>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "checker/game/catalog.h"
#include "checker/game/component_table.h"
#include "checker/game/edition_clauses.h"
#include "checker/game/game.h"
#include "checker/smt/search_apart.h"
#include "checker/translation/file_skeleton.h"

namespace errata {

template <typename Own>
class SettingsGame : public Game {
 public:
  using Edition = typename Own::Edition;

  // The game's editions: the bundled ones, then those --edition-file added.
  static Catalog<Edition>& catalog() {
    static Catalog<Edition> c = [] {
      Catalog<Edition> bundled(Own::load);
      bundled.load_bundled(Own::bundled);
      return bundled;
    }();
    return c;
  }
  static const Edition& edition(const std::string& id) { return catalog().at(id); }

  std::string id() const override { return Own::id; }

  std::vector<GameEdition> editions() const override {
    std::vector<GameEdition> out;
    for (const auto& id : catalog().ids()) {
      const Edition& ed = edition(id);
      out.push_back({ed.id, ed.title, ed.rulebook.name(), Own::summary(ed), ed.min_players, ed.max_players, &ed.rulebook});
    }
    return out;
  }

  const Clause* clause(const std::string& edition, const std::string& clause_id) const override {
    return clause_of(catalog().find(edition), clause_id);
  }

  std::vector<std::string> clause_ids(const std::string& edition) const override { return clause_ids_of(catalog().find(edition)); }

  std::shared_ptr<const GameScript> read(const YAML::Node& doc, const std::string& file) const override {
    return Own::read_script(doc, file);
  }

  const ScenarioKeys& scenario_keys() const override { return Own::scenario_keys(); }

  std::vector<std::string> engine_clause_ids(const std::string& /*edition*/) const override { return Own::engine_clause_ids(); }

  // The edition's settings (its column of errata cards) and its readings, as Love Letter's editions are listed.
  std::string describe(const std::string& id) const override {
    const Edition& ed = edition(id);
    std::string out = Game::describe(id);
    out.pop_back();
    out += "  settings:\n" + component_settings(Own::component_table({&ed}));
    out += Own::readings_described(ed);
    return out + "\n";
  }

  std::vector<Finding> check(const std::string& edition, const SolveOptions& options) const override {
    return Own::check_edition(catalog().at(edition), options, &catalog().at(Own::messages_edition));
  }

  DiffResult diff(const std::string& a, const std::string& b, const SolveOptions& /*options*/) const override {
    return Own::diff_editions(edition(a), edition(b));
  }

  bool answers(Verb v) const override { return v != Verb::conform; }

  MutationSection mutation_section(const std::string& id, const SolveOptions& /*options*/, const MutationPlan& plan,
                                   const std::function<void(int, int)>& on_mutant) const override {
    return Own::mutation_section(edition(id), [&plan](long k) { return plan.judges(k); }, on_mutant);
  }

  DifferentialPlay differential_play(const std::string& a, const std::string& b, uint64_t seed, long runs,
                                     const std::optional<std::string>& dir, std::ostream& out) const override {
    const auto r = smt::search_editions(Own::id, edition(a), edition(b), seed, runs, Own::play_apart,
                                        [&](const std::string& id, const std::string& yaml) { return Own::replay_problem(yaml, edition(id)); },
                                        dir, out);
    return {r.failed ? 1 : 0, r.games};
  }

  shard::Counts simulate(const std::string& id, int players, long games, uint64_t seed, const shard::Shard& shard,
                         const std::function<void(long)>& on_game) const override {
    return Own::simulation_counts(edition(id), players, games, seed, shard, on_game);
  }
  std::string simulation_report(const std::string& id, int players, uint64_t seed, const std::string& format,
                                const shard::Counts& counts) const override {
    return Own::simulation_text(edition(id), players, seed, format, counts);
  }

  void load_edition(const std::string& text, const std::string& file) const override { catalog().load_text(text, file); }

  std::string edition_skeleton(const std::string& base, const Rulebook& book, const std::string& rulebook_name,
                               const std::string& id) const override {
    return file_skeleton_from(catalog(), Own::name, base, book, rulebook_name, id);
  }

  std::optional<std::string> cards_table(const std::string& format) const override {
    std::vector<const Edition*> all;
    for (const auto& id : catalog().ids()) all.push_back(&edition(id));
    return component_table_text(Own::component_table(all), format);
  }
};

}  // namespace errata
