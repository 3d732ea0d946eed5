#pragma once
// What a user expects of any command line, around the verbs themselves:
// `errata --version`, `errata help [VERB]`, "did you mean" for a misspelt
// verb, and every verb's --help with an example, its defaults and the exit
// codes, its file arguments shown as FILE or DIR.
#include <optional>
#include <string>

namespace CLI {
class App;  // CLI11's, declared here: its header costs a translation unit about 5 s to compile
}  // namespace CLI

namespace errata::cli {

// "errata 0.1 (Z3 4.8.12)": the project's version (CMake) and the Z3 linked.
std::string version_text();

// Adds an example, the exit codes and the defaults to every verb's --help,
// and the metavars FILE / DIR; call once every verb and option is declared.
void describe_verbs(CLI::App& app);

// When the first argument is not a verb (nor an option), the exit code after
// saying so with a "did you mean"; with no argument at all, the verbs listed
// and the exit code; nullopt otherwise.
std::optional<int> refuse_unknown_verb(const CLI::App& app, int argc, char** argv);
// When a `--name` after the verb is none of its options, the exit code after
// saying so with the nearest it has (CLI11 says only "not expected", or that a
// required option is missing when the misspelt one was it); nullopt otherwise.
std::optional<int> refuse_unknown_option(const CLI::App& app, int argc, char** argv);

// errata help [VERB]: the app's help, or one verb's; `errata help kinds`: the finding kinds.
int help_command(const CLI::App& app, const std::string& verb);

}  // namespace errata::cli
