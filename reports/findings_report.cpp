#include "findings_report.h"

#include "core/json_text.h"
#include "report.h"

namespace errata {
namespace {

using report::Json;

Json finding_json(const smt::Finding& f) {
  Json o = {{"id", f.id}, {"kind", f.kind}, {"severity", f.severity}, {"editions", f.editions}, {"clauses", f.clauses}, {"message", f.message}};
  if (!f.consequences.empty()) o["consequences"] = f.consequences;
  Json quotes = Json::array();
  for (const auto& x : f.quotes)
    quotes.push_back({{"edition", x.edition}, {"clause", x.clause}, {"file", report::quote_path(x)}, {"line", x.line}, {"text", x.text}});
  o["quotes"] = std::move(quotes);
  o["witness"] = {{"path", report::text_or_null(f.witness_path)}, {"replayed", f.replayed}, {"scenario", report::text_or_null(f.witness)}};
  return o;
}

// The object and its list of findings one member a line, each finding's members too; the rest on their lines.
report::JsonBreak findings_break(const report::JsonPath& p, const report::Json&) {
  if (p.empty()) return {2};
  if (report::path_is(p, {"findings"})) return {4};
  if (report::path_is(p, {"findings", "*"})) return {6};
  return {};
}

}  // namespace

std::string findings_json(const std::vector<smt::Finding>& findings, const std::vector<std::string>& proven) {
  Json all = Json::array();
  for (const auto& f : findings) all.push_back(finding_json(f));
  const Json doc = {{"findings", std::move(all)}, {"proven", proven}};
  return report::json_text(doc, {findings_break}) + "\n";
}

}  // namespace errata
