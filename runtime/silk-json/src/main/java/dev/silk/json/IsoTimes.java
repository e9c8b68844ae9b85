package dev.silk.json;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * Reads the ISO-8601 forms that APIs send ({@code 2024-05-01}, {@code 2024-05-01T12:30:00Z}, {@code
 * 2024-05-01T12:30:00.250+02:00}) with a few digit tests and the {@code of} factories, and hands
 * every other text to the JDK's {@code parse}, which decides it exactly as before. The JDK's ISO
 * formatters take a microsecond or more per value (the Clients document read in 3.4x fastjson2's
 * time, most of it here; D241); the values and the errors are the JDK's either way.
 */
final class IsoTimes {
  private IsoTimes() {}

  static LocalDate localDate(String s) {
    if (s.length() == 10 && isDate(s)) {
      try {
        return date(s);
      } catch (DateTimeException e) {
        // An impossible date (2023-02-30): the JDK's parse says so in its own words.
      }
    }
    return LocalDate.parse(s);
  }

  static LocalDateTime localDateTime(String s) {
    int end = timeEnd(s);
    if (end == s.length()) {
      try {
        return dateTime(s, end);
      } catch (DateTimeException e) {
        // Fall through to the JDK's parse.
      }
    }
    return LocalDateTime.parse(s);
  }

  static OffsetDateTime offsetDateTime(String s) {
    int end = timeEnd(s);
    if (end > 0) {
      try {
        ZoneOffset offset = offset(s, end);
        if (offset != null) {
          return OffsetDateTime.of(dateTime(s, end), offset);
        }
      } catch (DateTimeException e) {
        // Fall through to the JDK's parse.
      }
    }
    return OffsetDateTime.parse(s);
  }

  static Instant instant(String s) {
    int end = timeEnd(s);
    if (end == s.length() - 1 && s.charAt(end) == 'Z') {
      try {
        return dateTime(s, end).toInstant(ZoneOffset.UTC);
      } catch (DateTimeException e) {
        // A leap second (23:59:60) and anything else unusual: the JDK's parse.
      }
    }
    return Instant.parse(s);
  }

  /** {@code yyyy-MM-dd} at the start of {@code s}, digits and dashes only. */
  private static boolean isDate(String s) {
    return digits(s, 0, 4)
        && s.charAt(4) == '-'
        && digits(s, 5, 2)
        && s.charAt(7) == '-'
        && digits(s, 8, 2);
  }

  private static LocalDate date(String s) {
    return LocalDate.of(number(s, 0, 4), number(s, 5, 2), number(s, 8, 2));
  }

  /**
   * Where {@code yyyy-MM-ddTHH:mm:ss} and an optional fraction of one to nine digits end, or -1
   * when {@code s} does not start so.
   */
  private static int timeEnd(String s) {
    if (s.length() < 19
        || !isDate(s)
        || s.charAt(10) != 'T'
        || !digits(s, 11, 2)
        || s.charAt(13) != ':'
        || !digits(s, 14, 2)
        || s.charAt(16) != ':'
        || !digits(s, 17, 2)) {
      return -1;
    }
    if (s.length() == 19 || s.charAt(19) != '.') {
      return 19;
    }
    int end = 20;
    while (end < s.length() && end < 29 && isDigit(s.charAt(end))) {
      end++;
    }
    return end == 20 || end < s.length() && isDigit(s.charAt(end)) ? -1 : end;
  }

  private static LocalDateTime dateTime(String s, int end) {
    int nanos = 0;
    if (end > 19) {
      nanos = number(s, 20, end - 20);
      for (int i = end - 20; i < 9; i++) {
        nanos *= 10;
      }
    }
    return LocalDateTime.of(
        number(s, 0, 4),
        number(s, 5, 2),
        number(s, 8, 2),
        number(s, 11, 2),
        number(s, 14, 2),
        number(s, 17, 2),
        nanos);
  }

  /** {@code Z} or {@code ±HH:MM} from {@code at} to the end; null for any other offset. */
  private static ZoneOffset offset(String s, int at) {
    int left = s.length() - at;
    if (left == 1 && s.charAt(at) == 'Z') {
      return ZoneOffset.UTC;
    }
    if (left != 6 || !digits(s, at + 1, 2) || s.charAt(at + 3) != ':' || !digits(s, at + 4, 2)) {
      return null;
    }
    char sign = s.charAt(at);
    if (sign != '+' && sign != '-') {
      return null;
    }
    int hours = number(s, at + 1, 2);
    int minutes = number(s, at + 4, 2);
    return sign == '+'
        ? ZoneOffset.ofHoursMinutes(hours, minutes)
        : ZoneOffset.ofHoursMinutes(-hours, -minutes);
  }

  private static boolean digits(String s, int from, int count) {
    for (int i = from; i < from + count; i++) {
      if (!isDigit(s.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static int number(String s, int from, int count) {
    int n = 0;
    for (int i = from; i < from + count; i++) {
      n = n * 10 + (s.charAt(i) - '0');
    }
    return n;
  }
}
