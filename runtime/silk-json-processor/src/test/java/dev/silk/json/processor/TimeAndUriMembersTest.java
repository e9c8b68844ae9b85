package dev.silk.json.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.silk.json.Json;
import dev.silk.json.processor.fixtures.Timetable;
import dev.silk.json.processor.fixtures.TimetableCodec;
import java.net.URI;
import java.time.LocalTime;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TimeAndUriMembersTest {
  @Test
  void recordMembersOfTheNewerJdkTypesUseTheirJsonCodecs() {
    Timetable t =
        new Timetable(
            LocalTime.of(6, 45),
            ZonedDateTime.of(2024, 5, 1, 7, 0, 0, 0, ZoneId.of("Europe/Zurich")),
            URI.create("https://example.com/line/7"),
            Year.of(2024),
            YearMonth.of(2024, 8),
            List.of(LocalTime.of(7, 10), LocalTime.of(7, 25, 30)),
            Optional.of(URI.create("/maps/7.pdf")),
            Map.of("works", YearMonth.of(2024, 11)));
    String json = Json.toJson(TimetableCodec.INSTANCE, t);
    assertEquals(
        "{\"opens\":\"06:45\",\"departure\":\"2024-05-01T07:00+02:00[Europe/Zurich]\","
            + "\"link\":\"https://example.com/line/7\",\"season\":2024,\"month\":\"2024-08\","
            + "\"stops\":[\"07:10\",\"07:25:30\"],\"map\":\"/maps/7.pdf\","
            + "\"closures\":{\"works\":\"2024-11\"}}",
        json);
    assertEquals(t, Json.read(TimetableCodec.INSTANCE, json));
  }
}
