// errata schema: the JSON Schema of scenario files, for editors.
#include <iostream>

#include "checker/scenario/scenario_schema.h"
#include "commands.h"
#include "core/atomic_file.h"

namespace errata::cli {

int schema_command(const std::optional<std::string>& out) {
  const std::string schema = scenario_schema();
  if (!out) {
    std::cout << schema;
    return kExitOk;
  }
  if (std::string err = write_file_atomically(*out, schema); !err.empty()) {
    std::cerr << "error: " << err << "\n";
    return kExitBadInput;
  }
  return kExitOk;
}

}  // namespace errata::cli
