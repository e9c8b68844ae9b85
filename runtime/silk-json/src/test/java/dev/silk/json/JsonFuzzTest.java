package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.function.Consumer;

/**
 * Coverage-guided fuzz targets for {@link JsonInput} and the tree reader, with Jazzer.
 *
 * <p>In every build they run on their seed corpus ({@code JsonFuzzTestInputs/<method>/} under the
 * test resources) as ordinary tests. {@code ./fuzz.sh json-documents 1h} runs one of them under
 * Jazzer's coverage-guided mutation for as long as it is given, and keeps what it finds next to the
 * seeds (docs/json.md, Fuzzing).
 *
 * <p>What must hold for any bytes: reading either succeeds or throws a {@link JsonException} with a
 * position inside the document and a short message, never another exception; every way of reading
 * agrees on which documents are JSON; a tree written and read again is equal to itself, with the
 * same hash, and is written to the same bytes.
 */
class JsonFuzzTest {

  /** Every reader over one document: the tree, skipValue(), and typed walks. */
  @FuzzTest(maxDuration = "")
  void documents(byte[] data) {
    JsonValue tree = readOrNull(() -> JsonValue.parse(data));
    JsonValue lastWins = readOrNull(() -> JsonValue.parse(data, DuplicateKeys.LAST_WINS));
    boolean skipped = accepts(in -> in.skipValue(), data);
    // skipValue() keeps no names, so it accepts repeated ones, as the last-wins tree does.
    assertEquals(lastWins != null, skipped, "skipValue() and the tree agree on what is JSON");
    if (tree != null) {
      assertEquals(tree, lastWins, "without repeated names, last-wins reads the same tree");
      roundTrip(tree);
    }
    if (lastWins != null) {
      roundTrip(lastWins);
    }
    for (NumberReader reader : NumberReader.values()) {
      JsonException refused = walk(data, reader);
      if (refused == null) {
        assertTrue(lastWins != null, () -> reader + " accepted what the tree refused");
      } else if (lastWins != null) {
        // The tree keeps any number's text; a typed reader may refuse one it cannot convert.
        assertTrue(reader.mayRefuse(refused.reason()), () -> reader + ": " + refused.reason());
      }
    }
  }

  /** A number's text through every number reader, the tree's conversions and its equality. */
  @FuzzTest(maxDuration = "")
  void numbers(byte[] data) {
    JsonValue tree = readOrNull(() -> JsonValue.parse(data));
    if (!(tree instanceof JsonNumber number)) {
      return;
    }
    String text = number.text();
    double d = readOrNaN(() -> JsonInput.of(text).readDouble());
    double jdk = Double.parseDouble(text);
    if (Double.isInfinite(jdk)) {
      assertTrue(Double.isNaN(d), "beyond a double is refused, not infinite: " + text);
    } else {
      assertEquals(Double.doubleToLongBits(jdk), Double.doubleToLongBits(d), text);
    }
    float f = readOrNaNf(() -> JsonInput.of(text).readFloat());
    float jdkFloat = Float.parseFloat(text);
    if (!Float.isInfinite(jdkFloat)) {
      assertEquals(Float.floatToIntBits(jdkFloat), Float.floatToIntBits(f), text);
    }
    BigDecimal exact = readOrNull(() -> JsonInput.of(text).readBigDecimal());
    BigDecimal fromTree = readOrNull(number::toBigDecimal);
    if (exact != null) {
      assertEquals(exact, new BigDecimal(text), text);
      assertEquals(exact, fromTree, "the tree converts what the reader reads: " + text);
      JsonNumber same = JsonNumber.of(exact.stripTrailingZeros());
      assertEquals(number, same, text + " equals its stripped value");
      assertEquals(number.hashCode(), same.hashCode(), text);
    }
    Long asLong = readOrNull(() -> JsonInput.of(text).readLong());
    if (asLong != null) {
      assertEquals(asLong.longValue(), number.toLong(), text);
    }
  }

  /** How a typed walk reads the numbers it meets. */
  private enum NumberReader {
    DOUBLE(JsonInput::readDouble, "is beyond the range of a double"),
    FLOAT(JsonInput::readFloat, "is beyond the range of a float"),
    LONG(JsonInput::readLong, "does not fit in a long", "which is not an integer"),
    DECIMAL(JsonInput::readBigDecimal, "digits when written out", "range of BigDecimal"),
    INTEGER(JsonInput::readBigInteger, "expected an integer but found");

    final Consumer<JsonInput> read;
    final String[] refusals;

    NumberReader(Consumer<JsonInput> read, String... refusals) {
      this.read = read;
      this.refusals = refusals;
    }

    boolean mayRefuse(String reason) {
      for (String r : refusals) {
        if (reason.contains(r)) {
          return true;
        }
      }
      return false;
    }
  }

  /** Reads any document with the pull API, numbers by {@code numbers}; null when it is accepted. */
  private static JsonException walk(byte[] data, NumberReader numbers) {
    JsonInput in = new JsonInput(data);
    ArrayDeque<Boolean> open = new ArrayDeque<>(); // true for an object
    boolean nameNext = false;
    try {
      do {
        JsonToken token = in.peek();
        if (nameNext && token == JsonToken.STRING) {
          in.readKey();
          nameNext = false;
          continue;
        }
        switch (token) {
          case BEGIN_OBJECT -> {
            in.beginObject();
            open.push(true);
          }
          case BEGIN_ARRAY -> {
            in.beginArray();
            open.push(false);
          }
          case END_OBJECT -> {
            in.endObject();
            open.pop();
          }
          case END_ARRAY -> {
            in.endArray();
            open.pop();
          }
          case STRING -> in.readString();
          case NUMBER -> numbers.read.accept(in);
          case TRUE, FALSE -> in.readBoolean();
          case NULL -> in.readNull();
          case END_DOCUMENT -> throw in.error("the input is empty");
        }
        // After a value or a '{' an object wants a name; after '[' or a name, a value.
        nameNext = !open.isEmpty() && open.peek();
      } while (!open.isEmpty());
      in.end();
      return null;
    } catch (JsonException e) {
      checkError(e, data);
      return e;
    }
  }

  private static boolean accepts(Consumer<JsonInput> read, byte[] data) {
    try {
      JsonInput in = new JsonInput(data);
      read.accept(in);
      in.end();
      return true;
    } catch (JsonException e) {
      checkError(e, data);
      return false;
    }
  }

  /** A tree written, read again and written again: equal trees, equal hashes, equal bytes. */
  private static void roundTrip(JsonValue tree) {
    byte[] once = Json.toBytes(JsonValue.CODEC, tree);
    JsonValue again = JsonValue.parse(once);
    assertEquals(tree, again);
    assertEquals(tree.hashCode(), again.hashCode());
    assertArrayEquals(once, Json.toBytes(JsonValue.CODEC, again));
    byte[] pretty = Json.toPrettyJson(JsonValue.CODEC, tree).getBytes(StandardCharsets.UTF_8);
    assertEquals(tree, JsonValue.parse(pretty));
  }

  /** A refusal says where, inside the document, and repeats little of it. */
  private static void checkError(JsonException e, byte[] data) {
    assertTrue(e.offset() >= 0 && e.offset() <= data.length, () -> "offset " + e.offset());
    assertTrue(e.line() >= 1 && e.column() >= 1, e::getMessage);
    assertTrue(e.reason().length() < 400, () -> "a reason of " + e.reason().length() + " chars");
  }

  private interface Read<T> {
    T get();
  }

  private static <T> T readOrNull(Read<T> read) {
    try {
      return read.get();
    } catch (JsonException e) {
      return null;
    }
  }

  private static double readOrNaN(Read<Double> read) {
    Double d = readOrNull(read);
    return d == null ? Double.NaN : d;
  }

  private static float readOrNaNf(Read<Float> read) {
    Float f = readOrNull(read);
    return f == null ? Float.NaN : f;
  }
}
