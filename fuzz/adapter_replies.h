#pragma once
// The fuzz target of errata's side of the conformance protocol: an
// adapter's replies, read as errata conform reads them. The input is a
// transcript: its first line picks the run ("scenario K", the K-th bundled
// Love Letter 2019 scenario, or "random K", one random game from seed K),
// every other line is the adapter's next reply, `@ID` standing for the id of
// the request it answers. The run goes through a scripted transport
// (checker/conform/transport.h) instead of a process: the same session,
// strict JSON reading, state, play and sighting readers, step comparison,
// resynchronisation and shrinking as with a real adapter; then the text and
// JSON outputs and the JUnit report, which must show every text the
// "adapter" wrote escaped (printable UTF-8, one line per line errata wrote).
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace errata::fuzz {

void adapter_replies(const uint8_t* data, size_t size);

// Transcripts of errata's own engine (`errata engine`) answering such runs:
// the seeds, the replies' ids written `@ID`.
std::vector<std::string> adapter_transcripts();

// JSON's punctuation and the protocol's words: its keys, statuses, role ids.
std::vector<std::string> adapter_dictionary();

}  // namespace errata::fuzz
