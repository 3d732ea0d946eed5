#include "witness.h"

#include <algorithm>

#include "check_support.h"
#include "checker/scenario/run_protocol.h"
#include "checker/smt/witness_replay.h"
#include "game_from_deal.h"
#include "model/loser/engine.h"
#include "run.h"
#include "script.h"

namespace errata::loser {

std::optional<std::string> vote_game_witness(const Edition& ed, const std::string& name, const std::vector<std::string>& clauses,
                                             const std::vector<Thumb>& votes, const std::vector<int>& counted,
                                             const std::vector<int>& printed, const std::vector<std::string>& expect) {
  const Engine engine(ed);
  const auto g = game_to_vote(engine, printed);
  if (!g) return std::nullopt;
  RandomStep vote;
  vote.phase = Phase::vote;
  vote.vote = vote_of(votes, counted, printed);
  return game_witness(*g, vote, name, clauses, expect);
}

std::string deal_witness(const Edition& ed, const DealRow& row) {
  int next = ed.potion_low;
  State s;
  s.players = static_cast<uint8_t>(row.players);
  auto take = [&](auto& into, int k) {
    for (int i = 0; i < k && into.size < static_cast<int>(into.item.size()); ++i, ++next) into.add(std::min(next, ed.potion_high));
  };
  for (int p = 0; p < row.players; ++p) take(s.hand[static_cast<size_t>(p)], row.hand);
  take(s.face_up, row.face_up);
  take(s.face_down, row.face_down);
  return scenario_yaml("witness - the deal table's row for " + std::to_string(row.players) + " players cannot deal the " +
                           std::to_string(ed.potions()) + " potions once each",
                       {"setup.deal"}, body_node(setup_node(s, false), YAML::Node(), expect_node({"error: invalid-setup"})));
}

std::string replay_problem(const std::string& yaml, const Edition& ed) {
  return smt::replay_problem(yaml, [&](const Scenario& sc) {
    const auto* script = dynamic_cast<const Script*>(sc.script.get());
    if (!script) return run_protocol::bad_input(sc, ed.id, "not a Loser scenario");
    return run_scenario(sc, *script, ed);
  });
}

void attach_witness(Finding& f, const std::string& yaml, const Edition& ed) {
  smt::attach_witness(f, yaml, replay_problem(yaml, ed));
}

void attach_game_or_inconclusive(Finding& f, const std::optional<std::string>& yaml, const Edition& ed) {
  smt::attach_game_or_inconclusive(f, yaml, [&](const std::string& w) { return replay_problem(w, ed); });
}

}  // namespace errata::loser
