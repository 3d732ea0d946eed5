#pragma once
// Every edition of one game errata knows, for every game alike: the bundled
// ones (built into the binary), then those a user loads with --edition-file,
// each read by the game's own loader. An edition that starts from another
// (`base:`) loads after the one it names; an id is taken once.
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/bundled_files.h"
#include "model/core/input_error.h"
#include "model/core/suggest.h"

namespace errata {

template <class Edition>
class Catalog {
 public:
  // Looks up an edition already loaded (for a file's `base:`).
  using Find = std::function<const Edition*(const std::string& id)>;
  // The game's loader: an edition file's text, its name in messages, the
  // editions loaded so far and their ids (a misspelt base's "did you mean").
  using Loader = std::function<Edition(const std::string& text, const std::string& file, const Find& find,
                                       const std::vector<std::string>& loaded)>;

  explicit Catalog(Loader load) : load_(std::move(load)) {}

  // Every bundled edition file under `folder` ("model/loser/editions/"), each
  // after the base it names; InputError if one does not load.
  void load_bundled(std::string_view folder) {
    std::vector<BundledFile> pending;
    for (const auto& f : bundled_files())
      if (f.path.find(folder) != std::string_view::npos && f.path.ends_with(".yaml")) pending.push_back(f);
    while (!pending.empty()) {
      std::vector<BundledFile> later;
      for (const auto& f : pending) {
        const std::string text(f.text);
        if (auto base = base_named(text); base && !find(*base)) {
          later.push_back(f);
          continue;
        }
        load_text(text, std::string(f.path));
      }
      if (later.size() == pending.size()) load_text(std::string(later[0].text), std::string(later[0].path));  // let the loader say why
      pending = std::move(later);
    }
  }

  // Adds the edition file `file` whose text is `text`; InputError on bad input or a taken id.
  void load_text(const std::string& text, const std::string& file) {
    add(load_(text, file, finder(), ids()), file);
    texts_.push_back(text);
  }
  // The text of the edition file `id` was read from ("" when there is none).
  const std::string& file_text(const std::string& id) const {
    static const std::string none;
    for (size_t i = 0; i < editions_.size(); ++i)
      if (editions_[i]->id == id && i < texts_.size()) return texts_[i];
    return none;
  }

  std::vector<std::string> ids() const {
    std::vector<std::string> out;
    for (const auto& e : editions_) out.push_back(e->id);
    return out;
  }
  const Edition* find(const std::string& id) const {
    for (const auto& e : editions_)
      if (e->id == id) return e.get();
    return nullptr;
  }
  // The edition `id`; InputError (with a "did you mean") when there is none.
  const Edition& at(const std::string& id) const {
    if (const Edition* ed = find(id)) return *ed;
    throw InputError(SourceMark{id, 0, 0}, unknown(id));
  }
  // A message for an unknown id, with a suggestion.
  std::string unknown(const std::string& id) const { return "unknown edition '" + id + "'" + did_you_mean(id, ids()); }
  Find finder() const {
    return [this](const std::string& id) { return find(id); };
  }

  // Takes `option` of the reading `id` in every edition that has that reading
  // (only in `edition`, when given): nullopt when none has it, else "" or
  // what is wrong ("edition: why").
  std::optional<std::string> choose_reading(const std::string& id, const std::string& option,
                                            const std::string& edition = "") {
    bool found = false;
    for (auto& ed : editions_) {
      if (!ed->reading(id) || (!edition.empty() && ed->id != edition)) continue;
      found = true;
      if (std::string err = ed->choose(id, option); !err.empty()) return ed->id + ": " + err;
    }
    return found ? std::optional<std::string>("") : std::nullopt;
  }
  std::vector<std::string> reading_ids() const {
    std::vector<std::string> out;
    for (const auto& ed : editions_)
      for (const auto& r : ed->readings) out.push_back(r.id);
    return out;
  }

 private:
  // The id after "base: " at the start of a line, if the text names one.
  static std::optional<std::string> base_named(const std::string& text) {
    const auto at = text.find("\nbase: ");
    if (at == std::string::npos) return std::nullopt;
    const auto end = text.find_first_of(" \n#", at + 7);
    return text.substr(at + 7, end == std::string::npos ? std::string::npos : end - at - 7);
  }

  void add(Edition ed, const std::string& where) {
    for (size_t i = 0; i < editions_.size(); ++i)
      if (editions_[i]->id == ed.id)
        throw InputError(SourceMark{where, 1, 1}, "edition id '" + ed.id + "' is already taken by " + sources_[i]);
    editions_.push_back(std::make_unique<Edition>(std::move(ed)));
    sources_.push_back(where);
  }

  Loader load_;
  std::vector<std::unique_ptr<Edition>> editions_;
  std::vector<std::string> sources_;  // where each edition was read
  std::vector<std::string> texts_;    // and its file's text
};

}  // namespace errata
