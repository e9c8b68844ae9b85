package dev.silk.json;

import static dev.silk.json.Digits.INT;
import static dev.silk.json.Digits.LONG;

/**
 * Encodes Java chars as the UTF-8 bytes of a JSON string body, escaping what JSON requires.
 *
 * <p>Escapes: {@code "} and {@code \}, the control characters below U+0020 ({@code \b \f \n \r \t},
 * the others as a six-character escape: backslash, 'u', four hex digits). Everything else,
 * including U+007F and all non-ASCII text, is written as UTF-8. A lone surrogate (a String that is
 * not valid UTF-16) is refused: it has no UTF-8 form, and its escaped form is refused by {@link
 * JsonInput} and by other strict readers (see docs/decisions.md).
 */
final class Utf8Text {
  /** The most bytes one char can take: a six-byte escape (backslash, 'u', four hex digits). */
  static final int MAX_BYTES_PER_CHAR = 6;

  private static final byte[] HEX = {
    '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c', 'd', 'e', 'f'
  };

  private static final long SPACES = 0x2020_2020_2020_2020L;
  private static final long HIGH_BITS = 0x8080_8080_8080_8080L;

  private Utf8Text() {}

  /**
   * Writes chars {@code [from, to)} of {@code cs} at {@code p}; returns the position after them.
   * The caller has reserved {@code (to - from) * 6} bytes plus the writer's slack.
   */
  static int writeChars(byte[] b, int p, char[] cs, int from, int to) {
    for (int i = from; i < to; i++) {
      char c = cs[i];
      if (c < 0x80) {
        // Comparisons, not a table: plain ASCII stays in this tight branch.
        if (c >= 0x20 && c != '"' && c != '\\') {
          b[p++] = (byte) c;
        } else {
          p = escape(b, p, c);
        }
      } else if (c < 0x800) {
        b[p] = (byte) (0xC0 | c >> 6);
        b[p + 1] = (byte) (0x80 | c & 0x3F);
        p += 2;
      } else if (c < Character.MIN_SURROGATE || c > Character.MAX_SURROGATE) {
        // Three bytes in one 4-byte store; the fourth is overwritten by what follows.
        INT.set(b, p, 0xE0 | c >> 12 | (0x80 | c >> 6 & 0x3F) << 8 | (0x80 | c & 0x3F) << 16);
        p += 3;
      } else if (c <= Character.MAX_HIGH_SURROGATE
          && i + 1 < to
          && Character.isLowSurrogate(cs[i + 1])) {
        int cp = Character.toCodePoint(c, cs[++i]);
        INT.set(
            b,
            p,
            0xF0
                | cp >> 18
                | (0x80 | cp >> 12 & 0x3F) << 8
                | (0x80 | cp >> 6 & 0x3F) << 16
                | (0x80 | cp & 0x3F) << 24);
        p += 4;
      } else {
        throw loneSurrogate(c, i);
      }
    }
    return p;
  }

  private static JsonException loneSurrogate(char c, int index) {
    return new JsonException(
        "a string holds a lone surrogate (0x"
            + Integer.toHexString(c)
            + " at index "
            + index
            + "): it is not Unicode text and has no JSON form");
  }

  /** Writes the escape for an ASCII char that JSON does not allow as is. */
  static int escape(byte[] b, int p, char c) {
    byte letter;
    switch (c) {
      case '"' -> letter = '"';
      case '\\' -> letter = '\\';
      case '\n' -> letter = 'n';
      case '\r' -> letter = 'r';
      case '\t' -> letter = 't';
      case '\b' -> letter = 'b';
      case '\f' -> letter = 'f';
      default -> {
        return unicodeEscape(b, p, c);
      }
    }
    b[p] = '\\';
    b[p + 1] = letter;
    return p + 2;
  }

  /** The number of bytes {@link #escape} writes for {@code c}. */
  static int escapeLength(char c) {
    return switch (c) {
      case '"', '\\', '\n', '\r', '\t', '\b', '\f' -> 2;
      default -> 6;
    };
  }

  private static int unicodeEscape(byte[] b, int p, char c) {
    b[p] = '\\';
    b[p + 1] = 'u';
    b[p + 2] = HEX[c >> 12];
    b[p + 3] = HEX[c >> 8 & 0xF];
    b[p + 4] = HEX[c >> 4 & 0xF];
    b[p + 5] = HEX[c & 0xF];
    return p + 6;
  }

  /**
   * The index of the first byte below 0x20 in {@code b[from, to)}, or {@code to}; the bytes are
   * ASCII. Eight bytes at a time: subtracting 0x20 from each byte borrows into its top bit exactly
   * when it was below 0x20, and the lowest such byte is the first (a borrow only disturbs bytes
   * above a true hit).
   */
  static int firstControl(byte[] b, int from, int to) {
    int i = from;
    for (; i + 8 <= to; i += 8) {
      long w = (long) LONG.get(b, i);
      long hits = (w - SPACES) & ~w & HIGH_BITS;
      if (hits != 0) {
        return i + (Long.numberOfTrailingZeros(hits) >>> 3);
      }
    }
    for (; i < to; i++) {
      if (b[i] < 0x20) {
        return i;
      }
    }
    return to;
  }
}
