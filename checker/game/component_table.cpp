#include "component_table.h"

#include <algorithm>
#include <sstream>

#include "model/core/input_error.h"
#include "core/escape.h"
#include "core/json_text.h"

namespace errata {
namespace {

// One member a line, each component too.
JsonBreak table_break(const JsonPath& p, const Json&) {
  if (p.empty()) return {2};
  if (path_is(p, {"components"})) return {4};
  return {};
}

std::string json(const ComponentTable& t) {
  Json rows = Json::array();
  for (const auto& row : t.rows) {
    Json cells = Json::object();
    for (size_t e = 0; e < t.editions.size(); ++e)
      if (!row.cells[e].empty()) cells[t.editions[e]] = row.cells[e];
    rows.push_back({{"component", row.what}, {"editions", std::move(cells)}});
  }
  return json_text({{"editions", t.editions}, {"components", std::move(rows)}}, {table_break}) + "\n";
}

std::string grid(const ComponentTable& t, bool md) {
  std::ostringstream out;
  out << (md ? "| component |" : "component");
  for (const auto& e : t.editions) out << (md ? " " + markdown_text(e) + " |" : "\t" + e);
  out << "\n";
  if (md) {
    out << "|---|";
    for (size_t e = 0; e < t.editions.size(); ++e) out << "---|";
    out << "\n";
  }
  for (const auto& r : t.rows) {
    out << (md ? "| " + markdown_text(r.what) + " |" : r.what);
    for (const auto& c : r.cells) {
      const std::string cell = c.empty() ? "—" : c;
      out << (md ? " " + markdown_text(cell) + " |" : "\t" + cell);
    }
    out << "\n";
  }
  return out.str();
}

}  // namespace

std::string component_table_text(const ComponentTable& t, const std::string& format) {
  if (format == "json") return json(t);
  if (format != "md" && format != "text") throw InputError(SourceMark{"--format", 0, 0}, "expected text, md or json, got '" + format + "'");
  return grid(t, format == "md");
}

std::string component_settings(const ComponentTable& t, size_t edition) {
  size_t width = 0;
  for (const auto& r : t.rows) width = std::max(width, r.what.size());
  std::string out;
  for (const auto& r : t.rows)
    if (edition < r.cells.size() && !r.cells[edition].empty())
      out += "    " + r.what + ":" + std::string(width + 1 - r.what.size(), ' ') + r.cells[edition] + "\n";
  return out;
}

}  // namespace errata
