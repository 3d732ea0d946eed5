#pragma once
// Every edition errata knows: the bundled ones, then those a user loads with
// --edition-file, all read by the same loader.
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/love_letter/edition.h"
#include "model/love_letter/edition_loader.h"

namespace errata {

class EditionCatalog {
 public:
  // The bundled editions; InputError if one of them does not load.
  static EditionCatalog bundled();

  // Adds the edition file at `path`; InputError on bad input or a taken id.
  void load_file(const std::string& path);
  // Takes `option` of the reading `id` in every edition that has that reading
  // (only in `edition`, when given): nullopt when none has it, else "" or
  // what is wrong ("edition: why").
  std::optional<std::string> choose_reading(const std::string& id, const std::string& option, const std::string& edition = "");
  std::vector<std::string> reading_ids() const;

  std::vector<std::string> ids() const;
  std::vector<std::string> ids_of_game(const std::string& game) const;
  const love_letter::Edition* find(const std::string& id) const;
  // A message for an unknown id, with a suggestion.
  std::string unknown(const std::string& id) const;
  // Looks up loaded editions, for edition files that name a `base`.
  love_letter::FindEdition finder() const;

 private:
  void add(love_letter::Edition ed, const std::string& where);
  std::vector<std::unique_ptr<love_letter::Edition>> editions_;
};

}  // namespace errata
