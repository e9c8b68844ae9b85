package dev.silk.web;

import dev.silk.json.JsonException;

/**
 * Converts parameter text to numbers and booleans with one error contract: a value that does not
 * convert is a 400 naming the parameter and showing (a shortened copy of) what was sent.
 *
 * <p>Numbers are ASCII digits with an optional leading {@code -}, and for doubles a fraction and an
 * exponent: nothing else. {@code Integer.parseInt} also takes {@code +7}, the fullwidth {@code ７}
 * and the Arabic-Indic {@code ٣}, so {@code /items/+7} and {@code /items/%EF%BC%97} would name item
 * 7 under another spelling, past any check or cache that compares the text (issue 25).
 */
final class TypedValues {
  private TypedValues() {}

  static int toInt(String value, String kind, String name) {
    long v = integer(value, kind, name, Integer.MIN_VALUE, Integer.MAX_VALUE);
    if ((int) v != v) {
      throw outOfRange(value, kind, name, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }
    return (int) v;
  }

  static long toLong(String value, String kind, String name) {
    return integer(value, kind, name, Long.MIN_VALUE, Long.MAX_VALUE);
  }

  /**
   * An optional {@code -} and ASCII digits, as a long; 400 for anything else, and for a value
   * beyond a long, naming the range {@code min} to {@code max} the caller takes.
   */
  private static long integer(String value, String kind, String name, long min, long max) {
    int n = value.length();
    boolean negative = n > 0 && value.charAt(0) == '-';
    int i = negative ? 1 : 0;
    if (i == n) {
      throw bad(value, kind, name, "an integer");
    }
    long v = 0; // accumulated negatively, so that Long.MIN_VALUE fits
    for (; i < n; i++) {
      int d = value.charAt(i) - '0';
      if (d < 0 || d > 9) {
        throw bad(value, kind, name, "an integer");
      }
      if (v < (Long.MIN_VALUE + d) / 10) {
        // Every later char must still be a digit for the answer to be "out of range".
        for (int k = i + 1; k < n; k++) {
          if (value.charAt(k) < '0' || value.charAt(k) > '9') {
            throw bad(value, kind, name, "an integer");
          }
        }
        throw outOfRange(value, kind, name, min, max);
      }
      v = v * 10 - d;
    }
    if (!negative) {
      if (v == Long.MIN_VALUE) {
        throw outOfRange(value, kind, name, min, max);
      }
      v = -v;
    }
    return v;
  }

  static double toDouble(String value, String kind, String name) {
    if (isDecimal(value)) {
      double d = Double.parseDouble(value);
      if (Double.isFinite(d)) {
        return d;
      }
    }
    throw bad(value, kind, name, "a number");
  }

  /**
   * {@code -?digits(.digits)?([eE][+-]?digits)?} in ASCII: what JSON and HTML number inputs send.
   * {@code Double.parseDouble} also takes {@code +1}, {@code 1d}, {@code 0x1p3}, {@code NaN} and
   * surrounding spaces.
   */
  private static boolean isDecimal(String s) {
    int n = s.length();
    int i = n > 0 && s.charAt(0) == '-' ? 1 : 0;
    int digits = digits(s, i);
    if (digits == 0) {
      return false;
    }
    i += digits;
    if (i < n && s.charAt(i) == '.') {
      digits = digits(s, ++i);
      if (digits == 0) {
        return false;
      }
      i += digits;
    }
    if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
      i++;
      if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
        i++;
      }
      digits = digits(s, i);
      if (digits == 0) {
        return false;
      }
      i += digits;
    }
    return i == n;
  }

  private static int digits(String s, int from) {
    int i = from;
    while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
      i++;
    }
    return i - from;
  }

  static boolean toBoolean(String value, String kind, String name) {
    if (value.equals("true")) {
      return true;
    }
    if (value.equals("false")) {
      return false;
    }
    throw bad(value, kind, name, "true or false");
  }

  static HttpException missing(String kind, String name) {
    return new HttpException(400, kind + " '" + shorten(name) + "' is required");
  }

  private static HttpException bad(String value, String kind, String name, String expected) {
    return new HttpException(
        400,
        kind + " '" + shorten(name) + "' must be " + expected + ", got '" + shorten(value) + "'");
  }

  private static HttpException outOfRange(
      String value, String kind, String name, long min, long max) {
    return bad(value, kind, name, "an integer from " + min + " to " + max);
  }

  /**
   * Client text echoed in an error message or a log line: up to 100 chars as it is, longer text cut
   * to 100 chars, {@code ...} and its length, the same rule as JSON errors (D120), so that a huge
   * value cannot bloat the answer and every message shows a cut the same way.
   */
  static String shorten(String s) {
    return JsonException.excerpt(s);
  }
}
