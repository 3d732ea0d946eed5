#pragma once
// Text that came from an adapter (its engine's name and version, a reply's
// detail or events, what it wrote to stderr, a name errata did not know), as
// errata shows it anywhere: on the terminal, in JSON and in every report.
// An adapter is another program: nothing it writes may clear the screen,
// move the cursor, start a line of its own ("all conform") or turn text
// around, so every such character is written as an escape.
#include <string>
#include <string_view>

namespace errata::conform {

// `text` with every character that is not plain printable text escaped:
// a backslash as \\, a newline as \n, a carriage return as \r, a tab as \t,
// other control characters (C0, DEL) and bytes that are not UTF-8 as \xNN,
// C1 controls, line and paragraph separators and the bidirectional controls
// as \uNNNN. The result is printable UTF-8 on one line, and two different
// texts are never shown alike.
std::string shown(std::string_view text);

}  // namespace errata::conform
