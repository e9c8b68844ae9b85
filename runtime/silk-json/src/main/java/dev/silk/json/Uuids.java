package dev.silk.json;

import java.util.Arrays;
import java.util.UUID;

/**
 * Parses the canonical UUID form strictly. {@link UUID#fromString} accepts short groups such as
 * {@code "1-2-3-4-5"} on older JDKs, and a document that a JDK upgrade reads differently is a bug
 * waiting to happen.
 */
final class Uuids {
  /** The value of each byte as a hex digit, -1 for a byte that is none. */
  private static final byte[] HEX = new byte[256];

  static {
    Arrays.fill(HEX, (byte) -1);
    for (int i = 0; i < 10; i++) {
      HEX['0' + i] = (byte) i;
    }
    for (int i = 0; i < 6; i++) {
      HEX['a' + i] = (byte) (10 + i);
      HEX['A' + i] = (byte) (10 + i);
    }
  }

  private Uuids() {}

  static UUID parse(String s) {
    if (s.length() != 36) {
      throw new IllegalArgumentException(s);
    }
    long high = 0;
    long low = 0;
    for (int i = 0; i < 36; i++) {
      char c = s.charAt(i);
      if (i == 8 || i == 13 || i == 18 || i == 23) {
        if (c != '-') {
          throw new IllegalArgumentException(s);
        }
        continue;
      }
      int digit;
      if (c >= '0' && c <= '9') {
        digit = c - '0';
      } else if (c >= 'a' && c <= 'f') {
        digit = c - 'a' + 10;
      } else if (c >= 'A' && c <= 'F') {
        digit = c - 'A' + 10;
      } else {
        throw new IllegalArgumentException(s);
      }
      if (i < 19) {
        high = high << 4 | digit;
      } else {
        low = low << 4 | digit;
      }
    }
    return new UUID(high, low);
  }

  /**
   * The UUID whose canonical form is the 36 bytes of {@code b} from {@code at}, or null when they
   * are not exactly that form (which {@link #parse(String)} then judges from the decoded string).
   */
  static UUID parse(byte[] b, int at) {
    if (b[at + 8] != '-' || b[at + 13] != '-' || b[at + 18] != '-' || b[at + 23] != '-') {
      return null;
    }
    long a = hex(b, at, 8);
    long c = hex(b, at + 9, 4);
    long d = hex(b, at + 14, 4);
    long e = hex(b, at + 19, 4);
    long f = hex(b, at + 24, 12);
    if ((a | c | d | e | f) < 0) {
      return null;
    }
    return new UUID(a << 32 | c << 16 | d, e << 48 | f);
  }

  /**
   * The value of the {@code n} (at most 12) hex digits of {@code b} from {@code from}; negative
   * when one is not a hex digit, since its -1 sets every bit above the digits read after it.
   */
  private static long hex(byte[] b, int from, int n) {
    long v = 0;
    for (int i = from; i < from + n; i++) {
      v = v << 4 | HEX[b[i] & 0xFF];
    }
    return v;
  }
}
