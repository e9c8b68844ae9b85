package dev.silk.web;

/**
 * Parses a {@code Range} header for one byte range: {@code bytes=0-99}, {@code bytes=100-} or
 * {@code bytes=-500} (the last 500 bytes).
 */
final class ByteRange {
  /** A well-formed range that no byte of the file satisfies: answer 416. */
  static final long[] UNSATISFIABLE = new long[0];

  private ByteRange() {}

  /**
   * The first and last byte (inclusive), {@link #UNSATISFIABLE}, or {@code null} when the header is
   * to be ignored (not bytes, malformed, or several ranges: the whole file is sent instead).
   */
  static long[] parse(String header, long length) {
    String h = header.trim();
    if (!h.regionMatches(true, 0, "bytes=", 0, 6)) {
      return null;
    }
    String spec = h.substring(6).trim();
    if (spec.indexOf(',') >= 0) {
      return null;
    }
    int dash = spec.indexOf('-');
    if (dash < 0) {
      return null;
    }
    String first = spec.substring(0, dash).trim();
    String last = spec.substring(dash + 1).trim();
    try {
      if (first.isEmpty()) {
        if (last.isEmpty()) {
          return null;
        }
        long suffix = digits(last);
        if (suffix == 0 || length == 0) {
          return UNSATISFIABLE;
        }
        return new long[] {Math.max(0, length - suffix), length - 1};
      }
      long start = digits(first);
      long end = last.isEmpty() ? length - 1 : digits(last);
      if (end < start) {
        return UNSATISFIABLE;
      }
      if (start >= length) {
        return UNSATISFIABLE;
      }
      return new long[] {start, Math.min(end, length - 1)};
    } catch (NumberFormatException e) {
      return null;
    }
  }

  private static long digits(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) < '0' || s.charAt(i) > '9') {
        throw new NumberFormatException(s);
      }
    }
    if (s.length() > 18) {
      return Long.MAX_VALUE; // beyond any file
    }
    return Long.parseLong(s);
  }
}
