#include "reading_reader.h"

#include <vector>

#include "suggest.h"

namespace errata {

Reading read_reading(const YamlReader& in, const YAML::Node& n, const Rulebook& book,
                     const std::map<std::string, Clause>& clauses) {
  in.expect_map(n, "reading", {"id", "clauses", "lines", "says", "options", "default"});
  Reading r;
  r.id = in.clause_id(in.required(n, "id", "reading"), "reading.id");
  r.clauses = in.texts(in.required(n, "clauses", "reading"), "reading.clauses");
  for (const auto& c : r.clauses) {
    if (clauses.count(c)) continue;
    std::vector<std::string> ids;
    for (const auto& [id, cl] : clauses) ids.push_back(id);
    in.fail(n["clauses"], "reading '" + r.id + "' names clause '" + c + "', which is not in `clauses`" + did_you_mean(c, ids));
  }
  r.lines = in.integers(in.required(n, "lines", "reading"), "reading.lines");
  for (int l : r.lines)
    if (l < 1 || l > book.line_count()) in.fail(n["lines"], "reading.lines: line " + std::to_string(l) + " is outside the rulebook");
  r.says = in.text(in.required(n, "says", "reading"), "reading.says");
  const YAML::Node opts = in.required(n, "options", "reading");
  in.expect_map(opts, "reading.options");
  for (const auto& kv : opts) {
    in.expect_map(kv.second, "reading option", {"says", "counts"});
    ReadingOption o;
    o.name = in.clause_id(kv.first, "reading.options");
    o.says = in.text(in.required(kv.second, "says", "reading option"), "reading option.says");
    if (kv.second["counts"]) {
      in.expect_map(kv.second["counts"], "reading option.counts");
      for (const auto& c : kv.second["counts"]) o.counts[c.first.Scalar()] = in.integer(c.second, "count");
    }
    r.options.push_back(std::move(o));
  }
  if (r.options.empty()) in.fail(opts, "a reading needs at least one option");
  r.default_option = in.text(in.required(n, "default", "reading"), "reading.default");
  if (!r.option(r.default_option)) in.fail(n["default"], "reading.default: '" + r.default_option + "' is not one of its options");
  r.chosen = r.default_option;
  return r;
}

}  // namespace errata
