#include "atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <vector>

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

}  // namespace

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
  if (std::string refused = replaceable(target.string(), true); !refused.empty()) return refused;
  std::string tmp = temporary_template(target);
  if (!::mkdtemp(tmp.data())) return error_text("cannot create a temporary folder for", dir);
  auto fail = [&](const std::string& why) {
    fs::remove_all(tmp, ec);
    return why;
  };
  if (::chmod(tmp.c_str(), 0755) != 0) return fail(error_text("cannot write", tmp));
  for (const auto& [name, content] : files)
    if (std::string err = write_file_atomically((fs::path(tmp) / name).string(), content); !err.empty()) return fail(err);
  if (::rename(tmp.c_str(), target.c_str()) == 0) return "";  // there was no folder yet
  if (errno != EEXIST && errno != ENOTEMPTY) return fail(error_text("cannot rename " + tmp + " to", dir));
  // Swap the two folders in one step, then remove the old contents.
  if (::renameat2(AT_FDCWD, tmp.c_str(), AT_FDCWD, target.c_str(), RENAME_EXCHANGE) != 0)
    return fail(error_text("cannot replace", dir));
  fs::remove_all(tmp, ec);
  return "";
}

}  // namespace errata
