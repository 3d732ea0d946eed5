#include "exercise.h"

#include <cstdio>
#include <cstdlib>
#include <map>
#include <vector>

#include "checker/loser/run.h"
#include "checker/love_letter/runner.h"
#include "checker/scenario/scenario_loader.h"
#include "checker/secret_moon/scenario_run.h"
#include "model/core/input_error.h"
#include "model/core/user_file.h"
#include "model/love_letter/data_cards/data_roles.h"
#include "model/loser/edition_loader.h"
#include "model/secret_moon/edition_loader.h"
#include "props/loser/random_games.h"
#include "props/secret_moon/random_games.h"
#include "props/love_letter/simulation.h"

namespace errata::fuzz {
namespace {

constexpr int kScenariosPerInput = 3;  // enough to reach the engine, few enough for thousands of inputs a second
const char* const kFile = "fuzz-edition.yaml";

// The bundled scenarios (scenarios/), by game, read once.
const std::vector<Scenario>& bundled_scenarios(const std::string& game) {
  static const std::map<std::string, std::vector<Scenario>> by_game = [] {
    std::map<std::string, std::vector<Scenario>> out;
    for (const auto& file : scenario_files({std::string(ERRATA_SOURCE_DIR) + "/scenarios"}))
      for (auto& sc : load_scenario_file(file)) out[sc.game.text].push_back(std::move(sc));
    return out;
  }();
  static const std::vector<Scenario> none;
  const auto it = by_game.find(game);
  return it == by_game.end() ? none : it->second;
}

// `kScenariosPerInput` bundled scenarios of `game`, chosen by `seed`.
template <typename Run>
void run_some(const std::string& game, uint64_t seed, Run run) {
  const auto& all = bundled_scenarios(game);
  for (int k = 0; k < kScenariosPerInput && !all.empty(); ++k) run(all[(seed + 7919u * static_cast<uint64_t>(k)) % all.size()]);
}

int players_for(int min, int max, uint64_t seed) { return min + static_cast<int>(seed % static_cast<uint64_t>(max - min + 1)); }

void love_letter_edition(const std::string& text, uint64_t seed) {
  const love_letter::Edition ed = love_letter::load_edition(text, kFile, bundled_catalog().finder());
  run_some("love-letter", seed, [&](const Scenario& sc) { (void)run_scenario(sc, ed, bundled_catalog(), false); });
  (void)props::simulate(ed, players_for(ed.min_players, ed.max_players, seed), 2, seed);
}

void secret_moon_edition(const std::string& text, uint64_t seed) {
  const secret_moon::Edition ed = secret_moon::load_edition(text, kFile);
  run_some("secret-moon", seed, [&](const Scenario& sc) { (void)secret_moon::run_scenario(sc, ed); });
  secret_moon::State last;
  (void)secret_moon::play_random_game(ed, players_for(ed.min_players, ed.max_players, seed), seed, last);
}

void loser_edition(const std::string& text, uint64_t seed) {
  const loser::Edition ed = loser::load_edition(text, kFile);
  run_some("loser", seed, [&](const Scenario& sc) {
    if (const auto* script = dynamic_cast<const loser::Script*>(sc.script.get())) (void)loser::run_scenario(sc, *script, ed);
  });
  (void)loser::random_game_problem(ed, players_for(ed.min_players, ed.max_players, seed), seed);
}

}  // namespace

const EditionCatalog& bundled_catalog() {
  static const EditionCatalog catalog = EditionCatalog::bundled();
  return catalog;
}

bool exercise_edition_text(const std::string& text, uint64_t seed) {
  // Each input starts with every data slot free: no edition of an earlier input is alive.
  love_letter::forget_data_roles();
  try {
    require_user_text(text, "fuzz-edition.yaml", "edition file");  // what errata checks as it reads a file
    if (text.find("game: secret-moon") != std::string::npos) secret_moon_edition(text, seed);
    else if (text.find("game: loser") != std::string::npos) loser_edition(text, seed);
    else love_letter_edition(text, seed);
    return true;
  } catch (const InputError& e) {
    if (std::getenv("ERRATA_FUZZ_VERBOSE")) std::fprintf(stderr, "%s\n", e.what());  // why an input did not load
    return false;
  }
}

}  // namespace errata::fuzz
