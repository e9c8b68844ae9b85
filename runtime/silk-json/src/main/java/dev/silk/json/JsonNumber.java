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

  /** The nearest double (infinite when the number is beyond the double range). */
  public double toDouble() {
    return Double.parseDouble(text);
  }

  /** The nearest float, rounded once from the decimal. */
  public float toFloat() {
    return Float.parseFloat(text);
  }

  /** The exact decimal value. */
  public BigDecimal toBigDecimal() {
    try {
      return new BigDecimal(text);
    } catch (NumberFormatException e) {
      throw new JsonException("the number " + text + " has an exponent beyond BigDecimal's range");
    }
  }

  /** The value as a long, when it is an integer that fits ({@code 2.0} and {@code 2e3} are). */
  public long toLong() {
    BigDecimal d = integral("a long", 19);
    try {
      return d.longValueExact();
    } catch (ArithmeticException e) {
      throw new JsonException("the number " + text + " does not fit in a long");
    }
  }

  /** The value as an int, when it is an integer that fits. */
  public int toInt() {
    long v = toLong();
    if ((int) v != v) {
      throw new JsonException("the number " + text + " does not fit in an int");
    }
    return (int) v;
  }

  /** The value as a BigInteger, when it is an integer. */
  public BigInteger toBigInteger() {
    return integral("a BigInteger", Integer.MAX_VALUE).toBigIntegerExact();
  }

  /**
   * The value without trailing zeros, checked to be an integer of at most maxDigits digits before
   * any arithmetic that could grow with the exponent (1e999999999 has a one-digit text).
   */
  private BigDecimal integral(String kind, int maxDigits) {
    BigDecimal d = toBigDecimal().stripTrailingZeros();
    if (d.signum() == 0) {
      return BigDecimal.ZERO;
    }
    if (d.scale() > 0) {
      throw new JsonException("the number " + text + " is not an integer, so not " + kind);
    }
    if ((long) d.precision() - d.scale() > maxDigits) {
      throw new JsonException("the number " + text + " does not fit in " + kind);
    }
    return d;
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
    if (text.equals(other.text)) {
      return true;
    }
    BigDecimal a = exactOrNull();
    BigDecimal b = other.exactOrNull();
    return a != null && b != null && a.compareTo(b) == 0;
  }

  @Override
  public int hashCode() {
    BigDecimal d = exactOrNull();
    if (d == null) {
      return text.hashCode();
    }
    return d.signum() == 0 ? 0 : d.stripTrailingZeros().hashCode();
  }

  private BigDecimal exactOrNull() {
    try {
      return new BigDecimal(text);
    } catch (NumberFormatException e) {
      return null;
    }
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
