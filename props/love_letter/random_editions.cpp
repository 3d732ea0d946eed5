#include "random_editions.h"

#include <algorithm>

#include "model/core/input_error.h"
#include "model/core/scenario_emitter.h"
#include "model/love_letter/clause_ids.h"
#include "model/love_letter/state.h"

namespace errata::props {

using namespace love_letter;

namespace {

int in_range(Rng& rng, int lo, int hi) { return lo + static_cast<int>(rng.below(static_cast<uint32_t>(hi - lo + 1))); }
bool one_in(Rng& rng, int n) { return rng.below(static_cast<uint32_t>(n)) == 0; }

// What the edition decides beside its cards.
struct Shape {
  int min_players = 2, max_players = 4;
  int set_aside = 1, face_up = 3;
  // The fewest cards that deal the largest table: the set-aside card, the
  // face-up cards (2 players) or a hand each, and one card to draw.
  int fewest_cards() const { return set_aside + std::max(face_up + 2, max_players) + 1; }
};

// The card table: the base's cards and the others mixed, copies drawn, values
// the base's, the base's scaled (every comparison and sum kept) or drawn.
YAML::Node card_table(const Edition& base, const Shape& shape, Rng& rng, std::vector<Role>& listed) {
  const int mode = in_range(rng, 0, 2), scale = in_range(rng, 2, 9);
  std::vector<int> copies(kRoleCount, 0), values(kRoleCount, 0), removed(kRoleCount, 0);
  int total = 0;
  for (int i = 1; i < kNativeRoleCount; ++i) {  // the bundled roles: a card as data has no role of its own to draw
    // The base's cards stay listed (its readings and removals name them).
    const auto r = static_cast<Role>(i);
    const auto k = static_cast<size_t>(i);
    if (!base.card(r) && !one_in(rng, 2)) continue;
    listed.push_back(r);
    removed[k] = base.card(r) ? base.card(r)->removed : 0;
    const int own = base.card(r) ? base.value_of(r) : in_range(rng, 0, 11);
    values[k] = mode == 0 ? own : mode == 1 ? std::min(99, own * scale) : in_range(rng, 0, 99);
    copies[k] = removed[k] + (r == Role::guard ? in_range(rng, 0, 6) : r == Role::princess ? in_range(rng, 1, 2) : in_range(rng, 0, 3));
    total += copies[k] - removed[k];
  }
  // Enough cards to deal, no more than the model holds.
  for (size_t k = 0; total < shape.fewest_cards(); k = (k + 1) % listed.size(), ++total) ++copies[static_cast<size_t>(listed[k])];
  for (size_t k = 0; total > kMaxCards; k = (k + 1) % listed.size())
    if (copies[static_cast<size_t>(listed[k])] > removed[static_cast<size_t>(listed[k])] + 1) --copies[static_cast<size_t>(listed[k])], --total;
  YAML::Node cards(YAML::NodeType::Sequence);
  for (Role r : listed) {
    YAML::Node card = scenario_text::flow_map();
    card["role"] = std::string(role_id(r));
    card["name"] = std::string(role_id(r)) + "-card";
    card["value"] = values[static_cast<size_t>(r)];
    card["count"] = copies[static_cast<size_t>(r)];
    cards.push_back(card);
  }
  return cards;
}

// Every variation point decided: most under `variants`, some as a reading
// whose options are every variant (the default drawn). Returns the points
// decided under `variants` (the base's readings there no longer apply).
std::vector<std::string> decide_points(Rng& rng, YAML::Node& variants, YAML::Node& readings) {
  std::vector<std::string> stated;
  for (const auto& point : Rules::variation_points()) {
    const auto options = Rules::variants_of(point);
    const std::string chosen = options[rng.below(static_cast<uint32_t>(options.size()))];
    if (options.size() > 1 && one_in(rng, 4)) {
      YAML::Node reading;
      reading["id"] = point;
      reading["clauses"] = scenario_text::flow_seq({"game.end"});
      reading["lines"] = scenario_text::flow_seq();
      reading["lines"].push_back(1);
      reading["says"] = "a user's reading";
      for (const auto& o : options) {
        YAML::Node option = scenario_text::flow_map();
        option["says"] = o;
        reading["options"][o] = option;
      }
      reading["default"] = chosen;
      readings.push_back(reading);
    } else {
      variants[point] = chosen;
      stated.push_back(point);
    }
  }
  return stated;
}

// Every clause the engine may cite, quoted where the base does not quote it
// (or rests it on a reading of a point now stated), from one of the base's lines.
YAML::Node clauses_needed(const Edition& base, const std::vector<std::string>& stated) {
  const Citation* borrowed = nullptr;
  for (const auto& [id, c] : base.clauses)
    if (!borrowed && !c.citations.empty()) borrowed = &c.citations.front();
  YAML::Node y(YAML::NodeType::Map);
  auto quote = [&](const std::string& id) {
    YAML::Node clause = scenario_text::flow_map();
    clause["line"] = borrowed->line;
    clause["quote"] = borrowed->quote;
    y[id] = clause;
  };
  for (const auto& id : every_engine_clause()) {
    const Clause* c = base.clause(id);
    if (!c || (!c->silent_reading.empty() && std::find(stated.begin(), stated.end(), c->silent_reading) != stated.end())) quote(id);
  }
  quote("user.removed");
  return y;
}

}  // namespace

std::string random_edition_text(const Edition& base, const std::string& id, Rng& rng) {
  Shape shape;
  shape.min_players = one_in(rng, 2) ? base.min_players : in_range(rng, 2, 5);
  shape.max_players = one_in(rng, 2) ? std::max(base.max_players, shape.min_players) : in_range(rng, shape.min_players, kMaxPlayers);
  shape.set_aside = one_in(rng, 5) ? 0 : 1;
  shape.face_up = shape.min_players == 2 ? in_range(rng, 0, 3) : base.face_up_when_two_players;
  YAML::Node y;
  y["id"] = id;
  y["base"] = base.id;
  y["title"] = "a random user edition over " + base.id;
  y["players"] = scenario_text::flow_map();
  y["players"]["min"] = shape.min_players;
  y["players"]["max"] = shape.max_players;
  y["players"]["clause"] = base.players_clause;
  y["setup"] = scenario_text::flow_map();
  y["setup"]["set_aside_face_down"] = shape.set_aside;
  y["setup"]["face_up_when_two_players"] = shape.face_up;
  y["tokens_to_win"]["clause"] = base.tokens_clause;
  y["tokens_to_win"]["table"] = scenario_text::flow_map();
  for (int n = shape.min_players; n <= shape.max_players; ++n) y["tokens_to_win"]["table"][n] = in_range(rng, 1, 4);
  std::vector<Role> listed;
  if (one_in(rng, 3)) {
    for (const auto& c : base.cards) listed.push_back(c.role);
  } else {
    y["cards"] = card_table(base, shape, rng, listed);
  }
  if (one_in(rng, 5)) {  // a card put back in the box (the loader refuses a deck then too small to deal)
    const Role r = listed[rng.below(static_cast<uint32_t>(listed.size()))];
    YAML::Node removal = scenario_text::flow_map();
    removal["clause"] = "user.removed";
    removal["cards"] = scenario_text::flow_map();
    removal["cards"][std::string(role_id(r))] = 1;
    y["remove_cards"] = removal;
  }
  YAML::Node variants(YAML::NodeType::Map), readings(YAML::NodeType::Sequence);
  const auto stated = decide_points(rng, variants, readings);
  y["variants"] = variants;
  if (readings.size() > 0) y["readings"] = readings;
  y["clauses"] = clauses_needed(base, stated);
  return scenario_text::emitted(y);
}

RandomEdition random_edition(const std::vector<const Edition*>& bases, const FindEdition& find, const std::string& id, Rng& rng) {
  RandomEdition out;
  const Edition& base = *bases[rng.below(static_cast<uint32_t>(bases.size()))];
  out.text = random_edition_text(base, id, rng);
  try {
    out.edition = load_edition(out.text, id + ".yaml", find);
  } catch (const InputError& e) {
    out.refused = e.what();
  }
  return out;
}

}  // namespace errata::props
