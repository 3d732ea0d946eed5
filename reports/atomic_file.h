#pragma once
// Reports are written whole or not at all: into a temporary file beside the
// target, then renamed over it.
#include <string>

namespace errata {

// Writes `content` to `path` atomically; returns "" or an error message.
std::string write_file_atomically(const std::string& path, const std::string& content);

}  // namespace errata
