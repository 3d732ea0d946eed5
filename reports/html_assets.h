#pragma once
// The style sheet and script of the HTML report, inlined into every report
// (the page needs no network).
namespace errata::report {

extern const char* const kHtmlStyle;
extern const char* const kHtmlScript;

}  // namespace errata::report
