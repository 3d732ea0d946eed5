#include "edition_catalog.h"

#include <fstream>
#include <sstream>

#include "model/core/bundled_files.h"
#include "model/core/input_error.h"
#include "model/core/suggest.h"
#include "model/love_letter/edition_loader.h"

namespace errata {

EditionCatalog EditionCatalog::bundled() {
  EditionCatalog c;
  for (const auto& f : bundled_files()) {
    const std::string path(f.path);
    if (path.find("/editions/") == std::string::npos || !path.ends_with(".yaml")) continue;
    c.add(love_letter::load_edition(std::string(f.text), path), path);
  }
  return c;
}

void EditionCatalog::load_file(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) throw InputError(SourceMark{path, 0, 0}, "cannot read this edition file");
  std::stringstream ss;
  ss << f.rdbuf();
  add(love_letter::load_edition(ss.str(), path), path);
}

void EditionCatalog::add(love_letter::Edition ed, const std::string& where) {
  if (find(ed.id))
    throw InputError(SourceMark{where, 1, 1}, "edition id '" + ed.id + "' is already taken by " + find(ed.id)->source.file);
  editions_.push_back(std::make_unique<love_letter::Edition>(std::move(ed)));
}

void EditionCatalog::choose_reading(const std::string& choice) {
  const auto eq = choice.find('=');
  if (eq == std::string::npos)
    throw InputError(SourceMark{"--reading", 0, 0}, "expected CLAUSE=OPTION, got '" + choice + "'");
  const std::string id = choice.substr(0, eq), option = choice.substr(eq + 1);
  bool found = false;
  std::vector<std::string> known;
  for (auto& ed : editions_) {
    for (const auto& r : ed->readings) known.push_back(r.id);
    if (!ed->reading(id)) continue;
    found = true;
    if (std::string err = ed->choose(id, option); !err.empty())
      throw InputError(SourceMark{"--reading", 0, 0}, ed->id + ": " + err);
  }
  if (!found) throw InputError(SourceMark{"--reading", 0, 0}, "no edition has a reading '" + id + "'" + did_you_mean(id, known));
}

std::vector<std::string> EditionCatalog::ids() const {
  std::vector<std::string> out;
  for (const auto& e : editions_) out.push_back(e->id);
  return out;
}

std::vector<std::string> EditionCatalog::ids_of_game(const std::string& game) const {
  std::vector<std::string> out;
  for (const auto& e : editions_)
    if (e->game == game) out.push_back(e->id);
  return out;
}

const love_letter::Edition* EditionCatalog::find(const std::string& id) const {
  for (const auto& e : editions_)
    if (e->id == id) return e.get();
  return nullptr;
}

std::string EditionCatalog::unknown(const std::string& id) const {
  return "unknown edition '" + id + "'" + did_you_mean(id, ids());
}

}  // namespace errata
