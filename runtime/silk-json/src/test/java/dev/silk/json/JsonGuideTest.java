package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The examples of docs/json.md (writing, codecs, facade), run as written there. */
class JsonGuideTest {
  static final JsonKey ID = JsonKey.of("id");
  static final JsonKey NAME = JsonKey.of("name");
  static final JsonKey NICKNAME = JsonKey.of("nickname");

  enum Color {
    RED,
    GREEN
  }

  static final JsonCodec<Color> COLOR = JsonCodecs.enumCodec(Color.values());

  record Point(int x, int y) {}

  static final JsonKey X = JsonKey.of("x");
  static final JsonKey Y = JsonKey.of("y");

  static final JsonCodec<Point> POINT =
      new JsonCodec<>() {
        @Override
        public void write(JsonOutput out, Point p) {
          if (p == null) {
            out.nullValue();
            return;
          }
          out.beginObject().put(X, p.x()).put(Y, p.y()).endObject();
        }

        @Override
        public Point read(JsonInput in) {
          if (in.nextIsNull()) {
            return null;
          }
          int x = 0;
          int y = 0;
          in.beginObject();
          while (in.hasNext()) {
            switch (in.readKey()) {
              case "x" -> x = in.readInt();
              case "y" -> y = in.readInt();
              default -> in.skipValue();
            }
          }
          in.endObject();
          return new Point(x, y);
        }
      };

  @Test
  void writingJsonInDocumentOrder() {
    JsonOutput out = new JsonOutput();
    out.beginObject()
        .key("id")
        .value(42)
        .key("name")
        .value("Ada")
        .key("tags")
        .beginArray()
        .value("math")
        .value("engines")
        .endArray()
        .endObject();
    assertEquals("{\"id\":42,\"name\":\"Ada\",\"tags\":[\"math\",\"engines\"]}", out.toString());
  }

  @Test
  void keysEncodedOnceWithPut() {
    JsonOutput out = new JsonOutput();
    out.beginObject().put(ID, 42).put(NAME, "Ada").putNull(NICKNAME).endObject();
    assertEquals("{\"id\":42,\"name\":\"Ada\",\"nickname\":null}", out.toString());
  }

  @Test
  void mistakesAreErrors() {
    assertThrows(JsonException.class, () -> new JsonOutput().beginObject().value(1));
    assertThrows(JsonException.class, () -> new JsonOutput().key("x"));
    assertThrows(JsonException.class, () -> new JsonOutput().beginArray().endObject());
    assertThrows(JsonException.class, () -> new JsonOutput().value(Double.NaN));
    assertThrows(JsonException.class, () -> new JsonOutput().value(1).value(2));
    assertThrows(JsonException.class, () -> new JsonOutput().value("\uD800"));
    assertThrows(JsonException.class, () -> new JsonOutput().beginArray().toBytes());
  }

  @Test
  void reusingTheBuffer() throws IOException {
    JsonOutput out = new JsonOutput();
    out.value("first");
    ByteArrayOutputStream stream = new ByteArrayOutputStream();
    out.reset().beginArray().value(1).value(2).endArray();
    stream.write(out.buffer(), 0, out.size());
    assertEquals("[1,2]", stream.toString(StandardCharsets.UTF_8));
  }

  @Test
  void prettyOutput() {
    JsonOutput pretty = JsonOutput.pretty();
    pretty.beginObject().put(ID, 42).key("tags").beginArray().value("math").endArray().endObject();
    assertEquals("{\n  \"id\": 42,\n  \"tags\": [\n    \"math\"\n  ]\n}", pretty.toString());
  }

  @Test
  void combinators() {
    JsonCodec<List<Instant>> times = JsonCodecs.INSTANT.list();
    JsonCodec<Map<String, List<Instant>>> byName = times.map();
    JsonCodec<Optional<String>> maybe = JsonCodecs.STRING.optional();
    assertEquals(
        "{\"seen\":[\"1970-01-01T00:00:00Z\"]}",
        Json.toJson(byName, Map.of("seen", List.of(Instant.EPOCH))));
    assertEquals("null", Json.toJson(maybe, Optional.empty()));
  }

  @Test
  void enums() {
    assertEquals("[\"RED\",\"GREEN\"]", Json.toJson(COLOR.list(), List.of(Color.RED, Color.GREEN)));
  }

  @Test
  void theFacade() {
    ByteArrayOutputStream outputStream = new ByteArrayOutputStream();
    byte[] bytes = Json.toBytes(POINT, new Point(1, 2));
    String text = Json.toJson(POINT.list(), List.of(new Point(1, 2)));
    String forPeople = Json.toPrettyJson(POINT, new Point(1, 2));
    Json.write(POINT, new Point(1, 2), outputStream);
    ByteArrayInputStream inputStream = new ByteArrayInputStream(outputStream.toByteArray());

    Point p = Json.read(POINT, "{\"y\":2,\"x\":1}");
    Point again = Json.read(POINT, bytes);
    List<Point> points = Json.read(POINT.list(), text);
    Point fromStream = Json.read(POINT, inputStream);

    assertArrayEquals("{\"x\":1,\"y\":2}".getBytes(StandardCharsets.UTF_8), bytes);
    assertEquals("[{\"x\":1,\"y\":2}]", text);
    assertEquals("{\n  \"x\": 1,\n  \"y\": 2\n}", forPeople);
    assertEquals(new Point(1, 2), p);
    assertEquals(p, again);
    assertEquals(List.of(p), points);
    assertEquals(p, fromStream);
  }
}
