#pragma once
// Bad user input (scenario or edition file): always carries where and what was
// expected. Internal invariants are never reported through this type.
#include <stdexcept>
#include <string>

#include "source_mark.h"

namespace errata {

class InputError : public std::runtime_error {
 public:
  InputError(SourceMark mark, std::string message)
      : std::runtime_error(mark.str() + ": error: " + message),
        mark_(std::move(mark)),
        message_(std::move(message)) {}

  const SourceMark& mark() const { return mark_; }
  const std::string& message() const { return message_; }

 private:
  SourceMark mark_;
  std::string message_;
};

}  // namespace errata
