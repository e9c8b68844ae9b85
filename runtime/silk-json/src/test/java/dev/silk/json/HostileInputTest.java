package dev.silk.json;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Documents built to make a reader or writer work hard or go wrong (issue 25): each is refused with
 * a {@link JsonException} that says why, and the tests check the refusal by its structure (where it
 * was found, how long the message is, what the output holds), never by a timing.
 */
class HostileInputTest {
  private static final String MEGABYTE_OF_DIGITS = "7".repeat(1 << 20);
  private static final JsonKey K = JsonKey.of("k");

  private static JsonException refused(Executable read) {
    return assertThrows(JsonException.class, read);
  }

  /** A refusal's message repeats at most about a hundred chars of the document. */
  private static void assertShortMessage(JsonException e) {
    assertTrue(e.getMessage().length() < 300, () -> e.getMessage().length() + " chars");
  }

  // ---- 2. numbers have a length limit

  @Test
  void aMegabyteNumberIsRefusedAtItsFirstCharacterByEveryReader() {
    String doc = "{\"price\": " + MEGABYTE_OF_DIGITS + "}";
    List<Consumer<JsonInput>> readers =
        List.of(
            JsonInput::readBigDecimal,
            JsonInput::readBigInteger,
            JsonInput::readDouble,
            JsonInput::readFloat,
            JsonInput::skipValue,
            in -> JsonValue.CODEC.read(in));
    for (Consumer<JsonInput> reader : readers) {
      JsonInput in = JsonInput.of(doc);
      in.beginObject();
      in.readKey();
      JsonException e = refused(() -> reader.accept(in));
      assertEquals(
          "a number of 1048576 characters is longer than the limit of 1000", e.reason(), doc);
      assertEquals(10, e.offset(), "at the number's first digit");
      assertShortMessage(e);
    }
  }

  @Test
  void theNumberLimitIsCountedInCharactersSignFractionAndExponentIncluded() {
    String atLimit = "-0." + "1".repeat(991) + "e-0005"; // 1000 characters
    assertEquals(1000, atLimit.length());
    assertEquals(new BigDecimal(atLimit), JsonInput.of(atLimit).readBigDecimal());
    String over = "-0." + "1".repeat(992) + "e-0005";
    JsonException e = refused(() -> JsonInput.of(over).readBigDecimal());
    assertEquals("a number of 1001 characters is longer than the limit of 1000", e.reason());
    assertEquals(0, e.offset());
  }

  @Test
  void theNumberLimitIsSetOnTheReaderOrWithLimits() {
    String digits = "9".repeat(5000);
    assertEquals(
        new BigInteger(digits),
        new JsonInput(digits.getBytes(UTF_8)).maxNumberLength(5000).readBigInteger());
    JsonLimits limits = JsonLimits.defaults().maxNumberLength(5000).maxDepth(3);
    JsonInput in = new JsonInput(("[[" + digits + "]]").getBytes(UTF_8)).limits(limits);
    assertEquals(limits, in.limits());
    assertEquals(
        5000,
        ((JsonNumber) ((JsonArray) ((JsonArray) JsonValue.CODEC.read(in)).get(0)).get(0))
            .text()
            .length());
    JsonException e =
        refused(() -> new JsonInput(digits.getBytes(UTF_8)).maxNumberLength(4999).skipValue());
    assertEquals("a number of 5000 characters is longer than the limit of 4999", e.reason());
    assertThrows(IllegalArgumentException.class, () -> JsonLimits.defaults().maxNumberLength(0));
  }

  @Test
  void treeNumbersOfAHundredThousandDigitsCompareHashAndRefuseConversionsFromTheirText() {
    String digits = "1" + "0".repeat(100_000);
    JsonNumber plain =
        (JsonNumber) JsonValue.CODEC.read(JsonInput.of(digits).maxNumberLength(200_000));
    JsonNumber scaled = JsonNumber.parse("1e100000");
    JsonNumber fraction =
        (JsonNumber) JsonValue.CODEC.read(JsonInput.of(digits + ".000").maxNumberLength(200_000));
    assertEquals(plain, scaled);
    assertEquals(plain, fraction);
    assertEquals(plain.hashCode(), scaled.hashCode());
    assertEquals(plain.hashCode(), fraction.hashCode());
    assertNotEquals(plain, JsonNumber.parse("1e99999"));
    JsonException e = refused(plain::toLong);
    assertTrue(e.reason().endsWith("...(100001 chars) does not fit in a long"), e.reason());
    assertShortMessage(e);
    // Its own text is its allowance: a long number read under a raised limit converts exactly.
    assertEquals(BigInteger.TEN.pow(100_000), plain.toBigInteger());
  }

  // ---- 3. exact conversions are bounded

  @Test
  void exactConversionsRefuseExponentsThatWriteOutPastTheLimit() {
    JsonException big = refused(() -> JsonNumber.parse("1e99999999").toBigInteger());
    assertEquals(
        "the number 1e99999999 has 100000000 digits when written out, more than the limit of 1000",
        big.reason());
    JsonException huge = refused(() -> JsonNumber.parse("1e999999999").toBigInteger());
    assertEquals(
        "the number 1e999999999 has 1000000000 digits when written out, more than the limit of 1000",
        huge.reason());
    refused(() -> JsonNumber.parse("1e99999999").toBigDecimal());
    refused(() -> JsonNumber.parse("1e-99999999").toBigDecimal());
    refused(() -> JsonNumber.parse("0e-999999999").toBigDecimal());
    refused(() -> JsonNumber.parse("1e99999999999999999999999").toBigInteger());
    refused(() -> JsonNumber.parse("1e-99999999999999999999999").toBigInteger());
    refused(() -> JsonNumber.parse("1e99999999").toLong());
    assertEquals(BigInteger.TEN.pow(999), JsonNumber.parse("1e999").toBigInteger());
    assertEquals(new BigDecimal("1e-998"), JsonNumber.parse("1e-998").toBigDecimal());

    JsonException read = refused(() -> JsonInput.of("[1e1000]").readBigDecimal());
    assertEquals(
        "expected a number but found an array", read.reason(), "the reader checks its kind first");
    JsonInput in = JsonInput.of("[0, 1e1000]");
    in.beginArray();
    assertEquals(BigDecimal.ZERO, in.readBigDecimal());
    JsonException exponent = refused(in::readBigDecimal);
    assertEquals(
        "the number 1e1000 has 1001 digits when written out, more than the limit of 1000",
        exponent.reason());
    assertEquals(4, exponent.offset());
    refused(() -> JsonInput.of("1e-1000").readBigDecimal());
    refused(() -> JsonInput.of("0.0e-999999999").readBigDecimal());
    assertEquals(new BigDecimal("1e999"), JsonInput.of("1e999").readBigDecimal());
  }

  // ---- 4. no infinity from the reader

  @Test
  void numbersBeyondADoubleOrAFloatAreRefusedWhereTheyStand() {
    JsonException d = refused(() -> JsonInput.of("[1e400]").readDouble());
    assertEquals("expected a number but found an array", d.reason());
    JsonInput in = JsonInput.of("{\"x\": 1e400}");
    in.beginObject();
    in.readKey();
    JsonException e = refused(in::readDouble);
    assertEquals("the number 1e400 is beyond the range of a double", e.reason());
    assertEquals(6, e.offset());
    assertEquals(
        "the number -1e39 is beyond the range of a float",
        refused(() -> JsonInput.of("-1e39").readFloat()).reason());
    assertEquals(
        "the number 1e400 is beyond the range of a double",
        refused(() -> JsonNumber.parse("1e400").toDouble()).reason());
    refused(() -> JsonNumber.parse("1e39").toFloat());
    refused(() -> Json.read(JsonCodecs.DOUBLE, "1e309"));
    // Underflow is rounding, not an error: the nearest double to 1e-400 is zero.
    assertEquals(0.0, JsonInput.of("1e-400").readDouble());
    assertEquals(Double.MAX_VALUE, JsonInput.of("1.7976931348623157e308").readDouble());
  }

  // ---- 5. the writer is atomic per value

  @Test
  void aRefusedStringLeavesAnArrayAsItWas() {
    for (String bad : new String[] {"\uD800", "ab\uDC00", "x".repeat(200) + "\uD800" + "y"}) {
      JsonOutput out = new JsonOutput();
      out.beginArray();
      int before = out.size();
      refused(() -> out.value(bad));
      assertEquals(before, out.size(), "nothing written");
      out.value(2);
      refused(() -> out.value(bad));
      out.value(3).endArray();
      assertEquals("[2,3]", new String(out.toBytes(), UTF_8));
    }
  }

  @Test
  void aRefusedValueKeyOrMemberLeavesAnObjectAsItWas() {
    String bad = "\uDBFF";
    String longBad = "z".repeat(100) + bad;
    JsonOutput out = new JsonOutput();
    out.beginObject();
    refused(() -> out.key(bad));
    refused(() -> out.key(longBad));
    refused(() -> out.put(K, bad));
    refused(() -> out.put(K, longBad));
    out.key("k");
    refused(() -> out.value(bad));
    refused(() -> out.value(longBad));
    out.value(2);
    refused(() -> out.key(bad));
    refused(() -> out.put(K, longBad));
    out.put(JsonKey.of("n"), 1).endObject();
    assertEquals("{\"k\":2,\"n\":1}", new String(out.toBytes(), UTF_8));
  }

  @Test
  void aRefusedMemberWrittenByACodecLeavesNoKeyBehind() {
    JsonValue tree =
        JsonObject.builder()
            .put("a", 1)
            .put("b", JsonArray.builder().add("\uD800").build())
            .build();
    JsonOutput out = new JsonOutput();
    out.beginObject();
    refused(() -> out.put(K, JsonValue.CODEC, tree));
    refused(() -> out.key("t").value(JsonValue.CODEC, tree));
    out.value(true);
    refused(() -> JsonValue.CODEC.write(out.key("u"), tree));
    out.nullValue().endObject();
    assertEquals("{\"t\":true,\"u\":null}", new String(out.toBytes(), UTF_8));
  }

  @Test
  void aPrettyWriterIsAtomicToo() {
    JsonOutput out = JsonOutput.pretty();
    out.beginArray().value(1);
    refused(() -> out.value("\uD800"));
    out.beginObject();
    refused(() -> out.key("\uDC00"));
    out.key("a").value(2).endObject().endArray();
    assertEquals("[\n  1,\n  {\n    \"a\": 2\n  }\n]", new String(out.toBytes(), UTF_8));
  }

  // ---- 7. errors do not echo unbounded input

  @Test
  void errorsRepeatAHundredCharsOfTheDocumentAtMost() {
    String id = "6".repeat(60_000);
    JsonException tooLong = refused(() -> JsonInput.of(id).readLong());
    assertEquals(
        "the integer " + "6".repeat(100) + "...(60000 chars) does not fit in a long",
        tooLong.reason());
    JsonException notInteger = refused(() -> JsonInput.of(id + ".5").readInt());
    assertShortMessage(notInteger);
    String name = "n".repeat(50_000);
    JsonException twice = refused(() -> JsonValue.parse("{\"" + name + "\":1,\"" + name + "\":2}"));
    assertShortMessage(twice);
    JsonException mapTwice =
        refused(() -> Json.read(JsonCodecs.INT.map(), "{\"" + name + "\":1,\"" + name + "\":2}"));
    assertShortMessage(mapTwice);
    JsonException date = refused(() -> Json.read(JsonCodecs.INSTANT, "\"" + name + "\""));
    assertShortMessage(date);
  }

  @Test
  void anExcerptKeepsSurrogatePairsWhole() {
    String text = "a".repeat(99) + "\uD83D\uDE00" + "b".repeat(10);
    String excerpt = JsonException.excerpt(text);
    assertEquals("a".repeat(99) + "...(111 chars)", excerpt);
    assertEquals("short", JsonException.excerpt("short"));
    assertEquals("c".repeat(100), JsonException.excerpt("c".repeat(100)));
  }

  // ---- 8. deep trees do not overflow the stack

  @Test
  void treesTwoHundredThousandLevelsDeepCompareAndHashWithoutRecursion() {
    int depth = 200_000;
    String arrays = "[".repeat(depth) + "1" + "]".repeat(depth);
    String objects = "{\"a\":".repeat(depth) + "true" + "}".repeat(depth);
    for (String doc : new String[] {arrays, objects}) {
      JsonValue one = JsonValue.CODEC.read(JsonInput.of(doc).maxDepth(depth));
      JsonValue two = JsonValue.CODEC.read(JsonInput.of(doc).maxDepth(depth));
      assertEquals(one, two);
      assertEquals(one.hashCode(), two.hashCode());
      JsonValue other =
          JsonValue.CODEC.read(
              JsonInput.of(doc.replace("1", "2").replace("true", "false")).maxDepth(depth));
      assertNotEquals(one, other);
      assertEquals(doc.length(), one.toString().length());
    }
  }

  @Test
  void equalityStillIgnoresMemberOrderAndCountsEveryElement() {
    assertEquals(
        JsonValue.parse("{\"a\":[1,{\"b\":2}],\"c\":{}}"),
        JsonValue.parse("{\"c\":{},\"a\":[1.0,{\"b\":2e0}]}"));
    assertEquals(
        JsonValue.parse("{\"a\":[1,{\"b\":2}],\"c\":{}}").hashCode(),
        JsonValue.parse("{\"c\":{},\"a\":[1.0,{\"b\":2e0}]}").hashCode());
    assertNotEquals(JsonValue.parse("[1,2]"), JsonValue.parse("[2,1]"));
    assertNotEquals(JsonValue.parse("[1,2]"), JsonValue.parse("[1,2,3]"));
    assertNotEquals(JsonValue.parse("{\"a\":1}"), JsonValue.parse("{\"b\":1}"));
    assertNotEquals(JsonValue.parse("{}"), JsonValue.parse("[]"));
    JsonArray shared = JsonArray.of(JsonNumber.of(1));
    JsonArray twice = JsonArray.of(shared, shared);
    assertEquals(JsonValue.parse("[[1],[1]]"), twice);
    assertEquals(JsonValue.parse("[[1],[1]]").hashCode(), twice.hashCode());
  }

  // ---- 10. duplicate keys

  @Test
  void aRepeatedNameIsRefusedAtItsSecondPlaceNamingIt() {
    JsonException e = refused(() -> JsonValue.parse("{\"a\":1,\n  \"b\":{},\n  \"a\":2}"));
    assertEquals("the member name 'a' appears twice in one object", e.reason());
    assertEquals(3, e.line());
    assertEquals(3, e.column(), "at the repeated name's opening quote");
  }

  @Test
  void lastWinsIsAnExplicitChoiceOfTheTreeReader() {
    String doc = "{\"a\":1,\"b\":[{\"x\":1,\"x\":[]}],\"a\":2}";
    JsonObject last = (JsonObject) JsonValue.parse(doc, DuplicateKeys.LAST_WINS);
    assertEquals("{\"a\":2,\"b\":[{\"x\":[]}]}", last.toString());
    assertEquals(last, JsonValue.parse(doc.getBytes(UTF_8), DuplicateKeys.LAST_WINS));
    assertEquals(last, Json.read(JsonValue.codec(DuplicateKeys.LAST_WINS), doc));
    assertEquals(JsonValue.CODEC, JsonValue.codec(DuplicateKeys.REFUSE));
    refused(() -> Json.read(JsonValue.CODEC, doc));
    assertFalse(last.members().containsKey("x"));
  }
}
