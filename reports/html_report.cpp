#include "html_report.h"

#include <algorithm>
#include <map>
#include <set>

#include "core/escape.h"
#include "report_mark.h"
#include "core/finding_kinds.h"
#include "html_assets.h"
#include "core/json_text.h"

namespace errata::report {
namespace {

using Ids = std::map<std::string, int>;  // rulebook name -> its number in the page

std::string esc(const std::string& s) { return xml_escape(s); }

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start < text.size()) {
    const size_t end = text.find('\n', start);
    out.push_back(text.substr(start, end == std::string::npos ? std::string::npos : end - start));
    if (end == std::string::npos) break;
    start = end + 1;
  }
  return out;
}

std::string rulebook_list(const std::string& pane, int id, const std::string& name, const std::string& text) {
  std::string out = "<ol class=\"rulebook\" id=\"" + pane + "-rb" + std::to_string(id) + "\" data-rulebook-name=\"" + esc(name) + "\">\n";
  const auto lines = lines_of(text);
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string n = std::to_string(i + 1);
    out += "<li id=\"" + pane + "-rb" + std::to_string(id) + "-L" + n + "\" data-line=\"" + n + "\"><span class=\"n\">" + n +
           "</span><span class=\"t\">" + esc(lines[i]) + "</span></li>\n";
  }
  return out + "</ol>\n";
}

std::string text_pane(const Report& r, const Ids& ids, const std::string& pane, const std::string& edition) {
  std::string out = "<section class=\"pane\" id=\"pane-" + pane + "\"><div class=\"pane-head\">" +
                    (pane == "a" ? std::string("Text A: ") : std::string("Text B: ")) + "<select>";
  for (const auto& [ed, rb] : r.edition_rulebook)
    out += "<option value=\"" + esc(ed) + "\" data-rulebook=\"rb" + std::to_string(ids.at(rb)) + "\"" +
           (ed == edition ? " selected" : "") + ">" + esc(ed) + " (" + esc(rb) + ")</option>";
  out += "</select></div><div class=\"pane-note\" id=\"note-" + pane + "\"></div><div class=\"pane-body\">\n";
  for (const auto& [name, id] : ids) out += rulebook_list(pane, id, name, r.rulebooks.at(name));
  return out + "</div></section>\n";
}

std::string traces_html(const std::vector<WitnessTrace>& traces) {
  std::string out;
  for (const auto& t : traces) {
    out += "<div class=\"trace\" data-edition=\"" + esc(t.edition) + "\"><b>" + esc(t.edition) + "</b><ol>";
    for (const auto& s : t.steps) {
      out += "<li>" + esc(s.title) + (s.rejected.empty() ? "" : " — refused: " + esc(s.rejected)) + "<ul>";
      for (const auto& e : s.events)
        out += "<li>" + esc(e.text) + (e.clause.empty() ? "" : " <span class=\"clause\">[" + esc(e.clause) + "]</span>") + "</li>";
      out += "</ul></li>";
    }
    out += "</ol></div>";
  }
  return out;
}

std::string quote_link(const Report& r, const Ids& ids, const Finding& f, const Quote& q) {
  const std::string pane = f.editions.size() > 1 && q.edition != f.editions[0] ? "b" : "a";
  const auto rb = ids.find(quote_path(q));
  if (rb == ids.end() || q.line <= 0)
    return "<span class=\"quote\">" + esc(q.edition + " (" + q.clause + "): " + q.text) + "</span>";
  (void)r;
  return "<a class=\"quote\" href=\"#\" data-pane=\"" + pane + "\" data-edition=\"" + esc(q.edition) + "\" data-rulebook=\"rb" +
         std::to_string(rb->second) + "\" data-line=\"" + std::to_string(q.line) + "\" data-clause=\"" + esc(q.clause) + "\">" +
         esc(q.edition) + " l." + std::to_string(q.line) + " (" + esc(q.clause) + "): « <span class=\"q\">" + esc(q.text) +
         "</span> »</a>";
}

std::string finding_html(const Report& r, const Ids& ids, const Finding& f, int n) {
  const std::string state = finding_state(r, f);
  std::string eds;
  for (const auto& e : f.editions) eds += (eds.empty() ? "" : " ") + e;
  std::string out = "<li class=\"finding sev-" + f.severity + (state.empty() ? "" : " state-" + state) + "\" id=\"f" +
                    std::to_string(n) + "\" data-finding-id=\"" + esc(f.id) + "\" data-severity=\"" + f.severity +
                    "\" data-kind=\"" + esc(f.kind) + "\" data-editions=\"" + esc(eds) + "\" data-state=\"" + state + "\">";
  out += "<span class=\"sev\">" + (state == "accepted" ? std::string("accepted") : f.severity) + "</span> <b>" + esc(f.kind) +
         "</b> <span class=\"id\">" + esc(f.id) + "</span><div>" + esc(f.message) + "</div>";
  if (!f.consequences.empty()) {
    out += "<ul class=\"consequences\">";
    for (const auto& c : f.consequences) out += "<li>" + esc(c) + "</li>";
    out += "</ul>";
  }
  for (const auto& q : f.quotes) out += quote_link(r, ids, f, q);
  out += "<div class=\"details\">";
  if (!f.witness.empty()) {
    out += "<p>Witness scenario" + std::string(f.replayed ? ", replayed by the models" : ", NOT replayed") + ":</p><pre>" +
           esc(f.witness) + "</pre>";
    if (const auto t = r.witness_traces.find(f.id); t != r.witness_traces.end()) out += traces_html(t->second);
  }
  return out + "</div></li>\n";
}

std::string option_list(const std::string& id, const std::string& label, const std::set<std::string>& values) {
  std::string out = "<label>" + label + " <select id=\"" + id + "\"><option value=\"\">all</option>";
  for (const auto& v : values) out += "<option>" + esc(v) + "</option>";
  return out + "</select></label>";
}

std::string coverage_html(const Report& r);

// Each failed scenario run's failures, under the verdict (the first 20).
std::string failed_runs_html(const Report& r) {
  std::string items;
  int n = 0, total = 0;
  for (const auto& run : r.runs)
    for (const auto& line : run_failure_lines(run))
      if (++total <= 20) items += "<li>" + esc(line) + "</li>", ++n;
  if (!total) return "";
  if (total > n) items += "<li>… and " + std::to_string(total - n) + " more</li>";
  return "<ul id=\"failed-runs\">" + items + "</ul>";
}

std::string header(const Report& r) {
  const Counts c = count(r);
  std::string out = "<header><h1>" + esc(r.command) + "</h1><div id=\"verdict\" class=\"" +
                    std::string(failed(r) ? "bad" : "good") + "\">" + esc(verdict(c)) + "</div>" + failed_runs_html(r) +
                    "<div class=\"counts\" id=\"summary\">";
  if (c.differences)
    out += "<span class=\"" + std::string(c.new_differences ? "bad" : "") + "\">new differences: <b id=\"new-differences\">" +
           std::to_string(c.new_differences) + "</b></span>";
  out += "<span class=\"" + std::string(c.new_errors ? "bad" : "") + "\">new errors: <b id=\"new-errors\">" +
         std::to_string(c.new_errors) + "</b></span>";
  if (r.baseline) out += "<span>accepted: " + std::to_string(c.accepted) + "</span>";
  out += "<span>warnings: " + std::to_string(c.warnings) + "</span><span>info: " + std::to_string(c.infos) +
         "</span><span>inconclusive: " + std::to_string(c.inconclusive) + "</span><span>proven equal: " +
         std::to_string(c.proven) + "</span>";
  if (r.baseline) out += "<span title=\"accepted findings this run no longer finds: refresh the baseline\">stale baseline entries: " +
                         std::to_string(c.stale) + "</span>";
  if (c.runs) out += "<span>scenario runs: " + std::to_string(c.runs - c.runs_failed) + " passed, " + std::to_string(c.runs_failed) + " failed</span>";
  out += "<span>script errors: <b id=\"script-errors\">0</b></span></div>";
  std::set<std::string> kinds, editions;
  for (const auto* f : all_findings(r)) {
    kinds.insert(f->kind);
    editions.insert(f->editions.begin(), f->editions.end());
  }
  out += "<div class=\"filters\">" + option_list("f-severity", "severity", {"error", "warning", "info"}) +
         option_list("f-kind", "kind", kinds) + option_list("f-edition", "edition", editions) +
         "<label><input type=\"checkbox\" id=\"f-accepted\"" + (c.new_errors + c.new_differences ? "" : " checked") +
         "> accepted findings</label> <span id=\"shown-count\"></span> shown</div>" + coverage_html(r) + "</header>\n";
  return out;
}

std::string coverage_html(const Report& r) {
  Json data = Json::object();  // edition -> {line: decisions that cited it}
  // Open where the page is about coverage (no finding to look at first).
  std::string table = "<details id=\"coverage\"" + std::string(all_findings(r).empty() ? " open" : "") + "><summary>Rule-text coverage: each quoted line shaded by the decisions that "
                      "cited it (red: none)</summary><div class=\"table\"><table><tr><th>edition</th><th>clauses cited</th>"
                      "<th>quoted lines cited</th><th>uncovered clauses</th></tr>";
  for (const auto& c : r.coverage) {
    Json& hits = data[c.edition] = Json::object();
    for (const auto& [line, n] : c.line_hits) hits[std::to_string(line)] = n;
    std::string unc;
    for (const auto& u : c.uncovered) unc += (unc.empty() ? "" : ", ") + esc(u);
    table += "<tr data-edition=\"" + esc(c.edition) + "\"><td>" + esc(c.edition) + "</td><td>" + std::to_string(c.clauses_cited) + "/" +
             std::to_string(c.clauses) + "</td><td>" + std::to_string(c.lines_cited) + "/" + std::to_string(c.lines) +
             "</td><td class=\"uncovered\">" + unc + "</td></tr>";
  }
  table += "</table></div></details>\n";
  const std::string json = json_in_html(json_text(data, {{}, /*spaced=*/false}));
  return (r.coverage.empty() ? std::string() : table) + "<script type=\"application/json\" id=\"coverage-data\">" + json + "</script>";
}

// The findings in the order the page lists them: what fails the run first
// (new, or a witness that did not replay), then errors, warnings, info; the
// report's order within each.
std::vector<const Finding*> listed(const Report& r) {
  auto rank = [&](const Finding* f) {
    if (finding_state(r, *f) == "new" || (!f->witness.empty() && !f->replayed)) return 0;
    return f->severity == "error" ? 1 : f->severity == "warning" ? 2 : 3;
  };
  std::vector<const Finding*> out = all_findings(r);
  std::stable_sort(out.begin(), out.end(), [&](const Finding* a, const Finding* b) { return rank(a) < rank(b); });
  return out;
}

// The editions the two panes open with: the first finding's two, else the first two.
std::pair<std::string, std::string> first_editions(const Report& r) {
  for (const auto* f : listed(r))
    if (f->editions.size() > 1 && r.edition_rulebook.count(f->editions[0]) && r.edition_rulebook.count(f->editions[1]))
      return {f->editions[0], f->editions[1]};
  std::vector<std::string> eds;
  for (const auto& [e, rb] : r.edition_rulebook) eds.push_back(e);
  if (eds.empty()) return {"", ""};
  return {eds[0], eds.size() > 1 ? eds[1] : eds[0]};
}

}  // namespace

std::string html_report(const Report& r) {
  Ids ids;
  for (const auto& [name, text] : r.rulebooks) ids[name] = static_cast<int>(ids.size());
  std::string out = "<!DOCTYPE html>\n<html lang=\"fr\"><head><meta charset=\"utf-8\">" + std::string(kHtmlMark) + "<title>" + esc(r.command) +
                    "</title><style>" + kHtmlStyle + "</style></head>\n<body>\n" + header(r);
  out += "<main><section id=\"findings\"><ul>\n";
  int n = 0;
  for (const auto* f : listed(r)) out += finding_html(r, ids, *f, n++);
  out += "</ul></section>\n";
  const auto [a, b] = first_editions(r);
  out += text_pane(r, ids, "a", a) + text_pane(r, ids, "b", b) + "</main>\n";
  return out + "<script>" + kHtmlScript + "</script>\n</body></html>\n";
}

}  // namespace errata::report
