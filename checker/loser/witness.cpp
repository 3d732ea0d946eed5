#include "witness.h"

#include <algorithm>

#include "check_support.h"
#include "checker/scenario/run_protocol.h"
#include "checker/smt/witness_replay.h"
#include "model/loser/action.h"
#include "run.h"
#include "script.h"

namespace errata::loser {

std::string seat_name(int seat) {
  static const char* names[] = {"Ana", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"};
  return names[seat];
}

namespace {

std::string join(const std::vector<int>& v) {
  std::string out;
  for (int x : v) out += (out.empty() ? "" : ", ") + std::to_string(x);
  return "[" + out + "]";
}

}  // namespace

std::optional<std::string> vote_setup(const Edition& ed, const std::vector<int>& printed) {
  const int n = static_cast<int>(printed.size());
  const DealRow* row = ed.row(n);
  if (!row) return std::nullopt;
  std::vector<int> rest;
  for (int v = ed.potion_low; v <= ed.potion_high; ++v)
    if (std::find(printed.begin(), printed.end(), v) == printed.end()) rest.push_back(v);
  for (int v : printed)
    if (!ed.is_potion(v)) return std::nullopt;
  size_t next = 0;
  auto take = [&](int k) {
    std::vector<int> out;
    for (int i = 0; i < k && next < rest.size(); ++i) out.push_back(rest[next++]);
    return out;
  };
  std::string players, hands, played;
  for (int p = 0; p < n; ++p) {
    const std::string sep = p ? ", " : "";
    players += sep + seat_name(p);
    hands += sep + seat_name(p) + ": [" + std::to_string(printed[static_cast<size_t>(p)]) + "]";
    played += sep + seat_name(p) + ": " + join(take(row->hand - 1));
  }
  const std::string up = join(take(row->face_up)), down = join(take(row->face_down));
  return "setup:\n  players: [" + players + "]\n  hands: { " + hands + " }\n  played: { " + played + " }\n  face_up: " + up +
         "\n  face_down: " + down + "\n";
}

std::string deal_witness(const Edition& ed, const DealRow& row) {
  int next = ed.potion_low;
  auto take = [&](int k) {
    std::vector<int> out;
    for (int i = 0; i < k; ++i, ++next) out.push_back(std::min(next, ed.potion_high));
    return join(out);
  };
  std::string players, hands;
  for (int p = 0; p < row.players; ++p) {
    players += (p ? ", " : "") + seat_name(p);
    hands += (p ? ", " : "") + seat_name(p) + ": " + take(row.hand);
  }
  const std::string up = take(row.face_up), down = take(row.face_down);
  return "name: witness - the deal table's row for " + std::to_string(row.players) + " players cannot deal the " +
         std::to_string(ed.potions()) + " potions once each\ngame: loser\nclauses: [setup.deal]\nsetup:\n  players: [" + players +
         "]\n  hands: { " + hands + " }\n  face_up: " + up + "\n  face_down: " + down + "\nexpect: { error: invalid-setup }\n";
}

std::string vote_witness(const std::string& name, const std::vector<std::string>& clauses,
                         const std::string& setup, const std::vector<Thumb>& votes, const std::vector<int>& counted,
                         const std::vector<int>& printed, const std::string& expect) {
  std::string cl, vote, counts;
  for (const auto& c : clauses) cl += (cl.empty() ? "" : ", ") + c;
  for (size_t p = 0; p < votes.size(); ++p) {
    vote += (vote.empty() ? "" : ", ") + seat_name(static_cast<int>(p)) + ": " + thumb_name(votes[p]);
    if (counted[p] != printed[p])
      counts += (counts.empty() ? "" : ", ") + seat_name(static_cast<int>(p)) + ": " + std::to_string(counted[p]);
  }
  std::string out = "name: " + name + "\ngame: loser\nclauses: [" + cl + "]\n" + setup + "steps:\n  - vote: { " + vote + " }\n";
  if (!counts.empty()) out += "    counts_as: { " + counts + " }\n";
  out += "    expect: " + expect + "\n";
  return out;
}

std::string replay_problem(const std::string& yaml, const Edition& ed) {
  return smt::replay_problem(yaml, [&](const Scenario& sc) {
    const auto* script = dynamic_cast<const Script*>(sc.script.get());
    if (!script) return run_protocol::bad_input(sc, ed.id, "not a Loser scenario");
    return run_scenario(sc, *script, ed);
  });
}

void attach_witness(smt::Finding& f, const std::string& yaml, const Edition& ed) {
  smt::attach_witness(f, yaml, replay_problem(yaml, ed));
}

}  // namespace errata::loser
