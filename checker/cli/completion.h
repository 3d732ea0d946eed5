#pragma once
// Shell completion generated from the command's own definitions: the verbs,
// each verb's options, the values an option accepts (its IsMember list, the
// edition ids), files and folders where an argument is a FILE or a DIR.
// `errata completion bash` prints it; `make install` installs it.
#include <string>
#include <vector>

namespace CLI {
class App;  // CLI11's, declared here: its header costs a translation unit about 5 s to compile
}  // namespace CLI

namespace errata::cli {

// A bash completion script for `app`; `edition_ids` complete --edition and
// the verbs' edition arguments.
std::string bash_completion(const CLI::App& app, const std::vector<std::string>& edition_ids);
// The same for zsh, through its bash completion compatibility.
std::string zsh_completion(const CLI::App& app, const std::vector<std::string>& edition_ids);

}  // namespace errata::cli
