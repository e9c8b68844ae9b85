package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** Random trees written compact and pretty read back equal, and Jackson reads the same values. */
class JsonValueRoundTripTest {
  private static final long SEED = 0x7EE5_2026L;
  private static final JsonMapper JACKSON =
      JsonMapper.builder()
          .enable(tools.jackson.databind.DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
          .build();

  private static JsonValue randomTree(SplittableRandom random, int depth) {
    int kind = depth > 4 ? 2 + random.nextInt(6) : random.nextInt(8);
    switch (kind) {
      case 0 -> {
        JsonObject.Builder b = JsonObject.builder();
        int n = random.nextInt(6);
        for (int i = 0; i < n; i++) {
          b.put(i + JsonInputStringsTest.randomString(random), randomTree(random, depth + 1));
        }
        return b.build();
      }
      case 1 -> {
        JsonArray.Builder b = JsonArray.builder();
        int n = random.nextInt(6);
        for (int i = 0; i < n; i++) {
          b.add(randomTree(random, depth + 1));
        }
        return b.build();
      }
      case 2 -> {
        return new JsonString(JsonInputStringsTest.randomString(random));
      }
      case 3 -> {
        return JsonNumber.of(random.nextLong());
      }
      case 4 -> {
        double d = Double.longBitsToDouble(random.nextLong());
        return Double.isFinite(d) ? JsonNumber.of(d) : JsonNumber.of(random.nextInt());
      }
      case 5 -> {
        // Decimals of up to 30 digits with exponents far beyond the double range.
        BigInteger unscaled =
            new BigInteger(1 + random.nextInt(100), new java.util.Random(random.nextLong()));
        return JsonNumber.of(
            new BigDecimal(
                random.nextBoolean() ? unscaled : unscaled.negate(), random.nextInt(-400, 400)));
      }
      case 6 -> {
        return JsonBoolean.of(random.nextBoolean());
      }
      default -> {
        return JsonNull.INSTANCE;
      }
    }
  }

  @Test
  void randomTreesSurviveWritingAndReading() {
    SplittableRandom random = new SplittableRandom(SEED);
    for (int i = 0; i < 2_000; i++) {
      JsonValue tree = randomTree(random, 0);
      String context = "seed " + SEED + ", case " + i;
      JsonOutput compact = new JsonOutput();
      JsonValue.CODEC.write(compact, tree);
      byte[] bytes = compact.toBytes();
      assertEquals(tree, JsonValue.parse(bytes), context);
      JsonOutput pretty = JsonOutput.pretty();
      JsonValue.CODEC.write(pretty, tree);
      assertEquals(tree, JsonValue.parse(pretty.toBytes()), context + " (pretty)");
      JsonDifferentialTest.assertSame(tree, JACKSON.readTree(bytes), context + " (Jackson)");
      // Skipping it reads exactly to its end.
      JsonInput in = new JsonInput(bytes);
      in.skipValue();
      in.end();
    }
  }
}
