#pragma once
// Every error of one file at once (a translator replacing sixty quotes should
// not need sixty runs): a reader reads each independent part of the file (a
// clause, a card, a reading) through `attempt`, which keeps a part's
// InputError and goes on; `throw_if_any` then throws them all as one
// InputErrors, in file order, at most kMaxErrorsShown of them listed.
#include <functional>
#include <string>
#include <vector>

#include "input_error.h"

namespace errata {

inline constexpr std::size_t kMaxErrorsShown = 50;

// Several located errors; what() is one line per error (file order), then,
// when there are several, a line that counts them. mark() and message() are
// the first one's.
class InputErrors : public InputError {
 public:
  explicit InputErrors(std::vector<InputError> errors);
  const std::vector<InputError>& errors() const { return errors_; }
  const char* what() const noexcept override { return text_.c_str(); }

 private:
  std::vector<InputError> errors_;
  std::string text_;
};

class ErrorList {
 public:
  // Runs `read`; an InputError it throws is kept (each of an InputErrors' own).
  // Returns whether `read` ended without one.
  bool attempt(const std::function<void()>& read);
  void add(const InputError& e);
  bool empty() const { return errors_.empty(); }
  // Throws every kept error as one InputErrors, if there is any.
  void throw_if_any() const;

 private:
  std::vector<InputError> errors_;
};

}  // namespace errata
