#include "game_from_deal.h"

#include <algorithm>

#include "scenario_writer.h"

namespace errata::loser {
namespace {

// The potions dealt as the row for kept.size() players says, seat p's hand
// holding kept[p] first, the rest in rising order; nullopt when no row or a
// potion outside the edition.
std::optional<Deal> deal_keeping(const Edition& ed, const std::vector<int>& kept) {
  const int n = static_cast<int>(kept.size());
  const DealRow* row = ed.row(n);
  if (!row || n * row->hand + row->face_up + row->face_down != ed.potions()) return std::nullopt;
  std::vector<int> rest;
  for (int v = ed.potion_low; v <= ed.potion_high; ++v)
    if (std::find(kept.begin(), kept.end(), v) == kept.end()) rest.push_back(v);
  for (int v : kept)
    if (!ed.is_potion(v)) return std::nullopt;
  Deal d;
  size_t next = 0;
  for (int p = 0; p < n; ++p) {
    d.hand[static_cast<size_t>(p)].add(kept[static_cast<size_t>(p)]);
    for (int k = 1; k < row->hand; ++k) d.hand[static_cast<size_t>(p)].add(rest[next++]);
  }
  for (int k = 0; k < row->face_up; ++k) d.face_up.add(rest[next++]);
  for (int k = 0; k < row->face_down; ++k) d.face_down.add(rest[next++]);
  return d;
}

bool keeps(const State& s, const std::vector<int>& kept) {
  for (size_t p = 0; p < kept.size(); ++p)
    if (!s.hand[p].contains(kept[p])) return false;
  return true;
}

// The turns a player may take with potion v: a red one alone, a blue one
// with either visible action (l.96: a spell or an action; errata plays no spell).
std::vector<Turn> turns_with(const State& s, int p, int v) {
  Turn t;
  t.player = static_cast<int8_t>(p);
  t.potion = static_cast<int8_t>(v);
  std::vector<Turn> out{t};
  for (int c = 0; c < kActionCards; ++c) {
    t.action_card = static_cast<int8_t>(c);
    t.action_face = static_cast<int8_t>(s.action_face[static_cast<size_t>(c)]);
    out.push_back(t);
  }
  return out;
}

// Phase 1 to the vote, each turn the first the engine accepts that leaves every kept potion in its hand.
bool play_to_vote(const Engine& engine, GameFromDeal& g, const std::vector<int>& kept) {
  for (int guard = 0; g.now.phase == Phase::potions && guard < 200; ++guard) {
    const int p = g.now.to_move;
    bool played = false;
    for (int v : g.now.hand[static_cast<size_t>(p)]) {
      if (v == kept[static_cast<size_t>(p)]) continue;
      for (const Turn& t : turns_with(g.now, p, v)) {
        State next = g.now;
        if (engine.take_turn(next, t, nullptr) != Rejection::none || !keeps(next, kept)) continue;
        RandomStep st;
        st.turn = t;
        g.steps.push_back(st);
        g.now = next;
        played = true;
        break;
      }
      if (played) break;
    }
    if (!played) return false;
  }
  return g.now.phase == Phase::vote && keeps(g.now, kept);
}

}  // namespace

std::optional<GameFromDeal> game_to_vote(const Engine& engine, const std::vector<int>& kept) {
  const Edition& ed = engine.edition();
  const auto d = deal_keeping(ed, kept);
  if (!d) return std::nullopt;
  GameFromDeal g;
  State& s = g.setup;
  s.players = static_cast<uint8_t>(kept.size());
  for (size_t p = 0; p < kept.size(); ++p) s.hand[p] = d->hand[p];
  s.face_up = d->face_up;
  s.face_down = d->face_down;
  for (int c = 1; c <= ed.spells; ++c) s.spell_pile.add(c);
  std::vector<std::string> names;
  for (size_t p = 0; p < kept.size(); ++p) names.push_back(seat_name(static_cast<int>(p)));
  if (engine.setup_problem(s, true, names)) return std::nullopt;
  g.now = s;
  engine.begin(g.now, true, nullptr);
  if (!play_to_vote(engine, g, kept)) return std::nullopt;
  return g;
}

bool next_round_to_vote(const Engine& engine, GameFromDeal& g, const Vote& vote, const std::vector<int>& kept) {
  GameFromDeal next = g;
  RandomStep v;
  v.phase = Phase::vote;
  v.vote = vote;
  if (play_step(engine, next.now, v, nullptr, nullptr) != Rejection::none) return false;
  next.steps.push_back(v);
  if (next.now.phase == Phase::spells) {
    RandomStep keep;
    keep.phase = Phase::spells;
    keep.keep = next.now.drawn[0];
    if (play_step(engine, next.now, keep, nullptr, nullptr) != Rejection::none) return false;
    next.steps.push_back(keep);
  }
  const auto d = deal_keeping(engine.edition(), kept);
  if (next.now.phase != Phase::deal || !d) return false;
  RandomStep deal;
  deal.phase = Phase::deal;
  deal.deal = *d;
  if (play_step(engine, next.now, deal, nullptr, nullptr) != Rejection::none) return false;
  next.steps.push_back(deal);
  if (!play_to_vote(engine, next, kept)) return false;
  g = std::move(next);
  return true;
}

Vote vote_of(const std::vector<Thumb>& thumbs, const std::vector<int>& counted, const std::vector<int>& printed) {
  Vote v;
  for (size_t p = 0; p < thumbs.size(); ++p) {
    v.thumb[p] = thumbs[p];
    if (p < counted.size() && counted[p] != printed[p]) v.counts_as[p] = counted[p];
  }
  return v;
}

std::string game_witness(const GameFromDeal& g, const RandomStep& last, const std::string& name,
                         const std::vector<std::string>& clauses, const std::vector<std::string>& expect) {
  YAML::Node steps(YAML::NodeType::Sequence);
  for (const RandomStep& st : g.steps) steps.push_back(step_node(st, g.setup.players));
  steps.push_back(step_node(last, g.setup.players));
  return scenario_yaml(name, clauses, body_node(setup_node(g.setup, true), steps, expect_node(expect)));
}

}  // namespace errata::loser
