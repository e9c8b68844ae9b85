package dev.silk.web;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;

/** HTTP dates ({@code Tue, 01 Dec 2026 09:30:00 GMT}), formatted and parsed. */
final class HttpDates {
  private static final DateTimeFormatter FORMAT =
      DateTimeFormatter.ofPattern("EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.US)
          .withZone(ZoneOffset.UTC);

  private HttpDates() {}

  static String format(long epochMillis) {
    return FORMAT.format(Instant.ofEpochMilli(epochMillis));
  }

  /** Epoch milliseconds of an HTTP date, or -1 if it is not one. */
  static long parse(String text) {
    try {
      return ZonedDateTime.parse(text.trim(), DateTimeFormatter.RFC_1123_DATE_TIME)
          .toInstant()
          .toEpochMilli();
    } catch (DateTimeParseException e) {
      return -1;
    }
  }
}
