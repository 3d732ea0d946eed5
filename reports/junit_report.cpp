#include "junit_report.h"

#include <map>

namespace errata {
namespace {

std::string xml_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&apos;"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t') out += ' ';
        else out += c;
    }
  }
  return out;
}

}  // namespace

std::string junit_report(const std::vector<RunResult>& results) {
  std::map<std::string, std::vector<const RunResult*>> by_file;
  for (const auto& r : results) by_file[r.file].push_back(&r);
  int tests = 0, failures = 0, errors = 0;
  for (const auto& r : results) {
    ++tests;
    if (r.bad_input) ++errors;
    else if (!r.failures.empty()) ++failures;
  }
  std::string x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  x += "<testsuites name=\"errata\" tests=\"" + std::to_string(tests) + "\" failures=\"" + std::to_string(failures) +
       "\" errors=\"" + std::to_string(errors) + "\">\n";
  for (const auto& [file, runs] : by_file) {
    int f = 0, e = 0;
    for (const auto* r : runs) {
      if (r->bad_input) ++e;
      else if (!r->failures.empty()) ++f;
    }
    x += "  <testsuite name=\"" + xml_escape(file) + "\" tests=\"" + std::to_string(runs.size()) + "\" failures=\"" +
         std::to_string(f) + "\" errors=\"" + std::to_string(e) + "\">\n";
    for (const auto* r : runs) {
      x += "    <testcase classname=\"" + xml_escape(r->edition) + "\" name=\"" + xml_escape(r->scenario) +
           "\" file=\"" + xml_escape(r->file) + "\" line=\"" + std::to_string(r->mark.line) + "\"";
      if (r->passed()) {
        x += "/>\n";
        continue;
      }
      x += ">\n";
      if (r->bad_input) {
        x += "      <error message=\"" + xml_escape(r->bad_input->message) + "\">" +
             xml_escape(r->bad_input->mark.str() + ": " + r->bad_input->message) + "</error>\n";
      }
      for (const auto& fl : r->failures) {
        x += "      <failure message=\"" + xml_escape(fl.message) + "\">" + xml_escape(fl.mark.str() + ": " + fl.message) +
             "</failure>\n";
      }
      x += "    </testcase>\n";
    }
    x += "  </testsuite>\n";
  }
  x += "</testsuites>\n";
  return x;
}

}  // namespace errata
