#include "atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <set>
#include <vector>

#include "model/core/user_file.h"

namespace errata {
namespace {

namespace fs = std::filesystem;

std::string error_text(const std::string& what, const std::string& path) {
  return what + " " + path + ": " + std::strerror(errno);
}

// "" when `path` may be replaced: it does not exist, or it is a regular file
// (lstat: a symlink is refused, not followed).
std::string replaceable(const std::string& path, bool folder) {
  struct stat st {};
  if (::lstat(path.c_str(), &st) != 0) return errno == ENOENT ? "" : error_text("cannot write", path);
  if (folder ? S_ISDIR(st.st_mode) : S_ISREG(st.st_mode)) return "";
  return "will not replace " + path + ": it is not a " + (folder ? "folder" : "regular file") +
         (S_ISLNK(st.st_mode) ? " but a symbolic link" : "");
}

// The temporary's template: a hidden name beside `target`, its last six
// characters made unpredictable by mkstemp/mkdtemp.
std::string temporary_template(const fs::path& target) {
  const fs::path folder = target.has_parent_path() ? target.parent_path() : fs::path(".");
  return (folder / ("." + target.filename().string() + ".tmp.XXXXXX")).string();
}

std::string write_all(int fd, const std::string& content) {
  size_t done = 0;
  while (done < content.size()) {
    const ssize_t n = ::write(fd, content.data() + done, content.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return std::strerror(errno);
    done += static_cast<size_t>(n);
  }
  return "";
}

// The mark's text: what it is, then one written file per line.
std::string folder_mark(const std::map<std::string, std::string>& files) {
  std::string out = "# errata wrote this folder (--out). It replaces it whole on its next run while the folder holds\n"
                    "# nothing but the files below; anything else in it makes errata refuse to touch it.\n";
  for (const auto& [name, content] : files) out += name + "\n";
  return out;
}

// The files a folder's mark lists, or nullopt when it has no readable mark.
std::optional<std::set<std::string>> marked_files(const fs::path& dir) {
  std::ifstream in(dir / kFolderMark);
  if (!in || !fs::is_regular_file(fs::symlink_status(dir / kFolderMark))) return std::nullopt;
  std::set<std::string> out;
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') out.insert(line);
  return out;
}

}  // namespace

std::string file_writable(const std::string& path) {
  const fs::path target(path);
  if (target.filename().empty()) return "cannot write " + path + ": it names a folder";
  if (std::string refused = replaceable(path, false); !refused.empty()) return refused;
  std::error_code ec;
  fs::path folder = target.parent_path();  // the nearest folder that exists: the rest would be made
  while (!folder.empty() && !fs::exists(folder, ec)) folder = folder.parent_path();
  if (folder.empty()) folder = ".";
  if (!fs::is_directory(folder, ec)) return "cannot write " + path + ": " + folder.string() + " is not a folder";
  if (::access(folder.c_str(), W_OK | X_OK) != 0) return error_text("cannot write " + path + ": cannot write in", folder.string());
  return "";
}

std::string folder_replaceable(const std::string& dir) {
  fs::path target(dir);
  if (target.filename().empty()) target = target.parent_path();
  if (std::string refused = replaceable(target.string(), true); !refused.empty()) return refused;
  std::error_code ec;
  if (!fs::exists(fs::symlink_status(target, ec))) return "";
  const auto marked = marked_files(target);
  const std::string refusal = "will not replace " + target.string() + ": errata did not write ";
  for (auto it = fs::recursive_directory_iterator(target, ec); !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
    const std::string rel = fs::relative(it->path(), target, ec).string();
    if (rel == kFolderMark) continue;
    if (!marked) return refusal + "it (it holds " + rel + "); name a new or empty folder";
    const bool file = it->is_regular_file(ec) && !it->is_symlink(ec);
    const bool listed = file ? marked->count(rel) > 0
                             : it->is_directory(ec) && !it->is_symlink(ec) &&
                                   std::any_of(marked->begin(), marked->end(), [&](const std::string& m) { return m.rfind(rel + "/", 0) == 0; });
    if (!listed) return refusal + rel + " in it; move it away or name another folder";
  }
  if (ec) return error_text("cannot read", target.string());
  return "";
}

std::unique_lock<std::recursive_mutex> hold_writes() {
  static std::recursive_mutex writes;
  return std::unique_lock<std::recursive_mutex>(writes);
}

std::string write_file_atomically(const std::string& path, const std::string& content) {
  const fs::path target(path);
  if (target.filename().empty()) return "cannot write " + path + ": it names a folder";
  const auto held = hold_writes();
  std::error_code ec;
  if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);
  if (std::string refused = replaceable(path, false); !refused.empty()) return refused;
  if (is_input_read(path)) return "will not replace " + path + ": it is an input of this command (name another file)";
  std::string tmp = temporary_template(target);
  const int fd = ::mkstemp(tmp.data());  // O_CREAT | O_EXCL, mode 0600
  if (fd < 0) return error_text("cannot create a temporary file for", path);
  std::string err = write_all(fd, content);
  if (err.empty() && ::fchmod(fd, 0644) != 0) err = std::strerror(errno);
  if (::close(fd) != 0 && err.empty()) err = std::strerror(errno);
  if (err.empty() && ::rename(tmp.c_str(), path.c_str()) != 0) err = std::strerror(errno);
  if (!err.empty()) {
    ::unlink(tmp.c_str());
    return "cannot write " + path + ": " + err;
  }
  return "";
}

std::string write_folder_atomically(const std::string& dir, const std::map<std::string, std::string>& files) {
  fs::path target(dir);
  if (target.filename().empty()) target = target.parent_path();  // "out/" is "out"
  const auto held = hold_writes();
  std::error_code ec;
  if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);
  if (std::string refused = folder_replaceable(target.string()); !refused.empty()) return refused;
  if (std::string input = input_read_inside(target.string()); !input.empty())
    return "will not replace " + target.string() + ": it holds " + input + ", an input of this command (name another folder)";
  std::string tmp = temporary_template(target);
  if (!::mkdtemp(tmp.data())) return error_text("cannot create a temporary folder for", dir);
  auto fail = [&](const std::string& why) {
    fs::remove_all(tmp, ec);
    return why;
  };
  if (::chmod(tmp.c_str(), 0755) != 0) return fail(error_text("cannot write", tmp));
  for (const auto& [name, content] : files)
    if (std::string err = write_file_atomically((fs::path(tmp) / name).string(), content); !err.empty()) return fail(err);
  if (std::string err = write_file_atomically((fs::path(tmp) / kFolderMark).string(), folder_mark(files)); !err.empty())
    return fail(err);
  if (::rename(tmp.c_str(), target.c_str()) == 0) return "";  // there was no folder yet
  if (errno != EEXIST && errno != ENOTEMPTY) return fail(error_text("cannot rename " + tmp + " to", dir));
  // Swap the two folders in one step, then remove the old contents.
  if (::renameat2(AT_FDCWD, tmp.c_str(), AT_FDCWD, target.c_str(), RENAME_EXCHANGE) != 0)
    return fail(error_text("cannot replace", dir));
  fs::remove_all(tmp, ec);
  return "";
}

}  // namespace errata
