#include "reading_hinges.h"

namespace errata {
namespace {

// What a run did, step by step: accepted or rejected with which code, and how it ended.
std::string signature(const RunResult& r) {
  std::string s = outcome_of(r);
  for (const auto& st : r.steps) s += "|" + st.rejected;
  for (const auto& f : r.failures) s += "|" + f.message;
  return s;
}

}  // namespace

std::string outcome_of(const RunResult& r) {
  if (r.bad_input) return "bad input: " + r.bad_input->message;
  if (!r.failures.empty()) return "fails: " + r.failures.front().message;
  return "passes";
}

std::vector<Hinge> reading_hinges(const Scenario& sc, const Game& game, const std::string& edition, const RunResult& as_run) {
  std::vector<Hinge> out;
  const std::string base = signature(as_run);
  for (const auto& [reading, option] : game.other_reading_options(edition)) {
    const RunResult r = game.run_read_as(sc, edition, reading, option);
    if (signature(r) != base) out.push_back({reading, option, outcome_of(r)});
  }
  return out;
}

}  // namespace errata
