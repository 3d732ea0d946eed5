#include "error_list.h"

#include <algorithm>

namespace errata {
namespace {

std::string all_lines(const std::vector<InputError>& errors) {
  std::string out;
  for (size_t i = 0; i < errors.size() && i < kMaxErrorsShown; ++i) out += (i ? "\n" : "") + std::string(errors[i].what());
  if (errors.size() > 1) {
    const std::string& file = errors.front().mark().file;
    out += "\n" + one_line(file) + ": " + std::to_string(errors.size()) + " errors" +
           (errors.size() > kMaxErrorsShown ? " (the first " + std::to_string(kMaxErrorsShown) + " shown)" : "");
  }
  return out;
}

}  // namespace

InputErrors::InputErrors(std::vector<InputError> errors)
    : InputError(errors.front().mark(), errors.front().message()), errors_(std::move(errors)), text_(all_lines(errors_)) {}

bool ErrorList::attempt(const std::function<void()>& read) {
  try {
    read();
    return true;
  } catch (const InputErrors& e) {
    for (const auto& one : e.errors()) add(one);
  } catch (const InputError& e) {
    add(e);
  }
  return false;
}

void ErrorList::add(const InputError& e) {
  for (const auto& known : errors_)  // the same error twice (one cause read from two parts) is said once
    if (known.mark().line == e.mark().line && known.mark().column == e.mark().column && known.message() == e.message()) return;
  errors_.push_back(e);
}

void ErrorList::throw_if_any() const {
  if (errors_.empty()) return;
  std::vector<InputError> sorted = errors_;
  std::stable_sort(sorted.begin(), sorted.end(), [](const InputError& a, const InputError& b) {
    return std::pair(a.mark().line, a.mark().column) < std::pair(b.mark().line, b.mark().column);
  });
  if (sorted.size() == 1) throw sorted.front();
  throw InputErrors(std::move(sorted));
}

}  // namespace errata
