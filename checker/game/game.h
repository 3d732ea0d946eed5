#pragma once
// A game as the checker sees it (Love Letter, Secret Moon, Loser): its
// editions, how it reads and runs the game's own part of a scenario, what
// `errata check` finds in its text, and what it answers to the verbs that
// only some games support (diff between editions, a cards table, simulate,
// mutate, differential play). Every command goes through this interface and
// the registry below; none names a game.
#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "checker/mutation/mutation_table.h"
#include "checker/game/rule_catalog.h"
#include "core/run_result.h"
#include "checker/scenario/scenario.h"
#include "checker/scenario/scenario_keys.h"
#include "checker/shard/counts.h"
#include "checker/shard/shard.h"
#include "core/finding.h"
#include "core/limits.h"
#include "model/core/clause.h"
#include "model/core/reading.h"
#include "model/core/rulebook.h"

namespace errata {

namespace conform {
class Session;
class EngineSession;
struct Run;
struct RandomPlay;
}  // namespace conform

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
  const Rulebook* book = nullptr;  // the text the edition's quotes were checked against (reports read it, never the disk)
};

// edition id -> clause id -> decisions that cited it (errata coverage).
using ClauseHits = std::map<std::string, std::map<std::string, long>>;

// One edition's whole games of random legal play (errata props): the first
// invariant broken, and the rounds played when the game counts rounds.
struct RandomGame {
  std::optional<std::string> problem;
  std::optional<int> rounds;
};

// What differential play between two editions found (errata props --pair).
struct DifferentialPlay {
  int failures = 0;
  long cases = 0;
};

// The verbs only some games answer; the command says so in words for the others.
enum class Verb { simulate, mutate, differential_play, conform };

// errata mutate's pairs of settings: every pair (`pairs` < 0) or a seeded
// sample of `pairs` per edition; and which mutants to judge: with --shard,
// those the shard takes, the edition's mutant k (0-based, family after
// family) being unit `first + k` of the whole run. A mutant not judged keeps
// its place in its family with an empty verdict (errata merge fills it in).
struct MutationPlan {
  long pairs = 6;
  uint64_t seed = 21;
  shard::Shard shard;
  long first = 0;
  bool judge_none = false;  // only generate: how many mutants each family has
  shard::Shard part;        // the share of this edition's mutants one of mutate's threads judges
  bool judges(long k) const { return !judge_none && shard.takes(first + k) && part.takes(k); }
};

class Game {
 public:
  virtual ~Game() = default;
  virtual std::string id() const = 0;
  // In the registry's order: the bundled ones, then those --edition-file added.
  virtual std::vector<GameEdition> editions() const = 0;
  // errata editions: what it prints for one edition (ends with a blank line).
  virtual std::string describe(const std::string& edition) const;
  // The clause `clause_id` of an edition (its quotes with lines), or nullptr.
  virtual const Clause* clause(const std::string& edition, const std::string& clause_id) const = 0;
  // Every clause id of an edition, sorted (errata coverage).
  virtual std::vector<std::string> clause_ids(const std::string& edition) const = 0;
  // The clauses an edition keeps that can never apply in it (Love Letter: a
  // card's clauses where its deck holds none, as the classic variant keeps
  // the Chancellor's from its base): rule-text coverage leaves them out.
  virtual std::vector<std::string> inapplicable_clause_ids(const std::string& /*edition*/) const { return {}; }
  // Every clause id the engine cites under `edition` (a card's clauses where
  // it has the card): the edition must quote each, or state it silent.
  virtual std::vector<std::string> engine_clause_ids(const std::string& edition) const = 0;

  // Reads the setup/steps/expect of one scenario document (`doc`, a map whose
  // common keys were already checked); InputError with file:line:col on bad input.
  virtual std::shared_ptr<const GameScript> read(const YAML::Node& doc, const std::string& file) const = 0;
  // The keys read() accepts at each level (errata schema).
  virtual const ScenarioKeys& scenario_keys() const = 0;
  // Why a scenario that names no `editions:` does not run under `edition`
  // although it seats its players: the edition lacks a component the scenario
  // uses (a card its deck does not hold), said in the edition's words; "" when
  // it runs (the default).
  virtual std::string lacks(const Scenario& /*sc*/, const std::string& /*edition*/) const { return ""; }
  // Runs a scenario of this game (its script came from read()) under one edition.
  virtual RunResult run(const Scenario& sc, const std::string& edition) const = 0;
  // errata run --as: a scenario written for edition `written_for` run under
  // `edition`, its components matched by role and `written_for`'s
  // expectations checked. The default: the game's scenarios name components
  // the same way in every edition, so it is run().
  virtual RunResult run_as(const Scenario& sc, const std::string& edition, const std::string& written_for) const;

  // errata check: the edition's text against itself. Every refutation carries
  // a witness scenario that was replayed (Finding::replayed).
  virtual std::vector<Finding> check(const std::string& edition, const SolveOptions& options) const = 0;
  // The same checks as independent tasks (errata verify runs them on several
  // cores); their findings, concatenated in order, are check's. One by default.
  virtual std::vector<std::function<std::vector<Finding>()>> check_tasks(const std::string& edition,
                                                                            const SolveOptions& options) const;
  // errata diff: two different editions of this game, decision by decision.
  // The default says the game compares no editions (InputError).
  virtual DiffResult diff(const std::string& a, const std::string& b, const SolveOptions& options) const;

  // errata props: one whole game of random legal play from `seed`, checked
  // against the game's invariants after every step.
  virtual RandomGame random_game(const std::string& edition, int players, uint64_t seed) const = 0;
  // errata coverage --props: the decisions of `games` random games per player
  // count of each edition (a game whose random play keeps no trace adds none).
  virtual void count_random_play(ClauseHits& /*hits*/, long /*games*/, uint64_t /*seed*/) const {}

  // --reading ID=OPTION: the readings this game's editions take where their
  // text is silent, and taking another option for this run: nullopt when no
  // edition of the game has that reading, else "" or what is wrong (starting
  // with the edition's id).
  virtual std::vector<std::string> reading_ids() const { return {}; }
  // `edition` non-empty: that edition only (--reading EDITION:READING=OPTION).
  virtual std::optional<std::string> choose_reading(const std::string& /*id*/, const std::string& /*option*/,
                                                    const std::string& /*edition*/) const {
    return std::nullopt;
  }
  // errata explain, "hinges on a reading": every (reading, option) of
  // `edition` other than the option it takes now, and a run of the scenario
  // with one of them taken instead (the edition the other runs use is left as
  // it is). A game whose readings have one option each lists none.
  virtual std::vector<std::pair<std::string, std::string>> other_reading_options(const std::string& /*edition*/) const {
    return {};
  }
  virtual RunResult run_read_as(const Scenario& sc, const std::string& edition, const std::string& reading,
                                const std::string& option) const;
  // errata explain: the readings a clause of `edition` rests on, said where
  // the clause is cited (none by default).
  virtual std::vector<const Reading*> readings_for(const std::string& /*edition*/, const std::string& /*clause_id*/) const {
    return {};
  }

  // --edition-file: adds the edition file `file` (its text `text`) to the
  // game's catalog (InputError on bad input or a taken id).
  virtual void load_edition(const std::string& text, const std::string& file) const = 0;

  // The verbs only some games answer (the default: none).
  virtual bool answers(Verb) const { return false; }
  // errata clauses, errata variants, errata edition new: the clauses the
  // engine decides by and its variation points (rule_catalog.h).
  virtual RuleCatalog rule_catalog() const = 0;
  // errata edition new: an edition file for a translator's text `book`
  // (named `rulebook_name` in it), from edition `base`, with id `id`
  // (checker/love_letter/edition_skeleton.h says what it holds). The default
  // says in words that the game has none.
  virtual std::string edition_skeleton(const std::string& base, const Rulebook& book, const std::string& rulebook_name,
                                       const std::string& id) const;
  // errata cards: the table of every edition's cards (text, md or json), or
  // nullopt for a game without one.
  virtual std::optional<std::string> cards_table(const std::string& /*format*/) const { return std::nullopt; }
  // errata simulate (Verb::simulate): the tallies of the games `shard` takes
  // (game g, 0-based, of `games`) of the run from `seed`, game g played from
  // its own seed, the g-th of the seed's stream (so its outcome does not
  // depend on the shard that plays it); `on_game(done)` after each game. And
  // what the tallies of a whole run say (those of its shards merged), as text or json.
  virtual shard::Counts simulate(const std::string& edition, int players, long games, uint64_t seed, const shard::Shard& shard,
                                 const std::function<void(long)>& on_game) const;
  virtual std::string simulation_report(const std::string& edition, int players, uint64_t seed, const std::string& format,
                                        const shard::Counts& counts) const;
  // errata mutate (Verb::mutate): the edition's generated mutants (`plan`: its
  // pairs of settings) against diff, their verdicts by family, each mutant
  // judged only when plan.judges(k); `on_mutant(done, total)` after each
  // mutant judged (a progress bar).
  virtual MutationSection mutation_section(const std::string& edition, const SolveOptions& options, const MutationPlan& plan,
                                       const std::function<void(int, int)>& on_mutant) const;
  // errata props (Verb::differential_play): the same deals and choices under
  // two editions, each divergence replayed and matched against diff; what it
  // prints goes to `out`, shrunk cases under `dir` when given.
  virtual DifferentialPlay differential_play(const std::string& a, const std::string& b, uint64_t seed, long runs,
                                             const std::optional<std::string>& dir, std::ostream& out) const;
  // errata conform (Verb::conform): a scenario under one edition played on an
  // engine through its adapter beside errata's own run (InputError on bad
  // input); random differential play of these editions; and errata's own
  // engine of an edition behind the protocol (errata engine).
  virtual conform::Run conform_scenario(const Scenario& sc, const std::string& edition, conform::Session& adapter) const;
  virtual conform::RandomPlay conform_random(const std::vector<std::string>& editions, long games, uint64_t seed,
                                             conform::Session& adapter) const;
  virtual std::unique_ptr<conform::EngineSession> engine_session(const std::string& edition) const;
};

// The registry: every game, Love Letter first, then the others in id order.
const std::vector<const Game*>& games();
const Game* find_game(std::string_view id);
// The game with an edition of this id, or nullptr.
const Game* game_of_edition(std::string_view edition);
// The text an edition's quotes were checked against, as its loader read it
// (never read again from the disk), or nullptr for an unknown edition.
const Rulebook* rulebook_of_edition(std::string_view edition);
// The text a quote of `edition` was checked against: its rulebook, or, for a
// clause the edition keeps from its base (quoted in the base's text), the
// rulebook of that name among its game's editions.
const Rulebook* rulebook_of_quote(std::string_view edition, std::string_view rulebook);
// Every game's edition ids, in the registry's order.
std::vector<std::string> all_edition_ids();
// "Love Letter" for "love-letter": a game's name in words.
std::string game_title(const std::string& game);

// --reading READING=OPTION (every edition with that reading) or
// EDITION:READING=OPTION (that edition only); InputError when nothing takes it.
void choose_reading(const std::string& choice);
// Every --reading of one command, in turn; first, InputError when two of
// them choose different options of one reading for one edition (the same
// reading named for every edition, or for the same one, or for all and for
// one): which one errata took would depend on their order.
void choose_readings(const std::vector<std::string>& choices);
// --edition-file PATH: read by the loader of the game its `game:` key names
// (or, when it has none, the game of the edition its `base:` names); an id
// of any game's edition is taken. InputError naming the games otherwise.
void load_edition_file(const std::string& path);

}  // namespace errata
