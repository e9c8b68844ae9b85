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
  private final String text;

  /** The text taken apart, made on the first comparison or conversion that needs it. */
  private DecimalText decimal;

  /** Trusted: the caller has checked that text is a JSON number. */
  JsonNumber(String text) {
    this.text = text;
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

  /** An integer. */
  public static JsonNumber of(long value) {
    return new JsonNumber(Long.toString(value));
  }

  /** A double, which must be finite (JSON has no NaN or infinity). */
  public static JsonNumber of(double value) {
    if (Double.isNaN(value) || Double.isInfinite(value)) {
      throw new JsonException("JSON has no number for " + value);
    }
    return new JsonNumber(Double.toString(value));
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
    return text;
  }

  /** True when the text has neither a fraction nor an exponent. */
  public boolean isIntegral() {
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
      throw new JsonException("the number " + text + " does not fit in an int");
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
      d = decimal = DecimalText.of(text);
    }
    return d;
  }

  /** The number taken apart, checked to be an integer (without computing it). */
  private DecimalText integral(String kind) {
    DecimalText d = decimal();
    if (d.integerDigits() < 0) {
      throw new JsonException(
          "the number " + JsonException.excerpt(text) + " is not an integer, so not " + kind);
    }
    return d;
  }

  /**
   * How many digits an exact conversion may write out: the reader's default number length, or the
   * text's own length when a raised limit let a longer number in.
   */
  private int exactLimit() {
    return Math.max(JsonLimits.DEFAULT_MAX_NUMBER_LENGTH, text.length());
  }

  /** Equal when the decimal values are equal, however they are written. */
  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    return o instanceof JsonNumber other
        && (text.equals(other.text) || decimal().sameValue(other.decimal()));
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
