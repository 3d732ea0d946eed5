// errata mutate: the generated mutation suite (each edition with one setting
// changed, against errata diff) of every edition whose game has one, as the
// Markdown table docs/mutation-table.md holds.
#include <iostream>
#include <thread>

#include "commands.h"
#include "edition_args.h"
#include "reports/atomic_file.h"

namespace errata::cli {

int mutate_command(std::vector<std::string> editions, const std::optional<std::string>& out, const smt::SolveOptions& solve,
                   const MutationPlan& plan) {
  if (editions.empty())
    for (const Game* g : games())
      if (g->answers(Verb::mutate))
        for (const auto& e : g->editions()) editions.push_back(e.id);
  for (const auto& id : editions) edition_answering(id, Verb::mutate, "mutate", "the mutation suite mutates");
  std::vector<std::string> sections(editions.size());
  std::vector<std::thread> pool;
  for (size_t i = 0; i < editions.size(); ++i)
    pool.emplace_back([&, i] { sections[i] = game_of_edition(editions[i])->mutation_section(editions[i], solve, plan); });
  for (auto& t : pool) t.join();
  std::string md = "# The generated mutation suite\n\n"
                   "Written by `errata mutate --out docs/mutation-table.md`; a test (tests/smt_mutation_test.cpp) keeps it true.\n"
                   "Each row is a bundled edition with one setting changed, two settings changed, its values remapped\n"
                   "keeping every comparison and sum, or its base restated by a `base:` file (see docs/checks.md): `found`\n"
                   "with the decision that shows it and the size of the replayed witness (a whole deal; by Z3, or by the\n"
                   "differential search where no encoding reads the setting), or `unobservable` (Z3: unsat within the\n"
                   "encodings' bounds, or identical rule data for every situation a game can reach).\n";
  for (const auto& s : sections) md += "\n" + s;
  if (!out) {
    std::cout << md;
    return kExitOk;
  }
  if (std::string err = write_file_atomically(*out, md); !err.empty()) {
    std::cerr << "error: " << err << "\n";
    return kExitBadInput;
  }
  return kExitOk;
}

}  // namespace errata::cli
