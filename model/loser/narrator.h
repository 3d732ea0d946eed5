#pragma once
// Writes the engine's decisions into a trace, each with its clause id; does
// nothing when no trace was asked for (random play).
#include <string>
#include <string_view>

#include "model/love_letter/trace.h"

namespace errata::loser {

class Narrator {
 public:
  explicit Narrator(love_letter::Trace* t) : t_(t) {}
  void operator()(std::string_view clause, const std::string& text) const {
    if (t_) t_->add(clause, text);
  }
  // Says it, and returns the rejection it explains.
  template <typename R>
  R refuse(R rejection, std::string_view clause, const std::string& text) const {
    (*this)(clause, text);
    return rejection;
  }
  std::string name(int p) const { return t_ && p >= 0 ? t_->name(p) : std::string(); }

 private:
  love_letter::Trace* t_;
};

}  // namespace errata::loser
