#include "findings_report.h"

#include "core/json_text.h"
#include "report.h"

namespace errata {
namespace {


Json finding_json(const Finding& f) {
  Json o = {{"id", f.id}, {"kind", f.kind}, {"severity", f.severity}, {"editions", f.editions}, {"clauses", f.clauses}, {"message", f.message}};
  if (!f.consequences.empty()) o["consequences"] = f.consequences;
  Json quotes = Json::array();
  for (const auto& x : f.quotes)
    quotes.push_back({{"edition", x.edition}, {"clause", x.clause}, {"file", report::quote_path(x)}, {"line", x.line}, {"text", x.text}});
  o["quotes"] = std::move(quotes);
  o["witness"] = {{"path", text_or_null(f.witness_path)}, {"replayed", f.replayed}, {"scenario", text_or_null(f.witness)}};
  return o;
}

// The object and its list of findings one member a line, each finding's members too; the rest on their lines.
JsonBreak findings_break(const JsonPath& p, const Json&) {
  if (p.empty()) return {2};
  if (path_is(p, {"findings"})) return {4};
  if (path_is(p, {"findings", "*"})) return {6};
  return {};
}

}  // namespace

std::string findings_json(const std::vector<Finding>& findings, const std::vector<std::string>& proven) {
  Json all = Json::array();
  for (const auto& f : findings) all.push_back(finding_json(f));
  const Json doc = {{"findings", std::move(all)}, {"proven", proven}};
  return json_text(doc, {findings_break}) + "\n";
}

}  // namespace errata
