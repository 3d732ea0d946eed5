#include "bundled_files.h"

namespace errata {

bool is_bundled_path(std::string_view path) {
  for (const auto& f : bundled_files())
    if (f.path == path) return true;
  return false;
}

std::optional<BundledFile> find_bundled(std::string_view name) {
  for (const auto& f : bundled_files()) {
    if (f.path == name) return f;
    if (f.path.size() > name.size() && f.path.ends_with(name) && f.path[f.path.size() - name.size() - 1] == '/')
      return f;
  }
  return std::nullopt;
}

}  // namespace errata
