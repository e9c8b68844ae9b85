package dev.silk.json.validation;

/**
 * The checks generated validators call that are more than one expression. Public because generated
 * code lives in the application's packages; applications have no need to call it.
 */
public final class Constraints {
  private Constraints() {}

  /** The length of {@code s} in Unicode code points, as {@link Size} counts it. */
  public static int length(String s) {
    return s.codePointCount(0, s.length());
  }

  /** Whether {@code n} lies between {@code min} and {@code max}, both included. */
  public static boolean within(int n, int min, int max) {
    return n >= min && n <= max;
  }

  /**
   * Whether {@code s} is an email address as {@link Email} defines it: what browsers accept in an
   * {@code <input type="email">}, with letters and digits of any script, at most 64 characters
   * before the {@code @} and 254 in all. One pass over the characters.
   */
  public static boolean isEmail(String s) {
    int n = s.length();
    int at = s.indexOf('@');
    if (at <= 0 || at > 64 || at == n - 1 || n > 254) {
      return false;
    }
    for (int i = 0; i < at; i++) {
      if (!localChar(s.charAt(i))) {
        return false;
      }
    }
    // The domain: labels of letters, digits and inner hyphens, 1 to 63 characters, between dots.
    int label = 0;
    for (int i = at + 1; i < n; i++) {
      char c = s.charAt(i);
      if (c == '.') {
        if (label == 0 || s.charAt(i - 1) == '-') {
          return false;
        }
        label = 0;
      } else if (c == '-') {
        if (label == 0) {
          return false;
        }
        label++;
      } else if (Character.isLetterOrDigit(c) || Character.isSurrogate(c)) {
        label++;
      } else {
        return false;
      }
      if (label > 63) {
        return false;
      }
    }
    return label > 0 && s.charAt(n - 1) != '-';
  }

  private static boolean localChar(char c) {
    if (c < 0x80) {
      return c >= 'a' && c <= 'z'
          || c >= 'A' && c <= 'Z'
          || c >= '0' && c <= '9'
          || ".!#$%&'*+/=?^_`{|}~-".indexOf(c) >= 0;
    }
    return Character.isLetterOrDigit(c) || Character.isSurrogate(c);
  }
}
