package dev.silk.json.processor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.silk.json.Json;
import dev.silk.json.JsonCodec;
import dev.silk.json.JsonException;
import dev.silk.json.processor.fixtures.BenchOrderCodec;
import dev.silk.json.processor.fixtures.EverythingCodec;
import dev.silk.json.processor.fixtures.ShapeCodec;

/**
 * Coverage-guided fuzz targets for generated codecs' readers, with Jazzer: {@code Everything} holds
 * every supported member type, {@code Shape} is a tagged union (whose discriminator may come late,
 * which keeps members as trees), {@code BenchOrder} nests records and lists as real documents do.
 *
 * <p>In every build they run on their seed corpus ({@code GeneratedCodecFuzzTestInputs/<method>/}
 * under the test resources); {@code ./fuzz.sh codec-everything 1h} fuzzes one of them for as long
 * as it is given. For any bytes, reading answers a value or a {@link JsonException} with a position
 * in the document and a short message, never another exception; a value read is written and read
 * back to an equal value, and written again to the same bytes.
 */
class GeneratedCodecFuzzTest {

  @FuzzTest(maxDuration = "5m")
  void everything(byte[] data) {
    check(EverythingCodec.INSTANCE, data);
  }

  @FuzzTest(maxDuration = "5m")
  void shapes(byte[] data) {
    check(ShapeCodec.INSTANCE, data);
  }

  @FuzzTest(maxDuration = "5m")
  void orders(byte[] data) {
    check(BenchOrderCodec.INSTANCE, data);
  }

  private static <T> void check(JsonCodec<T> codec, byte[] data) {
    T value;
    try {
      value = Json.read(codec, data);
    } catch (JsonException e) {
      assertTrue(e.offset() >= -1 && e.offset() <= data.length, () -> "offset " + e.offset());
      assertTrue(e.reason().length() < 400, () -> "a reason of " + e.reason().length() + " chars");
      return;
    }
    byte[] written = Json.toBytes(codec, value);
    T again = Json.read(codec, written);
    String difference = DeepEquals.difference(value, again, "value");
    assertNull(difference, difference);
    assertArrayEquals(written, Json.toBytes(codec, again), "written twice, the same bytes");
  }
}
