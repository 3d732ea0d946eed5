#pragma once
// Reading a Secret Moon edition file (see editions/secret-moon.yaml): located
// InputErrors for anything malformed, every error of the file at once, every
// quote checked against its line. A file may start from another edition
// (`base:`) and give only what differs.
#include <functional>
#include <string>
#include <vector>

#include "edition.h"

namespace errata::secret_moon {

// `find` looks up an edition already loaded, for a file that names a `base`;
// `loaded` (their ids) gives a misspelt base a "did you mean".
using FindEdition = std::function<const Edition*(const std::string& id)>;
Edition load_edition(const std::string& yaml_text, const std::string& file, const FindEdition& find = {},
                     const std::vector<std::string>& loaded = {});
// The edition built into the binary (model/secret_moon/editions/secret-moon.yaml).
const Edition& bundled_edition();

}  // namespace errata::secret_moon
