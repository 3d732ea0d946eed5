#include "edition_catalog.h"

#include "model/core/bundled_files.h"
#include "model/core/input_error.h"
#include "model/core/suggest.h"
#include "model/core/user_file.h"
#include "model/love_letter/edition_loader.h"

namespace errata {

EditionCatalog EditionCatalog::bundled() {
  EditionCatalog c;
  // Editions that start from another (`base:`) load after the ones they name.
  std::vector<BundledFile> pending;
  for (const auto& f : bundled_files())
    if (f.path.find("love_letter/editions/") != std::string_view::npos && f.path.ends_with(".yaml")) pending.push_back(f);
  while (!pending.empty()) {
    std::vector<BundledFile> later;
    for (const auto& f : pending) {
      const std::string text(f.text);
      const auto base_at = text.find("\nbase: ");
      if (base_at != std::string::npos) {
        const auto end = text.find_first_of(" \n#", base_at + 7);
        if (!c.find(text.substr(base_at + 7, end - base_at - 7))) {
          later.push_back(f);
          continue;
        }
      }
      c.add(love_letter::load_edition(text, std::string(f.path), c.finder()), std::string(f.path));
    }
    if (later.size() == pending.size()) {  // a base that never loads: let the loader say so
      c.add(love_letter::load_edition(std::string(later[0].text), std::string(later[0].path), c.finder()),
            std::string(later[0].path));
    }
    pending = std::move(later);
  }
  return c;
}

love_letter::FindEdition EditionCatalog::finder() const {
  return [this](const std::string& id) { return find(id); };
}

void EditionCatalog::load_file(const std::string& path) {
  add(love_letter::load_edition(read_user_file(path, "edition file"), path, finder(), ids()), path);
}

void EditionCatalog::add(love_letter::Edition ed, const std::string& where) {
  if (find(ed.id))
    throw InputError(SourceMark{where, 1, 1}, "edition id '" + ed.id + "' is already taken by " + find(ed.id)->source.file);
  editions_.push_back(std::make_unique<love_letter::Edition>(std::move(ed)));
}

std::optional<std::string> EditionCatalog::choose_reading(const std::string& id, const std::string& option, const std::string& edition) {
  bool found = false;
  for (auto& ed : editions_) {
    if (!ed->reading(id) || (!edition.empty() && ed->id != edition)) continue;
    found = true;
    if (std::string err = ed->choose(id, option); !err.empty()) return ed->id + ": " + err;
  }
  return found ? std::optional<std::string>("") : std::nullopt;
}

std::vector<std::string> EditionCatalog::reading_ids() const {
  std::vector<std::string> out;
  for (const auto& ed : editions_)
    for (const auto& r : ed->readings) out.push_back(r.id);
  return out;
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
