package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Everything RFC 8259 does not allow is refused, with a position a person can find. */
class JsonInputRejectionTest {

  /** Skips the whole document and checks the error's reason, line and column. */
  private static JsonException rejects(byte[] doc, String reasonPart, int line, int column) {
    return rejects(
        () -> {
          JsonInput in = new JsonInput(doc);
          in.skipValue();
          in.end();
        },
        reasonPart,
        line,
        column);
  }

  private static JsonException rejects(String doc, String reasonPart, int line, int column) {
    return rejects(doc.getBytes(StandardCharsets.UTF_8), reasonPart, line, column);
  }

  private static JsonException rejects(Executable read, String reasonPart, int line, int column) {
    JsonException e = assertThrows(JsonException.class, read);
    assertTrue(
        e.reason().contains(reasonPart),
        () -> "'" + e.reason() + "' should say '" + reasonPart + "'");
    assertEquals(line, e.line(), () -> "line of: " + e.getMessage());
    assertEquals(column, e.column(), () -> "column of: " + e.getMessage());
    assertTrue(e.getMessage().contains("line " + line + ", column " + column));
    return e;
  }

  private static byte[] bytes(int... values) {
    byte[] b = new byte[values.length];
    for (int i = 0; i < values.length; i++) {
      b[i] = (byte) values[i];
    }
    return b;
  }

  @Test
  void trailingCommasAreRefused() {
    rejects("[1,2,]", "trailing comma before ']'", 1, 5);
    rejects("{\"a\":1,}", "trailing comma before '}'", 1, 7);
    rejects("{\n  \"a\": 1,\n}", "trailing comma", 2, 9);
    rejects("[,1]", "expected a value but found ','", 1, 2);
  }

  @Test
  void leadingZerosAreRefused() {
    rejects("01", "leading zeros", 1, 1);
    rejects("[-012]", "leading zeros", 1, 3);
    rejects("00.5", "leading zeros", 1, 1);
    rejects(() -> JsonInput.of("[1, 007]").skipValue(), "leading zeros", 1, 5);
    rejects(
        () -> {
          JsonInput in = JsonInput.of("[1, 007]");
          in.beginArray();
          in.readInt();
          in.readInt();
        },
        "leading zeros",
        1,
        5);
  }

  @Test
  void malformedNumbersAreRefused() {
    rejects("-", "expected a digit after '-'", 1, 2);
    rejects("1.", "expected a digit after the decimal point", 1, 3);
    rejects("1.e5", "expected a digit after the decimal point", 1, 3);
    rejects(".5", "expected a value but found '.'", 1, 1);
    rejects("1e", "expected a digit in the exponent", 1, 3);
    rejects("1e+", "expected a digit in the exponent", 1, 4);
    rejects("+1", "expected a value but found '+'", 1, 1);
    rejects("0x10", "unexpected data after the JSON value: 'x'", 1, 2);
    rejects("1.5.3", "unexpected data after the JSON value", 1, 4);
    rejects("-Infinity", "expected a digit after '-' but found 'I' (NaN and Infinity", 1, 2);
  }

  @Test
  void nanAndInfinityAreRefused() {
    rejects("NaN", "NaN and Infinity are not JSON numbers", 1, 1);
    rejects("[Infinity]", "NaN and Infinity are not JSON numbers", 1, 2);
  }

  @Test
  void singleQuotesAndUnquotedNamesAreRefused() {
    rejects("'a'", "single quote", 1, 1);
    rejects("{'a':1}", "expected a member name in double quotes but found a single quote", 1, 2);
    rejects("{a:1}", "expected a member name in double quotes but found 'a'", 1, 2);
  }

  @Test
  void commentsAreRefused() {
    rejects("[1]// done", "JSON has no comments", 1, 4);
    rejects("/* a */ 1", "JSON has no comments", 1, 1);
    rejects("[1,\n/* two */ 2]", "JSON has no comments", 2, 1);
    rejects("# 1\n1", "expected a value but found '#'", 1, 1);
  }

  @Test
  void unescapedControlCharactersInStringsAreRefused() {
    rejects("\"a\tb\"", "unescaped control character U+0009", 1, 3);
    rejects("[\"line\nbreak\"]", "unescaped control character U+000A", 1, 7);
    rejects("\"\u0000\"", "unescaped control character U+0000", 1, 2);
    rejects("\"\u001f\"", "unescaped control character U+001F", 1, 2);
    rejects(() -> JsonInput.of("\"\u00e9\u0001\"").readString(), "U+0001", 1, 4);
  }

  @Test
  void controlCharactersOutsideStringsAreNotWhitespace() {
    rejects("[1,\u000b2]", "the control character U+000B", 1, 4);
    rejects("\f1", "the control character U+000C", 1, 1);
  }

  @Test
  void badEscapesAreRefused() {
    rejects("\"\\x\"", "invalid escape \\x", 1, 2);
    rejects("\"\\'\"", "invalid escape \\'", 1, 2);
    rejects("\"\\u12\"", "a \\u escape needs four hex digits but found a string", 1, 6);
    rejects("\"\\u12G4\"", "a \\u escape needs four hex digits but found 'G'", 1, 6);
    rejects("\"\\u", "the input ends inside a \\u escape", 1, 2);
    rejects("\"\\", "the input ends inside an escape", 1, 2);
  }

  @Test
  void loneSurrogateEscapesAreRefused() {
    rejects("\"\\uD800\"", "lone high surrogate", 1, 2);
    rejects("\"ab\\uDBFFx\"", "lone high surrogate", 1, 4);
    rejects("\"\\uD800\\u0041\"", "lone high surrogate", 1, 2);
    rejects("\"\\uDC00\"", "lone low surrogate", 1, 2);
    rejects("\"\\uDE00\\uD83D\"", "lone low surrogate", 1, 2);
  }

  @Test
  void aStringHoldingALoneSurrogateIsRefusedBeforeEncoding() {
    JsonException e = assertThrows(JsonException.class, () -> JsonInput.of("[\"a\ud800\"]"));
    assertEquals(
        "the text holds a lone surrogate U+D800 at index 3, which has no UTF-8 form", e.reason());
    assertThrows(JsonException.class, () -> JsonValue.parse("\"\udc00\ud800\""));
    assertEquals("\ud83d\ude00", JsonInput.of("\"\ud83d\ude00\"").readString());
  }

  @Test
  void invalidUtf8IsRefused() {
    // Overlong forms of '/' and of U+0000, U+07FF, U+FFFF.
    rejects(bytes('"', 0xC0, 0xAF, '"'), "overlong", 1, 2);
    rejects(bytes('"', 0xC1, 0xBF, '"'), "overlong", 1, 2);
    rejects(bytes('"', 0xE0, 0x80, 0x80, '"'), "overlong", 1, 2);
    rejects(bytes('"', 0xE0, 0x9F, 0xBF, '"'), "overlong", 1, 2);
    rejects(bytes('"', 0xF0, 0x8F, 0xBF, 0xBF, '"'), "overlong", 1, 2);
    // Encoded surrogates U+D800 and U+DFFF (CESU-8).
    rejects(bytes('"', 0xED, 0xA0, 0x80, '"'), "encoded UTF-16 surrogate", 1, 2);
    rejects(bytes('"', 'a', 0xED, 0xBF, 0xBF, '"'), "encoded UTF-16 surrogate", 1, 3);
    // Beyond U+10FFFF.
    rejects(bytes('"', 0xF4, 0x90, 0x80, 0x80, '"'), "above U+10FFFF", 1, 2);
    rejects(bytes('"', 0xF5, 0x80, 0x80, 0x80, '"'), "above U+10FFFF", 1, 2);
    rejects(bytes('"', 0xFF, '"'), "0xFF never appears in UTF-8", 1, 2);
    // Truncated sequences and stray continuation bytes.
    rejects(bytes('"', 0xE2, 0x82, '"'), "truncated multi-byte character", 1, 2);
    rejects(bytes('"', 0xC3), "the input ends inside a multi-byte character", 1, 2);
    rejects(bytes('"', 0xF0, 0x9F, 0x98), "the input ends inside a multi-byte character", 1, 2);
    rejects(bytes('"', 0x80, '"'), "continuation byte without a lead byte", 1, 2);
    rejects(bytes('"', 'x', 0xBF, '"'), "continuation byte without a lead byte", 1, 3);
    // Outside strings, non-ASCII bytes are never valid.
    rejects(bytes('[', 0xC3, 0xA9, ']'), "the byte 0xC3", 1, 2);
    rejects(bytes(0xEF, 0xBB, 0xBF, '1'), "the byte 0xEF", 1, 1);
    // The same checks apply when a String is made.
    rejects(
        () -> new JsonInput(bytes('"', 'a', 0xED, 0xA0, 0x80, '"')).readString(),
        "encoded UTF-16 surrogate",
        1,
        3);
  }

  @Test
  void trailingGarbageIsRefused() {
    rejects("{} x", "unexpected data after the JSON value: 'x'", 1, 4);
    rejects("1 2", "unexpected data after the JSON value: a number", 1, 3);
    rejects("[1]]", "unexpected data after the JSON value: ']'", 1, 4);
    rejects("\"a\"\n\n  \"b\"", "unexpected data after the JSON value: a string", 3, 3);
    rejects("truex", "unexpected data after the JSON value: 'x'", 1, 5);
    rejects("nul", "expected a value but found 'n'", 1, 1);
    rejects("[tru]", "expected a value but found 't'", 1, 2);
  }

  @Test
  void structuralMistakesAreRefused() {
    rejects("", "the input is empty", 1, 1);
    rejects("   \n ", "the input is empty", 2, 2);
    rejects("[1", "unexpected end of the input, expected ',' or ']'", 1, 3);
    rejects("[1 2]", "expected ',' or ']' but found a number", 1, 4);
    rejects("{\"a\" 1}", "expected ':' after the member name but found a number", 1, 6);
    rejects("{\"a\":1 \"b\":2}", "expected ',' or '}' but found a string", 1, 8);
    rejects("{\"a\":}", "expected a value but found '}'", 1, 6);
    rejects("{\"a\"", "expected ':' after the member name but found the end of the input", 1, 5);
    rejects("[}", "expected a value but found '}'", 1, 2);
    rejects("{]", "expected a member name in double quotes but found ']'", 1, 2);
    rejects("\"abc", "the input ends inside a string", 1, 5);
  }

  @Test
  void integerOverflowIsAnErrorNeverAWrap() {
    rejects(
        () -> JsonInput.of("9223372036854775808").readLong(),
        "the integer 9223372036854775808 does not fit in a long",
        1,
        1);
    rejects(() -> JsonInput.of("-9223372036854775809").readLong(), "does not fit in a long", 1, 1);
    rejects(() -> JsonInput.of("99999999999999999999").readLong(), "does not fit in a long", 1, 1);
    rejects(
        () -> JsonInput.of(" 2147483648").readInt(),
        "the integer 2147483648 does not fit in an int",
        1,
        2);
    rejects(() -> JsonInput.of("-2147483649").readInt(), "does not fit in an int", 1, 1);
  }

  @Test
  void aValueOfTheWrongKindIsNamedInTheError() {
    rejects(
        () -> JsonInput.of("\"12\"").readDouble(), "expected a number but found a string", 1, 1);
    rejects(() -> JsonInput.of("\"12\"").readInt(), "expected an integer but found a string", 1, 1);
    rejects(() -> JsonInput.of("1.5").readInt(), "expected an integer but found 1.5", 1, 1);
    rejects(() -> JsonInput.of("1e3").readLong(), "expected an integer but found 1e3", 1, 1);
    rejects(() -> JsonInput.of("1.0").readBigInteger(), "expected an integer but found 1.0", 1, 1);
    rejects(() -> JsonInput.of("12").readString(), "expected a string but found a number", 1, 1);
    rejects(() -> JsonInput.of("null").readString(), "expected a string but found null", 1, 1);
    rejects(() -> JsonInput.of("[]").beginObject(), "expected an object but found an array", 1, 1);
    rejects(() -> JsonInput.of("{}").beginArray(), "expected an array but found an object", 1, 1);
    rejects(() -> JsonInput.of("1").readBoolean(), "expected a boolean but found a number", 1, 1);
    rejects(() -> JsonInput.of("false").readNull(), "expected null but found false", 1, 1);
    rejects(
        () -> JsonInput.of("true").readChoice(new JsonKey[0]),
        "expected a string but found true",
        1,
        1);
  }

  @Test
  void readingOutOfOrderIsRefused() {
    rejects(
        () -> {
          JsonInput in = JsonInput.of("[1]");
          in.beginArray();
          in.readInt();
          in.readInt();
        },
        "expected another element but the array ends here",
        1,
        3);
    rejects(
        () -> {
          JsonInput in = JsonInput.of("[1, 2]");
          in.beginArray();
          in.readInt();
          in.hasNext();
          in.endArray();
        },
        "endArray() is not possible where the array's next element is expected",
        1,
        5);
    rejects(
        () -> {
          JsonInput in = JsonInput.of("{\"a\":1}");
          in.beginObject();
          in.readInt();
        },
        "reading a value is not possible where a member name is expected",
        1,
        2);
    rejects(
        () -> {
          JsonInput in = JsonInput.of("[1]");
          in.beginArray();
          in.readKey();
        },
        "reading a member name is not possible inside an array",
        1,
        2);
    rejects(
        () -> {
          JsonInput in = JsonInput.of("{\"a\":1}");
          in.beginObject();
          in.endObject();
        },
        "expected '}' but found a string",
        1,
        2);
    rejects(
        () -> {
          JsonInput in = JsonInput.of("[1]");
          in.beginArray();
          in.end();
        },
        "not read to the end",
        1,
        2);
    rejects(
        () -> {
          JsonInput in = JsonInput.of("1");
          in.readInt();
          in.readInt();
        },
        "reading a value is not possible after the document's value",
        1,
        2);
  }

  @Test
  void nestingDeeperThanTheLimitFailsCleanly() {
    rejects("[".repeat(513) + "]".repeat(513), "nest deeper than 512 levels", 1, 513);
    rejects("{\"a\":".repeat(600), "nest deeper than 512 levels", 1, 5 * 512 + 1);
    rejects(
        () -> JsonInput.of("[[[[]]]]").maxDepth(3).skipValue(), "nest deeper than 3 levels", 1, 4);
  }

  @Test
  void aHundredThousandDeepBombFailsWithoutExhaustingTheStack() {
    String bomb = "[".repeat(100_000) + "]".repeat(100_000);
    rejects(bomb, "nest deeper than 512 levels", 1, 513);
    // Even with the limit lifted, skipping is iterative.
    JsonInput in = JsonInput.of(bomb).maxDepth(Integer.MAX_VALUE);
    in.skipValue();
    in.end();
    String objects = "{\"a\":".repeat(100_000) + "1" + "}".repeat(100_000);
    JsonInput deep = JsonInput.of(objects).maxDepth(200_000);
    deep.skipValue();
    deep.end();
  }

  @Test
  void linesAndColumnsCountFromOneAcrossLines() {
    JsonException e = rejects("{\n  \"a\": [\n    1,\n    2,\n  ]\n}", "trailing comma", 4, 6);
    assertEquals(23, e.offset());
  }
}
