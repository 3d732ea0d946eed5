#include "conform_run.h"

namespace errata::conform {

std::string_view verdict_name(Verdict v) {
  switch (v) {
    case Verdict::conforms: return "conforms";
    case Verdict::deviates: return "deviates";
    case Verdict::not_applicable: return "not applicable";
    case Verdict::not_supported: return "not supported";
    case Verdict::crash: return "crash";
    case Verdict::protocol_error: return "protocol error";
    case Verdict::skipped: return "skipped";
  }
  return "?";
}

}  // namespace errata::conform
