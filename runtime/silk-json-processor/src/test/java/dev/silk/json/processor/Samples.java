package dev.silk.json.processor;

import dev.silk.json.JsonArray;
import dev.silk.json.JsonValue;
import dev.silk.json.processor.fixtures.BenchItem;
import dev.silk.json.processor.fixtures.BenchOrder;
import dev.silk.json.processor.fixtures.BenchPlace;
import dev.silk.json.processor.fixtures.Color;
import dev.silk.json.processor.fixtures.Everything;
import dev.silk.json.processor.fixtures.Money;
import dev.silk.json.processor.fixtures.Node;
import dev.silk.json.processor.fixtures.Part;
import dev.silk.json.processor.fixtures.Point;
import dev.silk.json.processor.fixtures.Product;
import dev.silk.json.processor.fixtures.Shape;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.UUID;
import java.util.function.Supplier;

/** Random instances of the fixtures from one seed. Nulls appear wherever a member may be null. */
final class Samples {
  private final SplittableRandom random;
  private final boolean controlCharacters;

  Samples(SplittableRandom random) {
    this(random, true);
  }

  /**
   * @param controlCharacters whether strings hold control characters, which need six-character
   *     escapes: Silk writes their hex digits in lower case, Jackson in upper case
   */
  Samples(SplittableRandom random, boolean controlCharacters) {
    this.random = random;
    this.controlCharacters = controlCharacters;
  }

  boolean chance(int oneIn) {
    return random.nextInt(oneIn) == 0;
  }

  <T> T orNull(Supplier<T> value) {
    return chance(6) ? null : value.get();
  }

  <T> List<T> list(Supplier<T> element) {
    int n = random.nextInt(chance(10) ? 20 : 4);
    List<T> list = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      list.add(element.get());
    }
    return list;
  }

  /** Strings with escapes, control characters, Latin-1, Hangul and emoji. */
  String text() {
    String[] pieces = {
      "a",
      "Hello",
      " ",
      "\"",
      "\\",
      "/",
      "\n",
      "\t",
      "\u0001",
      "\u001f",
      "\u007f",
      "é",
      "ß",
      "한국어",
      "\ud83d\ude00",
      "\u2028",
      "0123456789",
      "<>&'"
    };
    int n = random.nextInt(chance(8) ? 40 : 6);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      String piece = pieces[random.nextInt(pieces.length)];
      if (controlCharacters || piece.charAt(0) >= 0x20 && piece.charAt(0) != 0x7f) {
        sb.append(piece);
      }
    }
    return sb.toString();
  }

  /** Map keys never equal a record's first member, so reshaping can tell maps from records. */
  String key() {
    return "key" + text();
  }

  String plainText() {
    StringBuilder sb = new StringBuilder();
    int n = random.nextInt(12);
    for (int i = 0; i < n; i++) {
      sb.append((char) ('a' + random.nextInt(26)));
    }
    return sb.toString();
  }

  double anyDouble() {
    switch (random.nextInt(5)) {
      case 0:
        return random.nextInt(2000) - 1000;
      case 1:
        return random.nextInt(100_000) / 100.0;
      case 2:
        return random.nextDouble() * Math.pow(10, random.nextInt(40) - 20);
      default:
        double d;
        do {
          d = Double.longBitsToDouble(random.nextLong());
        } while (Double.isNaN(d) || Double.isInfinite(d));
        return d;
    }
  }

  float anyFloat() {
    float f;
    do {
      f = Float.intBitsToFloat(random.nextInt());
    } while (Float.isNaN(f) || Float.isInfinite(f));
    return random.nextBoolean() ? f : (float) (random.nextInt(10_000) / 100.0);
  }

  long anyLong() {
    return switch (random.nextInt(4)) {
      case 0 -> random.nextLong();
      case 1 -> random.nextBoolean() ? Long.MIN_VALUE : Long.MAX_VALUE;
      default -> random.nextInt(2_000_000) - 1_000_000;
    };
  }

  int anyInt() {
    return switch (random.nextInt(4)) {
      case 0 -> random.nextInt();
      case 1 -> random.nextBoolean() ? Integer.MIN_VALUE : Integer.MAX_VALUE;
      default -> random.nextInt(2000) - 1000;
    };
  }

  char anyChar() {
    char c;
    do {
      c = (char) random.nextInt(0x10000);
    } while (Character.isSurrogate(c));
    return c;
  }

  Color color() {
    return Color.values()[random.nextInt(Color.values().length)];
  }

  Part part() {
    return new Part(
        orNull(this::text), anyInt(), chance(2) ? Optional.empty() : Optional.of(color()));
  }

  Shape shape(int depth) {
    int kind = random.nextInt(depth > 2 ? 2 : 3);
    return switch (kind) {
      case 0 -> new Shape.Circle(anyDouble());
      case 1 -> new Shape.Rect(anyDouble(), anyDouble(), orNull(this::color));
      default -> {
        List<Shape> members = new ArrayList<>();
        for (int i = random.nextInt(4); i > 0; i--) {
          members.add(shape(depth + 1));
        }
        yield new Shape.Group(orNull(this::text), members);
      }
    };
  }

  Node node(int depth) {
    List<Node> children = new ArrayList<>();
    for (int i = depth > 3 ? 0 : random.nextInt(4); i > 0; i--) {
      children.add(node(depth + 1));
    }
    return new Node(text(), chance(5) ? null : children);
  }

  Money money() {
    return new Money(random.nextLong(-1_000_000_000L, 1_000_000_000L), chance(2) ? "EUR" : "KRW");
  }

  JsonValue json(int depth) {
    int kind = random.nextInt(depth > 2 ? 4 : 6);
    return switch (kind) {
      case 0 -> JsonValue.parse(Long.toString(anyLong()));
      case 1 -> JsonValue.parse(random.nextBoolean() ? "true" : "null");
      case 2 -> JsonValue.parse("12.50e-3");
      case 3 -> JsonValue.parse(dev.silk.json.Json.toJson(dev.silk.json.JsonCodecs.STRING, text()));
      case 4 -> {
        JsonArray.Builder b = JsonArray.builder();
        for (int i = random.nextInt(3); i > 0; i--) {
          b.add(json(depth + 1));
        }
        yield b.build();
      }
      default -> {
        StringBuilder sb = new StringBuilder("{");
        for (int i = random.nextInt(3); i > 0; i--) {
          sb.append("\"r").append(i).append("\":").append(json(depth + 1)).append(i > 1 ? "," : "");
        }
        yield JsonValue.parse(sb.append('}').toString());
      }
    };
  }

  Everything everything() {
    EnumSet<Color> enumSet = EnumSet.noneOf(Color.class);
    for (Color c : Color.values()) {
      if (random.nextBoolean()) {
        enumSet.add(c);
      }
    }
    Map<String, Color> colorByName = new LinkedHashMap<>();
    Map<Color, Integer> countByColor = new LinkedHashMap<>();
    EnumMap<Color, List<String>> namesByColor = new EnumMap<>(Color.class);
    Map<String, List<Part>> partsByGroup = new LinkedHashMap<>();
    TreeMap<String, Double> sorted = new TreeMap<>();
    Map<String, Point> points = new LinkedHashMap<>();
    for (int i = random.nextInt(4); i > 0; i--) {
      colorByName.put(key(), orNull(this::color));
      countByColor.put(color(), orNull(this::anyInt));
      namesByColor.put(color(), orNull(() -> list(this::text)));
      partsByGroup.put(key(), list(this::part));
      sorted.put(key(), anyDouble());
      points.put(key(), orNull(() -> new Point(anyInt(), anyInt())));
    }
    Set<String> labels = new LinkedHashSet<>(list(this::text));
    int[][] grid = new int[random.nextInt(3)][];
    for (int i = 0; i < grid.length; i++) {
      grid[i] = new int[random.nextInt(4)];
      for (int j = 0; j < grid[i].length; j++) {
        grid[i][j] = anyInt();
      }
    }
    byte[] bytes = new byte[random.nextInt(20)];
    for (int i = 0; i < bytes.length; i++) {
      bytes[i] = (byte) random.nextInt();
    }
    return new Everything(
        random.nextBoolean(),
        (byte) random.nextInt(),
        (short) random.nextInt(),
        anyChar(),
        anyInt(),
        anyLong(),
        anyFloat(),
        anyDouble(),
        orNull(random::nextBoolean),
        orNull(() -> (byte) random.nextInt()),
        orNull(() -> (short) random.nextInt()),
        orNull(this::anyChar),
        orNull(this::anyInt),
        orNull(this::anyLong),
        orNull(this::anyFloat),
        orNull(this::anyDouble),
        orNull(this::text),
        orNull(this::color),
        chance(2) ? Optional.empty() : Optional.of(color()),
        orNull(() -> list(this::color)),
        orNull(() -> new LinkedHashSet<>(list(this::color))),
        orNull(() -> enumSet),
        orNull(() -> colorByName),
        orNull(() -> countByColor),
        orNull(() -> namesByColor),
        orNull(this::part),
        orNull(() -> list(() -> orNull(this::part))),
        orNull(() -> labels),
        orNull(() -> list(() -> orNull(this::anyLong))),
        orNull(() -> partsByGroup),
        orNull(() -> sorted),
        orNull(() -> list(() -> list(this::anyInt))),
        orNull(() -> list(this::anyInt).stream().mapToInt(Integer::intValue).toArray()),
        orNull(() -> list(this::anyLong).stream().mapToLong(Long::longValue).toArray()),
        orNull(() -> list(this::anyDouble).stream().mapToDouble(Double::doubleValue).toArray()),
        orNull(() -> new boolean[] {random.nextBoolean(), random.nextBoolean()}),
        orNull(() -> list(() -> orNull(this::text)).toArray(new String[0])),
        orNull(() -> list(this::part).toArray(new Part[0])),
        orNull(() -> list(this::color).toArray(new Color[0])),
        orNull(() -> bytes),
        orNull(() -> text().toCharArray()),
        orNull(() -> grid),
        chance(2) ? Optional.empty() : Optional.of(text()),
        chance(2) ? Optional.empty() : Optional.of(part()),
        chance(2) ? Optional.empty() : Optional.of(list(this::text)),
        chance(2) ? OptionalInt.empty() : OptionalInt.of(anyInt()),
        chance(2) ? OptionalLong.empty() : OptionalLong.of(anyLong()),
        chance(2) ? OptionalDouble.empty() : OptionalDouble.of(anyDouble()),
        orNull(
            () ->
                new BigDecimal(
                    new BigInteger(random.nextInt(1, 200), new java.util.Random(random.nextLong())),
                    random.nextInt(0, 20))),
        orNull(
            () ->
                new BigInteger(random.nextInt(1, 130), new java.util.Random(random.nextLong()))
                    .negate()),
        orNull(() -> new UUID(random.nextLong(), random.nextLong())),
        orNull(
            () ->
                Instant.ofEpochSecond(
                    random.nextLong(-10_000_000_000L, 10_000_000_000L),
                    random.nextInt(1_000_000_000))),
        orNull(() -> LocalDate.ofEpochDay(random.nextLong(-100_000, 100_000))),
        orNull(
            () ->
                LocalDateTime.ofEpochSecond(
                    random.nextLong(-1_000_000_000L, 10_000_000_000L),
                    random.nextInt(1_000_000_000),
                    ZoneOffset.UTC)),
        orNull(
            () ->
                OffsetDateTime.of(
                    LocalDateTime.ofEpochSecond(
                        random.nextLong(0, 4_000_000_000L), 0, ZoneOffset.UTC),
                    ZoneOffset.ofTotalSeconds(random.nextInt(-18, 19) * 3600))),
        orNull(
            () ->
                Duration.ofSeconds(
                    random.nextLong(-1_000_000_000L, 1_000_000_000L),
                    random.nextInt(1_000_000_000))),
        orNull(() -> shape(0)),
        orNull(() -> list(() -> shape(1))),
        orNull(() -> node(0)),
        orNull(this::text),
        orNull(this::money),
        orNull(() -> list(this::money)),
        chance(2) ? Optional.empty() : Optional.of(new Point(anyInt(), anyInt())),
        orNull(() -> points),
        chance(6) ? dev.silk.json.JsonNull.INSTANCE : json(0));
  }

  BenchItem benchItem(long id) {
    return new BenchItem(
        id, text(), chance(4) ? null : text(), random.nextInt(1000), random.nextBoolean());
  }

  BenchPlace benchPlace(long id) {
    return new BenchPlace(
        id,
        plainText(),
        random.nextInt(-900_000, 900_000) / 10_000.0,
        random.nextInt(-180_000_000, 180_000_000) / 1_000_000.0,
        random.nextInt(0, 51) / 10.0);
  }

  BenchOrder benchOrder(long id) {
    BenchOrder.Status[] all = BenchOrder.Status.values();
    return new BenchOrder(
        id, text(), all[random.nextInt(all.length)], random.nextInt(100), anyLong());
  }

  Product product(long id) {
    return new Product(
        id, text(), random.nextInt(1_000_000) / 100.0, random.nextBoolean(), list(this::text));
  }
}
