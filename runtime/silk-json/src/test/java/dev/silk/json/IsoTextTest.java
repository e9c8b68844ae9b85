package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The codecs of UUIDs, dates and date-times write exactly their value's {@code toString()} text,
 * whether they write it themselves (years 0 to 9999, offsets of whole minutes) or hand it to {@code
 * toString()}, and place it in a document as any other string.
 */
class IsoTextTest {
  private static final int RANDOM_VALUES = 20_000;

  /** Writes the values as one array with {@code codec} and checks the text element by element. */
  private static <T> void assertWritesToString(JsonCodec<T> codec, List<T> values) {
    JsonOutput out = new JsonOutput(16); // a small buffer, so that reservations make it grow
    out.beginArray();
    StringBuilder expected = new StringBuilder("[");
    for (T v : values) {
      codec.write(out, v);
      if (expected.length() > 1) {
        expected.append(',');
      }
      expected.append('"').append(v).append('"');
    }
    out.endArray();
    assertEquals(expected.append(']').toString(), out.toString());
    List<T> back = Json.read(new ListCodec<>(codec), out.toBytes());
    assertEquals(values, back);
  }

  private static <T> List<T> random(SplittableRandom r, Supplier<T> next) {
    List<T> values = new ArrayList<>();
    for (int i = 0; i < RANDOM_VALUES; i++) {
      values.add(next.get());
    }
    return values;
  }

  /** Nanos as producers have them: none, milliseconds, microseconds, or all nine digits. */
  private static int nano(SplittableRandom r) {
    return switch (r.nextInt(4)) {
      case 0 -> 0;
      case 1 -> r.nextInt(1000) * 1_000_000;
      case 2 -> r.nextInt(1_000_000) * 1000;
      default -> r.nextInt(1_000_000_000);
    };
  }

  private static LocalDateTime dateTime(SplittableRandom r, int minYear, int maxYear) {
    LocalDate date =
        LocalDate.of(r.nextInt(minYear, maxYear + 1), 1, 1).plusDays(r.nextInt(366) % 365);
    int second = r.nextInt(3) == 0 ? 0 : r.nextInt(60);
    int minute = r.nextInt(4) == 0 ? 0 : r.nextInt(60);
    int nano = second == 0 && r.nextBoolean() ? 0 : nano(r);
    return LocalDateTime.of(date, LocalTime.of(r.nextInt(24), minute, second, nano));
  }

  private static ZoneOffset offset(SplittableRandom r) {
    return switch (r.nextInt(4)) {
      case 0 -> ZoneOffset.UTC;
      case 1 -> ZoneOffset.ofTotalSeconds(r.nextInt(-18 * 60, 18 * 60 + 1) * 60);
      case 2 -> ZoneOffset.ofTotalSeconds(r.nextInt(-18 * 3600, 18 * 3600 + 1));
      default -> ZoneOffset.ofHoursMinutes(r.nextInt(-12, 15), 0);
    };
  }

  @Test
  void uuidsAreWrittenInTheirCanonicalLowerCaseForm() {
    SplittableRandom r = new SplittableRandom(1);
    List<UUID> values = random(r, () -> new UUID(r.nextLong(), r.nextLong()));
    values.add(new UUID(0, 0));
    values.add(new UUID(-1, -1));
    values.add(UUID.fromString("123e4567-e89b-12d3-a456-426614174000"));
    assertWritesToString(JsonCodecs.UUID, values);
  }

  @Test
  void datesAreWrittenAsToStringWritesThem() {
    SplittableRandom r = new SplittableRandom(2);
    List<LocalDate> values = random(r, () -> LocalDate.ofEpochDay(r.nextLong(-800_000, 3_000_000)));
    values.addAll(
        List.of(
            LocalDate.of(0, 1, 1),
            LocalDate.of(9999, 12, 31),
            LocalDate.of(10_000, 1, 1),
            LocalDate.of(-1, 12, 31),
            LocalDate.of(999, 6, 5),
            LocalDate.MIN,
            LocalDate.MAX));
    assertWritesToString(JsonCodecs.LOCAL_DATE, values);
  }

  @Test
  void localDateTimesAreWrittenAsToStringWritesThem() {
    SplittableRandom r = new SplittableRandom(3);
    List<LocalDateTime> values = random(r, () -> dateTime(r, -20, 10_020));
    values.addAll(
        List.of(
            LocalDateTime.of(2024, 5, 1, 12, 30),
            LocalDateTime.of(2024, 5, 1, 12, 30, 0, 1),
            LocalDateTime.of(2024, 5, 1, 0, 0, 1),
            LocalDateTime.of(9999, 12, 31, 23, 59, 59, 999_999_999),
            LocalDateTime.MIN,
            LocalDateTime.MAX));
    assertWritesToString(JsonCodecs.LOCAL_DATE_TIME, values);
  }

  @Test
  void offsetDateTimesAreWrittenAsToStringWritesThem() {
    SplittableRandom r = new SplittableRandom(4);
    List<OffsetDateTime> values =
        random(r, () -> OffsetDateTime.of(dateTime(r, -20, 10_020), offset(r)));
    values.addAll(
        List.of(
            OffsetDateTime.of(2024, 5, 1, 12, 30, 0, 0, ZoneOffset.ofHoursMinutes(-5, -30)),
            OffsetDateTime.of(2024, 5, 1, 12, 30, 0, 0, ZoneOffset.ofHoursMinutesSeconds(1, 2, 3)),
            OffsetDateTime.of(2024, 5, 1, 12, 30, 0, 0, ZoneOffset.MAX),
            OffsetDateTime.of(2024, 5, 1, 12, 30, 0, 0, ZoneOffset.MIN),
            OffsetDateTime.MIN,
            OffsetDateTime.MAX));
    assertWritesToString(JsonCodecs.OFFSET_DATE_TIME, values);
  }

  @Test
  void instantsAreWrittenAsToStringWritesThem() {
    SplittableRandom r = new SplittableRandom(5);
    List<Instant> values = random(r, () -> dateTime(r, -20, 10_020).toInstant(ZoneOffset.UTC));
    values.addAll(
        List.of(
            Instant.EPOCH,
            Instant.ofEpochSecond(0, 1),
            Instant.ofEpochSecond(-62_167_219_200L),
            Instant.ofEpochSecond(-62_167_219_201L),
            Instant.ofEpochSecond(253_402_300_799L, 999_999_999),
            Instant.ofEpochSecond(253_402_300_800L),
            Instant.MIN,
            Instant.MAX));
    assertWritesToString(JsonCodecs.INSTANT, values);
  }

  @Test
  void aValueWrittenAsAMemberFollowsItsKey() {
    JsonOutput out = new JsonOutput();
    out.beginObject();
    out.put(
        JsonKey.of("at"),
        JsonCodecs.OFFSET_DATE_TIME,
        OffsetDateTime.parse("2024-05-01T12:30+02:00"));
    out.put(JsonKey.of("id"), JsonCodecs.UUID, new UUID(1, 2));
    out.put(JsonKey.of("on"), JsonCodecs.LOCAL_DATE, null);
    out.endObject();
    assertEquals(
        "{\"at\":\"2024-05-01T12:30+02:00\",\"id\":\"00000000-0000-0001-0000-000000000002\","
            + "\"on\":null}",
        out.toString());
  }

  @Test
  void aValueWhereNoneMayGoIsRefusedAsAnyOther() {
    JsonOutput out = new JsonOutput();
    out.beginObject();
    assertThrows(JsonException.class, () -> JsonCodecs.UUID.write(out, new UUID(1, 2)));
  }
}
