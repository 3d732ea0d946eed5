#pragma once
// errata cards for a game whose components are not a deck of roles (Secret
// Moon's character cards and counts, Loser's potions, spells and deal table):
// one row a component, one column an edition, as text, Markdown or JSON, so a
// translator sees every edition's numbers side by side.
#include <string>
#include <vector>

namespace errata {

struct ComponentRow {
  std::string what;                // "guard", "turn-order cards", "deal for 3 players"
  std::vector<std::string> cells;  // one per edition, in the table's order ("" : the edition has none)
};

struct ComponentTable {
  std::vector<std::string> editions;
  std::vector<ComponentRow> rows;
};

// Adds the row `what` to `t`: `cell` of each edition, in `editions`' order.
template <typename Edition, typename Cell>
void add_row(ComponentTable& t, const std::vector<const Edition*>& editions, const std::string& what, const Cell& cell) {
  ComponentRow r{what, {}};
  for (const auto* ed : editions) r.cells.push_back(cell(*ed));
  t.rows.push_back(std::move(r));
}

// Text (tab-separated), md or json; InputError on another format.
std::string component_table_text(const ComponentTable& t, const std::string& format);

// One edition's column as `errata editions` lists its settings: "    what: value" a line.
std::string component_settings(const ComponentTable& t, size_t edition = 0);

}  // namespace errata
