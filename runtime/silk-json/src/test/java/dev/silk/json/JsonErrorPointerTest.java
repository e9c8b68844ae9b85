package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every read error says which value it is about, as a JSON Pointer into the document. */
class JsonErrorPointerTest {
  private static JsonException readError(JsonCodec<?> codec, String json) {
    return assertThrows(JsonException.class, () -> Json.read(codec, json));
  }

  @Test
  void aValueOfTheWrongKindIsPointedAtThroughMembersAndIndexes() {
    JsonCodec<Map<String, List<Map<String, Integer>>>> codec = JsonCodecs.INT.map().list().map();
    assertEquals(
        "/items/2/qty",
        readError(codec, "{\"items\":[{\"qty\":1},{\"qty\":2},{\"a\":3,\"qty\":\"x\"}]}")
            .pointer());
    assertEquals("/items/0/qty", readError(codec, "{\"items\": [ {\"qty\": 1.5} ]}").pointer());
  }

  @Test
  void namesWithSlashesTildesAndEscapesAreEscapedAsRfc6901Says() {
    JsonCodec<Map<String, Integer>> codec = JsonCodecs.INT.map();
    assertEquals("/a~1b", readError(codec, "{\"a/b\":true}").pointer());
    assertEquals("/~0x", readError(codec, "{\"~x\":true}").pointer());
    assertEquals("/id", readError(codec, "{\"\\u0069d\":true}").pointer());
    assertEquals("/say \"hi\"", readError(codec, "{\"say \\\"hi\\\"\":true}").pointer());
  }

  @Test
  void errorsAtTheTopOrBeforeAnyMemberPointAtTheContainer() {
    assertEquals("", readError(JsonCodecs.INT, "\"x\"").pointer());
    assertEquals("", readError(JsonCodecs.INT.list(), "{}").pointer());
    assertEquals("/0", readError(JsonCodecs.INT.list().list(), "[{\"x\":1}]").pointer());
    assertEquals("/b", readError(JsonCodecs.INT.map(), "{\"a\":1,\"b\"}").pointer());
  }

  @Test
  void malformedTextStillGetsThePointerOfWhatWasBeingRead() {
    JsonCodec<Map<String, List<String>>> codec = JsonCodecs.STRING.list().map();
    assertEquals("/tags/1", readError(codec, "{\"tags\":[\"a\",\"b\\x\"]}").pointer());
    assertEquals("/tags/1", readError(codec, "{\"tags\":[\"a\",tru]}").pointer());
  }

  @Test
  void aRefusalByAConstructorIsMarkedAndPointsAtTheValueThatEndedThere() {
    IllegalArgumentException why = new IllegalArgumentException("to is before from");
    JsonCodec<Object> refusing =
        new JsonCodec<>() {
          @Override
          public void write(JsonOutput out, Object value) {
            out.nullValue();
          }

          @Override
          public Object read(JsonInput in) {
            in.skipValue();
            throw in.refused("Stay", why);
          }
        };
    JsonException e =
        readError(
            refusing.list().map(), "{\"stays\":[{\"from\":1,\"to\":2},{\"from\":3,\"to\":1}]}");
    // The first element already refuses: the codec throws after skipping it.
    assertEquals("/stays/0", e.pointer());
    assertTrue(e.refused());
    assertSame(why, e.getCause());
    assertEquals("invalid Stay: to is before from", e.reason());
  }

  @Test
  void otherErrorsAreNotRefusalsAndHandMadeOnesHaveNoPointer() {
    assertFalse(readError(JsonCodecs.INT, "true").refused());
    assertNull(new JsonException("writer misuse").pointer());
    assertNull(new JsonException("x", 1, 1, 2).pointer());
  }
}
