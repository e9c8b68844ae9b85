package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The examples of docs/json.md's reading, tree and strictness sections, run as written. */
class JsonReadingGuideTest {
  static final JsonKey ID = JsonKey.of("id");
  static final JsonKey NAME = JsonKey.of("name");

  @Test
  void readingAnObjectByItsNames() {
    JsonInput in = JsonInput.of("{\"id\":7,\"name\":\"Ann\",\"tags\":[\"a\",\"b\"]}");
    in.beginObject();
    long id = 0;
    String name = null;
    List<String> tags = new ArrayList<>();
    while (in.hasNext()) {
      switch (in.readKey()) {
        case "id" -> id = in.readLong();
        case "name" -> name = in.readString();
        case "tags" -> {
          in.beginArray();
          while (in.hasNext()) {
            tags.add(in.readString());
          }
          in.endArray();
        }
        default -> in.skipValue();
      }
    }
    in.endObject();
    in.end(); // only whitespace may follow
    assertEquals(7, id);
    assertEquals("Ann", name);
    assertEquals(List.of("a", "b"), tags);
  }

  @Test
  void readingAFixedLengthArray() {
    JsonInput point = JsonInput.of("[3, 4]");
    point.beginArray();
    int x = point.readInt();
    int y = point.readInt();
    point.endArray();
    assertEquals(3, x);
    assertEquals(4, y);
  }

  @Test
  void readingNamesInPlace() {
    JsonInput in = JsonInput.of("{\"id\":7,\"name\":\"Ann\"}");
    in.beginObject();
    long id = 0;
    String name = null;
    while (in.hasNext()) {
      if (in.nextKeyIs(ID)) {
        id = in.readLong();
      } else if (in.nextKeyIs(NAME)) {
        name = in.readString();
      } else {
        in.readKey();
        in.skipValue();
      }
    }
    in.endObject();
    assertEquals(7, id);
    assertEquals("Ann", name);
  }

  @Test
  void theTree() {
    JsonValue doc = JsonValue.parse("{\"id\":7,\"tags\":[\"a\",\"b\"],\"price\":12.50}");
    boolean matched = false;
    if (doc instanceof JsonObject item && item.get("price") instanceof JsonNumber price) {
      assertEquals("12.50", price.text());
      assertEquals(new BigDecimal("12.50"), price.toBigDecimal());
      assertEquals(12.5, price.toDouble());
      matched = true;
    }
    assertTrue(matched);

    JsonObject item =
        JsonObject.builder()
            .put("id", 7)
            .put("name", "Ann")
            .put("tags", JsonArray.builder().add("a").add("b").build())
            .putNull("note")
            .build();
    assertEquals(
        "{\"id\":7,\"name\":\"Ann\",\"tags\":[\"a\",\"b\"],\"note\":null}", item.toString());
  }

  @Test
  void aRepeatedNameIsRefusedUnlessTheLastIsAskedToWin() {
    JsonValue doc = JsonValue.parse("{\"a\":1,\"a\":2}", DuplicateKeys.LAST_WINS);
    assertEquals("{\"a\":2}", doc.toString());
    JsonCodec<JsonValue> lenient = JsonValue.codec(DuplicateKeys.LAST_WINS);
    assertEquals(doc, Json.read(lenient, "{\"a\":1,\"a\":2}"));
    JsonException e =
        assertThrows(
            JsonException.class, () -> JsonValue.parse("{\"a\":1,\n  \"b\":{},\n  \"a\":2}"));
    assertEquals(
        "the member name 'a' appears twice in one object at line 3, column 3 (byte 20)",
        e.getMessage());
  }

  @Test
  void errorsSayWhatAndWhere() {
    JsonException e =
        assertThrows(JsonException.class, () -> JsonValue.parse("{\n  \"a\": [1, 2,]\n}"));
    assertEquals("trailing comma before ']' at line 2, column 13 (byte 14)", e.getMessage());
    assertEquals(2, e.line());
    assertEquals(13, e.column());
  }

  @Test
  void theMessagesQuotedInTheGuideAreTheParsersOwn() {
    assertEquals(
        "expected a number but found a string",
        assertThrows(JsonException.class, () -> JsonInput.of("\"1\"").readDouble()).reason());
    assertEquals(
        "the integer 3000000000 does not fit in an int",
        assertThrows(JsonException.class, () -> JsonInput.of("3000000000").readInt()).reason());
    assertEquals(
        "invalid UTF-8: an encoded UTF-16 surrogate (0xED 0xA0)",
        assertThrows(
                JsonException.class,
                () ->
                    new JsonInput(new byte[] {'"', (byte) 0xED, (byte) 0xA0, (byte) 0x80, '"'})
                        .readString())
            .reason());
    assertEquals(
        "expected a value but found 'N' (NaN and Infinity are not JSON numbers)",
        assertThrows(JsonException.class, () -> JsonValue.parse("NaN")).reason());
    assertEquals(
        "the number 1e400 is beyond the range of a double",
        assertThrows(JsonException.class, () -> JsonInput.of("1e400").readDouble()).reason());
    assertEquals(
        "a number of 1048576 characters is longer than the limit of 1000",
        assertThrows(JsonException.class, () -> JsonInput.of("1".repeat(1 << 20)).skipValue())
            .reason());
    assertEquals(
        "the number 1e1000 has 1001 digits when written out, more than the limit of 1000",
        assertThrows(JsonException.class, () -> JsonInput.of("1e1000").readBigDecimal()).reason());
    assertEquals(
        "the integer " + "6".repeat(100) + "...(60000 chars) does not fit in a long",
        assertThrows(JsonException.class, () -> JsonInput.of("6".repeat(60_000)).readLong())
            .reason());
  }
}
