#include "user_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <mutex>
#include <set>
#include <utility>
#include <vector>

#include "folder_path.h"
#include "input_error.h"
#include "input_limits.h"
#include "text_encoding.h"

namespace errata {
namespace {

std::string kind_of(mode_t mode) {
  if (S_ISDIR(mode)) return "a folder";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

// The files read so far: by device and inode, and by real path.
struct InputsRead {
  std::mutex lock;
  std::set<std::pair<dev_t, ino_t>> ids;
  std::vector<std::string> paths;
};

InputsRead& inputs_read() {
  static InputsRead read;
  return read;
}

void note_input(const std::string& path, const struct stat& st) {
  InputsRead& r = inputs_read();
  const std::string real = real_path(path);
  const std::lock_guard<std::mutex> held(r.lock);
  if (r.ids.insert({st.st_dev, st.st_ino}).second && !real.empty()) r.paths.push_back(real);
}

}  // namespace

bool is_input_read(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return false;
  InputsRead& r = inputs_read();
  const std::lock_guard<std::mutex> held(r.lock);
  return r.ids.count({st.st_dev, st.st_ino}) > 0;
}

std::string input_read_inside(const std::string& dir) {
  InputsRead& r = inputs_read();
  const std::lock_guard<std::mutex> held(r.lock);
  for (const auto& p : r.paths)
    if (resolves_inside(p, dir)) return p;
  return "";
}

std::string not_a_regular_file(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return errno == ENOENT ? "no such file" : std::strerror(errno);
  if (S_ISREG(st.st_mode)) return "";
  return "is " + kind_of(st.st_mode) + ", not a regular file";
}

void require_user_text(const std::string& text, const std::string& path, const std::string& what) {
  if (text.size() > kMaxFileBytes)
    throw InputError(SourceMark{path, 0, 0}, "cannot read this " + what + ": it is larger than " + std::to_string(kMaxFileBytes >> 20) +
                                                 " MiB, the most errata reads from one file (docs/security.md)");
  require_utf8(path, text);
}

std::string read_user_file(const std::string& path, const std::string& what) {
  const SourceMark at{path, 0, 0};
  if (std::string why = not_a_regular_file(path); !why.empty()) throw InputError(at, "cannot read this " + what + ": " + why);
  // O_NONBLOCK: should the path turn into a FIFO after the check, opening it does not wait for a writer.
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0) throw InputError(at, "cannot read this " + what + ": " + std::strerror(errno));
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(fd);
    throw InputError(at, "cannot read this " + what + ": not a regular file");
  }
  const auto too_big = [&] {
    ::close(fd);
    throw InputError(at, "cannot read this " + what + ": it is larger than " + std::to_string(kMaxFileBytes >> 20) +
                             " MiB, the most errata reads from one file (docs/security.md)");
  };
  if (static_cast<std::size_t>(st.st_size) > kMaxFileBytes) too_big();
  note_input(path, st);
  std::string text;
  char buf[65536];
  for (;;) {
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n == 0) break;
    if (n < 0) {
      if (errno == EINTR) continue;
      const int err = errno;
      ::close(fd);
      throw InputError(at, "cannot read this " + what + ": " + std::strerror(err));
    }
    text.append(buf, static_cast<size_t>(n));
    if (text.size() > kMaxFileBytes) too_big();  // it grew while being read
  }
  ::close(fd);
  require_user_text(text, path, what);
  return text;
}

}  // namespace errata
