#include "folder_path.h"

#include <cstdlib>
#include <filesystem>
#include <memory>

namespace errata {
namespace {

namespace fs = std::filesystem;

bool has_control_character(const std::string& s) {
  for (unsigned char c : s)
    if (c < 0x20 || c == 0x7f) return true;
  return false;
}

}  // namespace

std::string relative_path_problem(const std::string& path, const std::string& folder) {
  if (path.empty()) return "expected a file name";
  if (has_control_character(path)) return "a path with a control character (a newline, a tab) is refused";
  if (path.front() == '/') return "expected a path relative to " + folder + ", not an absolute path";
  for (const auto& part : fs::path(path)) {
    const std::string p = part.string();
    if (p == "..") return "expected a path inside " + folder + ": '..' leads out of it";
    if (p.empty() || p == ".") return "expected a path without empty parts";
    if (p.front() == '.') return "expected a path without hidden parts: '" + p + "' starts with a dot";
  }
  return "";
}

std::string real_path(const std::string& path) {
  std::unique_ptr<char, decltype(&std::free)> r(::realpath(path.c_str(), nullptr), &std::free);
  return r ? std::string(r.get()) : std::string();
}

bool resolves_inside(const std::string& path, const std::string& folder, bool itself) {
  std::error_code ec;
  const fs::path root = fs::canonical(folder.empty() ? "." : folder, ec);
  if (ec) return false;
  const fs::path real = fs::weakly_canonical(fs::absolute(path, ec), ec);
  if (ec) return false;
  const std::string r = real.string(), f = root.string();
  if (r == f) return itself;
  return r.size() > f.size() && r.compare(0, f.size(), f) == 0 && (f == "/" || r[f.size()] == '/');
}

}  // namespace errata
