// errata explain FILE: each step's trace, with the clause and the rule text
// behind every decision, the rule behind every rejection, and the reading
// taken wherever the text is silent (each reading said once per scenario,
// with the exact command that runs another). With two editions, their traces
// side by side, wrapped to the terminal's width. Each edition ends with the
// state its run left, in the keys an expect checks; several editions end
// with the verdict across them (explain_verdict). The setup's rule text (the
// deck's composition) is folded unless -v.
#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include "checker/game/game.h"
#include "checker/scenario/edition_selection.h"
#include "checker/scenario/reading_hinges.h"
#include "checker/scenario/scenario_loader.h"
#include "checker/scenario/scenario_runs.h"
#include "commands.h"
#include "explain_verdict.h"
#include "model/core/input_error.h"
#include "reports/runs_json.h"

namespace errata::cli {
namespace {

// Where a block of lines stands in an explanation: {-1,-1} the header,
// {step, -1} a step's title (step 0: the setup), {step, k} its k-th decision,
// {kEnd, -1} the outcome. Two editions' explanations align on it.
using Place = std::pair<int, int>;
constexpr int kEnd = 1 << 30;

// One scenario under one edition, explained: what it prints, in placed
// blocks, and how it went.
struct Explained {
  std::vector<std::pair<Place, std::vector<std::string>>> blocks{{{-1, -1}, {}}};
  bool failed = false, bad_input = false;
  RunResult run;  // its steps' answers and states, for the verdict across editions
};

class Explainer {
 public:
  Explainer(const Scenario& sc, const std::string& file, const std::string& edition, bool verbose)
      : sc_(sc), file_(file), id_(edition), game_(*find_game(sc.game.text)), verbose_(verbose) {}

  Explained run() {
    RunResult r = run_under(sc_, id_);
    say("== " + sc_.name);
    say("   under " + id_ + " (" + rulebook() + "): " + sc_.mark.str());
    for (const auto& w : r.warnings) say("  warning: " + w.mark.str() + ": " + w.message);
    int n = 0;
    for (const auto& st : r.steps) step(st, n++);
    if (r.bad_input) {
      out_.bad_input = true;
      say("  bad input: " + r.bad_input->mark.str() + ": " + r.bad_input->message);
    }
    begin({kEnd, -1});
    if (!r.bad_input && !r.steps.empty() && !r.steps.back().state.empty()) {
      say("  final state (what an expect can check):");
      for (const auto& line : r.steps.back().state) say("    " + line);
    }
    for (const auto& f : r.failures) say("  FAILED " + f.mark.str() + ": " + f.message);
    if (r.passed()) say("  passed");
    const auto hinges = reading_hinges(sc_, game_, id_, r);
    if (hinges.empty()) say("  no reading changes this outcome");
    for (const auto& h : hinges)
      say("  hinges on reading " + h.reading + ": under '" + h.option + "' it " + h.outcome + "\n      " +
          command(h.reading, h.option));
    out_.failed = !r.failures.empty();
    out_.run = std::move(r);
    return out_;
  }

 private:
  void say(const std::string& text) {
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out_.blocks.back().second.push_back(line);
  }
  void begin(Place p) { out_.blocks.push_back({p, {}}); }

  std::string rulebook() const {
    for (const auto& e : game_.editions())
      if (e.id == id_) return e.rulebook;
    return "";
  }

  // The exact command that explains this scenario under another reading.
  std::string command(const std::string& reading, const std::string& option) const {
    return "errata explain " + file_ + " --edition " + id_ + " --reading " + reading + "=" + option;
  }

  const Clause* clause(const std::string& id) const {
    return game_.clause(id_, id);
  }

  void quotes(const std::string& clause_id) {
    const Clause* c = clause(clause_id);
    if (!c) return;
    for (const auto& cit : c->citations) say("        « " + cit.quote + " » (" + cit.where() + ")");
    if (!c->silent_reading.empty()) say("        the text is silent here; the model reads: " + c->silent_reading);
  }

  // A reading is said in full the first time a clause resting on it is cited.
  void readings(const std::string& clause_id) {
    for (const Reading* r : game_.readings_for(id_, clause_id)) {
      if (!said_.insert(r->id).second) {
        say("        reading " + r->id + ": '" + r->chosen + "' (see above)");
        continue;
      }
      std::string lines;
      for (int l : r->lines) lines += " " + std::to_string(l);
      const ReadingOption* o = r->option(r->chosen);
      say("        reading " + r->id + " (lines" + lines + "): " + r->says);
      say("          the model takes '" + r->chosen + "'" + (r->chosen == r->default_option ? " (default)" : "") + ": " +
          (o ? o->says : ""));
      for (const auto& other : r->options)
        if (other.name != r->chosen) say("          to take '" + other.name + "': " + command(r->id, other.name));
    }
  }

  // The clause behind a rejection: the last one the step's trace cites, else
  // the rule every game states for that code.
  std::string rejection_clause(const StepTrace& st) const {
    for (auto it = st.events.rbegin(); it != st.events.rend(); ++it)
      if (!it->clause.empty()) return it->clause;
    static const std::vector<std::pair<std::string, std::string>> kRules{
        {"not-your-turn", "turn.order"}, {"card-not-in-hand", "turn.play"}, {"round-over", "round.end"},
        {"game-over", "game.end"},       {"invalid-setup", "setup.cards"}};
    for (const auto& [code, id] : kRules)
      if (st.rejected == code && clause(id)) return id;
    return "";
  }

  void step(const StepTrace& st, int n) {
    begin({n, -1});
    if (n == 0) say("  setup (" + st.mark.str() + ")");
    else say("  step " + std::to_string(n) + " (" + st.mark.str() + "): " + st.title);
    // An accepted setup's rule text (the deck's composition and its readings) is folded unless -v.
    const bool folded = n == 0 && st.rejected.empty() && !verbose_;
    std::set<std::string> quoted;  // each clause's text once per step
    int k = 0;
    for (const auto& ev : st.events) {
      begin({n, k++});
      say("    " + (ev.clause.empty() ? "" : "[" + ev.clause + "] ") + ev.text + (folded && !ev.clause.empty() ? " (-v: its rule text)" : ""));
      if (folded || ev.clause.empty() || !quoted.insert(ev.clause).second) continue;
      quotes(ev.clause);
      readings(ev.clause);
    }
    if (st.rejected.empty()) return;
    begin({n, k});
    const std::string rule = rejection_clause(st);
    say("    => rejected: " + st.rejected + (rule.empty() ? "" : " by [" + rule + "]") + " (the state is unchanged)");
    if (!rule.empty() && !quoted.count(rule)) quotes(rule);
  }

  const Scenario& sc_;
  std::string file_, id_;
  const Game& game_;
  bool verbose_;
  std::set<std::string> said_;
  Explained out_;
};

size_t width(const std::string& s) {  // in characters, for UTF-8 text
  size_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

// `lines` wrapped at `w` characters (UTF-8), continuations indented.
std::vector<std::string> wrapped(const std::vector<std::string>& lines, size_t w) {
  std::vector<std::string> out;
  for (std::string rest : lines) {
    bool first = true;
    do {
      size_t keep = 0, chars = 0, space = 0;  // bytes kept, characters kept, the last space among them
      const size_t room = first ? w : w - 6;
      while (keep < rest.size() && chars < room) {
        if (rest[keep] == ' ' && keep > 0) space = keep;
        ++keep;
        while (keep < rest.size() && (static_cast<unsigned char>(rest[keep]) & 0xC0) == 0x80) ++keep;
        ++chars;
      }
      if (keep < rest.size() && space > 0) keep = space;  // break between words
      out.push_back((first ? "" : "      ") + rest.substr(0, keep));
      rest = rest.substr(keep);
      if (!rest.empty() && rest[0] == ' ') rest = rest.substr(rest.find_first_not_of(' ') == std::string::npos ? rest.size() : rest.find_first_not_of(' '));
      first = false;
    } while (!rest.empty());
  }
  return out;
}

// The width to print in: the terminal's, else COLUMNS, else 80 columns;
// `tty` says whether it is a terminal's (a piped single explanation is not
// wrapped, so that grep finds whole lines).
size_t print_width(bool& tty) {
  winsize ws{};
  tty = ::isatty(STDOUT_FILENO) && ::ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0;
  if (tty) return std::max<size_t>(ws.ws_col, 40);
  if (const char* c = std::getenv("COLUMNS"); c && std::atoi(c) >= 40) return static_cast<size_t>(std::atoi(c));
  return 80;
}

// Two explanations side by side, each column `w` characters wide, long lines
// wrapped: the blocks at the same place (the same step, the same decision in
// it) face each other.
void side_by_side(const Explained& a, const Explained& b, size_t w) {
  std::map<Place, std::pair<std::vector<std::string>, std::vector<std::string>>> rows;
  for (const auto& [place, lines] : a.blocks) rows[place].first = wrapped(lines, w);
  for (const auto& [place, lines] : b.blocks) rows[place].second = wrapped(lines, w);
  for (const auto& [place, sides] : rows) {
    const auto& [l, r] = sides;
    for (size_t i = 0; i < std::max(l.size(), r.size()); ++i) {
      const std::string left = i < l.size() ? l[i] : "";
      std::cout << left << std::string(w - std::min(w, width(left)), ' ') << " | " << (i < r.size() ? r[i] : "") << "\n";
    }
  }
}

// The editions a scenario is explained under (printing what it skips and why, unless `quiet`).
std::vector<std::string> editions_for(const Scenario& sc, const std::vector<std::string>& editions, bool quiet = false) {
  if (editions.size() == 2) {
    for (const auto& e : editions)
      if (game_of(e) != sc.game.text)
        throw InputError(SourceMark{"--edition", 0, 0}, "'" + e + "' is not an edition of " + sc.game.text);
    return editions;
  }
  const auto only = editions.empty() ? std::nullopt : std::optional<std::string>(editions[0]);
  const EditionSelection sel = select_editions(sc, only);
  if (!quiet)
    for (const auto& s : sel.skipped) std::cout << sc.mark.str() << ": skipped under " << s.edition << ": " << s.reason << "\n\n";
  return sel.run;
}

// One decision as JSON: its clause, what it did, the rule text behind it and
// the readings that clause rests on.
Json decision_json(const Game& game, const std::string& edition, const love_letter::Event& ev) {
  Json quotes = Json::array(), readings = Json::array();
  if (const Clause* c = ev.clause.empty() ? nullptr : game.clause(edition, ev.clause))
    for (const auto& cit : c->citations) quotes.push_back({{"rulebook", cit.rulebook}, {"line", cit.line}, {"text", cit.quote}});
  if (!ev.clause.empty())
    for (const Reading* r : game.readings_for(edition, ev.clause))
      readings.push_back({{"id", r->id}, {"chosen", r->chosen}, {"says", r->says}});
  return {{"clause", ev.clause}, {"text", ev.text}, {"quotes", std::move(quotes)}, {"readings", std::move(readings)}};
}

// One scenario under one edition as JSON: the run's outcome, each step with
// its decisions and its state after, and the readings its outcome hinges on.
Json run_explained_json(const Scenario& sc, const std::string& edition, const RunResult& r) {
  const Game& game = *find_game(sc.game.text);
  Json steps = Json::array(), hinges = Json::array();
  for (const auto& st : r.steps) {
    Json decisions = Json::array();
    for (const auto& ev : st.events) decisions.push_back(decision_json(game, edition, ev));
    steps.push_back({{"at", report::mark_json(st.mark)},
                     {"title", st.title},
                     {"rejected", st.rejected.empty() ? Json(nullptr) : Json(st.rejected)},
                     {"decisions", std::move(decisions)},
                     {"state", st.state}});
  }
  for (const auto& h : reading_hinges(sc, game, edition, r))
    hinges.push_back({{"reading", h.reading}, {"option", h.option}, {"outcome", h.outcome}});
  Json run = report::run_json(r);
  run["steps"] = std::move(steps);
  run["hinges"] = std::move(hinges);
  return run;
}

// The object one member a line, its scenarios one a line, each scenario's
// runs one a line, each run's steps one a line.
JsonBreak explained_break(const JsonPath& p, const Json&) {
  if (p.empty()) return {2};
  if (path_is(p, {"scenarios"})) return {4};
  if (path_is(p, {"scenarios", "*", "runs"})) return {6};
  if (path_is(p, {"scenarios", "*", "runs", "*", "steps"})) return {8};
  return {};
}

// errata explain --format json: every scenario of the file, its runs explained.
int explain_json(const std::string& file, const std::vector<Scenario>& scenarios, const std::vector<std::string>& editions) {
  bool failed = false, bad_input = false;
  Json all = Json::array();
  for (const auto& sc : scenarios) {
    Json runs = Json::array();
    for (const auto& id : editions_for(sc, editions, true)) {
      const RunResult r = run_under(sc, id);
      failed = failed || !r.failures.empty();
      bad_input = bad_input || r.bad_input.has_value();
      runs.push_back(run_explained_json(sc, id, r));
    }
    all.push_back({{"name", sc.name}, {"line", sc.mark.line}, {"runs", std::move(runs)}});
  }
  std::cout << json_text({{"file", file}, {"scenarios", std::move(all)}}, {explained_break}) << "\n";
  if (bad_input) return kExitBadInput;
  return failed ? kExitFailed : kExitOk;
}

}  // namespace

int explain_command(const std::string& file, const std::vector<std::string>& editions, bool verbose, const std::string& format) {
  if (editions.size() > 2) throw InputError(SourceMark{"--edition", 0, 0}, "explain shows one edition, or two side by side");
  for (const auto& e : editions)
    if (!known_edition(e)) throw InputError(SourceMark{"--edition", 0, 0}, unknown_edition(e));
  const std::vector<Scenario> scenarios = load_scenario_file(file);
  if (format == "json") return explain_json(file, scenarios, editions);
  bool tty = false;
  const size_t w = print_width(tty);
  bool failed = false, bad_input = false;
  for (const auto& sc : scenarios) {
    std::vector<Explained> done;
    for (const auto& id : editions_for(sc, editions)) done.push_back(Explainer(sc, file, id, verbose).run());
    if (done.size() == 2 && editions.size() == 2) {
      side_by_side(done[0], done[1], (w - 3) / 2);
      std::cout << "\n";
    } else {
      for (const auto& d : done) {
        for (const auto& block : d.blocks)
          for (const auto& l : tty ? wrapped(block.second, w) : block.second) std::cout << l << "\n";
        std::cout << "\n";
      }
    }
    std::vector<RunResult> runs;
    for (auto& d : done) {
      failed = failed || d.failed;
      bad_input = bad_input || d.bad_input;
      runs.push_back(std::move(d.run));
    }
    std::vector<std::string> verdict;
    for (const auto& line : explain_verdict(runs)) verdict.push_back("verdict: " + line);
    for (const auto& line : tty || editions.size() == 2 ? wrapped(verdict, w) : verdict) std::cout << line << "\n";
    if (!verdict.empty()) std::cout << "\n";
  }
  if (bad_input) return kExitBadInput;
  return failed ? kExitFailed : kExitOk;
}

}  // namespace errata::cli
