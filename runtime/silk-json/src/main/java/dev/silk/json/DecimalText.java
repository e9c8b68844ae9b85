package dev.silk.json;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * A JSON number's text taken apart in one pass: its sign, its significant digits and the power of
 * ten they are scaled by. Comparing and hashing numbers this way costs time in proportion to the
 * text, where {@code new BigDecimal(text)} costs time that grows with the square of the digits (a
 * second for 100,000 of them), so that a tree holding a long number cannot make {@code equals} or
 * {@code hashCode} slow.
 */
final class DecimalText {
  final boolean negative;

  /** The significant digits, without leading or trailing zeros; empty for zero. */
  final String digits;

  /** The value is {@code digits × 10^exponent}; when it does not fit in a long, see big. */
  final long exponent;

  /** The exponent when it does not fit in a long (a written exponent of 19 digits or more). */
  final BigInteger bigExponent;

  /** The digits of the unscaled value of the text's BigDecimal (at least one). */
  final int unscaledDigits;

  /** The scale of the text's BigDecimal, when the written exponent has at most 18 digits. */
  final long scale;

  /** Whether the written exponent has more than 18 digits (far beyond BigDecimal's range). */
  final boolean hugeExponent;

  private DecimalText(
      boolean negative,
      String digits,
      long exponent,
      BigInteger bigExponent,
      int unscaledDigits,
      long scale,
      boolean hugeExponent) {
    this.negative = negative;
    this.digits = digits;
    this.exponent = exponent;
    this.bigExponent = bigExponent;
    this.unscaledDigits = unscaledDigits;
    this.scale = scale;
    this.hugeExponent = hugeExponent;
  }

  /** Takes apart {@code text}, which must be a valid JSON number. */
  static DecimalText of(String text) {
    int n = text.length();
    int i = 0;
    boolean negative = text.charAt(0) == '-';
    if (negative) {
      i++;
    }
    StringBuilder all = new StringBuilder(n);
    while (i < n && isDigit(text.charAt(i))) {
      all.append(text.charAt(i++));
    }
    int fraction = 0;
    if (i < n && text.charAt(i) == '.') {
      i++;
      while (i < n && isDigit(text.charAt(i))) {
        all.append(text.charAt(i++));
        fraction++;
      }
    }
    long written = 0;
    BigInteger bigWritten = null;
    if (i < n) { // 'e' or 'E'
      i++;
      boolean negativeExponent = text.charAt(i) == '-';
      if (negativeExponent || text.charAt(i) == '+') {
        i++;
      }
      while (i < n - 1 && text.charAt(i) == '0') {
        i++;
      }
      if (n - i <= 18) {
        written = Long.parseLong(text, i, n, 10);
        written = negativeExponent ? -written : written;
      } else {
        bigWritten = new BigInteger(text.substring(i));
        bigWritten = negativeExponent ? bigWritten.negate() : bigWritten;
      }
    }
    int lead = 0;
    while (lead < all.length() && all.charAt(lead) == '0') {
      lead++;
    }
    int unscaledDigits = Math.max(1, all.length() - lead);
    if (lead == all.length()) {
      return new DecimalText(
          negative, "", 0, null, unscaledDigits, fraction - written, bigWritten != null);
    }
    int last = all.length() - 1;
    while (all.charAt(last) == '0') {
      last--;
    }
    String digits = all.substring(lead, last + 1);
    long shift = (long) all.length() - 1 - last - fraction;
    if (bigWritten == null) {
      return new DecimalText(
          negative, digits, written + shift, null, unscaledDigits, fraction - written, false);
    }
    BigInteger e = bigWritten.add(BigInteger.valueOf(shift));
    return e.bitLength() < 64
        ? new DecimalText(negative, digits, e.longValue(), null, unscaledDigits, 0, true)
        : new DecimalText(negative, digits, 0, e, unscaledDigits, 0, true);
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  boolean isZero() {
    return digits.isEmpty();
  }

  /** Equal values, however written ({@code 1}, {@code 1.0}, {@code 10e-1}; every zero). */
  boolean sameValue(DecimalText o) {
    if (isZero() || o.isZero()) {
      return isZero() && o.isZero();
    }
    return negative == o.negative
        && exponent == o.exponent
        && digits.equals(o.digits)
        && (bigExponent == null ? o.bigExponent == null : bigExponent.equals(o.bigExponent));
  }

  int valueHash() {
    if (isZero()) {
      return 0;
    }
    int h =
        31 * digits.hashCode()
            + (bigExponent == null ? Long.hashCode(exponent) : bigExponent.hashCode());
    return negative ? ~h : h;
  }

  /**
   * The digits of the value written out without an exponent, or -1 when the exponent is beyond
   * counting (more than 18 digits): {@code 1e5} has 6, {@code 0.001} has 4.
   */
  long plainDigits() {
    return hugeExponent ? -1 : plainDigits(unscaledDigits, scale);
  }

  /** The digits of {@code d} written out without an exponent. */
  static long plainDigits(BigDecimal d) {
    return plainDigits(d.precision(), d.scale());
  }

  private static long plainDigits(long precision, long scale) {
    return scale <= 0 ? precision - scale : Math.max(precision, scale + 1);
  }

  /**
   * The number of digits of the value as an integer, or -1 when it has a fraction; for an exponent
   * beyond a long, {@link Long#MAX_VALUE} (an integer far too long) or -1.
   */
  long integerDigits() {
    if (isZero()) {
      return 1;
    }
    if (bigExponent != null) {
      return bigExponent.signum() > 0 ? Long.MAX_VALUE : -1;
    }
    return exponent < 0 ? -1 : digits.length() + exponent;
  }

  /** The value as a BigInteger; the caller has checked it is an integer of bounded size. */
  BigInteger toBigInteger() {
    if (isZero()) {
      return BigInteger.ZERO;
    }
    BigInteger v = new BigInteger(digits).multiply(BigInteger.TEN.pow((int) exponent));
    return negative ? v.negate() : v;
  }

  /** "the number 1e99999 has 100000 digits ..., more than the limit of 1000". */
  static String tooManyDigits(String text, long digits, int limit) {
    return "the number "
        + JsonException.excerpt(text)
        + " has "
        + (digits < 0 ? "more than a billion" : Long.toString(digits))
        + " digits when written out, more than the limit of "
        + limit;
  }
}
