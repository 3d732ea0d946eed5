#include "scenario_loader.h"
#include "scenario_keys.h"

#include <algorithm>
#include <set>
#include <filesystem>

#include "checker/game/game.h"
#include "model/core/folder_path.h"
#include "model/core/input_error.h"
#include "model/core/input_limits.h"
#include "model/core/suggest.h"
#include "model/core/user_file.h"
#include "model/core/yaml_reader.h"
#include "named_reader.h"

namespace errata {

const std::vector<std::string>& scenario_top_keys() {
  static const std::vector<std::string> keys{"name", "game", "editions", "clauses", "setup", "steps", "expect"};
  return keys;
}

namespace {

namespace fs = std::filesystem;
const std::vector<std::string>& kTopKeys = scenario_top_keys();

std::vector<std::string> game_ids() {
  std::vector<std::string> ids;
  for (const Game* g : games()) ids.push_back(g->id());
  return ids;
}

// "a, b or c"
std::string one_of(const std::vector<std::string>& v) {
  std::string out;
  for (size_t i = 0; i < v.size(); ++i) out += (i == 0 ? "" : i + 1 == v.size() ? " or " : ", ") + v[i];
  return out;
}

class Reader : public NamedReader {
 public:
  explicit Reader(const std::string& file) : NamedReader(file) {}

  // Every game alike: a scenario checks something (steps or an expect), an
  // expect map checks something (a key besides `editions`), and the
  // `editions` of its expect maps and the players it seats are recorded to
  // choose and check the editions it runs under.
  void what_it_checks(const YAML::Node& doc, Scenario& sc) const {
    const YAML::Node steps = doc["steps"], expect = doc["expect"];
    const bool has_steps = steps && steps.IsSequence() && steps.size() > 0;
    if (!has_steps && !expect)
      in_.fail(doc, "this scenario checks nothing: give it steps or an expect (e.g. expect: {error: invalid-setup})");
    expect_maps(expect, sc);
    if (has_steps)
      for (const auto& st : steps)
        if (st.IsMap()) expect_maps(st["expect"], sc);
    const YAML::Node setup = doc["setup"];
    if (setup && setup.IsMap() && setup["players"] && setup["players"].IsSequence())
      sc.seated = static_cast<int>(setup["players"].size());
  }

  void expect_maps(const YAML::Node& expect, Scenario& sc) const {
    if (!expect) return;
    auto one = [&](const YAML::Node& e) {
      if (!e.IsMap()) return;  // the game's reader says what is wrong
      if (e.size() == 0 || (e.size() == 1 && e["editions"]))
        in_.fail(e, "this expect checks nothing: give it at least one key (hands, eliminated, error, ...)");
      if (e["editions"]) {
        NamedList l = list(e["editions"], "expect.editions");
        if (l.items.empty()) in_.fail(e["editions"], "expect.editions: expected at least one edition id");
        sc.expect_editions.push_back(std::move(l));
      }
    };
    if (expect.IsSequence()) {
      if (expect.size() == 0) in_.fail(expect, "this expect checks nothing: an empty list");
      for (const auto& e : expect) one(e);
    } else {
      one(expect);
    }
  }

  Scenario scenario(const YAML::Node& doc) const {
    in_.expect_document(doc, "scenario", kTopKeys);
    Scenario sc;
    sc.file = in_.file();
    // The first key: a document's own mark may be its '---' line. An empty map has none.
    sc.mark = in_.mark(doc.size() > 0 ? doc.begin()->first : doc);
    sc.name = in_.text(in_.required(doc, "name", "scenario"), "name");
    if (sc.name.find('\n') != std::string::npos) in_.fail(doc["name"], "name: expected one line");
    sc.game = name(in_.required(doc, "game", "scenario"), "game");
    const Game* game = find_game(sc.game.text);
    if (!game)
      in_.fail(doc["game"], "unknown game '" + sc.game.text + "'" + did_you_mean(sc.game.text, game_ids()) +
                                "; expected " + one_of(game_ids()));
    if (doc["editions"]) {
      sc.editions = list(doc["editions"], "editions");
      if (sc.editions->items.empty()) in_.fail(doc["editions"], "editions: expected at least one edition id");
    }
    sc.clauses = doc["clauses"] ? list(doc["clauses"], "clauses") : NamedList{{}, sc.mark};
    sc.script = game->read(doc, in_.file());
    what_it_checks(doc, sc);
    return sc;
  }
};

}  // namespace

std::vector<Scenario> load_scenarios(const std::string& text, const std::string& file) {
  std::vector<Scenario> out;
  Reader reader(file);
  for (const auto& doc : load_yaml_documents(text, file)) {
    if (doc.IsNull()) continue;  // an empty document (a trailing '---')
    out.push_back(reader.scenario(doc));
  }
  if (out.empty()) throw InputError(SourceMark{file, 1, 1}, "no scenario in this file");
  return out;
}

std::vector<Scenario> load_scenario_file(const std::string& path) {
  return load_scenarios(read_user_file(path, "scenario file"), path);
}

std::vector<std::string> scenario_files(const std::vector<std::string>& paths, std::vector<std::string>* notes) {
  std::vector<std::string> out;
  std::set<std::string> seen;  // each file's canonical path
  std::uintmax_t bytes = 0;
  auto add = [&](const std::string& file) {
    std::error_code ec;
    const std::string key = fs::weakly_canonical(file, ec).string();
    if (!seen.insert(key).second) {
      if (notes) notes->push_back(file + ": warning: this file is given twice; it is run once");
      return;
    }
    const std::uintmax_t size = fs::file_size(file, ec);
    bytes += ec ? 0 : size;
    if (out.size() >= kMaxScenarioFiles || bytes > kMaxRunBytes)
      throw InputError(SourceMark{file, 0, 0}, "one run reads at most " + std::to_string(kMaxScenarioFiles) + " scenario files and " +
                                                   std::to_string(kMaxRunBytes >> 20) +
                                                   " MiB of them; split the run (docs/security.md)");
    out.push_back(file);
  };
  for (const auto& p : paths) {
    std::error_code ec;
    if (fs::is_directory(p, ec)) {
      std::vector<std::string> found;
      fs::path at = p;  // the entry the search stands on: where it fails, if it fails
      for (auto it = fs::recursive_directory_iterator(p, ec); !ec && it != fs::recursive_directory_iterator();
           it.increment(ec)) {
        at = it->path();
        const auto ext = it->path().extension();
        if (!it->is_regular_file(ec) || (ext != ".yaml" && ext != ".yml")) continue;
        // A folder someone else filled (a pull request's) is read, not what its links point at.
        if (it->is_symlink(ec) && !resolves_inside(it->path().string(), p))
          throw InputError(SourceMark{it->path().string(), 0, 0}, "a symbolic link leading out of the folder " + p +
                                                                      ": errata reads only the files a scenario folder holds (docs/security.md)");
        found.push_back(it->path().string());
      }
      // An unreadable folder must not end the search unnoticed: its scenarios would silently not run.
      if (ec) throw InputError(SourceMark{at.string(), 0, 0}, "cannot read this folder: " + ec.message());
      if (found.empty()) throw InputError(SourceMark{p, 0, 0}, "no scenario found in this folder (no *.yaml or *.yml file)");
      std::sort(found.begin(), found.end());
      for (const auto& f : found) add(f);
    } else if (fs::is_regular_file(p, ec)) {
      add(p);
    } else {
      const std::string why = not_a_regular_file(p);
      throw InputError(SourceMark{p, 0, 0}, why == "no such file" ? "no such file or folder" : "cannot read this scenario file: " + why);
    }
  }
  return out;
}

}  // namespace errata
