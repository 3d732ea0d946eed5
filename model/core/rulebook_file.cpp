#include "rulebook_file.h"

#include <filesystem>
#include <optional>

#include "bundled_files.h"
#include "folder_path.h"
#include "input_error.h"
#include "user_file.h"

namespace errata {
namespace {

namespace fs = std::filesystem;

// `path` as reports name it: relative to the working folder when inside it.
std::string shown_path(const std::string& path) {
  std::error_code ec;
  const std::string here = fs::current_path(ec).string();
  if (!ec && path.size() > here.size() && path.compare(0, here.size(), here) == 0 && path[here.size()] == '/')
    return path.substr(here.size() + 1);
  return path;
}

// The user's rulebook file beside the edition file, or nullopt when there is none by that name.
std::optional<Rulebook> beside(const YamlReader& in, const YAML::Node& node, const std::string& name) {
  const fs::path folder = fs::path(in.file()).parent_path();
  const std::string path = (folder / name).string();
  std::error_code ec;
  if (!fs::exists(fs::symlink_status(path, ec))) return std::nullopt;
  const std::string real = real_path(path), root = real_path(folder.empty() ? "." : folder.string());
  if (real.empty() || root.empty() || real.compare(0, root.size() + 1, root + "/") != 0)
    in.fail(node, "rulebook '" + name + "' leads outside the edition file's folder (through a symbolic link); "
                  "a rulebook must be a file inside that folder (docs/security.md)");
  try {
    const std::string text = read_user_file(real, "rulebook");
    return Rulebook(name, text, shown_path(real));
  } catch (const InputError& e) {  // located at `rulebook:`; the message names no content
    const SourceMark& at = e.mark();
    in.fail(node, "rulebook '" + name + "'" +
                      (at.line > 0 ? ", line " + std::to_string(at.line) + ", column " + std::to_string(at.column) : "") + ": " +
                      e.message());
  }
}

}  // namespace

std::string rulebook_name_problem(const std::string& name) { return relative_path_problem(name, "the edition file's folder"); }

Rulebook find_rulebook(const YamlReader& in, const YAML::Node& node, const std::string& name) {
  if (std::string why = rulebook_name_problem(name); !why.empty())
    in.fail(node, "rulebook '" + name + "': " + why + " (docs/security.md)");
  const bool bundled_edition = is_bundled_path(in.file());
  if (!bundled_edition)
    if (auto user = beside(in, node, name)) return *user;
  if (auto b = find_bundled(name)) return Rulebook(name, std::string(b->text), std::string(b->path));
  in.fail(node, "rulebook '" + name + "' not found beside the edition file nor among the bundled rulebooks");
}

}  // namespace errata
