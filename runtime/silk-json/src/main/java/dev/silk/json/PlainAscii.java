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
 * byte, so at most 0xFF) without a pass, where the scan's loop holds no call ({@link #latin1},
 * D372); the interpreter and C1 run the loop. Writing records of short ASCII strings took 1.3x
 * fastjson2's time with a loop of our own over the chars (D96), 1.05x to 1.07x with a copy that
 * allocated an array per string (D102, D111), and 0.94x to 0.99x with this (D113, D114).
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

  /**
   * Whether {@link #latin1} has met a String with a char past U+00FF and ASCII ends. Set once, by
   * any thread, and never cleared; a thread that reads it late scans one more String with {@code
   * codePointAt}, which is as exact.
   */
  private static boolean utf16Seen;

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
   * Whether no char of {@code s} is past U+00FF, so that each char's low byte is the char. Asked by
   * content, char by char, so it is exact however the String is stored; for a String stored as
   * Latin-1 (every char is one byte, so at most 0xFF) C2 drops the loop, but only where the loop
   * holds no call: a String accessor's UTF-16 branch, inlined when hot, left out (an uncommon trap)
   * when never taken, is compiled as a call when taken rarely (on JDK 25, C2 does not inline a call
   * site below {@code MinInlineFrequencyRatio} of its method's calls), and with a call in it the
   * loop is neither unswitched on the String's coder nor predicated, and runs char by char (D372).
   *
   * <p>{@code charAt}'s profile is the whole process's: any code that reads a UTF-16 String now and
   * then makes that branch rare. So the scan reads chars with {@code codePointAt} (the same answer
   * to "past U+00FF": a surrogate half or pair is past it too), a method little else calls, whose
   * UTF-16 branch stays untaken as long as no UTF-16 String reaches this scan. The first that does
   * sets {@link #utf16Seen}, and from then on the scan is {@code charAt}'s, as before D372, so that
   * a process that writes such strings never makes {@code codePointAt}'s branch rare instead (the
   * twitter write took 1.38x as long with {@code codePointAt} alone).
   */
  private static boolean latin1(String s, int length) {
    return utf16Seen ? latin1ByChar(s, length) : latin1ByCodePoint(s, length);
  }

  /** {@link #latin1} by {@code codePointAt}, noting the first String it finds past U+00FF. */
  static boolean latin1ByCodePoint(String s, int length) {
    for (int i = 0; i < length; i++) {
      if (s.codePointAt(i) > 0xFF) {
        utf16Seen = true;
        return false;
      }
    }
    return true;
  }

  /** {@link #latin1} by {@code charAt}, once a String past U+00FF has reached it. */
  static boolean latin1ByChar(String s, int length) {
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
