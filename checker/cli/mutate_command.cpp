// errata mutate: the generated mutation suite (checker/smt/mutation_suite)
// run against errata diff, as the Markdown table docs/mutation-table.md holds.
#include <iostream>
#include <thread>

#include "checker/smt/mutation_suite.h"
#include "commands.h"
#include "model/core/input_error.h"
#include "reports/atomic_file.h"

namespace errata::cli {

int mutate_command(const EditionCatalog& catalog, std::vector<std::string> editions, const std::optional<std::string>& out,
                   const smt::SolveOptions& solve) {
  if (editions.empty())
    for (const auto& id : catalog.ids())
      if (catalog.find(id)->game == "love-letter") editions.push_back(id);
  for (const auto& id : editions)
    if (!catalog.find(id)) throw InputError(SourceMark{"mutate", 0, 0}, catalog.unknown(id));
  std::vector<std::string> sections(editions.size());
  std::vector<std::thread> pool;
  for (size_t i = 0; i < editions.size(); ++i)
    pool.emplace_back([&, i] {
      const auto& ed = *catalog.find(editions[i]);
      std::vector<smt::MutantVerdict> verdicts;
      for (const auto& m : smt::mutants_of(ed)) verdicts.push_back(smt::judge_mutant(ed, m, catalog, solve));
      sections[i] = "## " + ed.id + "\n\n" + smt::mutation_table(verdicts);
    });
  for (auto& t : pool) t.join();
  std::string md = "# The generated mutation suite\n\n"
                   "Written by `errata mutate --out docs/mutation-table.md`; a test (tests/smt_mutation_test.cpp) keeps it true.\n"
                   "Each row is a bundled edition with one setting changed (see docs/checks.md): `found` with the decision\n"
                   "that shows it and the size of the replayed witness (by Z3, or by the differential search where no\n"
                   "encoding reads the setting), or `unobservable` (Z3: unsat within the encodings' bounds, or identical\n"
                   "rule data for every situation a game can reach).\n";
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
