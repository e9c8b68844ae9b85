package dev.silk.json;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.UUID;

/**
 * Writes UUIDs and the ISO-8601 values of four-digit years straight into the output, as the same
 * text their {@code toString()} gives, without making that String first. {@code toString()} of an
 * {@code OffsetDateTime} builds it through a StringBuilder piece by piece (and an {@code Instant}'s
 * through a formatter), a few hundred nanoseconds per value: the Clients document, a UUID, a date
 * and a date-time per partner in each client, wrote in 1.4x fastjson2's time (D250). Years before 0
 * or after 9999, and offsets with seconds, are rare and take {@code toString()} as before.
 */
final class IsoText {
  /**
   * The longest value written here with its quotes: {@code "9999-12-31T23:59:59.123456789+18:00"}.
   */
  private static final int MAX_LENGTH = 2 + 10 + 1 + 18 + 6;

  private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

  /** The first second of 0000-01-01 and the last of 9999-12-31, UTC, in epoch seconds. */
  private static final long FIRST_SECOND = -62_167_219_200L;

  private static final long LAST_SECOND = 253_402_300_799L;

  private IsoText() {}

  static void uuid(JsonOutput out, UUID v) {
    int p = out.reserveValue(38);
    byte[] b = out.buf;
    b[p] = '"';
    long high = v.getMostSignificantBits();
    long low = v.getLeastSignificantBits();
    hex(b, p + 1, high >>> 32, 8);
    b[p + 9] = '-';
    hex(b, p + 10, high >>> 16, 4);
    b[p + 14] = '-';
    hex(b, p + 15, high, 4);
    b[p + 19] = '-';
    hex(b, p + 20, low >>> 48, 4);
    b[p + 24] = '-';
    hex(b, p + 25, low, 12);
    b[p + 37] = '"';
    out.pos = p + 38;
  }

  /** The lowest {@code digits} hex digits of {@code v}, most significant first. */
  private static void hex(byte[] b, int p, long v, int digits) {
    for (int i = digits - 1; i >= 0; i--) {
      b[p + i] = HEX[(int) v & 0xF];
      v >>>= 4;
    }
  }

  static void localDate(JsonOutput out, LocalDate v) {
    if (!fourDigitYear(v.getYear())) {
      out.value(v.toString());
      return;
    }
    int p = out.reserveValue(MAX_LENGTH);
    byte[] b = out.buf;
    b[p] = '"';
    p = date(b, p + 1, v);
    b[p] = '"';
    out.pos = p + 1;
  }

  static void localDateTime(JsonOutput out, LocalDateTime v) {
    if (!fourDigitYear(v.getYear())) {
      out.value(v.toString());
      return;
    }
    int p = out.reserveValue(MAX_LENGTH);
    byte[] b = out.buf;
    b[p] = '"';
    p = dateTime(b, p + 1, v);
    b[p] = '"';
    out.pos = p + 1;
  }

  static void offsetDateTime(JsonOutput out, OffsetDateTime v) {
    int offset = v.getOffset().getTotalSeconds();
    if (!fourDigitYear(v.getYear()) || offset % 60 != 0) {
      out.value(v.toString());
      return;
    }
    int p = out.reserveValue(MAX_LENGTH);
    byte[] b = out.buf;
    b[p] = '"';
    p = dateTime(b, p + 1, v.toLocalDateTime());
    p = offset(b, p, offset);
    b[p] = '"';
    out.pos = p + 1;
  }

  /**
   * {@code Instant.toString()} is ISO_INSTANT: always the seconds, a fraction in groups of three
   * digits only when there is one, then {@code Z}.
   */
  static void instant(JsonOutput out, Instant v) {
    long second = v.getEpochSecond();
    if (second < FIRST_SECOND || second > LAST_SECOND) {
      out.value(v.toString());
      return;
    }
    LocalDateTime t = LocalDateTime.ofEpochSecond(second, 0, ZoneOffset.UTC);
    int p = out.reserveValue(MAX_LENGTH);
    byte[] b = out.buf;
    b[p] = '"';
    p = date(b, p + 1, t.toLocalDate());
    b[p] = 'T';
    p = twoDigits(b, p + 1, t.getHour());
    b[p] = ':';
    p = twoDigits(b, p + 1, t.getMinute());
    b[p] = ':';
    p = twoDigits(b, p + 1, t.getSecond());
    p = fraction(b, p, v.getNano());
    b[p] = 'Z';
    b[p + 1] = '"';
    out.pos = p + 2;
  }

  private static boolean fourDigitYear(int year) {
    return year >= 0 && year <= 9999;
  }

  private static int date(byte[] b, int p, LocalDate d) {
    int year = d.getYear();
    p = twoDigits(b, p, year / 100);
    p = twoDigits(b, p, year % 100);
    b[p] = '-';
    p = twoDigits(b, p + 1, d.getMonthValue());
    b[p] = '-';
    return twoDigits(b, p + 1, d.getDayOfMonth());
  }

  /** {@code LocalDateTime.toString()}: the seconds only when they or a fraction are not zero. */
  private static int dateTime(byte[] b, int p, LocalDateTime t) {
    p = date(b, p, t.toLocalDate());
    b[p] = 'T';
    LocalTime time = t.toLocalTime();
    p = twoDigits(b, p + 1, time.getHour());
    b[p] = ':';
    p = twoDigits(b, p + 1, time.getMinute());
    int second = time.getSecond();
    int nano = time.getNano();
    if (second > 0 || nano > 0) {
      b[p] = ':';
      p = twoDigits(b, p + 1, second);
      p = fraction(b, p, nano);
    }
    return p;
  }

  /** Nothing for 0, else a point and three, six or nine digits, as few as hold every digit. */
  private static int fraction(byte[] b, int p, int nano) {
    if (nano == 0) {
      return p;
    }
    b[p++] = '.';
    if (nano % 1_000_000 == 0) {
      return digits(b, p, nano / 1_000_000, 3);
    }
    if (nano % 1000 == 0) {
      return digits(b, p, nano / 1000, 6);
    }
    return digits(b, p, nano, 9);
  }

  /** {@code ZoneOffset.getId()} of an offset of whole minutes: {@code Z} or {@code ±HH:MM}. */
  private static int offset(byte[] b, int p, int totalSeconds) {
    if (totalSeconds == 0) {
      b[p] = 'Z';
      return p + 1;
    }
    int abs = Math.abs(totalSeconds);
    b[p] = (byte) (totalSeconds < 0 ? '-' : '+');
    p = twoDigits(b, p + 1, abs / 3600);
    b[p] = ':';
    return twoDigits(b, p + 1, abs / 60 % 60);
  }

  private static int twoDigits(byte[] b, int p, int v) {
    b[p] = (byte) ('0' + v / 10);
    b[p + 1] = (byte) ('0' + v % 10);
    return p + 2;
  }

  private static int digits(byte[] b, int p, int v, int count) {
    for (int i = count - 1; i >= 0; i--) {
      b[p + i] = (byte) ('0' + v % 10);
      v /= 10;
    }
    return p + count;
  }
}
