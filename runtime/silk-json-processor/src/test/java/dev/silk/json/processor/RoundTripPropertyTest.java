package dev.silk.json.processor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.silk.json.Json;
import dev.silk.json.JsonCodec;
import dev.silk.json.JsonException;
import dev.silk.json.JsonOutput;
import dev.silk.json.processor.fixtures.Everything;
import dev.silk.json.processor.fixtures.EverythingCodec;
import dev.silk.json.processor.fixtures.Node;
import dev.silk.json.processor.fixtures.NodeCodec;
import dev.silk.json.processor.fixtures.Profile;
import dev.silk.json.processor.fixtures.ProfileCodec;
import dev.silk.json.processor.fixtures.Shape;
import dev.silk.json.processor.fixtures.ShapeCodec;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Random record graphs written by generated codecs read back equal, from Silk's own output and from
 * the same document as other writers lay it out: reversed or shuffled members, unknown members,
 * json.dumps spacing, indentation, tabs and CRLF.
 */
@Tag("slow")
class RoundTripPropertyTest {
  /** The first members of the fixtures' records, where unknown members may be added. */
  private static final Set<String> RECORD_STARTS =
      Set.of("\"flag\"", "\"sku\"", "\"kind\"", "\"name\"");

  private static long seed() {
    return Long.getLong("silk.seed", System.nanoTime());
  }

  private static <T> void assertReadsBack(JsonCodec<T> codec, T value, String json, long seed) {
    T back;
    try {
      back = Json.read(codec, json);
    } catch (JsonException e) {
      throw new AssertionError("seed " + seed + ": " + e.getMessage() + " reading\n" + json, e);
    }
    String difference = DeepEquals.difference(value, back, "value");
    assertNull(difference, () -> "seed " + seed + ": " + difference + " reading\n" + json);
  }

  @Test
  void everySupportedTypeReadsBackEqualFromAnyLayoutOfTheDocument() {
    long seed = seed();
    SplittableRandom random = new SplittableRandom(seed);
    Samples samples = new Samples(random);
    for (int n = 0; n < 150; n++) {
      Everything value = samples.everything();
      byte[] bytes = Json.toBytes(EverythingCodec.INSTANCE, value);
      String json = new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
      assertReadsBack(EverythingCodec.INSTANCE, value, json, seed);
      assertArrayEquals(
          bytes,
          Json.toBytes(EverythingCodec.INSTANCE, Json.read(EverythingCodec.INSTANCE, bytes)),
          () -> "seed " + seed + ": writing what was read changed the document");

      JsonOutput pretty = JsonOutput.pretty();
      EverythingCodec.INSTANCE.write(pretty, value);
      assertReadsBack(EverythingCodec.INSTANCE, value, pretty.toString(), seed);

      Reshape.Order order = Reshape.Order.values()[random.nextInt(3)];
      Reshape.Style style = Reshape.Style.values()[random.nextInt(4)];
      Reshape reshape = new Reshape(order, style, random.nextBoolean(), RECORD_STARTS, random);
      assertReadsBack(EverythingCodec.INSTANCE, value, reshape.apply(json), seed);
    }
  }

  @Test
  void taggedUnionsReadBackWhereverTheDiscriminatorStands() {
    long seed = seed();
    SplittableRandom random = new SplittableRandom(seed);
    Samples samples = new Samples(random);
    JsonCodec<List<Shape>> codec = ShapeCodec.INSTANCE.list();
    for (int n = 0; n < 300; n++) {
      List<Shape> shapes = samples.list(() -> samples.shape(0));
      String json = Json.toJson(codec, shapes);
      assertReadsBack(codec, shapes, json, seed);
      for (Reshape.Order order : Reshape.Order.values()) {
        Reshape reshape = new Reshape(order, Reshape.Style.DUMPS, true, RECORD_STARTS, random);
        assertReadsBack(codec, shapes, reshape.apply(json), seed);
      }
    }
  }

  @Test
  void recordsWithNamingRulesAndOmittedNullsReadBackFromAnyLayout() {
    long seed = seed();
    SplittableRandom random = new SplittableRandom(seed);
    Samples samples = new Samples(random);
    for (int n = 0; n < 300; n++) {
      Profile profile =
          new Profile(
              samples.orNull(samples::text),
              samples.orNull(samples::text),
              samples.chance(2) ? Optional.empty() : Optional.of(samples.text()),
              samples.chance(2) ? OptionalInt.empty() : OptionalInt.of(samples.anyInt()),
              samples.orNull(samples::anyInt),
              samples.orNull(samples::text));
      String json = Json.toJson(ProfileCodec.INSTANCE, profile);
      assertReadsBack(ProfileCodec.INSTANCE, profile, json, seed);
      Reshape.Order order = Reshape.Order.values()[random.nextInt(3)];
      Reshape.Style style = Reshape.Style.values()[random.nextInt(4)];
      Reshape reshape = new Reshape(order, style, false, RECORD_STARTS, random);
      assertReadsBack(ProfileCodec.INSTANCE, profile, reshape.apply(json), seed);
    }
  }

  @Test
  void recursiveRecordsReadBackAtEveryDepth() {
    long seed = seed();
    Samples samples = new Samples(new SplittableRandom(seed));
    for (int n = 0; n < 200; n++) {
      Node tree = samples.node(0);
      assertReadsBack(NodeCodec.INSTANCE, tree, Json.toJson(NodeCodec.INSTANCE, tree), seed);
    }
  }
}
