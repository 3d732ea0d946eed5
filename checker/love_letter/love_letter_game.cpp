// Love Letter as the checker sees it: its editions (a catalog that edition
// files add to), its scenarios, `errata check` and `errata diff`, and the
// verbs only it answers (cards, simulate, mutate, differential play).
#include "love_letter_game.h"

#include "checker/game/edition_clauses.h"
#include "checker/scenario/reading_hinges.h"
#include "checker/conform/conform_run.h"
#include "checker/conform/engine_server.h"
#include "checker/love_letter/conform/engine_session.h"
#include "checker/love_letter/conform/random_conform.h"
#include "checker/love_letter/conform/scenario_conform.h"
#include "checker/love_letter/runner.h"
#include "checker/love_letter/smt/check.h"
#include "checker/love_letter/smt/diff.h"
#include "checker/love_letter/smt/mutation_suite.h"
#include "differential_play.h"
#include "edition_skeleton.h"
#include "catalog_from_engine.h"
#include "edition_text.h"
#include "missing_cards.h"
#include "model/core/input_error.h"
#include "model/love_letter/clause_ids.h"
#include "props/love_letter/random_games.h"
#include "props/love_letter/simulation.h"
#include "script.h"
#include "simulation_counts.h"
#include "simulation_text.h"

namespace errata::love_letter {
namespace {

EditionCatalog& catalog() {
  static EditionCatalog c = EditionCatalog::bundled();
  return c;
}

const Edition& edition(const std::string& id) {
  if (const Edition* ed = catalog().find(id)) return *ed;
  throw InputError(SourceMark{id, 0, 0}, catalog().unknown(id));
}

class LoveLetterGame final : public Game {
 public:
  std::string id() const override { return "love-letter"; }

  std::vector<GameEdition> editions() const override {
    std::vector<GameEdition> out;
    for (const auto& id : catalog().ids()) {
      const Edition& ed = edition(id);
      out.push_back({ed.id, ed.title, ed.rulebook.name(), "", ed.min_players, ed.max_players, &ed.rulebook});
    }
    return out;
  }

  std::string describe(const std::string& id) const override { return describe_edition(edition(id)); }

  const Clause* clause(const std::string& id, const std::string& clause_id) const override {
    return clause_of(catalog().find(id), clause_id);
  }

  std::vector<std::string> clause_ids(const std::string& id) const override { return clause_ids_of(catalog().find(id)); }

  std::vector<std::string> engine_clause_ids(const std::string& id) const override {
    const Edition& ed = edition(id);
    std::vector<std::string> out;
    for (const auto& c : engine_clauses())
      if (c.card == Role::none || ed.card(c.card)) out.emplace_back(c.id);
    return out;
  }

  std::vector<std::string> inapplicable_clause_ids(const std::string& id) const override {
    // A card's clauses: those the engine list gives the card, and those named
    // by its role id ("spy.bonus", cited by a variant).
    const Edition& ed = edition(id);
    auto lacked = [&](const std::string& clause_id) {
      for (const auto& c : engine_clauses())
        if (c.id == clause_id && c.card != Role::none) return !ed.has_card(c.card);
      for (int i = 1; i < kRoleCount; ++i)
        if (clause_id.rfind(std::string(role_id(static_cast<Role>(i))) + ".", 0) == 0) return !ed.has_card(static_cast<Role>(i));
      return false;
    };
    std::vector<std::string> out;
    for (const auto& [clause_id, clause] : ed.clauses)
      if (lacked(clause_id)) out.push_back(clause_id);
    return out;
  }

  std::shared_ptr<const GameScript> read(const YAML::Node& doc, const std::string& file) const override {
    return love_letter_script::read_script(doc, file);
  }

  const ScenarioKeys& scenario_keys() const override { return love_letter_script::scenario_keys(); }

  std::string lacks(const Scenario& sc, const std::string& id) const override {
    return missing_card(sc, edition(id), catalog());
  }

  RunResult run(const Scenario& sc, const std::string& id) const override {
    return run_scenario(sc, edition(id), catalog(), true);
  }

  RunResult run_as(const Scenario& sc, const std::string& id, const std::string& written_for) const override {
    return run_scenario(sc, edition(id), catalog(), true, nullptr, &edition(written_for));
  }

  std::vector<Finding> check(const std::string& id, const SolveOptions& options) const override {
    return smt::check_edition(edition(id), catalog(), options);
  }

  std::vector<std::function<std::vector<Finding>()>> check_tasks(const std::string& id,
                                                                    const SolveOptions& options) const override {
    return smt::check_tasks(edition(id), catalog(), options);
  }

  DiffResult diff(const std::string& a, const std::string& b, const SolveOptions& options) const override {
    return smt::diff_editions(edition(a), edition(b), catalog(), options);
  }

  RandomGame random_game(const std::string& id, int players, uint64_t seed) const override {
    int rounds = 0;
    auto problem = props::random_game_problem(edition(id), players, seed, &rounds);
    return {std::move(problem), rounds};
  }

  void count_random_play(ClauseHits& hits, long games, uint64_t seed) const override {
    for (const auto& id : catalog().ids()) {
      const Edition& ed = edition(id);
      for (int players = ed.min_players; players <= ed.max_players; ++players)
        for (const auto& [clause, n] : props::simulate(ed, players, games, seed).clauses) hits[id][clause] += n;
    }
  }

  std::vector<std::string> reading_ids() const override { return catalog().reading_ids(); }

  std::optional<std::string> choose_reading(const std::string& id, const std::string& option, const std::string& edition) const override {
    return catalog().choose_reading(id, option, edition);
  }

  std::vector<std::pair<std::string, std::string>> other_reading_options(const std::string& id) const override {
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& r : edition(id).readings)
      for (const auto& o : r.options)
        if (o.name != r.chosen) out.emplace_back(r.id, o.name);
    return out;
  }

  RunResult run_read_as(const Scenario& sc, const std::string& id, const std::string& reading,
                        const std::string& option) const override {
    Edition other = edition(id);
    if (const std::string why = other.choose(reading, option); !why.empty()) return Game::run_read_as(sc, id, reading, option);
    return run_scenario(sc, other, catalog(), false);
  }

  std::vector<const Reading*> readings_for(const std::string& id, const std::string& clause_id) const override {
    return edition(id).readings_for(clause_id);
  }

  void load_edition(const std::string& text, const std::string& file) const override { catalog().load_text(text, file); }

  bool answers(Verb) const override { return true; }

  std::string edition_skeleton(const std::string& base, const Rulebook& book, const std::string& rulebook_name,
                               const std::string& id) const override {
    return love_letter::edition_skeleton(edition(base), book, rulebook_name, id);
  }

  RuleCatalog rule_catalog() const override {
    std::vector<const Edition*> all;
    for (const auto& id : catalog().ids()) all.push_back(&edition(id));
    return love_letter::rule_catalog(all);
  }

  std::optional<std::string> cards_table(const std::string& format) const override {
    std::vector<const Edition*> all;
    for (const auto& id : catalog().ids()) all.push_back(&edition(id));
    return love_letter::cards_table(all, format);
  }

  shard::Counts simulate(const std::string& id, int players, long games, uint64_t seed, const shard::Shard& shard,
                         const std::function<void(long)>& on_game) const override {
    return counts_of(props::simulate(edition(id), players, games, seed, on_game, [&shard](long g) { return shard.takes(g); }));
  }

  std::string simulation_report(const std::string& id, int players, uint64_t seed, const std::string& format,
                                const shard::Counts& counts) const override {
    return simulation_text(simulation_of(counts, edition(id), players, seed), format);
  }

  MutationSection mutation_section(const std::string& id, const SolveOptions& options, const MutationPlan& plan,
                                   const std::function<void(int, int)>& on_mutant) const override {
    const Edition& ed = edition(id);
    const auto families = smt::mutant_families(ed, catalog(), plan.pairs, plan.seed);
    int total = 0, done = 0;
    long k = 0;
    for (const auto& f : families)
      for (size_t m = 0; m < f.mutants.size(); ++m) total += plan.judges(k++) ? 1 : 0;
    if (on_mutant) on_mutant(0, total);
    MutationSection section{ed.id, {}};
    k = 0;
    for (const auto& f : families) {
      section.families.push_back({f.title, {}});
      for (const auto& m : f.mutants) {
        section.families.back().verdicts.push_back(plan.judges(k++) ? smt::judge_mutant(ed, m, catalog(), options) : MutantVerdict{});
        if (on_mutant && !section.families.back().verdicts.back().verdict.empty()) on_mutant(++done, total);
      }
    }
    return section;
  }

  DifferentialPlay differential_play(const std::string& a, const std::string& b, uint64_t seed, long runs,
                                     const std::optional<std::string>& dir, std::ostream& out) const override {
    return love_letter::differential_play(edition(a), edition(b), catalog(), seed, runs, dir, out);
  }

  conform::Run conform_scenario(const Scenario& sc, const std::string& id, conform::Session& adapter) const override {
    return love_letter::conform_scenario(sc, edition(id), catalog(), adapter);
  }

  conform::RandomPlay conform_random(const std::vector<std::string>& ids, long games, uint64_t seed,
                                     conform::Session& adapter) const override {
    std::vector<const Edition*> eds;
    for (const auto& id : ids) eds.push_back(&edition(id));
    return love_letter::conform_random(eds, catalog(), games, seed, adapter);
  }

  std::unique_ptr<conform::EngineSession> engine_session(const std::string& id) const override {
    return love_letter::engine_session(edition(id));
  }
};

}  // namespace

const Game& love_letter_game() {
  static const LoveLetterGame game;
  return game;
}

const EditionCatalog& edition_catalog() { return catalog(); }

}  // namespace errata::love_letter
