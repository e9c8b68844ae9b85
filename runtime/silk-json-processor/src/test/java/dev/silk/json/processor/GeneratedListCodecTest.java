package dev.silk.json.processor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.silk.json.Json;
import dev.silk.json.JsonCodec;
import dev.silk.json.JsonInput;
import dev.silk.json.JsonOutput;
import dev.silk.json.processor.fixtures.BenchItem;
import dev.silk.json.processor.fixtures.BenchItemCodec;
import dev.silk.json.processor.fixtures.BenchPlace;
import dev.silk.json.processor.fixtures.BenchPlaceCodec;
import dev.silk.json.processor.fixtures.Empty;
import dev.silk.json.processor.fixtures.EmptyCodec;
import dev.silk.json.processor.fixtures.Everything;
import dev.silk.json.processor.fixtures.EverythingCodec;
import dev.silk.json.processor.fixtures.Profile;
import dev.silk.json.processor.fixtures.ProfileCodec;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * A record codec's {@code list()} is generated: its loop writes each record's members in place
 * (D76-write). Whatever the list, writer and room left in the buffer, it writes exactly the bytes
 * of {@code JsonCodec.list()}'s generic loop over the record codec, and reads what that reads.
 */
class GeneratedListCodecTest {
  private static long seed() {
    return Long.getLong("silk.seed", System.nanoTime());
  }

  /** The record codec behind a plain interface, so that its list() is JsonCodec's default. */
  private static <T> JsonCodec<List<T>> genericList(JsonCodec<T> codec) {
    JsonCodec<T> plain =
        new JsonCodec<>() {
          @Override
          public void write(JsonOutput out, T value) {
            codec.write(out, value);
          }

          @Override
          public T read(JsonInput in) {
            return codec.read(in);
          }
        };
    return plain.list();
  }

  /** A random list of up to 30 elements, about one in six null, as an ArrayList or a LinkedList. */
  private static <T> List<T> randomList(SplittableRandom random, Supplier<T> element) {
    int n = random.nextInt(4) == 0 ? 0 : random.nextInt(30);
    List<T> list = random.nextBoolean() ? new ArrayList<>() : new LinkedList<>();
    for (int i = 0; i < n; i++) {
      list.add(random.nextInt(6) == 0 ? null : element.get());
    }
    return list;
  }

  private static <T> void assertSameAsGeneric(
      JsonCodec<T> codec, List<T> list, long seed, String what) {
    byte[] expected = Json.toBytes(genericList(codec), list);
    byte[] actual = Json.toBytes(codec.list(), list);
    assertArrayEquals(
        expected,
        actual,
        () -> "seed " + seed + ", " + what + ": " + new String(actual, StandardCharsets.UTF_8));
    List<T> back = Json.read(codec.list(), actual);
    String difference = DeepEquals.difference(list, back, "list");
    assertNull(difference, () -> "seed " + seed + ", " + what + ": " + difference);
    assertEquals(ArrayList.class, back.getClass(), () -> "seed " + seed);
  }

  @Test
  void listsOfEveryKindOfRecordWriteTheBytesOfTheGenericLoopAndReadBackEqual() {
    long seed = seed();
    SplittableRandom random = new SplittableRandom(seed);
    Samples samples = new Samples(random);
    for (int round = 0; round < 60; round++) {
      long[] id = {0};
      assertSameAsGeneric(
          BenchItemCodec.INSTANCE,
          randomList(random, () -> samples.benchItem(id[0]++ * 7919)),
          seed,
          "items");
      assertSameAsGeneric(
          BenchPlaceCodec.INSTANCE,
          randomList(random, () -> samples.benchPlace(random.nextLong())),
          seed,
          "places");
      assertSameAsGeneric(
          EverythingCodec.INSTANCE, randomList(random, samples::everything), seed, "everything");
      assertSameAsGeneric(
          ProfileCodec.INSTANCE,
          randomList(
              random,
              () ->
                  new Profile(
                      samples.orNull(samples::text),
                      samples.orNull(samples::text),
                      samples.chance(2) ? Optional.empty() : Optional.of(samples.text()),
                      samples.chance(2) ? OptionalInt.empty() : OptionalInt.of(samples.anyInt()),
                      samples.orNull(samples::anyInt),
                      samples.orNull(samples::text))),
          seed,
          "profiles (omitNulls)");
      assertSameAsGeneric(
          EmptyCodec.INSTANCE, randomList(random, Empty::new), seed, "records without members");
    }
  }

  @Test
  void aNullListIsNullAnEmptyListIsAnEmptyArrayAndNullElementsAreNull() {
    JsonCodec<List<BenchItem>> list = BenchItemCodec.INSTANCE.list();
    assertEquals("null", Json.toJson(list, null));
    assertNull(Json.read(list, "null"));
    assertEquals("[]", Json.toJson(list, List.of()));
    assertEquals("[]", Json.toJson(list, new LinkedList<>()));
    assertEquals(List.of(), Json.read(list, "[]"));
    BenchItem item = new BenchItem(1, "a", null, 2, true);
    String json =
        "[null,{\"id\":1,\"name\":\"a\",\"description\":null,\"stock\":2,\"available\":true}]";
    assertEquals(json, Json.toJson(list, Arrays.asList(null, item)));
    assertEquals(json, Json.toJson(list, new LinkedList<>(Arrays.asList(null, item))));
    assertEquals(json, Json.toJson(list, Collections.unmodifiableList(Arrays.asList(null, item))));
    assertEquals(Arrays.asList(null, item), Json.read(list, json));
  }

  @Test
  void theListCodecIsOneSharedInstance() {
    assertSame(BenchItemCodec.INSTANCE.list(), BenchItemCodec.INSTANCE.list());
    assertSame(EverythingCodec.INSTANCE.list(), EverythingCodec.INSTANCE.list());
  }

  @Test
  void aListStartingAtAnyPositionOfASmallBufferGrowsItLikeTheGenericLoop() {
    long seed = seed();
    SplittableRandom random = new SplittableRandom(seed);
    Samples samples = new Samples(random);
    List<BenchItem> items = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      items.add(samples.benchItem(random.nextLong()));
    }
    List<BenchPlace> places = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      places.add(samples.benchPlace(random.nextLong()));
    }
    // Every prefix length up to past the first doubling puts the list's first bytes, and each
    // record's members after them, at every distance from the end of a 64-byte buffer.
    for (int prefix = 0; prefix < 300; prefix++) {
      String filler = "x".repeat(prefix);
      int capacity = 64 + random.nextInt(64);
      int at = prefix;
      assertArrayEquals(
          writeAfter(new JsonOutput(capacity), filler, genericList(BenchItemCodec.INSTANCE), items),
          writeAfter(new JsonOutput(capacity), filler, BenchItemCodec.INSTANCE.list(), items),
          () -> "seed " + seed + ", items after " + at + " bytes in " + capacity);
      assertArrayEquals(
          writeAfter(
              new JsonOutput(capacity), filler, genericList(BenchPlaceCodec.INSTANCE), places),
          writeAfter(new JsonOutput(capacity), filler, BenchPlaceCodec.INSTANCE.list(), places),
          () -> "seed " + seed + ", places after " + at + " bytes in " + capacity);
    }
  }

  private static <T> byte[] writeAfter(
      JsonOutput out, String filler, JsonCodec<List<T>> codec, List<T> list) {
    out.beginArray().value(filler).value(codec, list).endArray();
    return out.toBytes();
  }

  @Test
  void aPrettyWriterIndentsTheGeneratedListLikeTheGenericLoop() {
    long seed = seed();
    SplittableRandom random = new SplittableRandom(seed);
    Samples samples = new Samples(random);
    for (int round = 0; round < 20; round++) {
      List<Everything> list = randomList(random, samples::everything);
      JsonOutput expected = JsonOutput.pretty();
      genericList(EverythingCodec.INSTANCE).write(expected, list);
      JsonOutput actual = JsonOutput.pretty();
      EverythingCodec.INSTANCE.list().write(actual, list);
      assertEquals(expected.toString(), actual.toString(), () -> "seed " + seed);
    }
  }

  @Test
  void aReusedWriterWritesTheSameListAgainByteForByte() {
    long seed = seed();
    SplittableRandom random = new SplittableRandom(seed);
    Samples samples = new Samples(random);
    List<BenchItem> items = new ArrayList<>();
    for (int i = 0; i < 100; i++) {
      items.add(samples.benchItem(i));
    }
    byte[] first = Json.toBytes(BenchItemCodec.INSTANCE.list(), items);
    JsonOutput out = new JsonOutput(64);
    for (int i = 0; i < 3; i++) {
      out.reset();
      BenchItemCodec.INSTANCE.list().write(out, items);
      assertArrayEquals(first, out.toBytes(), () -> "seed " + seed);
    }
  }
}
