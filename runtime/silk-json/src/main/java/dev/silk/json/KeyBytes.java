package dev.silk.json;

import java.nio.charset.StandardCharsets;

/**
 * A {@link JsonKey}'s encodings and the words {@link JsonOutput} writes and {@link JsonInput}
 * compares, computed once.
 *
 * <p>A record, and reached from {@link JsonKey} (a record too), because HotSpot's C2 treats the
 * final fields of records as constants: for a key held in a static final field, as generated codecs
 * hold theirs, every word, mask and length below becomes an immediate in the compiled code and the
 * branches on them fold (docs/decisions.md, D108).
 */
record KeyBytes(
    /* The name as given, which the bytes below encode. */
    String name,
    /* {@code "name":}, written for the first member of an object. */
    byte[] quotedColon,
    /* {@code ,"name":}, written for every later member. */
    byte[] commaQuotedColon,
    /* {@code "name"}, written when the key is an enum constant used as a value. */
    byte[] quoted,
    /* The bytes of the name as they appear between the quotes (escaped). */
    byte[] nameBytes,
    int head,
    /*
     * The three encodings as two little-endian words each, zero-padded, so that JsonOutput copies
     * a key of up to 16 bytes with two 8-byte stores instead of System.arraycopy.
     */
    long firstWord0,
    long firstWord1,
    long laterWord0,
    long laterWord1,
    long quotedWord0,
    long quotedWord1,
    /*
     * Probes for JsonInput.nextKeyIs: an encoding of up to 16 bytes matches at p when the word at
     * p, masked, equals its first word and the word at p + tailAt, masked, equals its last one.
     * span is how many bytes must remain from p (Integer.MAX_VALUE for longer encodings, which
     * never probe).
     */
    int laterSpan,
    long laterMask,
    int laterTailAt,
    long laterTail,
    long laterTailMask,
    int firstSpan,
    long firstMask,
    int firstTailAt,
    long firstTail,
    long firstTailMask,
    /*
     * "name" of up to 16 bytes as two masked words, for JsonInput's quick no to a name that
     * differs; for a longer name masks and words are 0, so the test never says no.
     */
    long quotedMask0,
    long quotedMask1,
    long quotedName0,
    long quotedName1) {

  /** Encodings up to this many bytes are copied as two words; longer ones with arraycopy. */
  static final int WORDS_LENGTH = 16;

  static KeyBytes of(String name) {
    byte[] nameBytes = escape(name);
    int n = nameBytes.length;
    byte[] quoted = new byte[n + 2];
    quoted[0] = '"';
    System.arraycopy(nameBytes, 0, quoted, 1, n);
    quoted[n + 1] = '"';
    byte[] quotedColon = new byte[n + 3];
    System.arraycopy(quoted, 0, quotedColon, 0, n + 2);
    quotedColon[n + 2] = ':';
    byte[] commaQuotedColon = new byte[n + 4];
    commaQuotedColon[0] = ',';
    System.arraycopy(quotedColon, 0, commaQuotedColon, 1, n + 3);
    long quotedWord0 = word(quoted, 0);
    long quotedWord1 = word(quoted, 8);
    int quotedLength = quoted.length;
    boolean shortName = quotedLength <= WORDS_LENGTH;
    int later = commaQuotedColon.length;
    int laterTailAt = Math.max(0, later - 8);
    int first = quotedColon.length;
    int firstTailAt = Math.max(0, first - 8);
    return new KeyBytes(
        name,
        quotedColon,
        commaQuotedColon,
        quoted,
        nameBytes,
        headOf(nameBytes),
        word(quotedColon, 0),
        word(quotedColon, 8),
        word(commaQuotedColon, 0),
        word(commaQuotedColon, 8),
        quotedWord0,
        quotedWord1,
        span(later),
        mask(later),
        laterTailAt,
        word(commaQuotedColon, laterTailAt),
        mask(later - laterTailAt),
        span(first),
        mask(first),
        firstTailAt,
        word(quotedColon, firstTailAt),
        mask(first - firstTailAt),
        shortName ? mask(quotedLength) : 0,
        shortName && quotedLength > 8 ? mask(quotedLength - 8) : 0,
        shortName ? quotedWord0 : 0,
        shortName ? quotedWord1 : 0);
  }

  private static int span(int length) {
    return length > WORDS_LENGTH ? Integer.MAX_VALUE : Math.max(length, 8);
  }

  /** The mask keeping the first {@code length} bytes of a little-endian word. */
  private static long mask(int length) {
    return length >= 8 ? -1L : (1L << (8 * length)) - 1;
  }

  /** Eight bytes of {@code bytes} from {@code from}, little-endian, zero past the end. */
  static long word(byte[] bytes, int from) {
    long w = 0;
    for (int i = Math.min(bytes.length, from + 8) - 1; i >= from; i--) {
      w = w << 8 | (bytes[i] & 0xFF);
    }
    return w;
  }

  private static int headOf(byte[] nameBytes) {
    int h = 0;
    for (int i = 0; i < 4; i++) {
      int b;
      if (i < nameBytes.length) {
        b = nameBytes[i] & 0xFF;
      } else if (i == nameBytes.length) {
        b = '"';
      } else {
        b = 0;
      }
      h |= b << (8 * i);
    }
    return h;
  }

  private static byte[] escape(String name) {
    StringBuilder sb = new StringBuilder(name.length() + 8);
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        case '\b' -> sb.append("\\b");
        case '\f' -> sb.append("\\f");
        default -> {
          if (c < 0x20) {
            sb.append(String.format("\\u%04x", (int) c));
          } else if (Character.isSurrogate(c)) {
            boolean paired =
                Character.isHighSurrogate(c)
                    && i + 1 < name.length()
                    && Character.isLowSurrogate(name.charAt(i + 1));
            if (!paired) {
              throw new JsonException(
                  "a JSON key cannot hold an unpaired surrogate (index " + i + " of the name)");
            }
            sb.append(c).append(name.charAt(++i));
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.toString().getBytes(StandardCharsets.UTF_8);
  }
}
