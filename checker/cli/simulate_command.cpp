// errata simulate: random legal play of many games under one edition, with
// the statistics as a table or as JSON, by the edition's game; with --shard,
// one shard's tallies for errata merge.
#include <functional>
#include <iostream>
#include <limits>
#include <stdexcept>

#include "checker/game/game.h"
#include "core/progress.h"
#include "commands.h"
#include "edition_args.h"
#include "model/core/input_error.h"

namespace errata::cli {
namespace {

// The arguments that define a simulate run (a shard file's header).
shard::Arguments arguments(const SimulateOptions& o) {
  shard::Arguments a = o.sharding.loaded;
  shard::put(a, "--edition", o.edition);
  shard::put(a, "--players", std::to_string(o.players));
  shard::put(a, "--games", std::to_string(o.games));
  shard::put(a, "--seed", std::to_string(o.seed));
  if (o.format != "text") shard::put(a, "--format", o.format);  // merge prints what the run would
  return a;
}

}  // namespace

int simulate_command(const SimulateOptions& o) {
  const GameEdition ed = edition_answering(o.edition, Verb::simulate, "--edition", "simulate plays");
  if (o.players < ed.min_players || o.players > ed.max_players)
    throw InputError(SourceMark{"--players", 0, 0}, ed.id + " is for " + std::to_string(ed.min_players) + " to " +
                                                        std::to_string(ed.max_players) + " players, not " +
                                                        std::to_string(o.players));
  const shard::Shard part = o.sharding.shard ? shard::parse_shard(*o.sharding.shard) : shard::Shard{};
  Progress progress(ed.id + ", " + std::to_string(o.players) + " players", part.share(o.games));
  std::function<void(long)> on_game;  // none when no bar is shown: nothing to call per game
  if (progress.shown()) on_game = [&progress](long done) { progress.update(done); };
  const Game* game = game_of_edition(ed.id);
  const shard::Counts counts = game->simulate(ed.id, o.players, o.games, o.seed, part, on_game);
  progress.finish();
  if (o.sharding.shard) return shard::write_shard_file({"simulate", arguments(o), part}, counts.json(), o.out);
  return print_or_write(game->simulation_report(ed.id, o.players, o.seed, o.format, counts), o.out, kExitOk);
}

int merge_simulate(const std::vector<shard::ShardFile>& shards, const MergeOptions& o) {
  const shard::Arguments& a = shards.front().header.arguments;
  const GameEdition ed = edition_answering(shard::get(a, "--edition").value_or(""), Verb::simulate, shards.front().path, "simulate plays");
  const int players = static_cast<int>(shard::number_argument(shards.front(), "--players", ed.min_players, ed.max_players));
  const uint64_t seed = shard::seed_argument(shards.front(), "--seed");
  const long games = shard::number_argument(shards.front(), "--games", 1, shard::kMostCount);
  const shard::Counts all = shard::merge_simulate_shards(shards, games);
  std::string text;
  try {
    text = game_of_edition(ed.id)->simulation_report(ed.id, players, seed, merged_format(o, a), all);
  } catch (const std::logic_error& e) {  // a tally the game's own cannot be (shard::Counts::require), or a key not a number
    shards.front().fail("its tallies are not " + ed.id + "'s simulate tallies at " + std::to_string(players) + " players (" +
                        one_line(e.what()) + ")");
  }
  return print_or_write(text, o.out, kExitOk);
}

}  // namespace errata::cli
