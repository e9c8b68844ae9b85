package dev.silk.cli.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.silk.json.JsonArray;
import dev.silk.json.JsonCodec;
import dev.silk.json.JsonNumber;
import dev.silk.json.JsonObject;
import dev.silk.json.JsonValue;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Documents made from random schemas (odd keys, every kind of value, optional members written as
 * absent in some records and as null in others) give records whose codecs read every document back
 * to an equal tree.
 */
@Tag("slow")
class RandomDocumentsTest {
  private static final List<String> KEYS =
      List.of(
          "id",
          "name",
          "class",
          "default",
          "first-name",
          "first_name",
          "ключ",
          "über",
          "x y",
          "2fa",
          "",
          "_",
          "$id",
          "hashCode",
          "créé_le",
          "a\"b",
          "tab\tkey",
          "ID",
          "URLPath",
          "items",
          "value",
          "new",
          "🎁",
          "total",
          "status");

  private enum Kind {
    INT,
    LONG,
    DOUBLE,
    AMOUNT,
    STRING,
    BOOLEAN,
    UUID,
    INSTANT,
    DATE,
    MIXED,
    OBJECT,
    ARRAY
  }

  /** A member of a random object schema. */
  private record Field(String key, Node node, boolean optional) {}

  /** A random schema; {@code absentStyle} says how an object leaves out optional members. */
  private record Node(Kind kind, List<Field> fields, Node element, boolean absentStyle) {}

  @Test
  void recordsInferredFromRandomDocumentsReadThemBackEqual(@TempDir Path project)
      throws IOException, ReflectiveOperationException {
    long[] seeds = {new SplittableRandom().nextLong(), 1L, 42L};
    try {
      roundTrips(project, seeds);
    } catch (RuntimeException | AssertionError e) {
      throw new AssertionError("seeds " + java.util.Arrays.toString(seeds) + ": " + e, e);
    }
  }

  private static void roundTrips(Path project, long[] seeds)
      throws IOException, ReflectiveOperationException {
    List<List<JsonValue>> samples = new ArrayList<>();
    for (int s = 0; s < seeds.length; s++) {
      SplittableRandom random = new SplittableRandom(seeds[s]);
      Node schema = object(random, 0);
      List<JsonValue> docs = new ArrayList<>();
      for (int i = 0; i < 12; i++) {
        docs.add(value(schema, random));
      }
      samples.add(docs);
      String label = "seed " + seeds[s];
      List<SampleReader.Document> input =
          docs.stream().map(d -> new SampleReader.Document(label, 0, bytes(d))).toList();
      List<TypeDecl> types = CodecInference.infer(input, "Root", s % 2 == 0).types();
      SourceFiles.write(SourceFiles.plan(project, "p" + s, types), false);
    }
    try (ProjectCompiler.Compiled compiled = ProjectCompiler.compile(project)) {
      for (int s = 0; s < seeds.length; s++) {
        BoundModel type = compiled.types().get("p" + s + ".Root");
        JsonCodec<?> codec =
            (JsonCodec<?>)
                Class.forName(type.codec(), true, compiled.loader()).getField("INSTANCE").get(null);
        for (JsonValue doc : samples.get(s)) {
          assertEquals(
              doc,
              JsonValue.parse(CodecFromTest.roundTrip(codec, doc.toString())),
              "seed " + seeds[s] + ", document " + doc);
        }
      }
    }
  }

  private static byte[] bytes(JsonValue v) {
    return v.toString().getBytes(StandardCharsets.UTF_8);
  }

  private static Node object(SplittableRandom r, int depth) {
    List<String> keys = new ArrayList<>(KEYS);
    Collections.shuffle(keys, new java.util.Random(r.nextLong()));
    List<Field> fields = new ArrayList<>();
    int n = 1 + r.nextInt(depth == 0 ? 12 : 5);
    for (int i = 0; i < n; i++) {
      fields.add(new Field(keys.get(i), node(r, depth + 1), r.nextInt(4) == 0));
    }
    return new Node(Kind.OBJECT, fields, null, r.nextBoolean());
  }

  private static Node node(SplittableRandom r, int depth) {
    Kind[] kinds = Kind.values();
    Kind kind = kinds[r.nextInt(depth >= 3 ? Kind.OBJECT.ordinal() : kinds.length)];
    return switch (kind) {
      case OBJECT -> object(r, depth);
      case ARRAY -> new Node(Kind.ARRAY, List.of(), node(r, depth + 1), false);
      default -> new Node(kind, List.of(), null, false);
    };
  }

  private static JsonValue value(Node node, SplittableRandom r) {
    return switch (node.kind()) {
      case INT -> JsonNumber.of(r.nextInt());
      case LONG -> JsonNumber.of(r.nextLong(1L << 33, Long.MAX_VALUE));
      case DOUBLE -> JsonNumber.of(r.nextDouble() * 1000 + 0.5);
      case AMOUNT -> JsonNumber.of(new BigDecimal(r.nextInt(100_000)).movePointLeft(2).setScale(2));
      case STRING -> string(text(r));
      case BOOLEAN ->
          r.nextBoolean() ? dev.silk.json.JsonBoolean.TRUE : dev.silk.json.JsonBoolean.FALSE;
      case UUID -> string(new UUID(r.nextLong(), r.nextLong()).toString());
      case INSTANT -> string(Instant.ofEpochSecond(r.nextLong(0, 4_000_000_000L)).toString());
      case DATE -> string(LocalDate.ofEpochDay(r.nextLong(0, 40_000)).toString());
      case MIXED -> r.nextBoolean() ? JsonNumber.of(r.nextInt(10)) : string(text(r));
      case ARRAY -> {
        JsonArray.Builder a = JsonArray.builder();
        int n = r.nextInt(4);
        for (int i = 0; i < n; i++) {
          a.add(value(node.element(), r));
        }
        yield a.build();
      }
      case OBJECT -> {
        List<Field> order = new ArrayList<>(node.fields());
        if (r.nextInt(5) == 0) {
          Collections.shuffle(order, new java.util.Random(r.nextLong()));
        }
        JsonObject.Builder o = JsonObject.builder();
        for (Field f : order) {
          if (f.optional() && r.nextBoolean()) {
            if (!node.absentStyle()) {
              o.putNull(f.key());
            }
          } else {
            o.put(f.key(), value(f.node(), r));
          }
        }
        yield o.build();
      }
    };
  }

  private static JsonValue string(String s) {
    return new dev.silk.json.JsonString(s);
  }

  private static String text(SplittableRandom r) {
    String alphabet = "abcXYZ 0129_-\"\\\n\té€😀/";
    StringBuilder sb = new StringBuilder();
    int n = r.nextInt(8);
    for (int i = 0; i < n; i++) {
      int at = r.nextInt(alphabet.length());
      if (Character.isHighSurrogate(alphabet.charAt(at))) {
        sb.append(alphabet, at, at + 2);
      } else if (!Character.isLowSurrogate(alphabet.charAt(at))) {
        sb.append(alphabet.charAt(at));
      }
    }
    return sb.toString();
  }
}
