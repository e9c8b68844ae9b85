package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.URI;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The date, time and URI codecs applications reach for after the basic ones. */
class JsonCodecsTimeAndUriTest {
  private static <T> void roundTrips(JsonCodec<T> codec, T value, String json) {
    assertEquals(json, Json.toJson(codec, value));
    assertEquals(value, Json.read(codec, json));
  }

  private static String readError(JsonCodec<?> codec, String json) {
    return assertThrows(JsonException.class, () -> Json.read(codec, json)).reason();
  }

  @Test
  void timesOfDayAreIsoStrings() {
    roundTrips(JsonCodecs.LOCAL_TIME, LocalTime.of(12, 30), "\"12:30\"");
    roundTrips(JsonCodecs.LOCAL_TIME, LocalTime.of(7, 5, 9, 500_000_000), "\"07:05:09.500\"");
    assertEquals(
        "expected a time of day but found \"25:00\"",
        readError(JsonCodecs.LOCAL_TIME, "\"25:00\""));
  }

  @Test
  void zonedDateTimesKeepTheZoneIdAndOffsetDateTimesTheOffset() {
    ZonedDateTime paris = ZonedDateTime.of(2024, 5, 1, 12, 30, 0, 0, ZoneId.of("Europe/Paris"));
    roundTrips(JsonCodecs.ZONED_DATE_TIME, paris, "\"2024-05-01T12:30+02:00[Europe/Paris]\"");
    assertEquals(
        ZonedDateTime.of(2024, 5, 1, 12, 30, 0, 0, ZoneOffset.UTC),
        Json.read(JsonCodecs.ZONED_DATE_TIME, "\"2024-05-01T12:30:00Z\""));
    roundTrips(
        JsonCodecs.OFFSET_DATE_TIME,
        OffsetDateTime.of(2024, 5, 1, 12, 30, 0, 0, ZoneOffset.ofHours(-5)),
        "\"2024-05-01T12:30-05:00\"");
    assertEquals(
        "expected a date-time with a time zone but found \"2024-05-01\"",
        readError(JsonCodecs.ZONED_DATE_TIME, "\"2024-05-01\""));
  }

  @Test
  void yearsAreNumbersAndMonthsOfAYearStrings() {
    roundTrips(JsonCodecs.YEAR, Year.of(2024), "2024");
    roundTrips(JsonCodecs.YEAR, Year.of(-44), "-44");
    roundTrips(JsonCodecs.YEAR_MONTH, YearMonth.of(2024, 2), "\"2024-02\"");
    assertEquals("the year 1000000000 is out of range", readError(JsonCodecs.YEAR, "1000000000"));
    assertEquals(
        "expected a year and month but found \"2024-13\"",
        readError(JsonCodecs.YEAR_MONTH, "\"2024-13\""));
  }

  @Test
  void urisAreStringsCheckedByTheJdkParser() {
    roundTrips(
        JsonCodecs.URI,
        URI.create("https://example.com/a?b=c#d"),
        "\"https://example.com/a?b=c#d\"");
    roundTrips(JsonCodecs.URI, URI.create("../relative/path"), "\"../relative/path\"");
    assertEquals(
        "expected a URI but found \"http://a b\"", readError(JsonCodecs.URI, "\"http://a b\""));
  }

  @Test
  void nullsAndContainersWorkAsForEveryOtherCodec() {
    assertNull(Json.read(JsonCodecs.LOCAL_TIME, "null"));
    assertEquals("null", Json.toJson(JsonCodecs.URI, null));
    roundTrips(
        JsonCodecs.YEAR_MONTH.list(),
        List.of(YearMonth.of(2024, 1), YearMonth.of(2024, 12)),
        "[\"2024-01\",\"2024-12\"]");
  }
}
