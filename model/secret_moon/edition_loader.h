#pragma once
// Reading a Secret Moon edition file (see editions/secret-moon.yaml): located
// InputErrors for anything malformed, every quote checked against its line.
#include <string>

#include "edition.h"

namespace errata::secret_moon {

Edition load_edition(const std::string& yaml_text, const std::string& file);
// The edition built into the binary.
const Edition& bundled_edition();
// The same edition, for `--reading` to take another option (before anything runs).
Edition& bundled_edition_to_read();

}  // namespace errata::secret_moon
