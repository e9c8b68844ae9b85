package dev.silk.json;

import static dev.silk.json.Digits.LONG;

/**
 * Copies a short String that JSON writes as it is straight into the output, by the JDK instead of
 * by a loop over its chars, and without allocating.
 *
 * <p>The copy is the deprecated {@link String#getBytes(int, int, byte[], int)}, which writes the
 * low byte of each char: for a String the JDK stores as Latin-1 (every String whose chars are all
 * below U+0100) that is one array copy of its own bytes. It is exact only when no char is past
 * U+00FF, so {@link #copyable} first asks exactly that of every char, by content, whatever the
 * storage. For a String stored as Latin-1, C2 can answer it from the storage (each char is one
 * byte, so at most 0xFF) without a pass; the interpreter and C1 run the loop. Writing records of
 * short ASCII strings took 1.3x fastjson2's time with a loop of our own over the chars (D96), 1.05x
 * to 1.07x with a copy that allocated an array per string (D102, D111), and 0.94x to 0.99x with
 * this (D113, D114).
 */
final class PlainAscii {
  /**
   * Shorter strings take the char loop: their copy costs more than it saves, and eight bytes is the
   * word the check reads.
   */
  static final int MIN_LENGTH = 8;

  /**
   * Longer strings go to {@link LongStrings}: the check of every char below costs about a cycle per
   * char, where the JDK's encoder there has a fixed cost of its own but vectorises. Strings of 64
   * to 127 chars (URLs, names of images) were written faster copied; the 250 chars of java-json-
   * benchmark's {@code about} slower (D277).
   */
  static final int MAX_LENGTH = 128;

  private static final long ONES = 0x0101_0101_0101_0101L;
  private static final long HIGH_BITS = 0x8080_8080_8080_8080L;

  private PlainAscii() {}

  /**
   * Whether {@link #copy} copies {@code s} (of {@code length} chars) exactly: it has at least
   * {@link #MIN_LENGTH} and fewer than {@link #MAX_LENGTH} chars, and no char past U+00FF. A string
   * that starts or ends past ASCII is turned away without looking further: Korean or accented text
   * would be copied only to be refused.
   */
  static boolean copyable(String s, int length) {
    return length >= MIN_LENGTH
        && length < MAX_LENGTH
        && s.charAt(0) < 0x80
        && s.charAt(length - 1) < 0x80
        && latin1(s, length);
  }

  /**
   * Copies a {@link #copyable} {@code s} (of {@code length} chars) to {@code b} from {@code at} and
   * answers whether every byte is printable ASCII other than quote and backslash, so that JSON
   * takes the copy as it is. When it answers false, the caller writes the string over the copy. The
   * caller reserves {@code length} bytes at {@code at}, and the writer's slack beyond them.
   */
  @SuppressWarnings("deprecation") // getBytes(int, int, byte[], int): exact for a copyable string
  static boolean copy(String s, int length, byte[] b, int at) {
    s.getBytes(0, length, b, at);
    long found = 0;
    int i = 0;
    for (; i + 8 <= length; i += 8) {
      found |= notPlain((long) LONG.get(b, at + i));
    }
    if (i < length) {
      // The last eight bytes, overlapping the words already checked.
      found |= notPlain((long) LONG.get(b, at + length - 8));
    }
    return found == 0;
  }

  /**
   * The index of the first byte of {@code b[from, to)} that JSON does not take as it is in a string
   * ({@link #notPlain}: a quote, a backslash, a control character or a byte past ASCII), or {@code
   * to}. Eight bytes a step, the last few one by one.
   */
  static int firstNotPlain(byte[] b, int from, int to) {
    int i = from;
    for (; i + 8 <= to; i += 8) {
      long found = notPlain((long) LONG.get(b, i));
      if (found != 0) {
        return i + (Long.numberOfTrailingZeros(found) >>> 3);
      }
    }
    for (; i < to; i++) {
      byte c = b[i];
      if (c < 0x20 || c == '"' || c == '\\') { // bytes past ASCII are negative
        return i;
      }
    }
    return to;
  }

  /**
   * Whether no char of {@code s} is past U+00FF, so that each char's low byte is the char. Written
   * as a plain loop of {@code charAt} on purpose: for a String stored as Latin-1, {@code charAt} is
   * a byte masked with 0xFF, so the comparison is false by its type and C2 can drop the loop (the
   * copy with this loop measured as fast as the copy without it, D113); a String stored as UTF-16
   * is really scanned.
   */
  private static boolean latin1(String s, int length) {
    for (int i = 0; i < length; i++) {
      if (s.charAt(i) > 0xFF) {
        return false;
      }
    }
    return true;
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
}
