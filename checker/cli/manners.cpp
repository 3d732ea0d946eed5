#include "manners.h"

#include <CLI/CLI.hpp>
#include <z3.h>

#include <algorithm>
#include <iostream>
#include <map>
#include <vector>

#include "commands.h"
#include "model/core/suggest.h"
#include "core/finding_kinds.h"

#ifndef ERRATA_VERSION
#error "ERRATA_VERSION comes from the CMake project (checker/CMakeLists.txt)"
#endif

namespace errata::cli {
namespace {

// One example per verb, run from the project's root.
const std::map<std::string, std::string> kExamples{
    {"run", "errata run scenarios/love-letter --edition love-letter-2019 -v"},
    {"explain", "errata explain scenarios/love-letter/guard.yaml --edition love-letter-2019"},
    {"editions", "errata editions"},
    {"cards", "errata cards --format md"},
    {"diff", "errata diff love-letter-2019 princesse-princesse --out findings"},
    {"check", "errata check love-letter-bga --format json"},
    {"verify", "errata verify scenarios --baseline checker/baseline.yaml"},
    {"props", "errata props --edition love-letter-2019 --games 200 --seed 7"},
    {"simulate", "errata simulate --edition love-letter-2019 --players 4 --games 500"},
    {"merge", "errata merge s1.json s2.json    # errata simulate ... --shard 1/2 --out s1.json, then --shard 2/2 --out s2.json"},
    {"help", "errata help run"},
    {"coverage", "errata coverage scenarios --html out/coverage.html"},
    {"schema", "errata schema --out docs/scenario.schema.json"},
    {"mutate", "errata mutate love-letter-2019 --out mutants.md"},
    {"clauses", "errata clauses --game love-letter --format json"},
    {"edition", "errata edition new --from love-letter-bga --rulebook my-rules.en.md --out my-edition.yaml"},
    {"variants", "errata variants --game love-letter"},
    {"conform", "errata conform --engine 'python3 tests/conform/wrong_engine.py' --games 200 --out out/deviations"},
    {"engine", "errata engine    # the adapter errata conform --engine 'build/errata engine' starts"},
    {"completion", "errata completion bash > ~/.local/share/bash-completion/completions/errata"},
};

const char* kExitCodes =
    "Exit codes: 0 all good; 1 failed expectations or new error findings; 2 bad input (a located message says what "
    "and where), or out of memory; 3 a bug in errata (said in words; please report it). Never a signal.";

// The verbs whose exit codes say more than the common sentence.
const std::map<std::string, std::string> kVerbExitCodes{
    {"conform", "Exit codes: 0 all good; 1 failed expectations (new deviations, crashes or protocol errors; the "
                "deviations --expectations accepts do not fail); 2 bad input (a bad scenario or --expectations file, an "
                "engine command that cannot start or speaks another protocol version)."},
    {"merge", "Exit codes: 0 all good; 1 failed expectations, as the run merged exits (props: a failure; verify: new error "
              "findings); 2 bad input (a file that is not a shard file, shards of different runs, a shard missing or given twice)."},
    {"engine", "Exit codes: 0 all good; 1 failed expectations: never (a refused request is a reply); 2 bad input "
               "(a bad --edition-file)."},
};

// Options that name a file or a folder, by their long name; `--out` names a
// file where a verb writes one file (mutate, schema, simulate, merge).
const std::map<std::string, std::string> kMetavars{
    {"--sarif", "FILE"}, {"--html", "FILE"},     {"--markdown", "FILE"},     {"--junit", "FILE"},
    {"--edition-file", "FILE"}, {"--baseline", "FILE"}, {"--write-baseline", "FILE"}, {"--out", "DIR"},
    {"paths", "FILE|DIR"},      {"file", "FILE"},     {"files", "FILE"},      {"--shard", "I/N"},     {"--engine", "CMD"},    {"--expectations", "FILE"},
};
const std::map<std::string, std::string> kOneFileOut{{"mutate", "FILE"}, {"schema", "FILE"}, {"simulate", "FILE"}, {"merge", "FILE"}};

std::vector<std::string> verbs(const CLI::App& app) {
  std::vector<std::string> out;
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; }))
    if (!sub->get_group().empty()) out.push_back(sub->get_name());
  return out;
}

}  // namespace

std::string version_text() {
  unsigned major = 0, minor = 0, build = 0, revision = 0;
  Z3_get_version(&major, &minor, &build, &revision);
  return std::string("errata ") + ERRATA_VERSION + " (Z3 " + std::to_string(major) + "." + std::to_string(minor) + "." +
         std::to_string(build) + ")";
}

void describe_verbs(CLI::App& app) {
  app.footer(std::string("Run 'errata help VERB' for a verb's options and an example.\n") + kExitCodes);
  for (CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; })) {
    std::string footer;
    if (auto it = kExamples.find(sub->get_name()); it != kExamples.end()) footer = "Example:\n  " + it->second + "\n";
    const auto codes = kVerbExitCodes.find(sub->get_name());
    sub->footer(footer + (codes == kVerbExitCodes.end() ? std::string(kExitCodes) : codes->second));
    for (CLI::Option* opt : sub->get_options()) {
      const std::string name = opt->get_name(false, true);
      const std::string key = opt->get_lnames().empty() ? name : "--" + opt->get_lnames().front();
      if (auto it = kMetavars.find(key); it != kMetavars.end()) opt->type_name(it->second);
      if (key == "--out" && kOneFileOut.count(sub->get_name())) opt->type_name(kOneFileOut.at(sub->get_name()));
      if (opt->get_expected_max() == 0 || opt->get_required()) continue;  // flags, required options
      opt->capture_default_str();
      if (opt->get_default_str() == "[]") opt->default_str("");  // an empty list: nothing to show
    }
  }
}

std::optional<int> refuse_unknown_verb(const CLI::App& app, int argc, char** argv) {
  if (argc < 2) {  // no verb: the verbs, as errata help lists them
    std::cerr << "error: errata needs a verb (errata help VERB for one verb's options)\n";
    std::cout << app.get_formatter()->make_help(&app, "errata", CLI::AppFormatMode::Normal);
    return kExitBadInput;
  }
  if (argv[1][0] == '-') return std::nullopt;
  const std::string word = argv[1];
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; }))
    if (sub->get_name() == word) return std::nullopt;  // hidden verbs (completion) too
  const auto known = verbs(app);
  std::string list;
  for (const auto& v : known) list += (list.empty() ? "" : ", ") + v;
  std::cerr << "error: unknown verb '" << word << "'" << did_you_mean(word, known) << "; verbs: " << list
            << " (errata help VERB)\n";
  return kExitBadInput;
}

std::optional<int> refuse_unknown_option(const CLI::App& app, int argc, char** argv) {
  const CLI::App* verb = &app;
  std::string words;  // "simulate", "edition new"
  int i = 1;
  for (bool deeper = true; deeper && i < argc;) {  // the verb, and its own verb (edition new)
    deeper = false;
    for (const CLI::App* sub : verb->get_subcommands([](const CLI::App*) { return true; }))
      if (sub->get_name() == argv[i]) {
        verb = sub;
        words += (words.empty() ? "" : " ") + sub->get_name();
        ++i;
        deeper = true;
        break;
      }
  }
  if (verb == &app) return std::nullopt;
  std::vector<std::string> names;
  for (const CLI::Option* o : verb->get_options())
    for (const auto& n : o->get_lnames()) names.push_back("--" + n);
  for (; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--") break;  // what follows is not an option
    if (arg.rfind("--", 0) != 0) continue;
    const std::string name = arg.substr(0, arg.find('='));
    if (std::find(names.begin(), names.end(), name) != names.end()) continue;
    std::cerr << "error: unknown option '" << name << "' for errata " << words << did_you_mean(name, names) << " (errata " << words
              << " --help lists its options)\n";
    return kExitBadInput;
  }
  return std::nullopt;
}

int help_command(const CLI::App& app, const std::string& verb) {
  if (verb.empty()) {  // errata's own help: app.help() would give the help of the verb parsed, `help`
    std::cout << app.get_formatter()->make_help(&app, "errata", CLI::AppFormatMode::Normal);
    return kExitOk;
  }
  if (verb == "kinds") {  // not a verb: the finding kinds, as docs/reports.md holds them
    std::cout << finding_kinds_markdown();
    return kExitOk;
  }
  const auto known = verbs(app);
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; }))
    if (sub->get_name() == verb && !sub->get_group().empty()) {
      std::cout << sub->help("errata");
      return kExitOk;
    }
  std::cerr << "error: unknown verb '" << verb << "'" << did_you_mean(verb, known) << "\n";
  return kExitBadInput;
}

}  // namespace errata::cli
