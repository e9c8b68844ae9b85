package dev.silk.json;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/**
 * A number in a tree, kept as the exact decimal text it was read from, so that no digit is lost
 * before the caller decides what the number is: an id of 20 digits, a price, a coordinate.
 *
 * <pre>{@code
 * JsonNumber n = JsonNumber.parse("12.50");
 * n.text();         // "12.50"
 * n.toDouble();     // 12.5
 * n.toBigDecimal(); // 12.50
 * n.equals(JsonNumber.parse("12.5")); // true: the same value
 * }</pre>
 *
 * <p>Two numbers are equal when their decimal values are equal ({@code 1}, {@code 1.0} and {@code
 * 1e0} are one number), so {@code equals} and {@code hashCode} ignore how the number was written.
 */
public final class JsonNumber implements JsonValue {
  // How the number is held (D251): as its text, or, for what reads and builds most often, as the
  // long or double it is, its text made only when asked for. The text of a long is Long.toString's
  // (a JSON integer has no leading zero; "-0" keeps its text); that of a double is the shortest
  // decimal that reads back as it, as JsonOutput writes a double.
  private static final byte TEXT = 0;
  private static final byte LONG = 1;
  private static final byte DOUBLE = 2;
  private static final byte DECIMAL = 3;

  /** The exact text; null until asked for when the number is held as a long or a double. */
  private String text;

  private final byte form;

  /** The long, the double's bits, or a decimal's digits as a long, as {@link #form} says. */
  private final long bits;

  /** A decimal's digits after the point (1 to 18): its value is bits / 10^scale. */
  private final byte scale;

  /** The text taken apart, made on the first comparison or conversion that needs it. */
  private DecimalText decimal;

  /** Trusted: the caller has checked that text is a JSON number. */
  JsonNumber(String text) {
    this.text = text;
    this.form = TEXT;
    this.bits = 0;
    this.scale = 0;
  }

  private JsonNumber(byte form, long bits, int scale) {
    this.form = form;
    this.bits = bits;
    this.scale = (byte) scale;
  }

  /**
   * Trusted: the number {@code digits / 10^scale} as read from a text of at most 18 digits with a
   * point and {@code scale} digits after it ({@code 12.50}: 1250 and 2), not negative zero.
   */
  static JsonNumber decimal(long digits, int scale) {
    return new JsonNumber(DECIMAL, digits, scale);
  }

  /**
   * The number written as {@code text}, which must be a JSON number ({@code -12.5e3}, not {@code
   * +1}, {@code .5} or {@code 0x10}).
   */
  public static JsonNumber parse(String text) {
    JsonInput in = new JsonInput(text.getBytes(StandardCharsets.UTF_8));
    String checked = in.readNumberText();
    in.end();
    return new JsonNumber(checked);
  }

  /** An integer; its text is {@link Long#toString(long)}'s. */
  public static JsonNumber of(long value) {
    if (value >= SMALL_MIN && value <= SMALL_MAX) {
      return small((int) value);
    }
    return new JsonNumber(LONG, value, 0);
  }

  // The integers that ids, counts and quantities take most, shared as Integer.valueOf shares
  // -128 to 127: a tree of a list of records then allocates no number for them (D253). Made on
  // first use; a racing thread at worst makes a second equal number, and the lazily made text
  // and decimal fields are immutable values that every thread computes alike.
  private static final int SMALL_MIN = -128;
  private static final int SMALL_MAX = 1023;
  private static final JsonNumber[] SMALL = new JsonNumber[SMALL_MAX - SMALL_MIN + 1];

  private static JsonNumber small(int value) {
    JsonNumber n = SMALL[value - SMALL_MIN];
    if (n == null) {
      n = SMALL[value - SMALL_MIN] = new JsonNumber(LONG, value, 0);
    }
    return n;
  }

  /**
   * A double, which must be finite (JSON has no NaN or infinity). Its text is the shortest decimal
   * that reads back as {@code value}, as {@link JsonOutput#value(double)} writes it ({@code 1.5},
   * {@code 100.0}, {@code 1.0E10}: that of {@link Double#toString(double)} from JDK 19 on).
   */
  public static JsonNumber of(double value) {
    if (Double.isNaN(value) || Double.isInfinite(value)) {
      throw new JsonException("JSON has no number for " + value);
    }
    return new JsonNumber(DOUBLE, Double.doubleToRawLongBits(value), 0);
  }

  /** A decimal, exactly. */
  public static JsonNumber of(BigDecimal value) {
    return new JsonNumber(value.toString());
  }

  /** An integer of any size. */
  public static JsonNumber of(BigInteger value) {
    return new JsonNumber(value.toString());
  }

  /** The number exactly as it was written. */
  public String text() {
    String t = text;
    if (t == null) {
      // Racy but safe: every thread makes the same immutable String.
      t =
          text =
              switch (form) {
                case LONG -> Long.toString(bits);
                case DOUBLE -> DoubleWriter.text(Double.longBitsToDouble(bits));
                default -> BigDecimal.valueOf(bits, scale).toPlainString();
              };
    }
    return t;
  }

  /** Writes the number: the long or double as JsonOutput writes one, else the exact text. */
  void writeTo(JsonOutput out) {
    if (form == LONG) {
      out.value(bits);
    } else if (form == DOUBLE) {
      out.value(Double.longBitsToDouble(bits));
    } else if (form == DECIMAL) {
      writeDecimal(out);
    } else {
      out.number(text);
    }
  }

  /** Writes the number as the value of {@code key}, the two in one step where it can (D353). */
  void writeTo(JsonOutput out, JsonKey key) {
    if (form == LONG) {
      out.put(key, bits);
    } else if (form == DOUBLE) {
      out.put(key, Double.longBitsToDouble(bits));
    } else {
      out.key(key);
      writeTo(out);
    }
  }

  /** Writes a decimal's digits with the point put back: {@code 1250} and 2 as {@code 12.50}. */
  private void writeDecimal(JsonOutput out) {
    int p = out.reserveValue(21); // a sign, "0." and 18 digits at most
    byte[] b = out.buf;
    long v = bits;
    if (v < 0) {
      b[p++] = '-';
      v = -v;
    }
    int digits = 1;
    for (long t = v / 10; t != 0; t /= 10) {
      digits++;
    }
    int fraction = scale;
    int width = Math.max(digits, fraction + 1) + 1; // the digits, the point, "0" and zeros ahead
    int q = p + width;
    for (int i = 0; i < fraction; i++) {
      b[--q] = (byte) ('0' + v % 10);
      v /= 10;
    }
    b[--q] = '.';
    do {
      b[--q] = (byte) ('0' + v % 10);
      v /= 10;
    } while (q > p);
    out.pos = p + width;
  }

  /** True when the text has neither a fraction nor an exponent. */
  public boolean isIntegral() {
    if (form == LONG) {
      return true;
    }
    String text = text();
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '.' || c == 'e' || c == 'E') {
        return false;
      }
    }
    return true;
  }

  /**
   * The nearest double.
   *
   * @throws JsonException when the number is beyond the range of a double ({@code 1e400}): JSON has
   *     no infinity to write it back as
   */
  public double toDouble() {
    if (form == DOUBLE) {
      return Double.longBitsToDouble(bits);
    }
    if (form == LONG) {
      return bits; // rounded to the nearest double, as parsing its text would round it
    }
    if (form == DECIMAL) {
      double d = DecimalToBinary.toDouble(bits < 0, Math.abs(bits), -scale);
      if (!Double.isNaN(d)) {
        return d;
      }
    }
    String text = text();
    double d = Double.parseDouble(text);
    if (Double.isInfinite(d)) {
      throw new JsonException(
          "the number " + JsonException.excerpt(text) + " is beyond the range of a double");
    }
    return d;
  }

  /**
   * The nearest float, rounded once from the decimal.
   *
   * @throws JsonException when the number is beyond the range of a float ({@code 1e39})
   */
  public float toFloat() {
    if (form == LONG) {
      return bits; // rounded once, to the nearest float
    }
    String text = text();
    float f = Float.parseFloat(text);
    if (Float.isInfinite(f)) {
      throw new JsonException(
          "the number " + JsonException.excerpt(text) + " is beyond the range of a float");
    }
    return f;
  }

  /**
   * The exact decimal value.
   *
   * @throws JsonException when the number written out without an exponent would have more than
   *     {@value JsonLimits#DEFAULT_MAX_NUMBER_LENGTH} digits (or more than its text has, when that
   *     is longer), such as {@code 1e99999}: cheap to hold, but adding {@code 1} to it builds every
   *     one of those digits
   */
  public BigDecimal toBigDecimal() {
    if (form == LONG || form == DECIMAL) {
      return BigDecimal.valueOf(bits, scale);
    }
    String text = text();
    long digits = decimal().plainDigits();
    if (digits < 0 || digits > exactLimit()) {
      throw new JsonException(DecimalText.tooManyDigits(text, digits, exactLimit()));
    }
    try {
      return new BigDecimal(text);
    } catch (NumberFormatException e) {
      throw new JsonException(
          "the number "
              + JsonException.excerpt(text)
              + " has an exponent beyond BigDecimal's range");
    }
  }

  /** The value as a long, when it is an integer that fits ({@code 2.0} and {@code 2e3} are). */
  public long toLong() {
    if (form == LONG) {
      return bits;
    }
    if (form == TEXT) {
      long v = plainLong(text);
      if (v != NOT_PLAIN) {
        return v;
      }
    }
    String text = text();
    DecimalText d = integral("a long");
    if (d.integerDigits() <= 19) {
      String plain = (d.negative ? "-" : "") + d.digits + "0".repeat((int) d.exponent);
      try {
        return d.isZero() ? 0 : Long.parseLong(plain);
      } catch (NumberFormatException e) {
        // answered below
      }
    }
    throw new JsonException(
        "the number " + JsonException.excerpt(text) + " does not fit in a long");
  }

  /** The value as an int, when it is an integer that fits. */
  public int toInt() {
    long v = toLong();
    if ((int) v != v) {
      throw new JsonException("the number " + text() + " does not fit in an int");
    }
    return (int) v;
  }

  /**
   * The value as a BigInteger, when it is an integer.
   *
   * @throws JsonException when it has a fraction, or more than {@value
   *     JsonLimits#DEFAULT_MAX_NUMBER_LENGTH} digits (or more than its text has, when that is
   *     longer): {@code 1e99999999} is ten bytes that would take seconds to write out
   */
  public BigInteger toBigInteger() {
    if (form == LONG) {
      return BigInteger.valueOf(bits);
    }
    String text = text();
    DecimalText d = integral("a BigInteger");
    long digits = d.integerDigits();
    if (digits > exactLimit()) {
      throw new JsonException(
          DecimalText.tooManyDigits(text, digits == Long.MAX_VALUE ? -1 : digits, exactLimit()));
    }
    return d.toBigInteger();
  }

  /** The number taken apart, once; in time linear in the text, unlike a BigDecimal. */
  private DecimalText decimal() {
    DecimalText d = decimal;
    if (d == null) {
      d = decimal = DecimalText.of(text());
    }
    return d;
  }

  /** The number taken apart, checked to be an integer (without computing it). */
  private DecimalText integral(String kind) {
    DecimalText d = decimal();
    if (d.integerDigits() < 0) {
      throw new JsonException(
          "the number " + JsonException.excerpt(text()) + " is not an integer, so not " + kind);
    }
    return d;
  }

  /**
   * How many digits an exact conversion may write out: the reader's default number length, or the
   * text's own length when a raised limit let a longer number in.
   */
  private int exactLimit() {
    return Math.max(JsonLimits.DEFAULT_MAX_NUMBER_LENGTH, text().length());
  }

  private static final long NOT_PLAIN = Long.MIN_VALUE;

  /**
   * The value of an integer text of at most 18 digits (which cannot overflow), or {@link
   * #NOT_PLAIN} for any other text, which the exact path then reads or refuses.
   */
  private static long plainLong(String text) {
    int n = text.length();
    boolean negative = n > 1 && text.charAt(0) == '-';
    int i = negative ? 1 : 0;
    if (n - i > 18) {
      return NOT_PLAIN;
    }
    long v = 0;
    for (; i < n; i++) {
      int digit = text.charAt(i) - '0';
      if (digit < 0 || digit > 9) {
        return NOT_PLAIN;
      }
      v = v * 10 + digit;
    }
    return negative ? -v : v;
  }

  /** Equal when the decimal values are equal, however they are written. */
  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof JsonNumber other)) {
      return false;
    }
    if (form == LONG && other.form == LONG) {
      return bits == other.bits;
    }
    if (form == DECIMAL && other.form == DECIMAL && scale == other.scale) {
      return bits == other.bits;
    }
    return text().equals(other.text()) || decimal().sameValue(other.decimal());
  }

  @Override
  public int hashCode() {
    return decimal().valueHash();
  }

  /**
   * The number as {@link JsonValue#CODEC} writes it: the text itself for integers, the value of
   * {@link BigDecimal#toString()} otherwise (which may write an exponent differently); {@link
   * #text()} is always the exact text.
   */
  @Override
  public String toString() {
    return JsonValueCodec.toJson(this);
  }
}
