package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class JsonOutputTest {
  private static final JsonKey ID = JsonKey.of("id");
  private static final JsonKey NAME = JsonKey.of("name");
  private static final JsonKey LONG_NAME = JsonKey.of("a_member_name_longer_than_sixteen_bytes");
  private static final JsonKey RED = JsonKey.of("RED");

  private static String message(Runnable r) {
    return assertThrows(JsonException.class, r::run).getMessage();
  }

  @Test
  void anObjectIsWrittenCompactlyWithPutAndKey() {
    JsonOutput out = new JsonOutput();
    out.beginObject()
        .put(ID, 42)
        .put(NAME, "Ada")
        .key(LONG_NAME)
        .value(true)
        .key("dynamic")
        .nullValue()
        .endObject();
    assertEquals(
        "{\"id\":42,\"name\":\"Ada\",\"a_member_name_longer_than_sixteen_bytes\":true,"
            + "\"dynamic\":null}",
        out.toString());
  }

  @Test
  void stringKeysWriteTheSameBytesWhetherSeenOnceOrRepeated() {
    // Literal names repeat as one String object and switch to pre-encoded keys from the second
    // record on; names built afresh never do. Both must give the same document.
    String[] literals = {"id", "quote\"d", "한국어", "a_member_name_longer_than_sixteen_bytes"};
    for (boolean indented : new boolean[] {false, true}) {
      JsonOutput repeated = indented ? JsonOutput.pretty() : new JsonOutput();
      JsonOutput fresh = indented ? JsonOutput.pretty() : new JsonOutput();
      repeated.beginArray();
      fresh.beginArray();
      for (int record = 0; record < 3; record++) {
        repeated.beginObject();
        fresh.beginObject();
        for (String name : literals) {
          repeated.key(name).value(record);
          fresh.key(new String(name.toCharArray())).value(record);
        }
        repeated.endObject();
        fresh.endObject();
      }
      repeated.endArray();
      fresh.endArray();
      assertEquals(fresh.toString(), repeated.toString());
    }
    JsonOutput out = new JsonOutput().beginArray();
    for (int record = 0; record < 2; record++) {
      out.beginObject().key(literals[0]).value(record).key(literals[1]).value(record).endObject();
    }
    assertEquals(
        "[{\"id\":0,\"quote\\\"d\":0},{\"id\":1,\"quote\\\"d\":1}]", out.endArray().toString());
  }

  @Test
  void aRepeatedStringKeyInTheWrongPlaceIsStillRefused() {
    String name = "id";
    JsonOutput out = new JsonOutput().beginObject().key(name).value(1).key(name).value(2);
    out.key(name);
    assertEquals("key \"id\" follows a key that has no value yet", message(() -> out.key(name)));
  }

  @Test
  void everyValueKindIsWrittenInAnArray() {
    JsonOutput out = new JsonOutput();
    out.beginArray()
        .value("s")
        .value(-7)
        .value(Long.MIN_VALUE)
        .value(1.5)
        .value(0.1f)
        .value(true)
        .value(false)
        .nullValue()
        .value(new BigDecimal("1.50"))
        .value(new BigDecimal("1E+3"))
        .value(new BigInteger("123456789012345678901234567890"))
        .value(RED)
        .value((String) null)
        .value((BigDecimal) null)
        .value((BigInteger) null)
        .value((JsonKey) null)
        .beginArray()
        .endArray()
        .beginObject()
        .endObject()
        .endArray();
    assertEquals(
        "[\"s\",-7,-9223372036854775808,1.5,0.1,true,false,null,1.50,1E+3,"
            + "123456789012345678901234567890,\"RED\",null,null,null,null,[],{}]",
        out.toString());
  }

  @Test
  void putWritesEveryKindWithItsKey() {
    JsonOutput out = new JsonOutput();
    out.beginObject()
        .put(ID, 1L << 40)
        .put(JsonKey.of("d"), 1e10)
        .put(JsonKey.of("f"), 2.5f)
        .put(JsonKey.of("b"), false)
        .put(JsonKey.of("bd"), new BigDecimal("-0.001"))
        .put(JsonKey.of("bi"), BigInteger.TEN)
        .put(JsonKey.of("c"), RED)
        .put(JsonKey.of("nc"), (JsonKey) null)
        .put(JsonKey.of("ns"), (String) null)
        .putNull(LONG_NAME)
        .put(JsonKey.of("list"), JsonCodecs.INT.list(), java.util.List.of(1, 2))
        .endObject();
    assertEquals(
        "{\"id\":1099511627776,\"d\":1.0E10,\"f\":2.5,\"b\":false,\"bd\":-0.001,\"bi\":10,"
            + "\"c\":\"RED\",\"nc\":null,\"ns\":null,"
            + "\"a_member_name_longer_than_sixteen_bytes\":null,\"list\":[1,2]}",
        out.toString());
  }

  @Test
  void keysAndConstantsAroundTheSixteenByteWordCopyAreWrittenWhole() {
    for (int length = 0; length <= 20; length++) {
      JsonKey a = JsonKey.of("a".repeat(length));
      JsonKey b = JsonKey.of("é".repeat(length));
      JsonOutput out = new JsonOutput(0);
      out.beginObject().put(a, a).put(b, b).key(a).value(b).endObject();
      String q = "\"" + "a".repeat(length) + "\"";
      String r = "\"" + "é".repeat(length) + "\"";
      assertEquals("{" + q + ":" + q + "," + r + ":" + r + "," + q + ":" + r + "}", out.toString());
      out.reset().beginArray().value(a).value(b).endArray();
      assertEquals("[" + q + "," + r + "]", out.toString());
    }
  }

  @Test
  void aTopLevelScalarIsADocument() {
    assertEquals("42", new JsonOutput().value(42).toString());
    assertEquals(
        "\"x\"", new String(new JsonOutput().value("x").toBytes(), StandardCharsets.UTF_8));
  }

  @Test
  void nestedContainersCloseInOrder() {
    JsonOutput out = new JsonOutput();
    out.beginObject().key("a").beginArray().beginObject().put(ID, 1).endObject();
    out.beginArray().value(2).endArray().endArray().put(NAME, "n").endObject();
    assertEquals("{\"a\":[{\"id\":1},[2]],\"name\":\"n\"}", out.toString());
  }

  @Test
  void deepNestingGrowsTheStateStack() {
    JsonOutput out = new JsonOutput(4);
    for (int i = 0; i < 1000; i++) {
      out.beginArray();
    }
    for (int i = 0; i < 1000; i++) {
      out.endArray();
    }
    assertEquals("[".repeat(1000) + "]".repeat(1000), out.toString());
    assertTrue(out.isComplete());
  }

  @Test
  void theBufferGrowsFromATinyStartAndKeepsEveryByte() {
    JsonOutput out = new JsonOutput(0);
    StringBuilder expected = new StringBuilder("[");
    out.beginArray();
    for (int i = 0; i < 5000; i++) {
      out.value(i).value("é" + i).value(i * 0.5);
      expected.append(i == 0 ? "" : ",").append(i).append(",\"é").append(i).append("\",");
      expected.append(Double.toString(i * 0.5));
    }
    out.endArray();
    assertEquals(expected.append(']').toString(), out.toString());
  }

  @Test
  void capacityIsTheBufferLengthAndGrowsWithTheDocument() {
    JsonOutput out = new JsonOutput(100);
    int start = out.capacity();
    out.beginArray();
    for (int i = 0; i < 1000; i++) {
      out.value(i);
    }
    assertTrue(out.capacity() > start);
    assertTrue(out.capacity() >= out.size());
    out.endArray();
    assertEquals(out.buffer().length, out.capacity());
  }

  @Test
  void aBufferStartedAtAPowerOfTwoStaysOneAsItGrows() {
    JsonOutput out = new JsonOutput(1024);
    assertEquals(1024, out.capacity());
    out.beginArray();
    // 60,000 bytes of ASCII strings and numbers: the buffer doubles to exactly 64 KiB, no more.
    while (out.size() < 60_000) {
      out.value("an ASCII string of some forty characters").value(123_456_789L);
    }
    out.endArray();
    assertEquals(64 * 1024, out.capacity());
    assertEquals(64, new JsonOutput(0).capacity(), "the smallest buffer");
  }

  @Test
  void longNonAsciiStringsNearlyFillingTheBufferDoNotDoubleIt() {
    // 200 Hangul chars take 600 bytes; reserving six per char for the last of them would need
    // 1,200 free bytes and double a buffer that holds the whole document.
    String korean = "\uD55C\uAE00 \uBB38\uC7A5".repeat(40);
    JsonOutput out = new JsonOutput(64 * 1024);
    out.beginArray();
    StringBuilder expected = new StringBuilder("[");
    while (out.size() < 64 * 1024 - 16 - 700) {
      out.value(korean);
      expected.append(expected.length() == 1 ? "" : ",").append('"').append(korean).append('"');
    }
    out.endArray();
    assertEquals(64 * 1024, out.capacity());
    assertEquals(expected.append(']').toString(), out.toString());
  }

  @Test
  void resetReusesTheWriterForANewDocument() {
    JsonOutput out = new JsonOutput();
    out.beginObject().put(ID, 1).endObject();
    byte[] first = out.buffer();
    out.reset().beginArray().value(2).endArray();
    assertEquals("[2]", out.toString());
    assertSame(first, out.buffer());
    assertEquals(3, out.size());
  }

  @Test
  void toBytesBufferAndWriteToGiveTheSameBytes() throws IOException {
    JsonOutput out = new JsonOutput();
    out.beginObject().put(NAME, "한국어").endObject();
    byte[] expected = "{\"name\":\"한국어\"}".getBytes(StandardCharsets.UTF_8);
    assertArrayEquals(expected, out.toBytes());
    assertEquals(expected.length, out.size());
    byte[] buffer = out.buffer();
    for (int i = 0; i < expected.length; i++) {
      assertEquals(expected[i], buffer[i]);
    }
    ByteArrayOutputStream sink = new ByteArrayOutputStream();
    out.writeTo(sink);
    assertArrayEquals(expected, sink.toByteArray());
  }

  @Test
  void codecsWriteThroughValueAndPut() {
    JsonOutput out = new JsonOutput();
    out.value(JsonCodecs.STRING.list(), java.util.List.of("a", "b"));
    assertEquals("[\"a\",\"b\"]", out.toString());
  }

  // ------------------------------------------------------------------ misuse

  @Test
  void aValueWithoutAKeyInsideAnObjectIsRefused() {
    JsonOutput out = new JsonOutput().beginObject();
    assertTrue(message(() -> out.value(1)).contains("needs a key first"));
    JsonOutput next = new JsonOutput().beginObject().put(ID, 1);
    assertTrue(message(() -> next.value("x")).contains("needs a key first"));
    assertTrue(message(() -> next.beginArray()).contains("needs a key first"));
  }

  @Test
  void aKeyOutsideAnObjectIsRefused() {
    assertTrue(message(() -> new JsonOutput().key(ID)).contains("outside an object"));
    assertTrue(message(() -> new JsonOutput().put(ID, 1)).contains("outside an object"));
    assertTrue(message(() -> new JsonOutput().beginArray().key("k")).contains("inside an array"));
    assertTrue(
        message(() -> new JsonOutput().beginArray().put(NAME, "x")).contains("\"name\" inside"));
    assertTrue(
        message(() -> new JsonOutput().beginObject().key(ID).key(NAME))
            .contains("follows a key that has no value"));
    assertTrue(
        message(() -> new JsonOutput().value(1).key("late")).contains("after the document ended"));
    assertTrue(message(() -> new JsonOutput().beginObject().key((String) null)).contains("null"));
  }

  @Test
  void unbalancedEndsAreRefused() {
    assertTrue(message(() -> new JsonOutput().endObject()).contains("without a matching begin"));
    assertTrue(message(() -> new JsonOutput().endArray()).contains("without a matching begin"));
    assertTrue(
        message(() -> new JsonOutput().beginArray().endObject())
            .contains("inside an array: close it with endArray()"));
    assertTrue(
        message(() -> new JsonOutput().beginObject().endArray())
            .contains("inside an object: close it with endObject()"));
    assertTrue(
        message(() -> new JsonOutput().beginObject().key(ID).endObject())
            .contains("the key has no value"));
    assertTrue(
        message(() -> new JsonOutput().value(1).endArray()).contains("without a matching begin"));
  }

  @Test
  void nanAndInfinityAreRefusedBeforeAnythingIsWritten() {
    JsonOutput out = new JsonOutput().beginObject();
    assertTrue(message(() -> out.put(ID, Double.NaN)).contains("NaN is not a JSON number"));
    assertTrue(message(() -> out.put(ID, Float.POSITIVE_INFINITY)).contains("Infinity"));
    assertEquals("{", out.toString());
    JsonOutput array = new JsonOutput().beginArray();
    assertTrue(message(() -> array.value(Double.NEGATIVE_INFINITY)).contains("-Infinity"));
    assertTrue(message(() -> array.value(Float.NaN)).contains("NaN"));
    assertEquals("[", array.toString());
  }

  @Test
  void aSecondTopLevelValueIsRefused() {
    JsonOutput out = new JsonOutput().value(1);
    assertTrue(message(() -> out.value(2)).contains("one top-level value"));
    JsonOutput obj = new JsonOutput().beginObject().endObject();
    assertTrue(message(() -> obj.beginArray()).contains("one top-level value"));
    assertTrue(message(() -> JsonOutput.pretty().nullValue().nullValue()).contains("one top"));
  }

  @Test
  void anUnfinishedDocumentIsNotHandedOut() {
    JsonOutput empty = new JsonOutput();
    assertFalse(empty.isComplete());
    assertTrue(message(empty::toBytes).contains("nothing has been written"));
    JsonOutput open = new JsonOutput().beginObject().key("a").beginArray();
    assertTrue(message(open::toBytes).contains("2 containers are still open"));
    assertTrue(message(open::buffer).contains("endArray()"));
    assertThrows(JsonException.class, () -> open.writeTo(new ByteArrayOutputStream()));
    assertEquals("{\"a\":[", open.toString());
  }

  // ------------------------------------------------------------------ pretty

  @Test
  void prettyOutputIndentsByTwoSpaces() {
    JsonOutput out = JsonOutput.pretty();
    out.beginObject()
        .put(ID, 1)
        .key("tags")
        .beginArray()
        .value("a")
        .beginObject()
        .endObject()
        .beginArray()
        .endArray()
        .endArray()
        .key("inner")
        .beginObject()
        .put(NAME, RED)
        .endObject()
        .putNull(LONG_NAME)
        .endObject();
    String expected =
        """
        {
          "id": 1,
          "tags": [
            "a",
            {},
            []
          ],
          "inner": {
            "name": "RED"
          },
          "a_member_name_longer_than_sixteen_bytes": null
        }\
        """;
    assertEquals(expected, out.toString());
  }

  @Test
  void prettyOutputOfScalarsAndEmptyContainersHasNoExtraSpace() {
    assertEquals("[]", JsonOutput.pretty().beginArray().endArray().toString());
    assertEquals("{}", JsonOutput.pretty().beginObject().endObject().toString());
    assertEquals("1.5", JsonOutput.pretty().value(1.5).toString());
    assertEquals(
        "{\n  \"k\": [\n    1\n  ]\n}",
        JsonOutput.pretty()
            .beginObject()
            .key("k")
            .beginArray()
            .value(1)
            .endArray()
            .endObject()
            .toString());
  }

  @Test
  void prettyOutputRefusesTheSameMistakes() {
    assertThrows(JsonException.class, () -> JsonOutput.pretty().beginObject().value(1));
    assertThrows(JsonException.class, () -> JsonOutput.pretty().beginArray().key(ID));
    assertThrows(JsonException.class, () -> JsonOutput.pretty().beginArray().endObject());
    assertThrows(JsonException.class, () -> JsonOutput.pretty().beginObject().key(ID).endObject());
    assertThrows(JsonException.class, () -> JsonOutput.pretty().key("x"));
  }
}
