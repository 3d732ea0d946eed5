#pragma once
// An edition file's text with one passage changed, loaded: the errors it
// gets, for the tests that hold each loader to its located messages.
#include <gtest/gtest.h>

#include <string>

#include "model/core/input_error.h"

namespace errata::test {

// `text` with `from` replaced by `to` where it first stands, given to `load`:
// every error the load throws, one a line, or "" when it loads.
template <typename Load>
std::string errors_when_edited(std::string text, const std::string& from, const std::string& to, Load load) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << "not in the file: " << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  try {
    load(text);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace errata::test
