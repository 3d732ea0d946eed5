#pragma once
// Where an edition file's `rulebook:` comes from, and the path rule that
// keeps an edition file from reading anything else (docs/security.md): the
// rulebook is a regular file inside the edition file's own folder (a plain
// relative path, no '..', no hidden part, no symbolic link leading out), else
// one of the bundled rulebooks. A bundled edition reads bundled rulebooks
// only. A refusal never echoes the refused file's content.
#include <string>

#include "rulebook.h"
#include "yaml_reader.h"

namespace errata {

// The rulebook `name` of the edition file `in.file()`, `node` locating errors.
Rulebook find_rulebook(const YamlReader& in, const YAML::Node& node, const std::string& name);

// "" when `name` is a relative path inside a folder (no absolute path, no
// '..', no empty or hidden part, no control character), else why not.
std::string rulebook_name_problem(const std::string& name);

}  // namespace errata
