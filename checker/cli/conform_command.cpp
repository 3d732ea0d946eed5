// errata conform --engine CMD [SCENARIOS...]: every scenario the engine's
// editions can play, run on the engine through its adapter beside errata's
// own run of it; with --games, random differential play too. Each run
// conforms, deviates (the step, the clause and rulebook line, both answers),
// is not supported, or crashed; known deviations (--expectations) do not fail.
#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <iostream>

#include "checker/conform/conform_report.h"
#include "checker/conform/session.h"
#include "checker/game/game.h"
#include "checker/scenario/edition_selection.h"
#include "checker/scenario/scenario_loader.h"
#include "checker/scenario/scenario_runs.h"
#include "commands.h"
#include "model/core/input_error.h"
#include "core/atomic_file.h"
#include "report_outputs.h"

namespace errata::cli {
namespace {

bool has(const std::vector<std::string>& xs, const std::string& x) { return std::find(xs.begin(), xs.end(), x) != xs.end(); }

// The editions to play: those the engine plays whose game answers conform, among --edition's.
std::vector<std::string> editions_to_play(const conform::Hello& hello, const ConformOptions& o) {
  std::vector<std::string> out;
  for (const auto& id : hello.editions) {
    const Game* g = game_of_edition(id);
    if (!g) std::cerr << "note: the engine plays '" << id << "', an edition errata does not know: ignored\n";  // shown escaped (session.h)
    else if (g->answers(Verb::conform) && (o.editions.empty() || has(o.editions, id)) && !has(out, id)) out.push_back(id);
  }
  return out;
}

void play_scenarios(const ConformOptions& o, const std::vector<std::string>& played, conform::Session& session,
                    conform::Conformance& c, std::vector<InputError>& bad_input) {
  std::vector<std::string> notes;
  const auto files = scenario_files(o.paths.empty() ? std::vector<std::string>{"scenarios"} : o.paths, &notes);
  for (const auto& n : notes) std::cerr << n << "\n";
  for (const auto& file : files) {
    try {
      for (const auto& sc : load_scenario_file(file)) {
        const Game* game = find_game(sc.game.text);
        for (const auto& ed : select_editions(sc, std::nullopt).run) {
          if (!game || !has(played, ed)) continue;
          try {
            c.runs.push_back(game->conform_scenario(sc, ed, session));
          } catch (const InputError& e) {
            std::cerr << e.what() << "\n";
            bad_input.push_back(e);
          }
        }
      }
    } catch (const InputError& e) {
      std::cerr << e.what() << "\n";
      bad_input.push_back(e);
    }
  }
}

// Each random divergence's scenario under --out (written whole, at once).
std::string write_witnesses(const std::string& dir, std::vector<conform::Run>& runs) {
  std::map<std::string, std::string> files;
  for (auto& r : runs) {
    if (r.witness.empty() || r.deviations.empty()) continue;
    const conform::Deviation& d = r.deviations.front();
    std::string name = r.edition + "-" + d.clause + "-" + (d.card.empty() ? "deal" : d.card) + "-" + d.kind;
    for (char& ch : name)
      if (!std::isalnum(static_cast<unsigned char>(ch)) && ch != '-' && ch != '.') ch = '-';
    if (files.count(name + ".yaml")) continue;
    files[name + ".yaml"] = r.witness;
    r.witness_path = dir + "/" + name + ".yaml";
    for (auto& dev : r.deviations) {  // the marks in the scenario now point into its file
      if (dev.step.file == "random-play.yaml") dev.step.file = r.witness_path;
      for (auto& f : dev.expectations)
        if (f.mark.file == "random-play.yaml") f.mark.file = r.witness_path;
    }
    r.file = r.witness_path;
  }
  return write_folder_atomically(dir, files);
}

std::string play_random(const ConformOptions& o, const std::vector<std::string>& played, conform::Session& session,
                        conform::Conformance& c) {
  const auto start = std::chrono::steady_clock::now();
  c.random = true;
  std::vector<conform::Run> found;
  for (const Game* g : games()) {
    std::vector<std::string> eds;
    for (const auto& e : g->editions())
      if (has(played, e.id)) eds.push_back(e.id);
    if (eds.empty()) continue;
    conform::RandomPlay r = g->conform_random(eds, o.games, o.seed, session);
    c.games += r.games;
    c.turns += r.turns;
    c.refusals += r.refusals;
    c.resyncs += r.resyncs;
    if (r.stopped && !c.stopped) c.stopped_why = r.stopped_why;
    c.stopped += r.stopped;
    for (auto& run : r.runs) found.push_back(std::move(run));
  }
  c.random_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const std::string err = o.out ? write_witnesses(*o.out, found) : "";
  for (auto& r : found) c.runs.push_back(std::move(r));
  return err;
}

std::string quoted(const std::string& s) { return "'" + s + "'"; }

}  // namespace

CLI::App* add_conform_verb(CLI::App& app, ConformOptions& o) {
  auto* cmd = app.add_subcommand("conform", "play the scenarios (and random games) on another Love Letter engine through an adapter");
  cmd->add_option("--engine", o.engine, "the adapter's command line, run by /bin/sh -c (docs/conformance.md)")->required();
  cmd->add_option("paths", o.paths, "scenario files or folders (default: scenarios; none with --games alone)");
  cmd->add_option("--edition", o.editions, "only this edition (repeatable)")->allow_extra_args(false);
  cmd->add_option("--expectations", o.expectations, "known deviations with their reasons: only new ones fail");
  cmd->add_option("--games", o.games, "random differential play: N seeded games played by both engines")->check(CLI::NonNegativeNumber);
  cmd->add_option("--seed", o.seed, "the seed of random play");
  cmd->add_option("--out", o.out, "write each random divergence as a scenario under DIR (errata run replays it)");
  cmd->add_option("--timeout", o.timeout, "seconds errata waits for each reply before stopping the adapter")->check(CLI::PositiveNumber);
  cmd->add_option("--format", o.format, "text or json")->check(CLI::IsMember({"text", "json"}));
  cmd->add_flag("-v,--verbose", o.verbose, "print every run's verdict, not only failures");
  return cmd;
}

int conform_command(const ConformOptions& o) {
  for (const auto& e : o.editions)
    if (!known_edition(e)) throw InputError(SourceMark{"--edition", 0, 0}, unknown_edition(e));
  conform::Conformance c;
  c.adapter = o.engine;
  c.command = "errata conform --engine " + quoted(o.engine);
  if (o.expectations) c.expectations = conform::load_expectations(*o.expectations);
  conform::Session session(o.engine, conform::Limits{o.timeout});
  try {
    c.hello = session.hello();
  } catch (const conform::StartFailure& e) {
    std::cerr << "error: " << e.what() << "\n";
    return kExitBadInput;
  }
  const auto played = editions_to_play(c.hello, o);
  if (played.empty())
    throw InputError(SourceMark{"--engine", 0, 0}, "the engine plays no edition errata can check" +
                                                       std::string(o.editions.empty() ? "" : " among those --edition names"));
  std::vector<InputError> bad_input;  // each also in the reports, at its line
  if (!o.paths.empty() || o.games == 0) play_scenarios(o, played, session, c, bad_input);
  if (o.games > 0)
    if (std::string err = play_random(o, played, session, c); !err.empty()) throw InputError(SourceMark{"--out", 0, 0}, err);
  session.quit();
  std::cout << (o.format == "json" ? conform::conform_json(c) : conform::conform_text(c, o.verbose));
  report::Report rep = conform::conform_report(c);
  for (const auto& e : bad_input) add_bad_input_run(rep, e, "(file)");
  add_texts(rep, false);
  if (std::string err = write_reports(rep, o.reports); !err.empty()) throw InputError(SourceMark{"errata", 0, 0}, err);
  if (!bad_input.empty()) return kExitBadInput;
  return std::any_of(c.runs.begin(), c.runs.end(), [&](const auto& r) { return conform::fails(c, r); }) ? kExitFailed : kExitOk;
}

}  // namespace errata::cli
