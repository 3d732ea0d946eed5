#include "installed_data.h"

#include <filesystem>
#include <system_error>

namespace errata::cli {

std::optional<std::string> installed_data() {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return std::nullopt;
  const fs::path data = (exe.parent_path().parent_path() / "share" / "errata").lexically_normal();
  if (!fs::is_directory(data / "scenarios", ec)) return std::nullopt;
  return data.string();
}

}  // namespace errata::cli
