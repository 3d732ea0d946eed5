// errata engine: errata's own engine behind the conformance protocol (the
// reference adapter), reading requests on stdin and answering on stdout, for
// every edition of every game that answers `errata conform`.
#include <CLI/CLI.hpp>

#include <iostream>

#include "checker/conform/engine_server.h"
#include "checker/game/game.h"
#include "commands.h"

#ifndef ERRATA_VERSION
#error "ERRATA_VERSION comes from the CMake project (checker/CMakeLists.txt)"
#endif

namespace errata::cli {

CLI::App* add_engine_verb(CLI::App& app) {
  return app.add_subcommand("engine", "errata's own engine behind the conformance protocol, on stdin and stdout (for errata conform)");
}

int engine_command() {
  std::ios::sync_with_stdio(false);
  conform::ServerInfo info{"errata", ERRATA_VERSION, {}, {}};
  for (const Game* g : games())
    if (g->answers(Verb::conform))
      for (const auto& e : g->editions()) info.editions.push_back(e.id);
  conform::serve(std::cin, std::cout, info, [](const std::string& edition) -> std::unique_ptr<conform::EngineSession> {
    const Game* g = game_of_edition(edition);
    return g && g->answers(Verb::conform) ? g->engine_session(edition) : nullptr;
  });
  return kExitOk;
}

}  // namespace errata::cli
