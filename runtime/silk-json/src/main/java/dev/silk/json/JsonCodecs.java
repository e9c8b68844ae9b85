package dev.silk.json;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZonedDateTime;
import java.util.UUID;

/**
 * Codecs for the JDK types a JSON document commonly holds, and for enums.
 *
 * <p>Numbers, strings and booleans map to their JSON kinds; {@code null} maps to JSON null for
 * every codec here. Dates, times and durations are ISO-8601 strings (their {@code toString()} and
 * {@code parse}); UUIDs are the canonical 36-character form. Generated codecs use these for record
 * components of these types; hand-written codecs combine them:
 *
 * <pre>{@code
 * JsonCodec<Map<String, List<Instant>>> codec = JsonCodecs.INSTANT.list().map();
 * String json = Json.toJson(codec, Map.of("seen", List.of(Instant.EPOCH)));
 * // {"seen":["1970-01-01T00:00:00Z"]}
 * }</pre>
 */
public final class JsonCodecs {
  private JsonCodecs() {}

  /** Strings. */
  public static final JsonCodec<String> STRING =
      new NullSafe<>() {
        @Override
        void writeValue(JsonOutput out, String v) {
          out.value(v);
        }

        @Override
        String readValue(JsonInput in) {
          return in.readString();
        }
      };

  /** Integers that fit an int; a larger number or one with a fraction is an error. */
  public static final JsonCodec<Integer> INT =
      new NullSafe<>() {
        @Override
        void writeValue(JsonOutput out, Integer v) {
          out.value(v.intValue());
        }

        @Override
        Integer readValue(JsonInput in) {
          return in.readInt();
        }
      };

  /** Integers that fit a long. */
  public static final JsonCodec<Long> LONG =
      new NullSafe<>() {
        @Override
        void writeValue(JsonOutput out, Long v) {
          out.value(v.longValue());
        }

        @Override
        Long readValue(JsonInput in) {
          return in.readLong();
        }
      };

  /** Doubles, written as {@link Double#toString(double)} writes them; NaN and infinity fail. */
  public static final JsonCodec<Double> DOUBLE =
      new NullSafe<>() {
        @Override
        void writeValue(JsonOutput out, Double v) {
          out.value(v.doubleValue());
        }

        @Override
        Double readValue(JsonInput in) {
          return in.readDouble();
        }
      };

  /** Floats, written as {@link Float#toString(float)} writes them; NaN and infinity fail. */
  public static final JsonCodec<Float> FLOAT =
      new NullSafe<>() {
        @Override
        void writeValue(JsonOutput out, Float v) {
          out.value(v.floatValue());
        }

        @Override
        Float readValue(JsonInput in) {
          return in.readFloat();
        }
      };

  /** {@code true} and {@code false}. */
  public static final JsonCodec<Boolean> BOOLEAN =
      new NullSafe<>() {
        @Override
        void writeValue(JsonOutput out, Boolean v) {
          out.value(v.booleanValue());
        }

        @Override
        Boolean readValue(JsonInput in) {
          return in.readBoolean();
        }
      };

  /** Integers that fit a short. */
  public static final JsonCodec<Short> SHORT =
      new NullSafe<>() {
        @Override
        void writeValue(JsonOutput out, Short v) {
          out.value(v.intValue());
        }

        @Override
        Short readValue(JsonInput in) {
          int v = in.readInt();
          if (v != (short) v) {
            throw in.error("the number " + v + " does not fit a short");
          }
          return (short) v;
        }
      };

  /** Integers that fit a byte (-128..127). */
  public static final JsonCodec<Byte> BYTE =
      new NullSafe<>() {
        @Override
        void writeValue(JsonOutput out, Byte v) {
          out.value(v.intValue());
        }

        @Override
        Byte readValue(JsonInput in) {
          int v = in.readInt();
          if (v != (byte) v) {
            throw in.error("the number " + v + " does not fit a byte");
          }
          return (byte) v;
        }
      };

  /** A char as a string of exactly one char. */
  public static final JsonCodec<Character> CHAR =
      new NullSafe<>() {
        @Override
        void writeValue(JsonOutput out, Character v) {
          out.value(String.valueOf(v.charValue()));
        }

        @Override
        Character readValue(JsonInput in) {
          String s = in.readString();
          if (s.length() != 1) {
            throw in.error("expected a string of one character but found one of " + s.length());
          }
          return s.charAt(0);
        }
      };

  /** Exact decimals, written with {@link BigDecimal#toString()} and read without rounding. */
  public static final JsonCodec<BigDecimal> BIG_DECIMAL =
      new NullSafe<>() {
        @Override
        void writeValue(JsonOutput out, BigDecimal v) {
          out.value(v);
        }

        @Override
        BigDecimal readValue(JsonInput in) {
          return in.readBigDecimal();
        }
      };

  /** Integers of any size. */
  public static final JsonCodec<BigInteger> BIG_INTEGER =
      new NullSafe<>() {
        @Override
        void writeValue(JsonOutput out, BigInteger v) {
          out.value(v);
        }

        @Override
        BigInteger readValue(JsonInput in) {
          return in.readBigInteger();
        }
      };

  /** UUIDs in their canonical form, {@code "123e4567-e89b-12d3-a456-426614174000"}. */
  public static final JsonCodec<UUID> UUID =
      new TextCodec<>("a UUID") {
        @Override
        java.util.UUID parse(String text) {
          return Uuids.parse(text);
        }

        @Override
        java.util.UUID readValue(JsonInput in) {
          java.util.UUID u = in.canonicalUuid(); // from the bytes, without a String (D377)
          return u != null ? u : super.readValue(in);
        }

        @Override
        void writeValue(JsonOutput out, java.util.UUID v) {
          IsoText.uuid(out, v);
        }
      };

  /** Instants as ISO-8601 UTC strings, {@code "2024-05-01T12:30:00Z"}. */
  public static final JsonCodec<Instant> INSTANT =
      new TextCodec<>("an instant") {
        @Override
        Instant parse(String text) {
          return IsoTimes.instant(text);
        }

        @Override
        void writeValue(JsonOutput out, Instant v) {
          IsoText.instant(out, v);
        }
      };

  /** Dates as ISO-8601 strings, {@code "2024-05-01"}. */
  public static final JsonCodec<LocalDate> LOCAL_DATE =
      new TextCodec<>("a date") {
        @Override
        LocalDate parse(String text) {
          return IsoTimes.localDate(text);
        }

        @Override
        void writeValue(JsonOutput out, LocalDate v) {
          IsoText.localDate(out, v);
        }
      };

  /** Local date-times as ISO-8601 strings, {@code "2024-05-01T12:30:00"}. */
  public static final JsonCodec<LocalDateTime> LOCAL_DATE_TIME =
      new TextCodec<>("a local date-time") {
        @Override
        LocalDateTime parse(String text) {
          return IsoTimes.localDateTime(text);
        }

        @Override
        void writeValue(JsonOutput out, LocalDateTime v) {
          IsoText.localDateTime(out, v);
        }
      };

  /** Date-times with an offset as ISO-8601 strings, {@code "2024-05-01T12:30:00+02:00"}. */
  public static final JsonCodec<OffsetDateTime> OFFSET_DATE_TIME =
      new TextCodec<>("a date-time with offset") {
        @Override
        OffsetDateTime parse(String text) {
          return IsoTimes.offsetDateTime(text);
        }

        @Override
        void writeValue(JsonOutput out, OffsetDateTime v) {
          IsoText.offsetDateTime(out, v);
        }
      };

  /** Times of day as ISO-8601 strings, {@code "12:30"}, {@code "12:30:15.5"}. */
  public static final JsonCodec<LocalTime> LOCAL_TIME =
      new TextCodec<>("a time of day") {
        @Override
        LocalTime parse(String text) {
          return LocalTime.parse(text);
        }
      };

  /**
   * Date-times in a time zone as ISO-8601 strings with the zone's id in brackets, {@code
   * "2024-05-01T12:30+02:00[Europe/Paris]"}; an offset alone ({@code "2024-05-01T12:30:00Z"}) is
   * read as a zone of that fixed offset.
   */
  public static final JsonCodec<ZonedDateTime> ZONED_DATE_TIME =
      new TextCodec<>("a date-time with a time zone") {
        @Override
        ZonedDateTime parse(String text) {
          return ZonedDateTime.parse(text);
        }
      };

  /** Years as numbers, {@code 2024}, as ISO-8601 writes a year (Jackson writes them this way). */
  public static final JsonCodec<Year> YEAR =
      new NullSafe<>() {
        @Override
        void writeValue(JsonOutput out, Year v) {
          out.value(v.getValue());
        }

        @Override
        Year readValue(JsonInput in) {
          int year = in.readInt();
          if (year < Year.MIN_VALUE || year > Year.MAX_VALUE) {
            throw in.error("the year " + year + " is out of range");
          }
          return Year.of(year);
        }
      };

  /** Months of a year as ISO-8601 strings, {@code "2024-05"}. */
  public static final JsonCodec<YearMonth> YEAR_MONTH =
      new TextCodec<>("a year and month") {
        @Override
        YearMonth parse(String text) {
          return YearMonth.parse(text);
        }
      };

  /**
   * URIs as strings, {@code "https://example.com/a?b=c"}, checked by {@link java.net.URI}'s parser
   * (RFC 2396 syntax); relative references are allowed.
   */
  public static final JsonCodec<URI> URI =
      new TextCodec<>("a URI") {
        @Override
        java.net.URI parse(String text) {
          return java.net.URI.create(text);
        }
      };

  /** Durations as ISO-8601 strings, {@code "PT1H30M"}. */
  public static final JsonCodec<Duration> DURATION =
      new TextCodec<>("a duration") {
        @Override
        Duration parse(String text) {
          return Duration.parse(text);
        }
      };

  /**
   * A codec for an enum, writing each constant's {@link Enum#name()}. The names are encoded once,
   * as {@link JsonKey}s: writing copies bytes, reading compares them in place without making a
   * String. A name that is not a constant is an error naming the accepted ones.
   *
   * <pre>{@code
   * enum Color { RED, GREEN }
   * static final JsonCodec<Color> COLOR = JsonCodecs.enumCodec(Color.values());
   * }</pre>
   */
  public static <E extends Enum<E>> JsonCodec<E> enumCodec(E[] values) {
    return new EnumCodec<>(values);
  }

  /** Writes and reads null itself, so that each codec above handles only real values. */
  abstract static class NullSafe<T> implements JsonCodec<T> {
    @Override
    public final void write(JsonOutput out, T value) {
      if (value == null) {
        out.nullValue();
      } else {
        writeValue(out, value);
      }
    }

    @Override
    public final T read(JsonInput in) {
      return in.nextIsNull() ? null : readValue(in);
    }

    abstract void writeValue(JsonOutput out, T value);

    abstract T readValue(JsonInput in);

    @Override
    public JsonSchema schema() {
      return BuiltInSchemas.of(this);
    }
  }

  /**
   * A value written as the text of its {@code toString()} (or straight into the output, {@link
   * IsoText}) and read back with a parser. Each codec is a class of its own that overrides {@link
   * #parse} (and {@link #writeValue}), not one class holding a {@code Function}: generated codecs
   * reach these through a static final field, so C2 knows the class and inlines the parser, where a
   * {@code Function} field shared by the UUID, date and date-time codecs was a megamorphic call on
   * every value (D316).
   */
  abstract static class TextCodec<T> extends NullSafe<T> {
    private final String kind;

    TextCodec(String kind) {
      this.kind = kind;
    }

    /**
     * The value of {@code text}; a {@link DateTimeException} or IllegalArgumentException if none.
     */
    abstract T parse(String text);

    @Override
    void writeValue(JsonOutput out, T value) {
      out.value(value.toString());
    }

    @Override
    T readValue(JsonInput in) {
      String text = in.readString();
      try {
        return parse(text);
      } catch (DateTimeException | IllegalArgumentException e) {
        throw in.error("expected " + kind + " but found \"" + JsonException.excerpt(text) + "\"");
      }
    }
  }
}
