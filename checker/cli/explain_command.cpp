// errata explain FILE: each step's trace, with the clause and the rule text
// behind every decision, and the reading taken wherever the text is silent.
#include <iostream>
#include <set>

#include "checker/scenario/reading_hinges.h"
#include "checker/game.h"
#include "checker/scenario/scenario_runs.h"
#include "checker/scenario/scenario_loader.h"
#include "commands.h"
#include "model/core/input_error.h"

namespace errata::cli {
namespace {

void print_quotes(const Clause* c) {
  if (!c) return;
  for (const auto& cit : c->citations)
    std::cout << "        « " << cit.quote << " » (" << cit.where() << ")\n";
  if (!c->silent_reading.empty()) std::cout << "        the text is silent here; the model reads: " << c->silent_reading << "\n";
}

void print_citations(const love_letter::Edition& ed, const std::string& clause_id) {
  print_quotes(ed.clause(clause_id));
  for (const Reading* r : ed.readings_for(clause_id)) {
    const ReadingOption* o = r->option(r->chosen);
    std::cout << "        reading " << r->id << " (lines";
    for (int l : r->lines) std::cout << " " << l;
    std::cout << "): " << r->says << "\n";
    std::cout << "          the model takes '" << r->chosen << "'" << (r->chosen == r->default_option ? " (default)" : "")
              << ": " << (o ? o->says : "") << "\n";
    if (r->options.size() > 1) {
      std::cout << "          other readings:";
      for (const auto& other : r->options)
        if (other.name != r->chosen) std::cout << " " << other.name;
      std::cout << " (errata ... --reading " << r->id << "=OPTION)\n";
    }
  }
}

}  // namespace

int explain_command(const EditionCatalog& catalog, const std::string& file, const std::optional<std::string>& edition) {
  std::vector<Scenario> scenarios;
  try {
    scenarios = load_scenario_file(file);
  } catch (const InputError& e) {
    std::cerr << e.what() << "\n";
    return kExitBadInput;
  }
  bool failed = false, bad_input = false;
  for (const auto& sc : scenarios) {
    std::vector<std::string> editions;
    try {
      editions = run_editions(sc, catalog, edition);
    } catch (const InputError& e) {
      std::cerr << e.what() << "\n";
      bad_input = true;
      continue;
    }
    const Game* game = find_other_game(sc.game.text);
    for (const auto& id : editions) {
      RunResult r = run_under(sc, id, catalog, !edition);
      const love_letter::Edition* ed = catalog.find(id);
      std::string rulebook;
      if (ed) rulebook = ed->rulebook.name();
      if (game)
        for (const auto& e : game->editions())
          if (e.id == id) rulebook = e.rulebook;
      std::cout << "== " << sc.name << "\n   " << sc.mark.str() << " under " << id << " (" << rulebook << ")\n";
      int n = 0;
      for (const auto& st : r.steps) {
        if (n == 0) std::cout << "  setup (" << st.mark.str() << ")\n";
        else std::cout << "  step " << n << " (" << st.mark.str() << "): " << st.title << "\n";
        ++n;
        std::set<std::string> quoted;  // each clause's text once per step
        for (const auto& ev : st.events) {
          std::cout << "    " << (ev.clause.empty() ? "" : "[" + ev.clause + "] ") << ev.text << "\n";
          if (ev.clause.empty() || !quoted.insert(ev.clause).second) continue;
          if (ed) print_citations(*ed, ev.clause);
          else if (game) print_quotes(game->clause(id, ev.clause));
        }
        if (!st.rejected.empty()) std::cout << "    => rejected: " << st.rejected << " (the state is unchanged)\n";
      }
      if (r.bad_input) {
        bad_input = true;
        std::cout << "  bad input: " << r.bad_input->mark.str() << ": " << r.bad_input->message << "\n";
      }
      for (const auto& f : r.failures) std::cout << "  FAILED " << f.mark.str() << ": " << f.message << "\n";
      if (r.passed()) std::cout << "  passed\n";
      const auto hinges = ed ? reading_hinges(sc, *ed, catalog, r) : game ? reading_hinges(sc, *game, id, r) : std::vector<Hinge>{};
      if (hinges.empty()) {
        std::cout << "  no reading changes this outcome\n";
      } else {
        for (const auto& h : hinges)
          std::cout << "  hinges on reading " << h.reading << ": under '" << h.option << "' it " << h.outcome << "\n";
      }
      failed = failed || !r.failures.empty();
      std::cout << "\n";
    }
  }
  if (bad_input) return kExitBadInput;
  return failed ? kExitFailed : kExitOk;
}

}  // namespace errata::cli
