// The one JSON writer (reports/json_text): what RFC 8259 asks of a string,
// errata's own choices where the RFC leaves one (raw UTF-8, \u00XX for the
// control characters but \n and \t, U+FFFD for ill-formed UTF-8), and the
// layout a document gives.
#include <gtest/gtest.h>

#include "model/core/text_encoding.h"
#include "core/json_text.h"

namespace errata::report {
namespace {

std::string written(const std::string& s) { return json_text(Json(s)); }

TEST(JsonText, EscapesWhatRfc8259RequiresAndNothingElse) {
  EXPECT_EQ(written("a\"b\\c/d"), "\"a\\\"b\\\\c/d\"");
  EXPECT_EQ(written("line\nnext\ttab"), "\"line\\nnext\\ttab\"");
  EXPECT_EQ(written("\x01\x1f"), "\"\\u0001\\u001f\"");
  EXPECT_EQ(written("\x7f"), "\"\x7f\"");                         // DEL is no control character to JSON
  EXPECT_EQ(written("Prêtre ♥"), "\"Prêtre ♥\"");                // UTF-8 as it is, not \u escapes
}

TEST(JsonText, BackspaceFormFeedAndCarriageReturnAsEveryOtherControlCharacter) {
  EXPECT_EQ(written("\b"), "\"\\u0008\"");
  EXPECT_EQ(written("\f"), "\"\\u000c\"");
  EXPECT_EQ(written("a\r\nb"), "\"a\\u000d\\nb\"");
}

TEST(JsonText, IllFormedUtf8BecomesTheReplacementCharacterAndNulASpace) {
  EXPECT_EQ(written("a\xff" "b"), "\"a\xef\xbf\xbd" "b\"");
  EXPECT_EQ(written("end\xc3"), "\"end\xef\xbf\xbd\"");  // a sequence cut short
  EXPECT_EQ(written(std::string("a\0b", 3)), "\"a b\"");  // no report carries a NUL (text_encoding.h)
}

TEST(JsonText, EveryByteAndPairOfBytesReadsBackAsTheValidText) {
  for (int a = 0; a < 256; ++a)
    for (int b : {0x00, 0x0a, 0x22, 0x41, 0x5c, 0x80, 0xa9, 0xbf, 0xc3, 0xe2, 0xff}) {
      const std::string s{static_cast<char>(a), static_cast<char>(b)};
      const std::string text = written(s);
      ASSERT_EQ(nlohmann::json::parse(text).get<std::string>(), valid_utf8(s)) << a << " " << b;
      for (char c : text) ASSERT_FALSE(static_cast<unsigned char>(c) < 0x20) << a << " " << b;  // nothing raw below space
    }
}

TEST(JsonText, KeysAreWrittenAsStringsAre) {
  EXPECT_EQ(json_text(Json{{"a\tb\xff", 1}}), "{\"a\\tb\xef\xbf\xbd\": 1}");
}

TEST(JsonText, OneLineBetweenMembersAndAfterKeys) {
  const Json v = {{"b", 1}, {"a", Json::array({true, nullptr, "x"})}, {"c", Json::object()}};
  EXPECT_EQ(json_text(v), "{\"b\": 1, \"a\": [true, null, \"x\"], \"c\": {}}");  // members in the order they were added
  EXPECT_EQ(json_text(v, {{}, /*spaced=*/false}), "{\"b\":1,\"a\":[true,null,\"x\"],\"c\":{}}");
}

TEST(JsonText, NumbersWholeAsThemselvesFractionsShortestOrToTheDecimalsAsked) {
  EXPECT_EQ(json_text(Json::array({-3, 18446744073709551615ULL, 0.1, 2.5})), "[-3, 18446744073709551615, 0.1, 2.5]");
  EXPECT_EQ(json_text(Json::array({1, 0.1, 2.0, 1.0 / 3}), {{}, true, 3}), "[1, 0.100, 2.000, 0.333]");
}

JsonBreak every_container(const JsonPath& p, const Json&) { return {2 * static_cast<int>(p.size() + 1)}; }

TEST(JsonText, ABrokenContainerHasAMemberALineAndItsBracketUnderItsOpeningLine) {
  const Json v = {{"a", 1}, {"b", Json::array({1, 2})}, {"c", Json::array()}};
  EXPECT_EQ(json_text(v, {every_container}), "{\n  \"a\": 1,\n  \"b\": [\n    1,\n    2\n  ],\n  \"c\": []\n}");
}

TEST(JsonText, ABreakCanSpareTheFirstMemberTheClosingBracketOrAllButSomeKeys) {
  const Json list = Json::array({1, 2, 3});
  EXPECT_EQ(json_text(list, {[](const JsonPath&, const Json&) { return JsonBreak{1, false, false}; }}), "[1,\n 2,\n 3]");
  const Json o = {{"a", 1}, {"b", 2}, {"c", 3}};
  EXPECT_EQ(json_text(o, {[](const JsonPath&, const Json&) { return JsonBreak{1, true, false, {"c"}}; }}), "{\"a\": 1, \"b\": 2,\n \"c\": 3}");
}

TEST(JsonText, ALayoutFindsItsContainersByPath) {
  const Json v = {{"runs", Json::array({Json{{"steps", Json::array({1, 2})}}})}, {"steps", Json::array({3, 4})}};
  const auto breaks = [](const JsonPath& p, const Json&) { return path_is(p, {"runs", "*", "steps"}) ? JsonBreak{4} : JsonBreak{}; };
  EXPECT_EQ(json_text(v, {breaks}), "{\"runs\": [{\"steps\": [\n    1,\n    2\n]}], \"steps\": [3, 4]}");
  EXPECT_TRUE(path_is({"a", "7"}, {"a", "*"}));
  EXPECT_FALSE(path_is({"a"}, {"a", "*"}));
  EXPECT_FALSE(path_is({"b", "7"}, {"a", "*"}));
}

TEST(JsonText, TextOrNull) {
  EXPECT_TRUE(text_or_null("").is_null());
  EXPECT_EQ(text_or_null("x"), Json("x"));
}

}  // namespace
}  // namespace errata::report
