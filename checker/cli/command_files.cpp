#include "command_files.h"

#include <sys/stat.h>

#include "checker/scenario/scenario_loader.h"
#include "model/core/folder_path.h"
#include "model/core/input_error.h"
#include "model/core/user_file.h"

namespace errata::cli {
namespace {

bool same_file(const std::string& a, const std::string& b) {
  struct stat x {}, y {};
  return ::stat(a.c_str(), &x) == 0 && ::stat(b.c_str(), &y) == 0 && x.st_dev == y.st_dev && x.st_ino == y.st_ino;
}

bool is_folder(const std::string& path) {
  struct stat st {};
  return ::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

// The input `output` would replace, or "".
std::string input_under(const std::string& output, const CommandFiles& files) {
  if (is_input_read(output)) return output;
  for (const auto& in : files.inputs)
    if (same_file(output, in)) return in;
  if (!is_folder(output)) return "";
  if (std::string in = input_read_inside(output); !in.empty()) return in;
  for (const auto& in : files.inputs)
    if (resolves_inside(in, output)) return in;
  return "";
}

}  // namespace

void CommandFiles::input(const std::optional<std::string>& path) {
  if (path) inputs.push_back(*path);
}

void CommandFiles::output(const std::string& option, const std::optional<std::string>& path) {
  if (path) outputs.emplace_back(option, *path);
}

void CommandFiles::scenarios(const std::vector<std::string>& paths) {
  try {
    for (const auto& f : scenario_files(paths)) inputs.push_back(f);
  } catch (const InputError&) {
    // A path that is not there (the default scenarios/ outside a checkout):
    // the verb says so itself, or reads what it reads instead; nothing of it
    // can be an output's input here.
  }
}

void refuse_outputs_onto_inputs(const CommandFiles& files) {
  for (const auto& [option, path] : files.outputs) {
    const std::string input = input_under(path, files);
    if (input.empty()) continue;
    const std::string what = input == path || same_file(input, path) ? path + " is" : path + " holds " + input + ",";
    throw InputError(SourceMark{option, 0, 0}, what + " an input of this command: errata never writes over what it reads "
                                                      "(docs/security.md); name another " +
                                                      (is_folder(path) ? "folder" : "file"));
  }
}

}  // namespace errata::cli
