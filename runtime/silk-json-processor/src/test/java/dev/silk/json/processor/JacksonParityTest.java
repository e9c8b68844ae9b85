package dev.silk.json.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.silk.json.Json;
import dev.silk.json.JsonCodec;
import dev.silk.json.processor.fixtures.BenchItem;
import dev.silk.json.processor.fixtures.BenchItemCodec;
import dev.silk.json.processor.fixtures.BenchOrder;
import dev.silk.json.processor.fixtures.BenchOrderCodec;
import dev.silk.json.processor.fixtures.BenchPlace;
import dev.silk.json.processor.fixtures.BenchPlaceCodec;
import dev.silk.json.processor.fixtures.Message;
import dev.silk.json.processor.fixtures.MessageCodec;
import dev.silk.json.processor.fixtures.Product;
import dev.silk.json.processor.fixtures.ProductCodec;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.LongFunction;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/**
 * For the benchmark's record shapes, generated codecs write exactly the bytes Jackson 3 writes with
 * its defaults, so servers can swap one for the other and the benchmark compares equal documents;
 * and they read Jackson's documents back to the same values.
 */
@Tag("slow")
class JacksonParityTest {
  private static final JsonMapper JACKSON = JsonMapper.builder().build();

  private static <T> void assertSameBytes(JsonCodec<T> codec, LongFunction<T> records, long seed) {
    List<T> list = new ArrayList<>();
    for (long id = 1; id <= 100; id++) {
      T value = records.apply(id);
      list.add(value);
      String jackson = new String(JACKSON.writeValueAsBytes(value), StandardCharsets.UTF_8);
      assertEquals(jackson, Json.toJson(codec, value), () -> "seed " + seed);
      assertEquals(value, Json.read(codec, jackson), () -> "seed " + seed + ": reading " + jackson);
    }
    assertEquals(
        new String(JACKSON.writeValueAsBytes(list), StandardCharsets.UTF_8),
        Json.toJson(codec.list(), list),
        () -> "seed " + seed);
  }

  private static Samples samples(long seed) {
    // Control characters aside: Jackson writes their six-character escapes with upper-case hex
    // digits.
    return new Samples(new SplittableRandom(seed), false);
  }

  @Test
  void theListRecordIsWrittenAsJacksonWritesIt() {
    long seed = System.nanoTime();
    assertSameBytes(BenchItemCodec.INSTANCE, samples(seed)::benchItem, seed);
  }

  @Test
  void placesWithFractionsAreWrittenAsJacksonWritesThem() {
    long seed = System.nanoTime();
    assertSameBytes(BenchPlaceCodec.INSTANCE, samples(seed)::benchPlace, seed);
  }

  @Test
  void ordersWithAnEnumAreWrittenAsJacksonWritesThem() {
    long seed = System.nanoTime();
    assertSameBytes(BenchOrderCodec.INSTANCE, samples(seed)::benchOrder, seed);
  }

  @Test
  void recordsWithAListOfStringsAreWrittenAsJacksonWritesThem() {
    long seed = System.nanoTime();
    assertSameBytes(ProductCodec.INSTANCE, samples(seed)::product, seed);
  }

  @Test
  void theSmallMessageIsTheTwentySevenBytesJacksonWrites() {
    Message message = new Message("Hello, World!");
    String json = Json.toJson(MessageCodec.INSTANCE, message);
    assertEquals("{\"message\":\"Hello, World!\"}", json);
    assertEquals(new String(JACKSON.writeValueAsBytes(message), StandardCharsets.UTF_8), json);
  }

  @Test
  void idsOfThirteenAndEighteenDigitsAreWrittenAsJacksonWritesThem() {
    long seed = System.nanoTime();
    Samples s = samples(seed);
    assertSameBytes(
        BenchItemCodec.INSTANCE, id -> s.benchItem(1_000_000_000_000L + id * 7919), seed);
    assertSameBytes(
        BenchItemCodec.INSTANCE, id -> s.benchItem(100_000_000_000_000_000L + id * 7919), seed);
  }

  @Test
  void recordsOfOtherNamesStillMatchWhenTheTextIsPlain() {
    BenchOrder order = new BenchOrder(1, "Ann", BenchOrder.Status.SHIPPED, 2, 1999);
    assertEquals(
        new String(JACKSON.writeValueAsBytes(order), StandardCharsets.UTF_8),
        Json.toJson(BenchOrderCodec.INSTANCE, order));
    BenchPlace place = new BenchPlace(3, "Seoul", 37.5665, 126.978, 4.5);
    assertEquals(
        new String(JACKSON.writeValueAsBytes(place), StandardCharsets.UTF_8),
        Json.toJson(BenchPlaceCodec.INSTANCE, place));
    BenchItem item = new BenchItem(7, "한국어 \"quoted\"", null, 0, true);
    assertEquals(
        new String(JACKSON.writeValueAsBytes(item), StandardCharsets.UTF_8),
        Json.toJson(BenchItemCodec.INSTANCE, item));
    Product product = new Product(9, "p", 0.1, false, List.of());
    assertEquals(
        new String(JACKSON.writeValueAsBytes(product), StandardCharsets.UTF_8),
        Json.toJson(ProductCodec.INSTANCE, product));
  }
}
