package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class JsonFacadeReuseTest {
  @Test
  void consecutiveWritesOnOneThreadDoNotLeakIntoEachOther() {
    JsonCodec<List<String>> names = JsonCodecs.STRING.list();
    assertEquals("[\"a\",\"b\",\"c\"]", Json.toJson(names, List.of("a", "b", "c")));
    assertEquals("[\"d\"]", Json.toJson(names, List.of("d")));
    assertEquals("[]", new String(Json.toBytes(names, List.of())));
  }

  @Test
  void aCodecThatCallsJsonWhileWritingGetsItsOwnWriter() {
    JsonCodec<String> nested =
        new JsonCodec<>() {
          @Override
          public void write(JsonOutput out, String value) {
            out.value(Json.toJson(JsonCodecs.STRING, value + "!"));
          }

          @Override
          public String read(JsonInput in) {
            return in.readString();
          }
        };
    assertEquals("[\"\\\"x!\\\"\",\"\\\"y!\\\"\"]", Json.toJson(nested.list(), List.of("x", "y")));
  }

  @Test
  void aFailedWriteLeavesTheNextWriteClean() {
    JsonCodec<String> failing =
        new JsonCodec<>() {
          @Override
          public void write(JsonOutput out, String value) {
            out.beginObject();
            throw new IllegalStateException("boom");
          }

          @Override
          public String read(JsonInput in) {
            return in.readString();
          }
        };
    assertThrows(IllegalStateException.class, () -> Json.toBytes(failing, "x"));
    assertEquals("\"ok\"", Json.toJson(JsonCodecs.STRING, "ok"));
  }

  @Test
  void aWriterThatGrewPastTheKeptSizeIsNotKept() {
    String big = "x".repeat(Json.KEPT_CAPACITY * 2);
    assertEquals(big.length() + 2, Json.toBytes(JsonCodecs.STRING, big).length);
    assertEquals("1", Json.toJson(JsonCodecs.INT, 1));
  }
}
