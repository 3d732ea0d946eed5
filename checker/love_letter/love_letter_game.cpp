// Love Letter as the checker sees it: its editions (a catalog that edition
// files add to), its scenarios, `errata check` and `errata diff`, and the
// verbs only it answers (cards, simulate, mutate, differential play).
#include "love_letter_game.h"

#include "checker/edition_clauses.h"
#include "checker/scenario/reading_hinges.h"
#include "checker/love_letter/runner.h"
#include "checker/love_letter/smt/check.h"
#include "checker/love_letter/smt/diff.h"
#include "checker/love_letter/smt/mutation_suite.h"
#include "differential_play.h"
#include "edition_text.h"
#include "model/core/input_error.h"
#include "model/love_letter/clause_ids.h"
#include "props/love_letter/random_games.h"
#include "props/love_letter/simulation.h"
#include "script.h"
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
      out.push_back({ed.id, ed.title, ed.rulebook.name(), "", ed.min_players, ed.max_players});
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

  std::shared_ptr<const GameScript> read(const YAML::Node& doc, const std::string& file) const override {
    return love_letter_script::read_script(doc, file);
  }

  const ScenarioKeys& scenario_keys() const override { return love_letter_script::scenario_keys(); }

  RunResult run(const Scenario& sc, const std::string& id) const override {
    return run_scenario(sc, edition(id), catalog(), true);
  }

  std::vector<smt::Finding> check(const std::string& id, const smt::SolveOptions& options) const override {
    return smt::check_edition(edition(id), catalog(), options);
  }

  std::vector<std::function<std::vector<smt::Finding>()>> check_tasks(const std::string& id,
                                                                    const smt::SolveOptions& options) const override {
    return smt::check_tasks(edition(id), catalog(), options);
  }

  smt::DiffResult diff(const std::string& a, const std::string& b, const smt::SolveOptions& options) const override {
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

  bool reads_edition_files() const override { return true; }
  void load_edition_file(const std::string& path) const override { catalog().load_file(path); }

  bool answers(Verb) const override { return true; }

  std::optional<std::string> cards_table(const std::string& format) const override {
    std::vector<const Edition*> all;
    for (const auto& id : catalog().ids()) all.push_back(&edition(id));
    return love_letter::cards_table(all, format);
  }

  std::string simulate(const std::string& id, int players, long games, uint64_t seed, const std::string& format,
                       const std::function<void(long)>& on_game) const override {
    return simulation_text(props::simulate(edition(id), players, games, seed, on_game), format);
  }

  std::string mutation_section(const std::string& id, const smt::SolveOptions& options, const MutationPlan& plan) const override {
    const Edition& ed = edition(id);
    const auto families = smt::mutant_families(ed, catalog(), plan.pairs, plan.seed);
    std::vector<std::vector<smt::MutantVerdict>> verdicts;
    for (const auto& f : families) {
      verdicts.emplace_back();
      for (const auto& m : f.mutants) verdicts.back().push_back(smt::judge_mutant(ed, m, catalog(), options));
    }
    return smt::mutation_section(ed.id, families, verdicts);
  }

  DifferentialPlay differential_play(const std::string& a, const std::string& b, uint64_t seed, long runs,
                                     const std::optional<std::string>& dir, std::ostream& out) const override {
    return love_letter::differential_play(edition(a), edition(b), catalog(), seed, runs, dir, out);
  }
};

}  // namespace

const Game& love_letter_game() {
  static const LoveLetterGame game;
  return game;
}

const EditionCatalog& edition_catalog() { return catalog(); }

}  // namespace errata::love_letter
