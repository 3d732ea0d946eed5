#include "scenario_writer.h"

#include "model/core/scenario_emitter.h"

namespace errata::loser {

using scenario_text::flow_map;
using scenario_text::flow_seq;

std::string seat_name(int seat) {
  static const char* names[] = {"Ana", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"};
  return names[seat];
}

namespace {

template <int N>
YAML::Node potions(const List<N>& l) {
  YAML::Node n = flow_seq();
  for (int v : l) n.push_back(v);
  return n;
}

template <int N>
YAML::Node spells(const List<N>& l) {
  YAML::Node n = flow_seq();
  for (int c : l) n.push_back(spell_name(c));
  return n;
}

// Each seat's list (`of` seat), a flow map; seats whose list is empty left out when `skip_empty`.
template <typename Of>
YAML::Node per_seat(int players, Of of, bool skip_empty) {
  YAML::Node n = flow_map();
  for (int p = 0; p < players; ++p) {
    YAML::Node list = of(p);
    if (!skip_empty || list.size() > 0) n[seat_name(p)] = list;
  }
  return n;
}

}  // namespace

YAML::Node setup_node(const State& s, bool new_game) {
  YAML::Node n;
  std::vector<std::string> seats;
  for (int p = 0; p < s.players; ++p) seats.push_back(seat_name(p));
  n["players"] = flow_seq(seats);
  if (new_game) {
    n["first"] = seat_name(s.to_move);
    n["new_game"] = true;
  }
  n["hands"] = per_seat(s.players, [&](int p) { return potions(s.hand[static_cast<size_t>(p)]); }, false);
  const YAML::Node played = per_seat(s.players, [&](int p) { return potions(s.played[static_cast<size_t>(p)]); }, true);
  if (played.size() > 0) n["played"] = played;
  n["face_up"] = potions(s.face_up);
  n["face_down"] = potions(s.face_down);
  if (new_game) {
    n["spell_pile"] = spells(s.spell_pile);
    YAML::Node actions = flow_seq();
    for (int c = 0; c < kActionCards; ++c) actions.push_back(action_name(c, s.action_face[static_cast<size_t>(c)]));
    n["actions"] = actions;
  } else if (const YAML::Node held = per_seat(s.players, [&](int p) { return spells(s.spells[static_cast<size_t>(p)]); }, true);
             held.size() > 0) {
    n["spells"] = held;
  }
  return n;
}

namespace {

YAML::Node vote_node(const Vote& v, int players) {
  YAML::Node n;
  YAML::Node thumbs = flow_map(), counts = flow_map();
  for (int p = 0; p < players; ++p) {
    thumbs[seat_name(p)] = thumb_name(v.thumb[static_cast<size_t>(p)]);
    if (const auto& c = v.counts_as[static_cast<size_t>(p)]) counts[seat_name(p)] = *c;
  }
  n["vote"] = thumbs;
  if (counts.size() > 0) n["counts_as"] = counts;
  return n;
}

}  // namespace

YAML::Node step_node(const RandomStep& st, int players) {
  YAML::Node n;
  switch (st.phase) {
    case Phase::potions:
      n["turn"] = seat_name(st.turn.player);
      n["potion"] = static_cast<int>(st.turn.potion);
      if (st.turn.spell != kNoSpell) n["spell"] = spell_name(st.turn.spell);
      if (st.turn.action_card >= 0) n["action"] = action_name(st.turn.action_card, st.turn.action_face);
      return n;
    case Phase::vote: return vote_node(st.vote, players);
    case Phase::spells: n["keep"] = spell_name(st.keep); return n;
    case Phase::deal: {
      YAML::Node deal;
      deal["hands"] = per_seat(players, [&](int p) { return potions(st.deal.hand[static_cast<size_t>(p)]); }, false);
      deal["face_up"] = potions(st.deal.face_up);
      deal["face_down"] = potions(st.deal.face_down);
      n["new_round"] = deal;
      return n;
    }
    case Phase::over: break;
  }
  return n;
}

YAML::Node expect_node(const std::vector<std::string>& lines) { return scenario_text::map_of_lines(lines); }

YAML::Node body_node(const YAML::Node& setup, const YAML::Node& steps, const YAML::Node& expect) {
  YAML::Node n;
  n["setup"] = setup;
  if (steps.size() == 0) {
    n["expect"] = expect;
    return n;
  }
  YAML::Node all(YAML::NodeType::Sequence);
  for (size_t i = 0; i < steps.size(); ++i) all.push_back(YAML::Clone(steps[i]));
  all[all.size() - 1]["expect"] = expect;
  n["steps"] = all;
  return n;
}

std::string scenario_yaml(const std::string& name, const std::vector<std::string>& clauses, const YAML::Node& body) {
  return scenario_text::witness_document(name, "loser", {}, clauses, body);
}

}  // namespace errata::loser
