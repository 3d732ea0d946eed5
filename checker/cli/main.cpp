// errata: runs rulebook scenarios, explains them step by step, lists editions.
#include <CLI/CLI.hpp>

#include <filesystem>
#include <iostream>
#include <new>
#include <system_error>

#include "checker/game/game.h"
#include "checker/smt/interrupt.h"
#include "command_files.h"
#include "commands.h"
#include "completion.h"
#include "edition_args.h"
#include "manners.h"
#include "installed_data.h"
#include "memory_limit.h"
#include "report_outputs.h"
#include "model/core/input_error.h"
#include "core/finding_kinds.h"

namespace {

int errata_main(int argc, char** argv) {
  using namespace errata;
  cli::limit_memory();  // an allocation past it is an error message, not the OOM killer
  smt::handle_interrupts();  // Ctrl-C, SIGTERM: stop every solver, write nothing half, exit 130
  CLI::App app{"errata: executable rulebooks and scenario checks for card games"};
  app.require_subcommand(1);
  app.set_version_flag("--version", cli::version_text(), "the version of errata and of Z3");
  std::vector<std::string> edition_files, readings;
  auto common = [&](CLI::App* sub) {
    sub->add_option("--edition-file", edition_files, "load an edition file (repeatable)");
    sub->add_option("--reading", readings,
                    "take another reading where a text is silent: READING=OPTION, or EDITION:READING=OPTION for one edition "
                    "(repeatable)");
  };

  auto report_files = [](CLI::App* sub, cli::ReportFiles& f) {
    sub->add_option("--sarif", f.sarif, "write a SARIF 2.1.0 report to FILE (findings on rulebook lines)");
    sub->add_option("--html", f.html, "write an HTML report to FILE: the texts side by side, findings on their lines");
    sub->add_option("--markdown", f.markdown, "write a Markdown summary to FILE (a pull-request comment)");
    sub->add_option("--junit", f.junit, "write a JUnit XML report to FILE");
  };

  auto shard_option = [](CLI::App* sub, cli::ShardOptions& o) {
    sub->add_option("--shard", o.shard, "I/N: do the I-th of N parts of the run and write a shard file for errata merge (docs/scaling.md)");
  };

  cli::RunOptions run;
  auto* run_cmd = app.add_subcommand("run", "run scenarios (files or folders) under the editions they name, or those seating their players");
  run_cmd->add_option("paths", run.paths, "scenario files or folders")->required();
  run_cmd->add_option("--edition", run.edition, "select: only the scenarios that run under this edition, under it alone");
  report_files(run_cmd, run.reports);
  run_cmd->add_flag("-v,--verbose", run.verbose, "print every scenario run and skip, not only failures");
  run_cmd->add_flag("--strict", run.strict, "warnings are errors (a setup no real play reaches)");
  run_cmd->add_option("--format", run.format, "text, or json: every run on standard output")->check(CLI::IsMember({"text", "json"}));
  run_cmd->add_option("--as", run.as,
                      "BASE=MINE: run the scenarios written for edition BASE under edition MINE (cards matched by role); "
                      "each is same, differs (both texts quoted) or not applicable")
      ->excludes("--edition");
  common(run_cmd);

  std::string explain_file;
  std::vector<std::string> explain_editions;
  auto* explain_cmd = app.add_subcommand("explain", "print each step's trace with the rule text that decided it");
  explain_cmd->add_option("file", explain_file, "a scenario file")->required();
  explain_cmd->add_option("--edition", explain_editions, "explain under this edition only; given twice, the two side by side");
  bool explain_verbose = false;
  explain_cmd->add_flag("-v,--verbose", explain_verbose, "unfold the setup's rule text (the deck's composition and its readings)");
  std::string explain_format = "text";
  explain_cmd->add_option("--format", explain_format, "text, or json: the runs, steps, decisions and rule text")
      ->check(CLI::IsMember({"text", "json"}));
  common(explain_cmd);

  auto* editions_cmd = app.add_subcommand("editions", "list the editions with their rulebook and card table");
  common(editions_cmd);

  std::string cards_format = "text";
  std::optional<std::string> cards_game;
  auto* cards_cmd = app.add_subcommand("cards", "the translation table: each card's (or component's) name and copies per edition");
  cards_cmd->add_option("--format", cards_format, "text, md or json")->check(CLI::IsMember({"text", "md", "json"}));
  cards_cmd->add_option("--game", cards_game, "only this game (default: every game)");
  common(cards_cmd);

  std::optional<std::string> catalog_game;
  std::string catalog_format = "text";
  auto catalog_options = [&](CLI::App* sub) {
    sub->add_option("--game", catalog_game, "only this game (default: every game)");
    sub->add_option("--format", catalog_format, "text, md or json")->check(CLI::IsMember({"text", "md", "json"}));
    common(sub);
  };
  auto* clauses_cmd = app.add_subcommand("clauses", "every clause id the engine decides by, what it means, which variants cite it");
  catalog_options(clauses_cmd);
  auto* variants_cmd = app.add_subcommand("variants", "every variation point: its variants, what each decides, the clauses it cites");
  catalog_options(variants_cmd);

  cli::EditionNewOptions edition_new;
  auto* edition_cmd = app.add_subcommand("edition", "write an edition file: errata edition new --from BASE --rulebook TEXT");
  edition_cmd->require_subcommand(1);
  auto* edition_new_cmd = edition_cmd->add_subcommand("new", "an edition file for your text, from a bundled edition: every clause "
                                                              "with a proposed line of your text to review, a TODO where none matched");
  edition_new_cmd->add_option("--from", edition_new.from, "the edition to start from (its clauses, cards and variants)")->required();
  edition_new_cmd->add_option("--rulebook", edition_new.rulebook, "your text (Markdown or plain text), beside the edition file")->required();
  edition_new_cmd->add_option("--id", edition_new.id, "the new edition's id (default: from the text's file name)");
  edition_new_cmd->add_option("--out", edition_new.out, "write the edition file to FILE (default: standard output)");
  common(edition_new_cmd);

  cli::SmtOptions smt;
  auto smt_options = [&](CLI::App* sub) {
    sub->add_option("--format", smt.format, "text or json")->check(CLI::IsMember({"text", "json"}));
    sub->add_option("--out", smt.out, "write findings.json and one witness scenario per finding under DIR");
    sub->add_option("--rlimit", smt.solve.rlimit,
                    "Z3's resource limit per query (deterministic: the verdict's only limit; default " +
                        std::to_string(smt.solve.rlimit) + ")")
        ->check(CLI::PositiveNumber);
    sub->add_option("--task-rlimit", smt.solve.task_rlimit,
                    "Z3's resource limit for all the queries of one task, a diff or a part of a check (deterministic; default " +
                        std::to_string(smt.solve.task_rlimit) + ")")
        ->check(CLI::PositiveNumber);
    sub->add_option("--timeout", smt.solve.safety_seconds,
                    "safety net, in seconds of wall clock per task: past it the decision is inconclusive (default " +
                        std::to_string(smt.solve.safety_seconds) + ")")
        ->check(CLI::PositiveNumber);
    sub->add_flag("--allow-inconclusive", smt.allow_inconclusive,
                  "do not fail the run on inconclusive decisions (they fail it unless the baseline accepts them)");
    sub->add_option("--baseline", smt.baseline, "known, accepted findings: only new error findings fail");
    sub->add_option("--write-baseline", smt.write_baseline,
                    "write every finding of this run, of every severity, to FILE as accepted (review the reasons before committing)");
    sub->add_flag("-v,--verbose", smt.verbose, "list every finding, the accepted ones too, and every proof");
    sub->add_option("--severity", smt.filters.severity, "show only findings of this severity (repeatable)")->allow_extra_args(false);
    sub->add_option("--kind", smt.filters.kind, "show only findings of this kind (repeatable): " + finding_kind_ids())->allow_extra_args(false);
    sub->add_option("--edition", smt.filters.edition, "show only findings about this edition (repeatable)")->allow_extra_args(false);
    sub->add_option("--game", smt.filters.game, "show only findings about this game's editions (repeatable)")->allow_extra_args(false);
    report_files(sub, smt.reports);
    common(sub);
  };
  std::string diff_a, diff_b, check_id;
  auto* diff_cmd = app.add_subcommand("diff", "find situations where two editions' rules decide differently");
  diff_cmd->add_option("a", diff_a, "an edition id")->required();
  diff_cmd->add_option("b", diff_b, "another edition id")->required();
  smt_options(diff_cmd);
  auto* check_cmd = app.add_subcommand("check", "check one edition's text against itself");
  check_cmd->add_option("edition", check_id, "an edition id")->required();
  smt_options(check_cmd);
  std::vector<std::string> verify_paths{"scenarios"};
  auto* verify_cmd = app.add_subcommand("verify", "every scenario, every check, every diff between editions of a game");
  verify_cmd->add_option("paths", verify_paths, "scenario files or folders (default: scenarios)");
  smt_options(verify_cmd);
  shard_option(verify_cmd, smt.sharding);

  std::vector<std::string> mutate_editions;
  std::optional<std::string> mutate_out;
  auto* mutate_cmd = app.add_subcommand(
      "mutate", "the generated mutation suite: each edition with one or two settings changed, its values remapped, its base restated, against diff");
  mutate_cmd->add_option("editions", mutate_editions, "edition ids (default: every edition whose game has a mutation suite)");
  mutate_cmd->add_option("--out", mutate_out, "write the Markdown table to FILE");
  MutationPlan mutate_plan;
  std::string mutate_pairs = std::to_string(mutate_plan.pairs);
  mutate_cmd->add_option("--pairs", mutate_pairs, "pairs of settings per edition: a number drawn from --seed, or all (default " +
                                                      mutate_pairs + ")");
  mutate_cmd->add_option("--seed", mutate_plan.seed, "the seed the pairs are drawn from (default " + std::to_string(mutate_plan.seed) + ")");
  cli::ShardOptions mutate_sharding;
  shard_option(mutate_cmd, mutate_sharding);
  common(mutate_cmd);

  cli::CoverageOptions coverage;
  auto* coverage_cmd = app.add_subcommand("coverage", "which clauses and rulebook lines the scenarios (and random play) exercise");
  coverage_cmd->add_option("paths", coverage.paths, "scenario files or folders (default: scenarios)");
  coverage_cmd->add_option("--props", coverage.props, "also N random games per player count of each edition whose random play keeps a trace");
  coverage_cmd->add_option("--seed", coverage.seed, "the seed of random play (default 1)");
  coverage_cmd->add_flag("-v,--verbose", coverage.verbose, "list every uncovered clause");
  report_files(coverage_cmd, coverage.reports);
  common(coverage_cmd);

  std::optional<std::string> schema_out;
  auto* schema_cmd = app.add_subcommand("schema", "write the JSON Schema of scenario files (for editors: docs/scenario.schema.json)");
  schema_cmd->add_option("--out", schema_out, "write it to FILE (default: standard output)");

  cli::PropsOptions props;
  auto* props_cmd = app.add_subcommand("props", "random legal play against the invariants, and differential play between editions");
  props_cmd->add_option("--edition", props.edition, "only this edition (its invariants)");
  props_cmd->add_option("--pair", props.pair, "only differential play between A,B");
  props_cmd->add_option("--games,--runs", props.runs, "games per edition and cases per pair")->check(CLI::PositiveNumber);
  props_cmd->add_option("--seed", props.seed, "the seed (printed on every run)");
  props_cmd->add_option("--out", props.out, "write each divergence's shrunk scenario under DIR");
  shard_option(props_cmd, props.sharding);
  common(props_cmd);

  cli::SimulateOptions sim;
  auto* sim_cmd = app.add_subcommand("simulate", "random legal play of many games, with statistics");
  sim_cmd->add_option("--edition", sim.edition, "an edition id")->required();
  sim_cmd->add_option("--players", sim.players, "players at the table")->required();
  sim_cmd->add_option("--games,--runs", sim.games, "games to play")->check(CLI::PositiveNumber);
  sim_cmd->add_option("--seed", sim.seed, "the seed");
  sim_cmd->add_option("--format", sim.format, "text or json")->check(CLI::IsMember({"text", "json"}));
  sim_cmd->add_option("--out", sim.out, "write the output (with --shard: the shard file) to FILE");
  shard_option(sim_cmd, sim.sharding);
  common(sim_cmd);

  cli::MergeOptions merge;
  auto* merge_cmd = app.add_subcommand("merge", "put the shard files of one run (--shard I/N) together: what the run without --shard prints");
  merge_cmd->add_option("files", merge.files, "the shard files, one per shard, in any order")->required();
  merge_cmd->add_option("--out", merge.out, "write the output to FILE (default: standard output)");
  merge_cmd->add_option("--format", merge.format, "text or json, as the verb prints them (default: as the shards were run)")->check(CLI::IsMember({"text", "json"}));

  cli::ConformOptions conform;
  auto* conform_cmd = cli::add_conform_verb(app, conform);
  report_files(conform_cmd, conform.reports);
  common(conform_cmd);
  auto* engine_cmd = cli::add_engine_verb(app);
  common(engine_cmd);

  std::string help_verb, shell = "bash";
  auto* help_cmd = app.add_subcommand("help", "this help, or one verb's with an example: errata help VERB");
  help_cmd->add_option("verb", help_verb, "a verb, or 'kinds': every kind of finding and what it means");
  auto* completion_cmd = app.add_subcommand("completion", "a shell completion script: errata completion bash|zsh");
  completion_cmd->add_option("shell", shell, "bash or zsh")->check(CLI::IsMember({"bash", "zsh"}));

  // What the verb given reads and writes: checked before it runs (command_files.h).
  auto command_files = [&] {
    cli::CommandFiles f;
    auto reports = [&f](const cli::ReportFiles& r) {
      f.output("--sarif", r.sarif), f.output("--html", r.html), f.output("--markdown", r.markdown), f.output("--junit", r.junit);
    };
    if (*run_cmd) reports(run.reports), f.scenarios(run.paths);
    if (*diff_cmd || *check_cmd || *verify_cmd) {
      reports(smt.reports), f.output("--out", smt.out), f.output("--write-baseline", smt.write_baseline), f.input(smt.baseline);
      if (*verify_cmd && !smt.sharding.shard) f.scenarios(verify_paths);
    }
    if (*coverage_cmd) reports(coverage.reports), f.scenarios(coverage.paths);
    if (*mutate_cmd) f.output("--out", mutate_out);
    if (*sim_cmd) f.output("--out", sim.out);
    if (*schema_cmd) f.output("--out", schema_out);
    if (*merge_cmd) {
      f.output("--out", merge.out);
      for (const auto& shard : merge.files) f.input(shard);
    }
    if (*edition_new_cmd) f.output("--out", edition_new.out), f.input(edition_new.rulebook);
    if (*conform_cmd) {
      reports(conform.reports), f.output("--out", conform.out), f.input(conform.expectations);
      if (!conform.paths.empty() || conform.games == 0) f.scenarios(conform.paths.empty() ? std::vector<std::string>{"scenarios"} : conform.paths);
    }
    return f;
  };

  cli::describe_verbs(app);
  if (auto code = cli::refuse_unknown_verb(app, argc, argv)) return *code;
  if (auto code = cli::refuse_unknown_option(app, argc, argv)) return *code;
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = app.exit(e);
    return code == 0 ? cli::kExitOk : cli::kExitBadInput;
  }

  // The reports the verb writes: their paths checked before anything runs;
  // then whatever bad input stops the verb reaches them (report_bad_input).
  const cli::ReportFiles* reports = nullptr;
  if (*run_cmd) reports = &run.reports;
  if ((*diff_cmd || *check_cmd || *verify_cmd) && !smt.sharding.shard) reports = &smt.reports;
  if (*coverage_cmd) reports = &coverage.reports;
  if (*conform_cmd) reports = &conform.reports;
  try {
    if (reports) cli::check_report_files(*reports);
  } catch (const InputError& e) {
    std::cerr << e.what() << "\n";
    return cli::kExitBadInput;
  }
  try {
    for (const auto& f : edition_files) load_edition_file(f);
    choose_readings(readings);
    shard::Arguments loaded;  // part of every shard file's header
    shard::put(loaded, "--edition-file", edition_files);
    shard::put(loaded, "--reading", readings);
    for (auto* o : {&sim.sharding, &props.sharding, &smt.sharding, &mutate_sharding}) o->loaded = loaded;
    try {
      refuse_outputs_onto_inputs(command_files());
    } catch (const InputError& e) {  // an output onto an input is a bad output path: no report is written at all
      std::cerr << e.what() << "\n";
      return cli::kExitBadInput;
    }
    if (*help_cmd) return cli::help_command(app, help_verb);
    if (*completion_cmd) {
      const auto ids = all_edition_ids();
      std::cout << (shell == "zsh" ? cli::zsh_completion(app, ids) : cli::bash_completion(app, ids));
      return cli::kExitOk;
    }
    if (*run_cmd) return cli::run_command(run);
    if (*explain_cmd) return cli::explain_command(explain_file, explain_editions, explain_verbose, explain_format);
    if (*editions_cmd) return cli::editions_command();
    if (*cards_cmd) return cli::cards_command(cards_game, cards_format);
    if (*edition_new_cmd) return cli::edition_new_command(edition_new);
    if (*clauses_cmd) return cli::clauses_command(catalog_game, catalog_format);
    if (*variants_cmd) return cli::variants_command(catalog_game, catalog_format);
    if (*diff_cmd) return cli::diff_command(diff_a, diff_b, smt);
    if (*check_cmd) return cli::check_command(check_id, smt);
    if (*sim_cmd) return cli::simulate_command(sim);
    if (*merge_cmd) return cli::merge_command(merge);
    if (*props_cmd) return cli::props_command(props);
    if (*mutate_cmd) {
      if (mutate_pairs == "all") mutate_plan.pairs = -1;
      else if (mutate_pairs.find_first_not_of("0123456789") == std::string::npos && !mutate_pairs.empty() && mutate_pairs.size() < 9)
        mutate_plan.pairs = std::stol(mutate_pairs);
      else throw InputError(SourceMark{"--pairs", 0, 0}, "expected a number or 'all', got '" + mutate_pairs + "'");
      return cli::mutate_command(mutate_editions, mutate_out, smt.solve, mutate_plan, mutate_sharding);
    }
    // No scenario path, and no scenarios/ here: the scenarios (and baseline) a package installed.
    const auto data = cli::installed_data();
    const bool here = std::filesystem::is_directory("scenarios");
    if (*verify_cmd && !verify_cmd->count("paths") && !here && data) {
      verify_paths = {*data + "/scenarios"};
      if (!smt.baseline) smt.baseline = *data + "/baseline.yaml";
      std::cerr << "no scenarios/ here: the installed scenarios and baseline (" << *data << ")\n";
    }
    if (*coverage_cmd && !coverage_cmd->count("paths") && !here && data) coverage.paths = {*data + "/scenarios"};
    if (*verify_cmd) return cli::verify_command(verify_paths, smt);
    if (*coverage_cmd) return cli::coverage_command(coverage);
    if (*schema_cmd) return cli::schema_command(schema_out);
    if (*conform_cmd) return cli::conform_command(conform);
    if (*engine_cmd) return cli::engine_command();
  } catch (const InputError& e) {
    std::cerr << e.what() << "\n";
    if (reports)
      if (std::string err = cli::report_bad_input("errata " + app.get_subcommands().front()->get_name(), e, *reports); !err.empty())
        std::cerr << "error: " << err << "\n";
    return cli::kExitBadInput;
  }
  return cli::kExitBadInput;
}

}  // namespace

// Whatever happens, an answer and an exit code, never a signal: running out
// of memory is an error message (exit 2), anything else a bug in errata said
// in words (exit 3).
int main(int argc, char** argv) {
  using namespace errata;
  try {
    return errata_main(argc, argv);
  } catch (const std::bad_alloc&) {
    std::cerr << "errata: error: out of memory (" << cli::memory_limit_text()
              << "): the input is larger than errata can hold; see docs/security.md for its limits\n";
    return cli::kExitBadInput;
  } catch (const std::system_error& e) {
    std::cerr << "errata: error: the system refused a resource (" << one_line(e.what()) << "; " << cli::memory_limit_text() << ")\n";
    return cli::kExitBadInput;
  } catch (const std::exception& e) {
    std::cerr << "errata: internal error (a bug in errata; please report it with the input): " << one_line(e.what()) << "\n";
    return cli::kExitInternal;
  }
}
