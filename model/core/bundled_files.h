#pragma once
// Files built into the errata binary: the bundled edition files and the
// rulebook texts they cite, so the command works from any directory.
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace errata {

struct BundledFile {
  std::string_view path;  // as in the source tree, e.g. "docs/rulebooks/loser.fr.md"
  std::string_view text;
};

std::span<const BundledFile> bundled_files();

// Whether `path` is exactly a bundled file's path (a bundled edition file).
bool is_bundled_path(std::string_view path);

// The bundled file whose path ends with `name` (after a '/'), if any.
std::optional<BundledFile> find_bundled(std::string_view name);

}  // namespace errata
