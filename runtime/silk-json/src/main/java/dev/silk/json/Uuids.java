package dev.silk.json;

import java.util.UUID;

/**
 * Parses the canonical UUID form strictly. {@link UUID#fromString} accepts short groups such as
 * {@code "1-2-3-4-5"} on older JDKs, and a document that a JDK upgrade reads differently is a bug
 * waiting to happen.
 */
final class Uuids {
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
}
