#pragma once
// What one command reads and what it writes, said before it runs: an output
// never replaces an input of the same command (docs/security.md). As a
// compiler refuses `-o` onto one of its inputs, errata refuses an output that
// is an input (the same file by device and inode, links followed), an output
// folder that holds an input, and does so before any work. The atomic writer
// holds the same rule again for every file read (core/atomic_file.h).
#include <optional>
#include <string>
#include <vector>

namespace errata::cli {

struct CommandFiles {
  // Files the command will read: scenario files (a folder's are listed one
  // by one), a baseline, expectations. Those already read (edition files and
  // their rulebooks, shard files: model/core/user_file.h) count too.
  std::vector<std::string> inputs;
  // Each output with the option that names it: files written, folders replaced.
  std::vector<std::pair<std::string, std::string>> outputs;

  void input(const std::optional<std::string>& path);
  void output(const std::string& option, const std::optional<std::string>& path);
  // Every scenario file `paths` name (files, and the *.yaml under folders).
  void scenarios(const std::vector<std::string>& paths);
};

// InputError naming the output's option when an output is one of the inputs,
// or an output folder holds one.
void refuse_outputs_onto_inputs(const CommandFiles& files);

}  // namespace errata::cli
