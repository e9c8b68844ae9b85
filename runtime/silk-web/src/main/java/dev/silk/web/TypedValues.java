package dev.silk.web;

/**
 * Converts parameter text to numbers and booleans with one error contract: a value that does not
 * convert is a 400 naming the parameter and showing (a shortened copy of) what was sent.
 */
final class TypedValues {
  private TypedValues() {}

  static int toInt(String value, String kind, String name) {
    try {
      return Integer.parseInt(value);
    } catch (NumberFormatException e) {
      throw bad(value, kind, name, "an integer");
    }
  }

  static long toLong(String value, String kind, String name) {
    try {
      return Long.parseLong(value);
    } catch (NumberFormatException e) {
      throw bad(value, kind, name, "an integer");
    }
  }

  static double toDouble(String value, String kind, String name) {
    try {
      double d = Double.parseDouble(value);
      if (Double.isFinite(d)) {
        // parseDouble also accepts "1d", "0x1p3" and surrounding spaces; a number is digits.
        char last = value.charAt(value.length() - 1);
        if (last >= '0' && last <= '9' || last == '.') {
          return d;
        }
      }
    } catch (NumberFormatException e) {
      // answered below
    }
    throw bad(value, kind, name, "a number");
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

  /** Client text echoed in an error message, cut short so a huge value cannot bloat the answer. */
  static String shorten(String s) {
    return s.length() <= 60 ? s : s.substring(0, 57) + "...";
  }
}
