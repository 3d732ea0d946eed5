#pragma once
// What a package installs beside errata (make package, docs/ci.md): the
// bundled scenarios, the baseline that accepts their findings and the
// rulebooks, in PREFIX/share/errata beside PREFIX/bin/errata. errata verify
// and errata coverage given no scenario path, in a folder without
// scenarios/, run the installed ones, so a CI job needs no clone of errata.
#include <optional>
#include <string>

namespace errata::cli {

// PREFIX/share/errata beside the running errata (found from /proc/self/exe,
// so a package extracted anywhere finds its own), when it holds scenarios/.
std::optional<std::string> installed_data();

}  // namespace errata::cli
