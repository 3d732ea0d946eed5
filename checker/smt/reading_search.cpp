#include "reading_search.h"

#include <rapidcheck.h>

#include "props/generators.h"

namespace errata::smt {

std::optional<props::Divergence> search_reading(const love_letter::Edition& as_read, const love_letter::Edition& otherwise,
                                                uint64_t seed, int cases) {
  std::optional<props::Divergence> last;  // RapidCheck's last failing call is its smallest case
  rc::detail::TestParams params;
  params.seed = seed;
  params.maxSuccess = cases;
  params.maxSize = 100;
  rc::detail::checkTestable(
      [&] {
        const auto d = props::play_differential(as_read, otherwise, *props::diff_case(as_read, otherwise));
        if (d) {
          last = d;
          RC_FAIL("the readings differ");
        }
      },
      rc::detail::TestMetadata{}, params);
  return last;
}

}  // namespace errata::smt
