#include "atomic_file.h"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace errata {

std::string write_file_atomically(const std::string& path, const std::string& content) {
  namespace fs = std::filesystem;
  const fs::path target(path);
  std::error_code ec;
  if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);
  const std::string tmp = path + ".tmp." + std::to_string(::getpid());
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) return "cannot write " + tmp + ": " + std::strerror(errno);
    out << content;
    out.flush();
    if (!out) {
      std::remove(tmp.c_str());
      return "cannot write " + tmp;
    }
  }
  fs::rename(tmp, target, ec);
  if (ec) {
    std::remove(tmp.c_str());
    return "cannot rename " + tmp + " to " + path + ": " + ec.message();
  }
  return "";
}

}  // namespace errata
