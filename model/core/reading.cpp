#include "reading.h"

#include "suggest.h"

namespace errata {

std::string Reading::no_such_option(const std::string& name) const {
  std::vector<std::string> names;
  std::string list;
  for (const auto& o : options) {
    names.push_back(o.name);
    list += (list.empty() ? "" : ", ") + o.name;
  }
  return "reading '" + id + "' has no option '" + name + "'" + did_you_mean(name, names) + "; its options: " + list;
}

}  // namespace errata
