// The registry of games, and what every game answers alike unless it says more.
#include "checker/game.h"

#include <cctype>

#include "checker/loser/loser_game.h"
#include "checker/love_letter/love_letter_game.h"
#include "checker/scenario/run_protocol.h"
#include "checker/secret_moon/secret_moon_game.h"
#include "model/core/input_error.h"
#include "model/core/suggest.h"

namespace errata {

std::string Game::describe(const std::string& edition) const {
  for (const auto& e : editions()) {
    if (e.id != edition) continue;
    std::string out = e.id + "  " + e.title + "\n  game: " + id() + ", rulebook: " + e.rulebook + "\n";
    if (!e.summary.empty()) out += "  " + e.summary + "\n";
    return out + "\n";
  }
  return "";
}

std::vector<std::function<std::vector<smt::Finding>()>> Game::check_tasks(const std::string& edition,
                                                                        const smt::SolveOptions& options) const {
  return {[this, edition, options] { return check(edition, options); }};
}

smt::DiffResult Game::diff(const std::string&, const std::string&, const smt::SolveOptions&) const {
  throw InputError(SourceMark{"diff", 0, 0}, game_title(id()) + " compares no editions pairwise; each goes through errata check");
}

RunResult Game::run_read_as(const Scenario& sc, const std::string& edition, const std::string& reading,
                            const std::string& option) const {
  return run_protocol::bad_input(sc, edition, id() + " has no reading " + reading + " with an option '" + option + "'");
}

std::string Game::simulate(const std::string&, int, long, uint64_t, const std::string&, const std::function<void(long)>&) const {
  return "";
}

std::string Game::mutation_section(const std::string&, const smt::SolveOptions&, const MutationPlan&) const { return ""; }

DifferentialPlay Game::differential_play(const std::string&, const std::string&, uint64_t, long,
                                         const std::optional<std::string>&, std::ostream&) const {
  return {};
}

const std::vector<const Game*>& games() {
  static const std::vector<const Game*> all{&love_letter::love_letter_game(), &loser::loser_game(),
                                            &secret_moon::secret_moon_game()};
  return all;
}

const Game* find_game(std::string_view id) {
  for (const Game* g : games())
    if (g->id() == id) return g;
  return nullptr;
}

const Game* game_of_edition(std::string_view edition) {
  for (const Game* g : games())
    for (const auto& e : g->editions())
      if (e.id == edition) return g;
  return nullptr;
}

std::vector<std::string> all_edition_ids() {
  std::vector<std::string> ids;
  for (const Game* g : games())
    for (const auto& e : g->editions()) ids.push_back(e.id);
  return ids;
}

std::string game_title(const std::string& game) {
  std::string out;
  bool start = true;
  for (char c : game) {
    if (c == '-') {
      out += ' ';
      start = true;
      continue;
    }
    out += start ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
    start = false;
  }
  return out;
}

void choose_reading(const std::string& choice) {
  const auto eq = choice.find('=');
  if (eq == std::string::npos)
    throw InputError(SourceMark{"--reading", 0, 0}, "expected READING=OPTION or EDITION:READING=OPTION, got '" + choice + "'");
  std::string id = choice.substr(0, eq), edition;
  const std::string option = choice.substr(eq + 1);
  if (const auto colon = id.find(':'); colon != std::string::npos) {
    edition = id.substr(0, colon);
    id = id.substr(colon + 1);
    if (!game_of_edition(edition))
      throw InputError(SourceMark{"--reading", 0, 0}, "unknown edition '" + edition + "'" + did_you_mean(edition, all_edition_ids()));
  }
  bool found = false;
  for (const Game* g : games()) {
    const auto r = g->choose_reading(id, option, edition);
    if (!r) continue;
    if (!r->empty()) throw InputError(SourceMark{"--reading", 0, 0}, *r);
    found = true;
  }
  if (found) return;
  std::vector<std::string> known;
  for (const Game* g : games())
    for (const auto& r : g->reading_ids()) known.push_back(r);
  throw InputError(SourceMark{"--reading", 0, 0},
                   (edition.empty() ? "no edition" : "edition " + edition) + " has no reading '" + id + "'" + did_you_mean(id, known));
}

void load_edition_file(const std::string& path) {
  for (const Game* g : games())
    if (g->reads_edition_files()) return g->load_edition_file(path);
  throw InputError(SourceMark{path, 0, 0}, "no game reads edition files");
}

}  // namespace errata
