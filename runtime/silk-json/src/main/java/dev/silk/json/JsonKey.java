package dev.silk.json;

import java.nio.charset.StandardCharsets;

/**
 * A member name, or an enum constant, encoded to JSON bytes once so that writing it is a copy and
 * reading it is an in-place comparison.
 *
 * <p>Generated codecs hold one {@code JsonKey} per member in a static field; a hand-written codec
 * does the same:
 *
 * <pre>{@code
 * static final JsonKey ID = JsonKey.of("id");
 * out.beginObject().put(ID, item.id()).endObject();
 * }</pre>
 *
 * <p>The name is escaped here, once, so that a key is never escaped per record.
 */
public final class JsonKey {
  private final String name;

  /** {@code "name":}, written for the first member of an object. */
  final byte[] quotedColon;

  /** {@code ,"name":}, written for every later member. */
  final byte[] commaQuotedColon;

  /** {@code "name"}, written when the key is an enum constant used as a value. */
  final byte[] quoted;

  /** The bytes of the name as they appear between the quotes (escaped). */
  final byte[] nameBytes;

  private final int head;

  /*
   * The three encodings as two little-endian words each, zero-padded, so that JsonOutput copies a
   * key of up to 16 bytes with two 8-byte stores instead of System.arraycopy.
   */
  final long firstWord0;
  final long firstWord1;
  final long laterWord0;
  final long laterWord1;
  final long quotedWord0;
  final long quotedWord1;

  // Probes for JsonInput.nextKeyIs: an encoding of up to 16 bytes matches at p when the word at p,
  // masked, equals its first word and the word at p + tailAt, masked, equals its last one. span is
  // how many bytes must remain from p (Integer.MAX_VALUE for longer encodings, which never probe).
  final int laterSpan;
  final long laterMask;
  final int laterTailAt;
  final long laterTail;
  final long laterTailMask;
  final int firstSpan;
  final long firstMask;
  final int firstTailAt;
  final long firstTail;
  final long firstTailMask;

  // "name" of up to 16 bytes as two masked words, for JsonInput's quick no to a name that differs;
  // for a longer name masks and words are 0, so the test never says no.
  final long quotedMask0;
  final long quotedMask1;
  final long quotedName0;
  final long quotedName1;

  /** Encodings up to this many bytes are copied as two words; longer ones with arraycopy. */
  static final int WORDS_LENGTH = 16;

  private JsonKey(String name) {
    this.name = name;
    this.nameBytes = escape(name);
    int n = nameBytes.length;
    this.quoted = new byte[n + 2];
    quoted[0] = '"';
    System.arraycopy(nameBytes, 0, quoted, 1, n);
    quoted[n + 1] = '"';
    this.quotedColon = new byte[n + 3];
    System.arraycopy(quoted, 0, quotedColon, 0, n + 2);
    quotedColon[n + 2] = ':';
    this.commaQuotedColon = new byte[n + 4];
    commaQuotedColon[0] = ',';
    System.arraycopy(quotedColon, 0, commaQuotedColon, 1, n + 3);
    this.head = headOf(nameBytes);
    this.firstWord0 = word(quotedColon, 0);
    this.firstWord1 = word(quotedColon, 8);
    this.laterWord0 = word(commaQuotedColon, 0);
    this.laterWord1 = word(commaQuotedColon, 8);
    this.quotedWord0 = word(quoted, 0);
    this.quotedWord1 = word(quoted, 8);
    int quotedLength = quoted.length;
    boolean shortName = quotedLength <= WORDS_LENGTH;
    this.quotedMask0 = shortName ? mask(quotedLength) : 0;
    this.quotedMask1 = shortName && quotedLength > 8 ? mask(quotedLength - 8) : 0;
    this.quotedName0 = shortName ? quotedWord0 : 0;
    this.quotedName1 = shortName ? quotedWord1 : 0;
    int later = commaQuotedColon.length;
    this.laterSpan = span(later);
    this.laterMask = mask(later);
    this.laterTailAt = Math.max(0, later - 8);
    this.laterTail = word(commaQuotedColon, laterTailAt);
    this.laterTailMask = mask(later - laterTailAt);
    int first = quotedColon.length;
    this.firstSpan = span(first);
    this.firstMask = mask(first);
    this.firstTailAt = Math.max(0, first - 8);
    this.firstTail = word(quotedColon, firstTailAt);
    this.firstTailMask = mask(first - firstTailAt);
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

  /** Encodes {@code name} once; keep the result in a constant. */
  public static JsonKey of(String name) {
    if (name == null) {
      throw new JsonException("a JSON key cannot be null");
    }
    return new JsonKey(name);
  }

  /** The name as given. */
  public String name() {
    return name;
  }

  /**
   * The first four bytes of the encoded name followed by its closing quote, zero-padded,
   * little-endian: what {@link JsonInput#keyHead()} answers when this key is next. Generated codecs
   * switch on it to find a member that arrives out of declared order.
   */
  public int head() {
    return head;
  }

  /** The number of bytes the name takes between its quotes (escaped). */
  int encodedLength() {
    return nameBytes.length;
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

  @Override
  public String toString() {
    return "JsonKey[" + name + "]";
  }
}
