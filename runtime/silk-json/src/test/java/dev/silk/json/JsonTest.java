package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class JsonTest {
  private static final JsonCodec<List<String>> NAMES = JsonCodecs.STRING.list();

  @Test
  void valuesBecomeBytesTextAndStreamWrites() {
    List<String> names = List.of("Ada", "한");
    byte[] expected = "[\"Ada\",\"한\"]".getBytes(StandardCharsets.UTF_8);
    assertArrayEquals(expected, Json.toBytes(NAMES, names));
    assertEquals("[\"Ada\",\"한\"]", Json.toJson(NAMES, names));
    ByteArrayOutputStream sink = new ByteArrayOutputStream();
    Json.write(NAMES, names, sink);
    assertArrayEquals(expected, sink.toByteArray());
    assertEquals("[\n  \"Ada\",\n  \"한\"\n]", Json.toPrettyJson(NAMES, names));
  }

  @Test
  void valuesAreReadFromBytesTextAndStreams() {
    String json = " [\"Ada\", \"한\"] \n";
    List<String> expected = List.of("Ada", "한");
    assertEquals(expected, Json.read(NAMES, json));
    assertEquals(expected, Json.read(NAMES, json.getBytes(StandardCharsets.UTF_8)));
    assertEquals(
        expected,
        Json.read(NAMES, new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8))));
  }

  @Test
  void anythingButWhitespaceAfterTheValueIsAnError() {
    assertThrows(JsonException.class, () -> Json.read(NAMES, "[] []"));
    assertThrows(JsonException.class, () -> Json.read(JsonCodecs.INT, "1 x"));
  }

  @Test
  void aCodecThatWritesAnIncompleteDocumentIsCaught() {
    JsonCodec<String> broken =
        new JsonCodec<>() {
          @Override
          public void write(JsonOutput out, String value) {
            out.beginArray().value(value);
          }

          @Override
          public String read(JsonInput in) {
            return in.readString();
          }
        };
    assertThrows(JsonException.class, () -> Json.toJson(broken, "x"));
    assertThrows(JsonException.class, () -> Json.toBytes(broken, "x"));
    assertThrows(JsonException.class, () -> Json.toPrettyJson(broken, "x"));
  }

  @Test
  void inputAndOutputFailuresAreUnchecked() {
    OutputStream failing =
        new OutputStream() {
          @Override
          public void write(int b) throws IOException {
            throw new IOException("disk full");
          }

          @Override
          public void write(byte[] b, int off, int len) throws IOException {
            throw new IOException("disk full");
          }
        };
    assertThrows(UncheckedIOException.class, () -> Json.write(NAMES, List.of(), failing));
    InputStream broken =
        new InputStream() {
          @Override
          public int read() throws IOException {
            throw new IOException("reset by peer");
          }
        };
    assertThrows(UncheckedIOException.class, () -> Json.read(NAMES, broken));
  }
}
