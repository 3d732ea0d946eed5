#include "explain_verdict.h"

#include <algorithm>
#include <map>

namespace errata::cli {
namespace {

// What one edition made of step `k`: the rules' answer and the state after
// it; "did not run" past its last step; the bad input that stopped it.
struct StepView {
  std::string answer;
  std::map<std::string, std::string> state;  // expect key -> value
  bool operator==(const StepView&) const = default;
};

StepView view(const RunResult& r, size_t k) {
  if (k >= r.steps.size())
    return {r.bad_input ? "bad input: " + r.bad_input->message : "not played (an earlier step was refused)", {}};
  const StepTrace& st = r.steps[k];
  StepView v{st.rejected.empty() ? "accepted" : "refused (" + st.rejected + ")", {}};
  for (const auto& line : st.state) {
    const size_t colon = line.find(": ");
    v.state[line.substr(0, colon)] = colon == std::string::npos ? "" : line.substr(colon + 2);
  }
  return v;
}

std::string joined(const std::vector<std::string>& xs) {
  std::string out;
  for (size_t i = 0; i < xs.size(); ++i) out += (i == 0 ? "" : i + 1 == xs.size() ? " and " : ", ") + xs[i];
  return out;
}

std::string step_name(const std::vector<RunResult>& runs, size_t k) {
  if (k == 0) return "the setup";
  for (const auto& r : runs)
    if (k < r.steps.size()) return "step " + std::to_string(k) + " (" + r.steps[k].title + ")";
  return "step " + std::to_string(k);
}

// How `mine` differs from `theirs` (under `others`): the answer, else the
// first key of the state after the step.
std::string difference(const StepView& mine, const StepView& theirs, const std::string& others) {
  if (mine.answer != theirs.answer) return mine.answer + "; under " + others + ": " + theirs.answer;
  std::map<std::string, std::string> keys = theirs.state;
  keys.insert(mine.state.begin(), mine.state.end());
  auto value = [](const StepView& v, const std::string& key) {
    const auto it = v.state.find(key);
    return key + ": " + (it == v.state.end() ? "(not said)" : it->second);
  };
  for (const auto& [key, unused] : keys)
    if (value(mine, key) != value(theirs, key)) return value(mine, key) + "; under " + others + ": " + value(theirs, key);
  return "";
}

}  // namespace

std::vector<std::string> explain_verdict(const std::vector<RunResult>& runs) {
  if (runs.size() < 2) return {};
  size_t steps = 0;
  for (const auto& r : runs) steps = std::max(steps, r.steps.size() + (r.bad_input ? 1 : 0));  // a bad input stops a step
  for (size_t k = 0; k < steps; ++k) {
    std::vector<std::pair<StepView, std::vector<std::string>>> groups;  // a view and the editions that share it
    for (const auto& r : runs) {
      const StepView v = view(r, k);
      auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == v; });
      if (it == groups.end()) groups.push_back({v, {r.edition}});
      else it->second.push_back(r.edition);
    }
    if (groups.size() == 1) continue;
    std::stable_sort(groups.begin(), groups.end(), [](const auto& a, const auto& b) { return a.second.size() > b.second.size(); });
    const auto& [most, most_editions] = groups.front();
    const std::string others = joined(most_editions);
    std::vector<std::string> out;
    for (size_t g = 1; g < groups.size(); ++g)
      out.push_back(joined(groups[g].second) + (groups[g].second.size() == 1 ? " differs" : " differ") + " at " +
                    step_name(runs, k) + ": " + difference(groups[g].first, most, others));
    return out;
  }
  const bool passed = std::all_of(runs.begin(), runs.end(), [](const RunResult& r) { return r.passed(); });
  return {"all " + std::to_string(runs.size()) + " editions agree: the same answer to every step and the same final state" +
          (passed ? ", and the scenario passes under each" : "")};
}

}  // namespace errata::cli
