#include "run_lines.h"

#include <unistd.h>

#include <cstdlib>
#include <map>
#include <ostream>
#include <tuple>

namespace errata::cli {
namespace {

std::string counted(int n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// One line to print: its kind ("error", "warning", "failure"), where and what;
// the editions it concerns, in the order they ran.
struct Line {
  std::string kind, where, what;
  std::vector<std::string> editions;
};

// The scenario's lines, each once, in the order they first came.
std::vector<Line> lines_of(const std::vector<RunResult>& runs, bool strict) {
  std::vector<Line> lines;
  std::map<std::tuple<std::string, std::string, std::string>, size_t> index;
  auto add = [&](const std::string& kind, const Failure& f, const std::string& edition) {
    const auto key = std::make_tuple(kind, one_line(f.mark.str()), one_line(f.message));
    auto [it, fresh] = index.emplace(key, lines.size());
    if (fresh) lines.push_back({kind, std::get<1>(key), std::get<2>(key), {}});
    lines[it->second].editions.push_back(edition);
  };
  for (const auto& r : runs) {
    for (const auto& w : r.warnings)
      if (!(strict && r.bad_input && r.bad_input->mark.str() == w.mark.str() && r.bad_input->message == w.message))
        add(strict ? "error" : "warning", w, r.edition);
    if (r.bad_input) add("error", *r.bad_input, r.edition);
    for (const auto& f : r.failures) add("failure", f, r.edition);
  }
  return lines;
}

std::string joined(const std::vector<std::string>& xs) {
  std::string out;
  for (const auto& x : xs) out += (out.empty() ? "" : ", ") + x;
  return out;
}

}  // namespace

std::string RunLines::label(const std::string& word, bool colour) const {
  if (!colour) return word + ":";
  return std::string(word == "warning" ? "\033[1;33m" : "\033[1;31m") + word + ":\033[0m";
}

void RunLines::scenario(const std::vector<RunResult>& runs, bool strict, RunTally& tally) {
  for (const auto& line : lines_of(runs, strict)) {
    const bool failure = line.kind == "failure";
    std::ostream& to = failure ? out_ : err_;
    const std::string word = failure ? "error" : line.kind;
    to << line.where << ": " << label(word, failure ? colour_out_ : colour_err_) << " [" << joined(line.editions) << "] "
       << line.what << "\n";
    if (line.kind == "error") ++tally.errors;
    if (line.kind == "warning") ++tally.warnings;
  }
  for (const auto& r : runs) {
    ++tally.runs;
    if (r.passed()) ++tally.passed;
    else if (!r.bad_input) ++tally.failed;
  }
}

void RunLines::input_error(const InputError& e, RunTally& tally) {
  err_ << one_line(e.mark().str()) << ": " << label("error", colour_err_) << " " << e.message() << "\n";
  ++tally.errors;
}

void RunLines::summary(const RunTally& t, bool verbose) {
  out_ << counted(t.files, "file", "files") << ", " << counted(t.runs, "scenario run", "scenario runs") << "\n";
  out_ << t.passed << " passed, " << t.failed << " failed";
  if (t.skipped) out_ << ", " << t.skipped << " skipped" << (verbose ? "" : " (-v says why)");
  if (t.errors) out_ << ", " << counted(t.errors, "error", "errors") << " (bad input: what it stopped did not run)";
  if (t.warnings) out_ << ", " << counted(t.warnings, "warning", "warnings");
  out_ << "\n";
}

bool colour_stderr() {
  const char* no_colour = std::getenv("NO_COLOR");
  return ::isatty(STDERR_FILENO) && !(no_colour && *no_colour);
}

}  // namespace errata::cli
