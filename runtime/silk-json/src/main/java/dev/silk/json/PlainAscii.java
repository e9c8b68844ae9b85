package dev.silk.json;

import static dev.silk.json.Digits.LONG;

import java.nio.charset.StandardCharsets;

/**
 * The bytes of a short String that JSON writes as they are, copied by the JDK instead of by a loop
 * over its chars.
 *
 * <p>For a String the JDK stores as Latin-1 (every String whose chars are all below U+0100), {@code
 * getBytes(ISO_8859_1)} is one array copy with no pass over the chars; its bytes are then checked
 * eight at a time. This is the only public way to reach a String's bytes without a pass of our own,
 * and it costs one short-lived array per string: without it, writing records of short ASCII strings
 * took 1.3x fastjson2's time, with it 1.05x to 1.08x (docs/decisions.md, D102, D103).
 */
final class PlainAscii {
  /**
   * Shorter strings take the char loop: their copy costs more than it saves, and eight bytes is the
   * word the check reads.
   */
  static final int MIN_LENGTH = 8;

  private static final long ONES = 0x0101_0101_0101_0101L;
  private static final long HIGH_BITS = 0x8080_8080_8080_8080L;

  private PlainAscii() {}

  /**
   * The bytes of {@code s} (of {@code length} chars) when it has at least {@link #MIN_LENGTH} and
   * fewer than {@link JsonOutput#LONG_STRING} chars and every char is printable ASCII other than
   * quote, backslash and {@code ?}; null otherwise, and then the caller takes the char loop (or,
   * for a long string, {@link LongStrings}).
   *
   * <p>{@code ?} is refused because the encoder writes it for a char it cannot map (past U+00FF, or
   * a lone surrogate), so a {@code ?} in the copy may stand for one. A string that starts or ends
   * past ASCII is not copied at all: Korean or accented text would be copied only to be refused.
   */
  static byte[] of(String s, int length) {
    if (length < MIN_LENGTH
        || length >= JsonOutput.LONG_STRING
        || s.charAt(0) >= 0x80
        || s.charAt(length - 1) >= 0x80) {
      return null;
    }
    byte[] bytes = s.getBytes(StandardCharsets.ISO_8859_1);
    if (bytes.length != length) {
      return null; // a surrogate pair became one '?'
    }
    long found = 0;
    int i = 0;
    for (; i + 8 <= length; i += 8) {
      found |= notCopied((long) LONG.get(bytes, i));
    }
    if (i < length) {
      // The last eight bytes, overlapping the words already checked.
      found |= notCopied((long) LONG.get(bytes, length - 8));
    }
    return found == 0 ? bytes : null;
  }

  /**
   * The high bit of each byte of {@code w} that is '"' or '\\' (zero after the xor), below 0x20, or
   * not ASCII: the bytes that end a run of plain printable ASCII in a JSON string. An ASCII byte
   * that is none of these keeps bit 7 clear in all three differences, and borrows only run upward
   * from a flagged byte, so the lowest flag is exact. {@link JsonInput} scans strings with it too.
   */
  static long notPlain(long w) {
    long quote = w ^ 0x2222_2222_2222_2222L;
    long backslash = w ^ 0x5C5C_5C5C_5C5C_5C5CL;
    return ((quote - ONES) | (backslash - ONES) | (w - 0x2020_2020_2020_2020L) | w) & HIGH_BITS;
  }

  /** {@link #notPlain}, and the high bit of each {@code ?} too (see {@link #of}). */
  private static long notCopied(long w) {
    return notPlain(w) | (((w ^ 0x3F3F_3F3F_3F3F_3F3FL) - ONES) & HIGH_BITS);
  }
}
