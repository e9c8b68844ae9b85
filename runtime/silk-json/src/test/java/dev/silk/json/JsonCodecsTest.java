package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class JsonCodecsTest {
  enum Color {
    RED,
    GREEN,
    DARK_BLUE
  }

  private static <T> void roundTrips(JsonCodec<T> codec, T value, String json) {
    assertEquals(json, Json.toJson(codec, value));
    assertEquals(value, Json.read(codec, json));
  }

  private static String readError(JsonCodec<?> codec, String json) {
    return assertThrows(JsonException.class, () -> Json.read(codec, json)).getMessage();
  }

  @Test
  void scalarsRoundTripAsTheirJsonKinds() {
    roundTrips(JsonCodecs.STRING, "a\"b", "\"a\\\"b\"");
    roundTrips(JsonCodecs.INT, -42, "-42");
    roundTrips(JsonCodecs.LONG, Long.MAX_VALUE, "9223372036854775807");
    roundTrips(JsonCodecs.DOUBLE, 0.1, "0.1");
    roundTrips(JsonCodecs.DOUBLE, 1e300, "1.0E300");
    roundTrips(JsonCodecs.FLOAT, 3.4028235E38f, "3.4028235E38");
    roundTrips(JsonCodecs.BOOLEAN, true, "true");
    roundTrips(JsonCodecs.SHORT, (short) -32768, "-32768");
    roundTrips(JsonCodecs.BYTE, (byte) 127, "127");
    roundTrips(JsonCodecs.CHAR, '한', "\"한\"");
    roundTrips(
        JsonCodecs.BIG_DECIMAL,
        new BigDecimal("3.14159265358979323846264338"),
        "3.14159265358979323846264338");
    roundTrips(
        JsonCodecs.BIG_INTEGER,
        new BigInteger("-123456789012345678901234567890"),
        "-123456789012345678901234567890");
  }

  @Test
  void everyBuiltInCodecWritesAndReadsNull() {
    List<JsonCodec<?>> codecs =
        List.of(
            JsonCodecs.STRING,
            JsonCodecs.INT,
            JsonCodecs.LONG,
            JsonCodecs.DOUBLE,
            JsonCodecs.FLOAT,
            JsonCodecs.BOOLEAN,
            JsonCodecs.SHORT,
            JsonCodecs.BYTE,
            JsonCodecs.CHAR,
            JsonCodecs.BIG_DECIMAL,
            JsonCodecs.BIG_INTEGER,
            JsonCodecs.UUID,
            JsonCodecs.INSTANT,
            JsonCodecs.LOCAL_DATE,
            JsonCodecs.LOCAL_DATE_TIME,
            JsonCodecs.OFFSET_DATE_TIME,
            JsonCodecs.DURATION,
            JsonCodecs.enumCodec(Color.values()),
            JsonCodecs.INT.list(),
            JsonCodecs.INT.set(),
            JsonCodecs.INT.map());
    for (JsonCodec<?> codec : codecs) {
      @SuppressWarnings("unchecked")
      JsonCodec<Object> c = (JsonCodec<Object>) codec;
      assertEquals("null", Json.toJson(c, null));
      assertNull(Json.read(c, " null "));
    }
  }

  @Test
  void timesDatesDurationsAndUuidsAreIsoStrings() {
    roundTrips(
        JsonCodecs.INSTANT, Instant.parse("2024-05-01T12:30:00Z"), "\"2024-05-01T12:30:00Z\"");
    roundTrips(JsonCodecs.LOCAL_DATE, LocalDate.of(2024, 2, 29), "\"2024-02-29\"");
    roundTrips(
        JsonCodecs.LOCAL_DATE_TIME,
        LocalDateTime.of(2024, 5, 1, 12, 30, 5, 1_000_000),
        "\"2024-05-01T12:30:05.001\"");
    roundTrips(
        JsonCodecs.OFFSET_DATE_TIME,
        OffsetDateTime.of(2024, 5, 1, 12, 30, 0, 0, ZoneOffset.ofHours(2)),
        "\"2024-05-01T12:30+02:00\"");
    roundTrips(JsonCodecs.DURATION, Duration.ofMinutes(90), "\"PT1H30M\"");
    UUID uuid = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
    roundTrips(JsonCodecs.UUID, uuid, "\"123e4567-e89b-12d3-a456-426614174000\"");
    assertEquals(uuid, Json.read(JsonCodecs.UUID, "\"123E4567-E89B-12D3-A456-426614174000\""));
  }

  @Test
  void malformedTextValuesAreErrorsThatSayWhatWasExpected() {
    assertTrue(readError(JsonCodecs.UUID, "\"1-2-3-4-5\"").contains("expected a UUID"));
    assertTrue(
        readError(JsonCodecs.UUID, "\"123e4567-e89b-12d3-a456-42661417400g\"").contains("UUID"));
    assertTrue(readError(JsonCodecs.INSTANT, "\"yesterday\"").contains("expected an instant"));
    assertTrue(readError(JsonCodecs.LOCAL_DATE, "\"2024-02-30\"").contains("expected a date"));
    assertTrue(readError(JsonCodecs.DURATION, "\"1h\"").contains("expected a duration"));
    assertTrue(readError(JsonCodecs.SHORT, "40000").contains("does not fit a short"));
    assertTrue(readError(JsonCodecs.BYTE, "-129").contains("does not fit a byte"));
    assertTrue(readError(JsonCodecs.CHAR, "\"ab\"").contains("one character"));
    assertThrows(JsonException.class, () -> Json.read(JsonCodecs.INT, "\"1\""));
  }

  @Test
  void enumsAreWrittenAndReadByName() {
    JsonCodec<Color> codec = JsonCodecs.enumCodec(Color.values());
    roundTrips(codec, Color.DARK_BLUE, "\"DARK_BLUE\"");
    roundTrips(codec.list(), List.of(Color.RED, Color.GREEN), "[\"RED\",\"GREEN\"]");
    assertEquals(Color.GREEN, Json.read(codec, "\"GR\\u0045EN\""));
    String error = readError(codec, "\"BLUE\"");
    assertTrue(error.contains("expected one of RED, GREEN, DARK_BLUE"), error);
  }

  @Test
  void anEnumCodecForSomeConstantsRefusesTheOthers() {
    JsonCodec<Color> codec = JsonCodecs.enumCodec(new Color[] {Color.GREEN});
    assertEquals("\"GREEN\"", Json.toJson(codec, Color.GREEN));
    assertThrows(JsonException.class, () -> Json.toJson(codec, Color.DARK_BLUE));
    assertThrows(JsonException.class, () -> Json.toJson(codec, Color.RED));
    assertThrows(JsonException.class, () -> Json.read(codec, "\"RED\""));
  }

  @Test
  void listsSetsMapsAndOptionalsCombine() {
    JsonCodec<List<Integer>> ints = JsonCodecs.INT.list();
    roundTrips(ints, List.of(1, 2, 3), "[1,2,3]");
    roundTrips(ints, List.of(), "[]");
    roundTrips(ints, Arrays.asList(1, null), "[1,null]");
    assertEquals("[1,2]", Json.toJson(ints, new LinkedList<>(List.of(1, 2))));
    assertTrue(Json.read(ints, "[1]") instanceof ArrayList);

    JsonCodec<Set<String>> strings = JsonCodecs.STRING.set();
    Set<String> ordered = new LinkedHashSet<>(List.of("z", "a", "m"));
    roundTrips(strings, ordered, "[\"z\",\"a\",\"m\"]");
    assertEquals(
        List.of("z", "a", "m"), new ArrayList<>(Json.read(strings, "[\"z\",\"a\",\"m\"]")));

    JsonCodec<Map<String, List<Integer>>> map = JsonCodecs.INT.list().map();
    Map<String, List<Integer>> value = new LinkedHashMap<>();
    value.put("b", List.of(1));
    value.put("a", List.of());
    value.put("n", null);
    roundTrips(map, value, "{\"b\":[1],\"a\":[],\"n\":null}");
    assertEquals(
        List.of("b", "a", "n"),
        new ArrayList<>(Json.read(map, "{\"b\":[1],\"a\":[],\"n\":null}").keySet()));

    JsonCodec<Optional<String>> optional = JsonCodecs.STRING.optional();
    roundTrips(optional, Optional.of("x"), "\"x\"");
    roundTrips(optional, Optional.empty(), "null");
    assertEquals("null", Json.toJson(optional, null));

    JsonCodec<List<Optional<Color>>> nested =
        JsonCodecs.enumCodec(Color.values()).optional().list();
    roundTrips(nested, List.of(Optional.of(Color.RED), Optional.empty()), "[\"RED\",null]");
  }

  @Test
  void aMapWithARepeatedNameIsRefused() {
    String error = readError(JsonCodecs.INT.map(), "{\"a\":1,\"b\":2,\"a\":3}");
    assertTrue(error.contains("\"a\" appears twice"), error);
    assertThrows(
        JsonException.class, () -> Json.read(JsonCodecs.INT.map(), "{\"a\":null,\"a\":null}"));
  }

  @Test
  void mapKeysAreEscapedAndANullKeyIsRefused() {
    Map<String, Integer> map = new LinkedHashMap<>();
    map.put("a\"b\n", 1);
    roundTrips(JsonCodecs.INT.map(), map, "{\"a\\\"b\\n\":1}");
    Map<String, Integer> withNull = new LinkedHashMap<>();
    withNull.put(null, 1);
    assertThrows(JsonException.class, () -> Json.toJson(JsonCodecs.INT.map(), withNull));
  }
}
