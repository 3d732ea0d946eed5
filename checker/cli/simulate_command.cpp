// errata simulate: random legal play of many games under one edition, with
// the statistics as a table or as JSON, by the edition's game.
#include <functional>
#include <iostream>

#include "checker/game.h"
#include "checker/progress.h"
#include "commands.h"
#include "edition_args.h"
#include "model/core/input_error.h"

namespace errata::cli {

int simulate_command(const SimulateOptions& o) {
  const GameEdition ed = edition_answering(o.edition, Verb::simulate, "--edition", "simulate plays");
  if (o.players < ed.min_players || o.players > ed.max_players)
    throw InputError(SourceMark{"--players", 0, 0}, ed.id + " is for " + std::to_string(ed.min_players) + " to " +
                                                        std::to_string(ed.max_players) + " players, not " +
                                                        std::to_string(o.players));
  Progress progress(ed.id + ", " + std::to_string(o.players) + " players", o.games);
  std::function<void(long)> on_game;  // none when no bar is shown: nothing to call per game
  if (progress.shown()) on_game = [&progress](long done) { progress.update(done); };
  const std::string text = game_of_edition(ed.id)->simulate(ed.id, o.players, o.games, o.seed, o.format, on_game);
  progress.finish();
  std::cout << text;
  return kExitOk;
}

}  // namespace errata::cli
