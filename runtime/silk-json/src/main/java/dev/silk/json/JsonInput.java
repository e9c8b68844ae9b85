package dev.silk.json;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;

/**
 * A strict pull parser over UTF-8 bytes: the caller asks for the value it expects, and the parser
 * reads it in place, without building a tree or a token list first.
 *
 * <p>It reads exactly RFC 8259 JSON and nothing else (no comments, trailing commas, single quotes,
 * {@code NaN}, leading zeros or invalid UTF-8), so that a document Silk accepts is one every other
 * conforming parser accepts too. Every error is a {@link JsonException} with the byte offset, line
 * and column of the problem; after one, the input is not usable any more.
 *
 * <pre>{@code
 * static final JsonKey ID = JsonKey.of("id");
 * static final JsonKey NAME = JsonKey.of("name");
 *
 * JsonInput in = new JsonInput(bytes);
 * long id = 0;
 * String name = null;
 * in.beginObject();
 * while (in.hasNext()) {
 *   if (in.nextKeyIs(ID)) {
 *     id = in.readLong();
 *   } else if (in.nextKeyIs(NAME)) {
 *     name = in.readString();
 *   } else {
 *     in.readKey();
 *     in.skipValue();
 *   }
 * }
 * in.endObject();
 * in.end();
 * }</pre>
 *
 * <p>Inside an object or array, the place before the next member or element (and its comma) is the
 * <em>member position</em>: {@link #hasNext()}, {@link #readKey()}, {@link #nextKeyIs(JsonKey)} and
 * {@link #keyHead()} all start there and consume the comma and whitespace themselves ({@link
 * #keyWord()} too, except after a compact comma, where it only looks). Value readers inside an
 * array consume a pending comma too, so a fixed-length array can be read without {@code hasNext()}.
 *
 * <p>{@link #nextKeyIs(JsonKey)} and {@link #keyHead()} compare the bytes of the document with the
 * key's encoding in place. A name written with escapes it does not need (say {@code "\u0069d"} for
 * {@code "id"}) does not match them; {@link #readKey()} decodes it, so codecs fall back to it for
 * names they did not recognise. {@link #readChoice(JsonKey[])} compares in place too, and decodes
 * only a string that has escapes or non-ASCII characters.
 *
 * <p>A {@code JsonInput} reads one document and is not thread-safe. It does not copy the bytes: do
 * not change them while reading.
 */
public final class JsonInput {
  private static final VarHandle LONGS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle INTS =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

  // Where the parser stands. *_FIRST: just after '{' or '['; *_NEXT: after a member or element,
  // before its comma; ARRAY_VALUE / OBJECT_KEY: after a comma; OBJECT_VALUE: after a name's ':'.
  private static final int TOP = 0;
  private static final int DONE = 1;
  private static final int ARRAY_FIRST = 2;
  private static final int ARRAY_NEXT = 3;
  private static final int ARRAY_VALUE = 4;
  private static final int OBJECT_FIRST = 5;
  private static final int OBJECT_NEXT = 6;
  private static final int OBJECT_KEY = 7;
  private static final int OBJECT_VALUE = 8;

  /** The compact member separator {@code ,"}, little-endian. */
  private static final short COMMA_QUOTE = ',' | '"' << 8;

  private static final int TRUE = 't' | 'r' << 8 | 'u' << 16 | 'e' << 24;
  private static final int ALSE = 'a' | 'l' << 8 | 's' << 16 | 'e' << 24;
  private static final int NULL = 'n' | 'u' << 8 | 'l' << 16 | 'l' << 24;

  private static final long ONES = 0x0101010101010101L;
  private static final long HIGHS = 0x8080808080808080L;
  private static final long ZEROS = 0x3030303030303030L;
  private static final long SPACES = 0x2020202020202020L;

  private static final long[] POW10 = {
    1L, 10L, 100L, 1_000L, 10_000L, 100_000L, 1_000_000L, 10_000_000L, 100_000_000L
  };

  /** Powers of ten up to 10^7, all exact as doubles. */
  private static final double[] DOUBLE_POW10 = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7};

  /** Strings of one ASCII character, shared so that reading them allocates nothing. */
  private static final String[] ONE_CHAR = new String[128];

  static {
    for (int c = 0; c < ONE_CHAR.length; c++) {
      ONE_CHAR[c] = String.valueOf((char) c);
    }
  }

  private static final int KEY_CACHE_SIZE = 64;
  private static final int KEY_CACHE_MAX_LENGTH = 32;

  /** Names of up to this many bytes are found in the cache by two words. */
  private static final int KEY_WORDS_MAX_LENGTH = 15;

  private final byte[] buf;
  private final int start;
  private final int end;
  private int pos;
  private int state = TOP;

  /** The state after a value at the current depth: DONE, ARRAY_NEXT or OBJECT_NEXT. */
  private int afterValue = DONE;

  private int depth;
  private int maxDepth = JsonLimits.DEFAULT_MAX_DEPTH;
  private int maxNumberLength = JsonLimits.DEFAULT_MAX_NUMBER_LENGTH;

  /** Bit d is set when the container at depth d (counting from 0) is an object. */
  private long objects;

  private long[] deepObjects;

  /** Decoding buffer for strings with escapes or non-ASCII characters, grown as needed. */
  private char[] chars;

  /** Decoding buffer for strings with escapes whose chars all fit in Latin-1, grown as needed. */
  private byte[] latin1;

  // The whitespace between the last indented member name and the comma or '{' before it (1 to 16
  // bytes, as two masked little-endian words; length 0 until one is seen). Pretty printers indent
  // the members of one object alike, so nextKeyIsSlow tries it before skipping byte by byte; the
  // inline test of nextKeyIs takes the first word for up to seven bytes.
  private long indentWord;
  private long indentMask;
  private long indentWord1;
  private long indentMask1;
  private int indentLength;

  /** Member names already read, by their bytes, so that repeated names are one String. */
  private byte[][] keyBytes;

  /**
   * The same names of up to 15 bytes as two little-endian words per slot, the second holding the
   * length in its top byte; 0 and 0 in a slot that holds a longer name or none.
   */
  private long[] keyWords;

  private String[] keyStrings;

  /** The first name read, kept until a second one makes the cache. */
  private String firstKey;

  /** Where the quote of the name {@link #treeKey()} read last stood, for the tree's errors. */
  int treeKeyAt;

  // The last number read by decimal(): significand (unsigned, up to 19 digits), exponent, and
  // whether non-zero digits past the 19th were dropped.
  private long decimalSignificand;
  private int decimalExponent;
  private boolean decimalNegative;
  private boolean decimalInexact;
  private boolean decimalIntegral;

  /** Reads the whole array. */
  public JsonInput(byte[] bytes) {
    this(bytes, 0, bytes.length);
  }

  /**
   * Reads {@code length} bytes of {@code bytes} from {@code offset}; offsets in errors count from
   * there.
   */
  public JsonInput(byte[] bytes, int offset, int length) {
    Objects.checkFromIndexSize(offset, length, bytes.length);
    this.buf = bytes;
    this.start = offset;
    this.end = offset + length;
    this.pos = offset;
  }

  /**
   * Reads a document held in a String (encoded to UTF-8 first). A String holding a lone surrogate
   * is refused: it has no UTF-8 form, and encoding would silently turn it into {@code ?}.
   */
  public static JsonInput of(String json) {
    for (int i = 0, n = json.length(); i < n; i++) {
      char c = json.charAt(i);
      if (Character.isSurrogate(c)) {
        if (Character.isHighSurrogate(c)
            && i + 1 < n
            && Character.isLowSurrogate(json.charAt(i + 1))) {
          i++;
        } else {
          throw new JsonException(
              "the text holds a lone surrogate U+"
                  + InputErrors.hex(c)
                  + " at index "
                  + i
                  + ", which has no UTF-8 form");
        }
      }
    }
    return new JsonInput(json.getBytes(StandardCharsets.UTF_8));
  }

  /**
   * Sets how deeply objects and arrays may nest (512 unless set); a deeper document fails with a
   * {@link JsonException} instead of exhausting the stack of code that recurses over it.
   */
  public JsonInput maxDepth(int depth) {
    return limits(JsonLimits.defaults().maxNumberLength(maxNumberLength).maxDepth(depth));
  }

  /**
   * Sets how long a number may be, in characters (1,000 unless set); a longer one fails with a
   * {@link JsonException} at its first character, before any arithmetic. Turning a million digits
   * into a {@code BigDecimal} takes seconds of CPU, and a document is read before anything can
   * judge its values. Exact readers ({@link #readBigDecimal()}, {@link #readBigInteger()}) also
   * refuse a number with more digits than this when written without an exponent ({@code 1e100000}).
   */
  public JsonInput maxNumberLength(int length) {
    return limits(JsonLimits.defaults().maxDepth(maxDepth).maxNumberLength(length));
  }

  /** Sets every limit at once, as {@link #maxDepth(int)} and {@link #maxNumberLength(int)} do. */
  public JsonInput limits(JsonLimits limits) {
    this.maxDepth = limits.maxDepth();
    this.maxNumberLength = limits.maxNumberLength();
    return this;
  }

  /** The limits this input reads under. */
  public JsonLimits limits() {
    return JsonLimits.defaults().maxDepth(maxDepth).maxNumberLength(maxNumberLength);
  }

  // ---------------------------------------------------------------------------------------------
  // Structure

  /** What comes next, without consuming it (whitespace and a pending comma aside). */
  public JsonToken peek() {
    switch (state) {
      case OBJECT_FIRST, OBJECT_NEXT, OBJECT_KEY -> {
        return memberStart() < 0 ? JsonToken.END_OBJECT : JsonToken.STRING;
      }
      case ARRAY_FIRST, ARRAY_NEXT -> {
        if (!hasNext()) {
          return JsonToken.END_ARRAY;
        }
      }
      case DONE -> {
        int p = skipWhitespace(pos);
        if (p < end) {
          throw error(p, "unexpected data after the JSON value: " + describe(p));
        }
        pos = p;
        return JsonToken.END_DOCUMENT;
      }
      default -> {}
    }
    int p = skipWhitespace(pos);
    if (p >= end) {
      if (state == TOP) {
        pos = p;
        return JsonToken.END_DOCUMENT;
      }
      throw error(p, "unexpected end of the input, expected a value");
    }
    pos = p;
    switch (buf[p]) {
      case '{':
        return JsonToken.BEGIN_OBJECT;
      case '[':
        return JsonToken.BEGIN_ARRAY;
      case '"':
        return JsonToken.STRING;
      case 't':
        return JsonToken.TRUE;
      case 'f':
        return JsonToken.FALSE;
      case 'n':
        return JsonToken.NULL;
      case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
        return JsonToken.NUMBER;
      default:
        throw error(p, "expected a value but found " + describe(p));
    }
  }

  /** Reads {@code {}. */
  public void beginObject() {
    int b = valueStart();
    if (b != '{') {
      throw wrongKind("an object");
    }
    pos++;
    push(true);
    state = OBJECT_FIRST;
  }

  /** Reads {@code }}; every member must have been read (or skipped). */
  public void endObject() {
    int s = state;
    if (s == OBJECT_FIRST || s == OBJECT_NEXT) {
      int p = skipWhitespace(pos);
      if (p < end && buf[p] == '}') {
        pos = p + 1;
        pop();
        return;
      }
      throw error(p, "expected '}' but found " + describe(p));
    }
    throw misplaced("endObject()");
  }

  /** Reads {@code [}. */
  public void beginArray() {
    int b = valueStart();
    if (b != '[') {
      throw wrongKind("an array");
    }
    pos++;
    push(false);
    state = ARRAY_FIRST;
  }

  /** Reads {@code ]}; every element must have been read (or skipped). */
  public void endArray() {
    int s = state;
    if (s == ARRAY_FIRST || s == ARRAY_NEXT) {
      int p = skipWhitespace(pos);
      if (p < end && buf[p] == ']') {
        pos = p + 1;
        pop();
        return;
      }
      throw error(p, "expected ']' but found " + describe(p));
    }
    throw misplaced("endArray()");
  }

  /**
   * True when another member (in an object) or element (in an array) follows; consumes the comma
   * before it. False at the closing bracket, which {@link #endObject()} or {@link #endArray()} then
   * reads.
   */
  public boolean hasNext() {
    // Kept small so that generated codecs inline it: compact documents decide on one or two bytes.
    int s = state;
    int p = pos;
    if (s == OBJECT_KEY) {
      return true; // at a name that nextKeyIs() or keyHead() reached
    }
    if (p + 1 < end) {
      byte c = buf[p];
      if (s == OBJECT_NEXT) {
        byte d = buf[p + 1];
        if (c == ',' && (d == '"' || (d == ' ' && p + 2 < end && buf[p + 2] == '"'))) {
          pos = d == '"' ? p + 1 : p + 2;
          state = OBJECT_KEY;
          return true;
        }
        if (c == '}') {
          return false;
        }
      } else if (s == ARRAY_NEXT && c == ',') {
        byte d = buf[p + 1];
        if (d == ' ' && p + 2 < end) {
          d = buf[++p + 1]; // ", " between elements, as Python's json.dumps writes them
        }
        if (d > ' ' && d != ']') {
          pos = p + 1;
          state = ARRAY_VALUE;
          return true;
        }
      }
    }
    return hasNextSlow();
  }

  private boolean hasNextSlow() {
    switch (state) {
      case ARRAY_FIRST -> {
        int p = skipWhitespace(pos);
        if (p >= end) {
          throw error(p, "unexpected end of the input, expected a value or ']'");
        }
        pos = p;
        if (buf[p] == ']') {
          return false;
        }
        state = ARRAY_VALUE;
        return true;
      }
      case ARRAY_NEXT -> {
        int p = skipWhitespace(pos);
        if (p >= end) {
          throw error(p, "unexpected end of the input, expected ',' or ']'");
        }
        byte b = buf[p];
        if (b == ']') {
          pos = p;
          return false;
        }
        if (b != ',') {
          throw error(p, "expected ',' or ']' but found " + describe(p));
        }
        int q = skipWhitespace(p + 1);
        if (q < end && buf[q] == ']') {
          throw error(p, "trailing comma before ']'");
        }
        pos = q;
        state = ARRAY_VALUE;
        return true;
      }
      case ARRAY_VALUE, OBJECT_KEY -> {
        return true;
      }
      case OBJECT_FIRST, OBJECT_NEXT -> {
        return memberStart() >= 0;
      }
      default -> throw misplaced("hasNext()");
    }
  }

  /** Reads the next member's name and its colon. */
  public String readKey() {
    int p = memberStart();
    if (p < 0) {
      throw error(pos, "expected a member name but found '}'");
    }
    String name = key(p + 1);
    colon(pos);
    return name;
  }

  /**
   * If the next member's name is exactly {@code key}, consumes the pending comma, the name and its
   * colon and answers true; otherwise answers false, having consumed at most whitespace and the
   * comma. False at the end of the object.
   */
  public boolean nextKeyIs(JsonKey jsonKey) {
    // Kept small so that generated codecs inline it: ,"name": (or "name": after '{' or at a name
    // keyHead() found) of up to 16 bytes compared as two masked words. C2 inlines a hot method of
    // at most 325 bytes of bytecode (FreqInlineSize); this one is 316 (docs/decisions.md, D98).
    // The body is here, not behind a small method that passes the key's bytes on: C2 inlines a
    // method of up to 35 bytes at every call site, and the body inside it by that method's own
    // profile, so every site of a generated read, the cold ones too, took all 316 bytes out of the
    // compile's budget of 8,000 and the any-order loop's sites went without (D278). Asked at the
    // site, C2 inlines this body only where the site is hot. For a constant key the bytes are
    // constants (D108).
    KeyBytes key = jsonKey.bytes();
    int p = pos;
    int s = state;
    byte[] b = buf;
    if (s == OBJECT_NEXT && end - p >= 8) {
      long w = (long) LONGS.get(b, p);
      if ((w & key.laterMask()) == key.laterWord0()
          && end - p >= key.laterSpan()
          && ((long) LONGS.get(b, p + key.laterTailAt()) & key.laterTailMask())
              == key.laterTail()) {
        pos = p + key.commaQuotedColon().length;
        state = OBJECT_VALUE;
        return true;
      }
      if ((byte) w == ',' && (w >>> 8 & indentMask) == indentWord) {
        // The comma, then the whitespace the last member name had before it (none until some is
        // seen; up to seven bytes here): the space of ", " as json.dumps writes it, or a pretty
        // printer's newline and indentation.
        p += 1 + indentLength;
        s = OBJECT_KEY;
      }
    }
    if ((s == OBJECT_KEY || s == OBJECT_FIRST) && end - p >= 8) {
      // One load for the match and the quick no: each VarHandle access inlines 78 bytes of guard
      // into the generated read, which count against C2's budget for it (D305).
      long v = (long) LONGS.get(b, p);
      if ((v & key.firstMask()) == key.firstWord0()
          && end - p >= key.firstSpan()
          && ((long) LONGS.get(b, p + key.firstTailAt()) & key.firstTailMask())
              == key.firstTail()) {
        pos = p + key.quotedColon().length;
        state = OBJECT_VALUE;
        return true;
      }
      if ((byte) v == '"' && (v & key.quotedMask0()) != key.quotedName0()) {
        // Another name is here (a record out of declared order): no, without the slow call. Names
        // that differ only past their first seven bytes get the same answer from the slow call.
        pos = p;
        state = OBJECT_KEY;
        return false;
      }
    }
    return nextKeyIsSlow(key);
  }

  private boolean nextKeyIsSlow(KeyBytes key) {
    int p = pos;
    int s = state;
    byte[] b = buf;
    // Compact layouts, where the name starts right at p or after the comma: when the quoted name
    // differs in any byte the answer is no, as below, without memberStart() and two region compares
    // (a document out of declared order gets here once per record). The state is the one
    // memberStart() leaves, so the hasNext(), keyHead() and nextKeyIs() that follow take their
    // inlined paths.
    int at =
        s == OBJECT_NEXT
            ? (p + 1 < end && b[p] == ',' && b[p + 1] == '"' ? p + 1 : -1)
            : s == OBJECT_FIRST || s == OBJECT_KEY ? (p < end && b[p] == '"' ? p : -1) : -1;
    if (at >= 0
        && end - at >= 16
        && (((long) LONGS.get(b, at) & key.quotedMask0()) != key.quotedName0()
            || ((long) LONGS.get(b, at + 8) & key.quotedMask1()) != key.quotedName1())) {
      pos = at;
      state = OBJECT_KEY;
      return false;
    }
    int n = indentLength;
    if (n != 0) {
      // Pretty-printed documents: the comma (or '{'), the same indentation as the last name, then
      // "name": compared as in nextKeyIs, or byte by byte for a longer name. Another name after
      // that indentation is a quick no, as memberStart() and the compare below would answer it.
      int k = s == OBJECT_FIRST ? p : s == OBJECT_NEXT && p < end && b[p] == ',' ? p + 1 : -1;
      int q = k + n;
      if (k >= 0
          && end - q >= 8
          && ((long) LONGS.get(b, k) & indentMask) == indentWord
          && (n <= 8 || ((long) LONGS.get(b, k + 8) & indentMask1) == indentWord1)
          && b[q] == '"') {
        if (end - q >= key.firstSpan()) {
          if (((long) LONGS.get(b, q) & key.firstMask()) == key.firstWord0()
              && ((long) LONGS.get(b, q + key.firstTailAt()) & key.firstTailMask())
                  == key.firstTail()) {
            pos = q + key.quotedColon().length;
            state = OBJECT_VALUE;
            return true;
          }
        } else if (q + key.quotedColon().length <= end && regionEquals(b, q, key.quotedColon())) {
          pos = q + key.quotedColon().length;
          state = OBJECT_VALUE;
          return true;
        }
        byte[] quoted = key.quoted();
        if (q + quoted.length > end || !regionEquals(b, q, quoted)) {
          pos = q;
          state = OBJECT_KEY;
          return false;
        }
      }
    }
    if (s == OBJECT_NEXT) {
      // Compact documents: ,"name": compared in one go.
      byte[] k = key.commaQuotedColon();
      if (p + k.length <= end && regionEquals(b, p, k)) {
        pos = p + k.length;
        state = OBJECT_VALUE;
        return true;
      }
      // Spaced documents (", " between members, as Python's json.dumps writes them).
      if (p + 1 < end && b[p] == ',' && b[p + 1] == ' ') {
        k = key.quotedColon();
        if (p + 2 + k.length <= end && regionEquals(b, p + 2, k)) {
          learnIndent(p + 1, p + 2); // so that nextKeyIs matches the next name inline
          pos = p + 2 + k.length;
          state = OBJECT_VALUE;
          return true;
        }
      }
    } else if (s == OBJECT_FIRST) {
      byte[] k = key.quotedColon();
      if (p + k.length <= end && regionEquals(b, p, k)) {
        pos = p + k.length;
        state = OBJECT_VALUE;
        return true;
      }
    }
    p = memberStart();
    if (p < 0) {
      return false;
    }
    byte[] k = key.quoted();
    if (p + k.length > end || !regionEquals(b, p, k)) {
      return false;
    }
    colon(p + k.length);
    return true;
  }

  /**
   * {@link #nextKeyIs(JsonKey)} where {@link #keyWord()} has just answered {@code key}'s word, as
   * the any-order loop of a generated read asks it: the same answer and the same effect in every
   * state, but only the compact {@code ,"name":} is compared inline, and every other form goes to
   * {@code nextKeyIs}. The loop reaches this only for members out of order, mostly in compact
   * documents, and a third of {@code nextKeyIs}'s size at each of its sites leaves C2's inlining
   * budget to the loop's value reads (docs/decisions.md, D305).
   */
  public boolean keyWordIs(JsonKey jsonKey) {
    KeyBytes key = jsonKey.bytes();
    int p = pos;
    byte[] b = buf;
    if (state == OBJECT_NEXT
        && end - p >= key.laterSpan()
        && ((long) LONGS.get(b, p) & key.laterMask()) == key.laterWord0()
        && ((long) LONGS.get(b, p + key.laterTailAt()) & key.laterTailMask()) == key.laterTail()) {
      pos = p + key.commaQuotedColon().length;
      state = OBJECT_VALUE;
      return true;
    }
    return nextKeyIs(jsonKey);
  }

  /**
   * {@link #keyHead()} as generated codecs switch on it: after a compact comma ({@code ,"}) the
   * four bytes after the opening quote exactly as they stand, answered from one load without
   * consuming the comma; anywhere else what {@code keyHead()} answers. For a name of three or more
   * escaped bytes both are {@link JsonKey#head()}. For a shorter name the compact form also holds
   * what follows its closing quote: {@code id":} for {@code "id"}, the colon and the value's first
   * byte for a one-character name, so a codec lists a second value for a two-byte name and asks
   * {@code keyHead()} for shorter ones. 0 at the end of the object.
   */
  public int keyWord() {
    // Zeroing the bytes after a short name here, even without a branch, made the reversed list
    // read 5 % slower: the switch that follows waits for this value (docs/decisions.md, D104).
    int p = pos;
    if (state == OBJECT_NEXT && end - p >= 8) {
      long w = (long) LONGS.get(buf, p);
      if ((short) w == COMMA_QUOTE) {
        return (int) (w >>> 16);
      }
      if ((byte) w == '}') {
        // The end of a compact record, answered here too: keyHead() is then never reached in a
        // compact document, and C2 leaves its 228 bytes out of the generated read (D305).
        return 0;
      }
    }
    return keyHead();
  }

  /**
   * The four bytes after the opening quote of the next member's name, little-endian, with the bytes
   * after its closing quote zeroed: equal to {@link JsonKey#head()} of the key that is next (when
   * the document writes the name without needless escapes). Consumes a pending comma; 0 at the end
   * of the object.
   */
  public int keyHead() {
    int s = state;
    int p = pos;
    if (s == OBJECT_NEXT && p + 1 < end) {
      // The closing brace and the compact ,"name" inline, so a codec's loop needs no hasNext().
      byte c = buf[p];
      if (c == '}') {
        return 0;
      }
      if (c == ',' && buf[p + 1] == '"') {
        pos = ++p;
        state = s = OBJECT_KEY;
      }
    }
    if (s != OBJECT_KEY) {
      p = memberStart();
      if (p < 0) {
        return 0;
      }
    }
    int q = p + 1;
    if (q + 4 <= end) {
      int w = (int) INTS.get(buf, q);
      int x = w ^ 0x22222222;
      int y = w ^ 0x5C5C5C5C;
      int m = (((x - 0x01010101) & ~x) | ((y - 0x01010101) & ~y)) & 0x80808080;
      if (m == 0) {
        return w;
      }
      int i = Integer.numberOfTrailingZeros(m) >>> 3;
      if (buf[q + i] == '"') {
        return i == 3 ? w : w & ((1 << (8 * (i + 1))) - 1);
      }
    }
    return keyHeadSlow(q);
  }

  /** keyHead() for a name with an escape among its first bytes, or near the end of the input. */
  private int keyHeadSlow(int q) {
    int h = 0;
    for (int i = 0; i < 4 && q + i < end; i++) {
      int b = buf[q + i] & 0xFF;
      h |= b << (8 * i);
      if (b == '"') {
        break;
      }
      if (b == '\\' && i < 3 && q + i + 1 < end) {
        i++;
        h |= (buf[q + i] & 0xFF) << (8 * i);
      }
    }
    return h;
  }

  /** Reads and discards the next value, however deeply nested, checking that it is valid JSON. */
  public void skipValue() {
    int target = depth;
    skipOne();
    // Iterative, so that skipping is bounded by maxDepth and never by the stack.
    while (depth > target) {
      if (isObject(depth - 1)) {
        int p = memberStart();
        if (p < 0) {
          pos++;
          pop();
        } else {
          colon(skipString(p + 1));
          skipOne();
        }
      } else if (hasNext()) {
        skipOne();
      } else {
        pos++;
        pop();
      }
    }
  }

  /** Checks that the top-level value has been read and only whitespace follows it. */
  public void end() {
    if (state != DONE) {
      if (state == TOP) {
        int p = skipWhitespace(pos);
        throw error(p, p >= end ? "the input is empty" : "the JSON value was not read");
      }
      throw error(pos, "the input was not read to the end of its outermost object or array");
    }
    int p = skipWhitespace(pos);
    if (p < end) {
      throw error(p, "unexpected data after the JSON value: " + describe(p));
    }
  }

  /** Where the parser stands, as an index into the byte array (for the tree's errors). */
  int position() {
    return pos;
  }

  /** An error at {@code p}, an index into the byte array as {@link #position()} answers it. */
  JsonException errorAt(int p, String reason) {
    return error(p, reason);
  }

  /**
   * An error at the current position, for codecs that find a well-formed document they cannot
   * accept: {@code throw in.error("missing member 'id'")}.
   */
  public JsonException error(String reason) {
    return error(pos, reason);
  }

  /**
   * Another reader's error at this reader's position, keeping its reason, its refusal and it as the
   * cause: for a codec that read part of the document from a copy, whose positions mean nothing to
   * the caller.
   */
  public JsonException error(JsonException other) {
    JsonException e = InputErrors.at(buf, start, end, pos, other.reason(), other.refused());
    e.initCause(other);
    return e;
  }

  /**
   * An error for values a type refused after they were read, such as a record's compact constructor
   * throwing: {@code throw in.refused("Stay", e)} right after the record's closing brace. The
   * error's {@link JsonException#pointer() pointer} names the record, {@link
   * JsonException#refused()} is true and {@code cause} is kept as its cause.
   */
  public JsonException refused(String type, RuntimeException cause) {
    JsonException e =
        InputErrors.at(
            buf,
            start,
            end,
            pos,
            "invalid " + type + ": " + JsonException.excerpt(String.valueOf(cause.getMessage())),
            true);
    e.initCause(cause);
    return e;
  }

  // ---------------------------------------------------------------------------------------------
  // Values

  /** Reads a string. */
  public String readString() {
    if (valueStart() != '"') {
      throw wrongKind("a string");
    }
    return string(pos + 1);
  }

  /**
   * Reads a member's UUID in one step when it is written as its 36 canonical chars without escapes
   * (as every writer does), from the bytes and without a String (D377); answers null with nothing
   * read otherwise (another layout, an element of an array, escapes, or not a UUID), and the caller
   * then reads the string and parses it, with the error it gives.
   */
  java.util.UUID canonicalUuid() {
    int p = pos;
    if (state == OBJECT_VALUE && end - p >= 39) {
      byte[] b = buf;
      if (b[p] == ' ') {
        p++;
      }
      if (b[p] == '"' && b[p + 37] == '"') {
        java.util.UUID u = Uuids.parse(b, p + 1);
        if (u != null) {
          pos = p + 38;
          state = afterValue;
          return u;
        }
      }
    }
    return null;
  }

  /**
   * Reads a string, or {@code null} for a JSON null: what {@code nextIsNull() ? null :
   * readString()} answers, deciding on the value's first byte once (generated codecs read every
   * String member with it).
   */
  public String readStringOrNull() {
    int c = valueStart();
    if (c == '"') {
      return string(pos + 1);
    }
    if (c == 'n' && isNullAt(pos)) {
      pos += 4;
      return null;
    }
    throw wrongKind("a string or null");
  }

  /** Reads an integer that fits in an int (no fraction or exponent). */
  public int readInt() {
    int b = valueStart();
    long v = shortIntegral(b);
    return v >= 0 ? (int) v : (int) readIntegral(b, true);
  }

  /** Reads an integer that fits in a long (no fraction or exponent). */
  public long readLong() {
    int b = valueStart();
    long v = shortIntegral(b);
    return v >= 0 ? v : readIntegral(b, false);
  }

  /**
   * A non-negative integer of 1 to 7 digits at pos (whose first byte is b) that the next byte ends:
   * read from one word, small enough to inline into generated codecs (readIntegral is not). Answers
   * -1, having read nothing, for anything else (a sign, a leading zero, more digits, a fraction or
   * exponent, the end of the input), which readIntegral then reads or refuses as before.
   */
  private long shortIntegral(int b) {
    int p = pos;
    if (b >= '1' && b <= '9' && p + 8 <= end) {
      long w = (long) LONGS.get(buf, p);
      int n = digitCount(w);
      if (n < 8) {
        int next = (int) (w >>> (8 * n)) & 0xFF;
        if (next != '.' && (next | 0x20) != 'e') {
          pos = p + n;
          return eightDigits((w - ZEROS) << (8 * (8 - n)));
        }
      }
    }
    return -1;
  }

  /** Reads a number as the nearest double (correctly rounded, as {@link Double#parseDouble}). */
  public double readDouble() {
    int b = valueStart();
    int s = pos;
    if (s + 17 <= end) {
      // [-]d.d with 1 to 7 digits on each side (coordinates, prices, ratings): both parts from one
      // word each, then Clinger's one exact division, as DecimalToBinary would round it.
      int i = b == '-' ? s + 1 : s;
      long w = (long) LONGS.get(buf, i);
      int n = digitCount(w);
      if (n > 0 && n < 8 && (n == 1 || (w & 0xFF) != '0') && (w >>> (8 * n) & 0xFF) == '.') {
        long f = (long) LONGS.get(buf, i + n + 1);
        int m = digitCount(f);
        if (m > 0 && m < 8 && ((f >>> (8 * m) & 0xFF) | 0x20) != 'e') {
          long units = eightDigits((w - ZEROS) << (8 * (8 - n)));
          long fraction = eightDigits((f - ZEROS) << (8 * (8 - m)));
          double d = (units * POW10[m] + fraction) / DOUBLE_POW10[m];
          pos = i + n + 1 + m;
          return b == '-' ? -d : d;
        }
      }
    }
    decimal(b, "a number");
    if (!decimalInexact) {
      double d = DecimalToBinary.toDouble(decimalNegative, decimalSignificand, decimalExponent);
      if (d == d && d - d == 0) {
        return d;
      }
    }
    double d = Double.parseDouble(text(s, pos));
    if (Double.isInfinite(d)) {
      throw beyond(s, "a double");
    }
    return d;
  }

  /** Reads a number as the nearest float, rounded once from the decimal digits. */
  public float readFloat() {
    int b = valueStart();
    int s = pos;
    decimal(b, "a number");
    if (!decimalInexact) {
      float f = DecimalToBinary.toFloat(decimalNegative, decimalSignificand, decimalExponent);
      if (f == f && f - f == 0) {
        return f;
      }
    }
    float f = Float.parseFloat(text(s, pos));
    if (Float.isInfinite(f)) {
      throw beyond(s, "a float");
    }
    return f;
  }

  /**
   * Reads a number exactly. A number with more digits than {@link #maxNumberLength(int)} when
   * written out without an exponent ({@code 1e100000}, {@code 1e-100000}) is refused: such a value
   * is cheap to hold, but adding {@code 1} to it builds all those digits.
   */
  public BigDecimal readBigDecimal() {
    int b = valueStart();
    int s = pos;
    decimal(b, "a number");
    if (pos - s <= 18 && pos - s <= maxNumberLength && withoutExponent(s, pos)) {
      // At most 18 digits and no exponent (a price, a balance): the digits are exactly the
      // significand and the digits after the point the scale, as the String constructor would
      // make them, without the String and its parse (D253).
      long v = decimalSignificand;
      return BigDecimal.valueOf(decimalNegative ? -v : v, -decimalExponent);
    }
    String text = text(s, pos);
    BigDecimal d;
    try {
      d = new BigDecimal(text);
    } catch (NumberFormatException e) {
      throw error(
          s, "the number " + JsonException.excerpt(text) + " is out of the range of BigDecimal");
    }
    long digits = DecimalText.plainDigits(d);
    if (digits > maxNumberLength) {
      throw error(s, DecimalText.tooManyDigits(text, digits, maxNumberLength));
    }
    return d;
  }

  /** Whether the number in [from, to), which {@link #decimal} accepted, has no exponent. */
  private boolean withoutExponent(int from, int to) {
    byte[] a = buf;
    for (int i = from; i < to; i++) {
      if ((a[i] | 0x20) == 'e') {
        return false;
      }
    }
    return true;
  }

  /** Reads an integer of any size (no fraction or exponent). */
  public BigInteger readBigInteger() {
    int b = valueStart();
    int s = pos;
    decimal(b, "an integer");
    if (!decimalIntegral) {
      throw error(s, "expected an integer but found " + JsonException.excerpt(text(s, pos)));
    }
    return new BigInteger(text(s, pos));
  }

  /** Reads {@code true} or {@code false}. */
  public boolean readBoolean() {
    int b = valueStart();
    int p = pos;
    if (b == 't' && p + 4 <= end && (int) INTS.get(buf, p) == TRUE) {
      pos = p + 4;
      return true;
    }
    if (b == 'f' && p + 5 <= end && (int) INTS.get(buf, p + 1) == ALSE) {
      pos = p + 5;
      return false;
    }
    throw wrongKind("a boolean");
  }

  /** Reads {@code null}. */
  public void readNull() {
    int b = valueStart();
    int p = pos;
    if (b == 'n' && isNullAt(p)) {
      pos = p + 4;
      return;
    }
    throw wrongKind("null");
  }

  /** Whether the four bytes at {@code p} are the literal {@code null}. */
  private boolean isNullAt(int p) {
    return p + 4 <= end && (int) INTS.get(buf, p) == NULL;
  }

  /** If the next value is {@code null}, reads it and answers true; otherwise reads nothing. */
  public boolean nextIsNull() {
    // Kept small so that generated codecs inline it: a value right after ':' or ',' that is not
    // 'n' (nor whitespace) decides at once.
    int s = state;
    int p = pos;
    if ((s == OBJECT_VALUE || s == ARRAY_VALUE) && p + 1 < end) {
      byte c = buf[p];
      if (c == ' ') {
        c = buf[p + 1]; // ": " as json.dumps and pretty printers write it
      }
      if (c > ' ' && c != 'n') {
        return false;
      }
    }
    return nextIsNullSlow();
  }

  private boolean nextIsNullSlow() {
    int s = state;
    int p = pos;
    if (s == ARRAY_NEXT || s == ARRAY_FIRST) {
      if (!hasNext()) {
        return false;
      }
      s = state;
      p = pos;
    }
    if (s != OBJECT_VALUE && s != ARRAY_VALUE && s != TOP) {
      throw misplaced("nextIsNull()");
    }
    p = skipWhitespace(p);
    pos = p;
    if (isNullAt(p)) {
      pos = p + 4;
      state = afterValue;
      return true;
    }
    return false;
  }

  /**
   * Reads a string and answers the index of the choice with that name, or -1 when none has it.
   * Compares the bytes in place, so no String is made when the document writes the name plainly.
   */
  public int readChoice(JsonKey[] choices) {
    if (valueStart() != '"') {
      throw wrongKind("a string");
    }
    // Enum constants are short: the quoted string compared with each choice's quoted name as two
    // masked words, from two loads. Small, so that C2 inlines it into the generated read and keeps
    // its budget for the members after the enum (D317, D337); every other string (a longer name,
    // escapes, the end of the input near, no match) is read by the scan and compare below.
    int q = pos;
    byte[] b = buf;
    if (end - q >= 16) {
      long w0 = (long) LONGS.get(b, q);
      long w1 = (long) LONGS.get(b, q + 8);
      for (int i = 0; i < choices.length; i++) {
        KeyBytes k = choices[i].bytes();
        long m0 = k.quotedMask0();
        // A mask of 0 marks a quoted name longer than two words, which only the scan can match.
        if (m0 != 0 && (w0 & m0) == k.quotedName0() && (w1 & k.quotedMask1()) == k.quotedName1()) {
          pos = q + k.quoted().length;
          return i;
        }
      }
    }
    return readChoiceSlow(choices);
  }

  private int readChoiceSlow(JsonKey[] choices) {
    int p = pos + 1;
    int q = scanPlain(p);
    if (q < end && buf[q] == '"') {
      pos = q + 1;
      int n = q - p;
      for (int i = 0; i < choices.length; i++) {
        byte[] k = choices[i].bytes().nameBytes();
        if (k.length == n && regionEquals(buf, p, k)) {
          return i;
        }
      }
      return -1;
    }
    String s = decode(p, q);
    for (int i = 0; i < choices.length; i++) {
      if (choices[i].name().equals(s)) {
        return i;
      }
    }
    return -1;
  }

  /** Reads a number and answers its text exactly as written (for the tree). */
  String readNumberText() {
    int b = valueStart();
    int s = pos;
    decimal(b, "a number");
    return text(s, pos);
  }

  // ---------------------------------------------------------------------------------------------
  // The tree's reads (JsonValueCodec, D253): one dispatch on a value's first byte, a member's
  // name and colon in one step, the end of a container with the test for another member. Each
  // takes the common compact form inline and leaves everything else to the general reads, so the
  // tree accepts and refuses exactly what they do, with the same messages.

  /**
   * Moves to the first byte of the next value and answers it, the state becoming the one after the
   * value (as {@link #valueStart()}); -1 where {@link #peek()} finds no value (the end of the
   * input, of an array or of an object).
   */
  int treeValueStart() {
    int p = pos;
    int s = state;
    if ((s == OBJECT_VALUE || s == ARRAY_VALUE) && p + 1 < end) {
      byte c = buf[p];
      if (c == ' ') {
        c = buf[++p];
      }
      if (c > ' ') {
        pos = p;
        state = afterValue;
        return c;
      }
    }
    return switch (peek()) {
      case END_DOCUMENT, END_ARRAY, END_OBJECT -> -1;
      default -> valueStart();
    };
  }

  /** Reads the {@code {} that {@link #treeValueStart()} answered. */
  void treeBeginObject() {
    pos++;
    push(true);
    state = OBJECT_FIRST;
  }

  /** Reads the {@code [} that {@link #treeValueStart()} answered. */
  void treeBeginArray() {
    pos++;
    push(false);
    state = ARRAY_FIRST;
  }

  /** Reads the string whose quote {@link #treeValueStart()} answered. */
  String treeString() {
    return string(pos + 1);
  }

  /**
   * Reads the {@code true} or {@code false} whose first byte b {@link #treeValueStart()} answered.
   */
  boolean treeBoolean(int b) {
    int p = pos;
    if (b == 't' && p + 4 <= end && (int) INTS.get(buf, p) == TRUE) {
      pos = p + 4;
      return true;
    }
    if (b == 'f' && p + 5 <= end && (int) INTS.get(buf, p + 1) == ALSE) {
      pos = p + 5;
      return false;
    }
    throw wrongKind("a boolean");
  }

  /** Reads the {@code null} whose first byte {@link #treeValueStart()} answered. */
  void treeNull() {
    if (!isNullAt(pos)) {
      throw wrongKind("null");
    }
    pos += 4;
  }

  /** The error for a first byte that starts no value, as {@link #peek()} says it. */
  JsonException treeNoValue() {
    return error(pos, "expected a value but found " + describe(pos));
  }

  /**
   * Reads the number whose first byte b {@link #treeValueStart()} answered, for the tree: one of at
   * most 18 digits without an exponent as its long, or its long and the digits after the point (no
   * text is made; D251), any other number as its exact text. An integer of one to seven digits
   * (ids, counts, quantities) is taken from one word as the integer reads take it; every other
   * number is validated by {@link #decimal} first.
   */
  JsonNumber treeNumber(int b) {
    int s = pos;
    byte[] a = buf;
    int p = b == '-' ? s + 1 : s;
    if (p + 8 <= end && a[p] != '0') {
      long w = (long) LONGS.get(a, p);
      int n = digitCount(w);
      if (n > 0 && n < 8) {
        byte c = a[p + n];
        if (c != '.' && c != 'e' && c != 'E' && p + n - s <= maxNumberLength) {
          long v = eightDigits((w - ZEROS) << (8 * (8 - n)));
          pos = p + n;
          return JsonNumber.of(b == '-' ? -v : v);
        }
      }
    }
    decimal(b, "a number");
    int e = pos;
    boolean negative = b == '-';
    int i = p;
    if (e - i <= 19) { // at most 18 digits and a point
      long v = 0;
      int digits = 0;
      int point = -1;
      for (; i < e; i++) {
        byte c = a[i];
        if (c >= '0' && c <= '9') {
          v = v * 10 + (c - '0');
          digits++;
        } else if (c == '.') {
          point = i;
        } else {
          break; // an exponent
        }
      }
      if (i == e && digits <= 18 && !(v == 0 && negative)) { // "-0" and "-0.0" keep their text
        long value = negative ? -v : v;
        return point < 0 ? JsonNumber.of(value) : JsonNumber.decimal(value, e - point - 1);
      }
    }
    return new JsonNumber(text(s, e));
  }

  /**
   * The next member's name, its colon read, or null at the end of the object, whose {@code }} is
   * then read too. Where the name's quote stood is {@link #treeKeyAt}.
   */
  String treeKey() {
    int p = pos;
    int s = state;
    byte[] b = buf;
    int q = -1;
    if (s == OBJECT_NEXT && p + 1 < end) {
      byte c = b[p];
      if (c == ',' && b[p + 1] == '"') {
        q = p + 2;
      } else if (c == '}') {
        pos = p + 1;
        pop();
        return null;
      }
    } else if (s == OBJECT_FIRST && p < end && b[p] == '"') {
      q = p + 1;
    }
    if (q >= 0) {
      int e = scanPlain(q);
      if (e + 1 < end && b[e] == '"' && b[e + 1] == ':') {
        treeKeyAt = q - 1;
        String name = cachedKey(q, e - q);
        pos = e + 2;
        state = OBJECT_VALUE;
        return name;
      }
    }
    if (!hasNext()) {
      endObject();
      return null;
    }
    treeKeyAt = pos; // hasNext() leaves the position at the name's quote
    return readKey();
  }

  /**
   * The next member's name if it is {@code expected}, its colon read; null, with nothing read, when
   * the next bytes are anything else (another name, the end of the object, whitespace), and the
   * caller reads on with {@link #treeKey()}. The name's bytes are compared as two words with w0 and
   * w1, which {@link #nameWords} made from {@code expected}. For the tree's objects of one shape,
   * which expect the name that the object before had in the same place (D303): no scan for the
   * name's end and no look-up in the name cache.
   */
  String treeKeyIs(String expected, long w0, long w1) {
    int n = (int) (w1 >>> 56); // 0 to 15, or 255 for a name that has no words
    int p = pos;
    byte[] b = buf;
    int q;
    int s = state;
    // Room for the two words, the quote and the colon after a name of 15 bytes.
    if (n > KEY_WORDS_MAX_LENGTH) {
      return null;
    } else if (s == OBJECT_NEXT && p + 19 <= end && b[p] == ',' && b[p + 1] == '"') {
      q = p + 2;
    } else if (s == OBJECT_FIRST && p + 18 <= end && b[p] == '"') {
      q = p + 1;
    } else {
      return null;
    }
    long x0 = (long) LONGS.get(b, q);
    long x1 = (long) LONGS.get(b, q + 8);
    if (n < 8) {
      x0 &= (1L << (8 * n)) - 1;
      x1 = (long) n << 56;
    } else {
      x1 = (x1 & (1L << (8 * (n - 8))) - 1) | (long) n << 56;
    }
    int e = q + n;
    if (x0 != w0 || x1 != w1 || b[e] != '"' || b[e + 1] != ':') {
      return null;
    }
    treeKeyAt = q - 1;
    pos = e + 2;
    state = OBJECT_VALUE;
    return expected;
  }

  /**
   * {@link #treeKeyIs} for a member after an object's first, where the compact form is {@code
   * ,"name":}: for a name of at most 12 bytes those bytes are compared as two words under their
   * masks, which {@link #memberWords} made, where {@code treeKeyIs} tested the comma, the quotes
   * and the colon one byte each and masked the name's words by its length (D360). Anything else
   * goes to {@code treeKeyIs}, and either way the answer is the same: the name when the next bytes
   * are exactly that form, null with nothing read otherwise.
   */
  String treeMemberIs(String expected, long w0, long w1, long c0, long c1, long m0, long m1) {
    int p = pos;
    if (m0 != 0 && state == OBJECT_NEXT && p + 16 <= end) {
      byte[] b = buf;
      if (((long) LONGS.get(b, p) & m0) != c0 || ((long) LONGS.get(b, p + 8) & m1) != c1) {
        return null;
      }
      treeKeyAt = p + 1;
      pos = p + 4 + (int) (w1 >>> 56);
      state = OBJECT_VALUE;
      return expected;
    }
    return treeKeyIs(expected, w0, w1);
  }

  /**
   * From the two words {@link #nameWords} stored at {@code at}, the words of {@code ,"name":} and
   * their masks, little-endian, at the next four places; four zeros for a name of more than 12
   * bytes or one that has no words, which {@link #treeMemberIs} leaves to {@link #treeKeyIs}.
   */
  static void memberWords(long[] words, int at) {
    long w0 = words[at];
    long w1 = words[at + 1];
    int n = (int) (w1 >>> 56); // 255 for a name that has no words
    long c0 = 0;
    long c1 = 0;
    long m0 = 0;
    long m1 = 0;
    if (n <= 12) {
      byte[] form = new byte[16];
      form[0] = ',';
      form[1] = '"';
      for (int i = 0; i < n; i++) {
        form[2 + i] = (byte) (i < 8 ? w0 >>> (8 * i) : w1 >>> (8 * (i - 8)));
      }
      form[n + 2] = '"';
      form[n + 3] = ':';
      int length = n + 4; // 4 to 16
      m0 = length >= 8 ? -1L : (1L << (8 * length)) - 1;
      m1 = length <= 8 ? 0 : length == 16 ? -1L : (1L << (8 * (length - 8))) - 1;
      c0 = (long) LONGS.get(form, 0) & m0;
      c1 = (long) LONGS.get(form, 8) & m1;
    }
    words[at + 2] = c0;
    words[at + 3] = c1;
    words[at + 4] = m0;
    words[at + 5] = m1;
  }

  /**
   * The words that {@link #treeKeyIs} compares a name's bytes with: its first eight bytes and the
   * rest, little-endian, its length in the top byte of the second; for a name that JSON writes
   * otherwise than as its chars (a quote, a backslash, a control char or one past ASCII) or that is
   * longer than 15 bytes, a second word that no name matches. Stored in {@code words} at {@code at}
   * and the next place.
   */
  static void nameWords(String name, long[] words, int at) {
    int n = name.length();
    long w0 = 0;
    long w1 = 0;
    if (n > KEY_WORDS_MAX_LENGTH) {
      w1 = -1;
    }
    for (int i = 0; i < n && w1 != -1; i++) {
      char c = name.charAt(i);
      if (c < 0x20 || c > 0x7E || c == '"' || c == '\\') {
        w1 = -1;
      } else if (i < 8) {
        w0 |= (long) c << (8 * i);
      } else {
        w1 |= (long) c << (8 * (i - 8));
      }
    }
    words[at] = w0;
    words[at + 1] = w1 == -1 ? -1 : w1 | (long) n << 56;
  }

  /**
   * True when another element follows (its comma read); false at the end of the array, whose {@code
   * ]} is then read too.
   */
  boolean treeNextElement() {
    int p = pos;
    if (state == ARRAY_NEXT && p < end && buf[p] == ']') {
      pos = p + 1;
      pop();
      return false;
    }
    if (hasNext()) {
      return true;
    }
    endArray();
    return false;
  }

  // ---------------------------------------------------------------------------------------------
  // State

  /**
   * Moves to the first byte of the next value (consuming a pending comma in an array) and answers
   * it; the state becomes the one after that value.
   */
  private int valueStart() {
    int p = pos;
    int s = state;
    if ((s == OBJECT_VALUE || s == ARRAY_VALUE) && p + 1 < end) {
      // Right after ':' or ',' and at most one space: the common case, small enough to inline.
      byte c = buf[p];
      if (c == ' ') {
        c = buf[++p];
      }
      if (c > ' ') {
        pos = p;
        state = afterValue;
        return c;
      }
    }
    return valueStartSlow();
  }

  private int valueStartSlow() {
    int p = pos;
    byte[] b = buf;
    switch (state) {
      case OBJECT_VALUE, ARRAY_VALUE, ARRAY_FIRST, TOP -> {}
      case ARRAY_NEXT -> {
        p = skipWhitespace(p);
        if (p < end && b[p] == ']') {
          throw error(p, "expected another element but the array ends here");
        }
        if (p >= end || b[p] != ',') {
          throw error(p, "expected ',' and a value but found " + describe(p));
        }
        int c = p;
        p = skipWhitespace(p + 1);
        if (p < end && b[p] == ']') {
          throw error(c, "trailing comma before ']'");
        }
      }
      default -> throw misplaced("reading a value");
    }
    if (p < end && b[p] <= ' ') {
      p = skipWhitespace(p);
    }
    if (p >= end) {
      throw error(
          p, state == TOP ? "the input is empty" : "unexpected end of the input, expected a value");
    }
    pos = p;
    state = afterValue;
    return b[p];
  }

  /**
   * Moves to the opening quote of the next member's name, consuming a pending comma, and answers
   * its position; or answers -1 at the closing brace, which stays unread.
   */
  private int memberStart() {
    int p = pos;
    int s = state;
    byte[] b = buf;
    if (s == OBJECT_NEXT) {
      p = skipWhitespace(p);
      if (p >= end) {
        throw error(p, "unexpected end of the input, expected ',' or '}'");
      }
      if (b[p] == '}') {
        pos = p;
        return -1;
      }
      if (b[p] != ',') {
        throw error(p, "expected ',' or '}' but found " + describe(p));
      }
      int c = p;
      p = skipWhitespace(p + 1);
      if (p < end && b[p] == '}') {
        throw error(c, "trailing comma before '}'");
      }
      learnIndent(c + 1, p);
    } else if (s == OBJECT_FIRST) {
      int c = p;
      p = skipWhitespace(p);
      if (p < end && b[p] == '}') {
        pos = p;
        return -1;
      }
      learnIndent(c, p);
    } else if (s != OBJECT_KEY) {
      throw misplaced("reading a member name");
    }
    if (p >= end) {
      throw error(p, "unexpected end of the input, expected a member name");
    }
    if (b[p] != '"') {
      throw error(p, "expected a member name in double quotes but found " + describe(p));
    }
    pos = p;
    state = OBJECT_KEY;
    return p;
  }

  /**
   * Remembers the whitespace in [from, to) before a member name, when it is 1 to 16 bytes: a line
   * break and up to 15 spaces is seven levels of a two-space pretty printer (D253).
   */
  private void learnIndent(int from, int to) {
    int n = to - from;
    if (n > 0 && n <= 16 && from + 16 <= end && to < end && buf[to] == '"') {
      long mask = n >= 8 ? -1L : (1L << (8 * n)) - 1;
      indentWord = (long) LONGS.get(buf, from) & mask;
      indentMask = mask;
      long mask1 = n <= 8 ? 0 : n == 16 ? -1L : (1L << (8 * (n - 8))) - 1;
      indentWord1 = (long) LONGS.get(buf, from + 8) & mask1;
      indentMask1 = mask1;
      indentLength = n;
    }
  }

  /** Reads the ':' after a member name (at or after p). */
  private void colon(int p) {
    if (p >= end || buf[p] != ':') {
      p = skipWhitespace(p);
      if (p >= end || buf[p] != ':') {
        throw error(p, "expected ':' after the member name but found " + describe(p));
      }
    }
    pos = p + 1;
    state = OBJECT_VALUE;
  }

  private void push(boolean object) {
    int d = depth;
    if (d >= maxDepth) {
      throw error(pos - 1, "objects and arrays nest deeper than " + maxDepth + " levels");
    }
    if (d < 64) {
      objects = object ? objects | 1L << d : objects & ~(1L << d);
    } else {
      int i = (d - 64) >>> 6;
      if (deepObjects == null || i >= deepObjects.length) {
        deepObjects = Arrays.copyOf(deepObjects == null ? new long[0] : deepObjects, i + 8);
      }
      long bit = 1L << (d & 63);
      deepObjects[i] = object ? deepObjects[i] | bit : deepObjects[i] & ~bit;
    }
    depth = d + 1;
    afterValue = object ? OBJECT_NEXT : ARRAY_NEXT;
  }

  private void pop() {
    int d = --depth;
    afterValue = d == 0 ? DONE : isObject(d - 1) ? OBJECT_NEXT : ARRAY_NEXT;
    state = afterValue;
  }

  private boolean isObject(int d) {
    if (d < 64) {
      return (objects & 1L << d) != 0;
    }
    return (deepObjects[(d - 64) >>> 6] & 1L << (d & 63)) != 0;
  }

  private void skipOne() {
    int b = valueStart();
    int p = pos;
    switch (b) {
      case '{' -> {
        pos = p + 1;
        push(true);
        state = OBJECT_FIRST;
      }
      case '[' -> {
        pos = p + 1;
        push(false);
        state = ARRAY_FIRST;
      }
      case '"' -> pos = skipString(p + 1);
      case 't' -> pos = literal(p, TRUE, 4);
      case 'f' -> pos = literal(p + 1, ALSE, 5);
      case 'n' -> pos = literal(p, NULL, 4);
      default -> decimal(b, "a value");
    }
  }

  /** The position after the four literal bytes at p, or an error when they are something else. */
  private int literal(int p, int bytes, int length) {
    if (p + 4 <= end && (int) INTS.get(buf, p) == bytes) {
      return p + 4;
    }
    int s = p + 4 - length;
    throw error(s, "expected a value but found " + describe(s));
  }

  private int skipWhitespace(int p) {
    // Pretty printers indent with runs of spaces (citm_catalog.json's deepest members by 28 after
    // the line break), so a space starts a word-sized step: the word's leading spaces, all eight
    // when it holds nothing else (D336). Other whitespace goes byte by byte.
    byte[] b = buf;
    int e = end;
    while (p < e) {
      byte c = b[p];
      if (c == ' ' && e - p >= 8) {
        long w = (long) LONGS.get(b, p) ^ SPACES;
        p += w == 0 ? 8 : Long.numberOfTrailingZeros(w) >>> 3;
      } else if (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
        p++;
      } else {
        break;
      }
    }
    return p;
  }

  // ---------------------------------------------------------------------------------------------
  // Strings

  /** Reads a string value whose content starts at p (after the quote). */
  private String string(int p) {
    byte[] b = buf;
    if (p < end) {
      byte c = b[p];
      if (c == '"') {
        pos = p + 1;
        return "";
      }
      if (p + 1 < end && b[p + 1] == '"' && c >= 0x20 && c != '\\') {
        pos = p + 2;
        return ONE_CHAR[c];
      }
    }
    int q = scanPlain(p);
    if (q < end) {
      byte c = b[q];
      if (c == '"') {
        pos = q + 1;
        return latin1String(b, p, q - p);
      }
      if (c < 0) {
        String s = wellFormedUtf8(p, q);
        if (s != null) {
          return s;
        }
      } else if (c == '\\') {
        return decodeLatin1(p, q);
      }
    }
    return decode(p, q);
  }

  /**
   * Reads a string with bytes past ASCII and no escapes through the JDK's UTF-8 decoder, which is
   * faster than decoding here character by character (long Korean text: see docs/decisions.md). The
   * JDK turns ill-formed UTF-8 into U+FFFD instead of refusing it, so a result holding U+FFFD
   * answers null and {@link #decode} reads the string again, strictly, to refuse it (or to accept a
   * U+FFFD the document really holds). Null also for escapes, control characters and the end.
   */
  private String wellFormedUtf8(int from, int q) {
    int e = scanToQuote(q);
    if (e < end && buf[e] == '"') {
      String s = new String(buf, from, e - from, StandardCharsets.UTF_8);
      if (s.indexOf('\uFFFD') < 0) {
        pos = e + 1;
        return s;
      }
    }
    return null;
  }

  /**
   * The position of the first quote, backslash or control character from p (or the end), eight
   * bytes at a time; bytes past ASCII are passed over.
   */
  private int scanToQuote(int p) {
    byte[] b = buf;
    int e = end;
    while (p + 8 <= e) {
      long w = (long) LONGS.get(b, p);
      long q = w ^ 0x2222222222222222L;
      long s = w ^ 0x5C5C5C5C5C5C5C5CL;
      // As in PlainAscii.notPlain, with bytes of 0x80 or more masked out by ~w: none of them
      // borrows, so they set no flag in a byte above either.
      long m = ((q - ONES) | (s - ONES) | (w - 0x2020202020202020L)) & ~w & HIGHS;
      if (m != 0) {
        return p + (Long.numberOfTrailingZeros(m) >>> 3);
      }
      p += 8;
    }
    while (p < e) {
      byte c = b[p];
      if (c == '"' || c == '\\' || (c >= 0 && c < 0x20)) {
        return p;
      }
      p++;
    }
    return p;
  }

  /** Reads a member name whose content starts at p, answering one String per distinct name. */
  private String key(int p) {
    int q = scanPlain(p);
    if (q < end && buf[q] == '"') {
      pos = q + 1;
      return cachedKey(p, q - p);
    }
    return decode(p, q);
  }

  private static int keySlot(byte[] b, int p, int n) {
    int h = ((b[p] * 31 + b[p + n - 1]) * 31 + b[p + (n >> 1)]) * 31 + n;
    return (h * 0x9E3779B9) >>> 26;
  }

  /**
   * The slot of a name of at most {@link #KEY_WORDS_MAX_LENGTH} bytes held as two words, the second
   * carrying the length in its top byte (so it is never 0: the mark of a slot filled by bytes).
   */
  private static int wordSlot(long w0, long w1) {
    return (int) (((w0 * 0x9E3779B97F4A7C15L) ^ w1) * 0x9E3779B97F4A7C15L >>> 58);
  }

  private String cachedKey(int p, int n) {
    byte[] b = buf;
    if (n == 0) {
      return "";
    }
    if (n > KEY_CACHE_MAX_LENGTH) {
      return latin1String(b, p, n);
    }
    String[] strings = keyStrings;
    if (strings == null) {
      // The cache is about 1.6 KB: a document of one name ({"message":...}) does without it.
      // The first name waits in firstKey, and goes into the cache when a second name comes.
      String first = firstKey;
      if (first == null) {
        return firstKey = latin1String(b, p, n);
      }
      strings = keyStrings = new String[KEY_CACHE_SIZE];
      keyBytes = new byte[KEY_CACHE_SIZE][];
      keyWords = new long[2 * KEY_CACHE_SIZE];
      byte[] firstBytes = first.getBytes(StandardCharsets.ISO_8859_1);
      remember(first, firstBytes, 0, firstBytes.length);
    }
    if (n <= KEY_WORDS_MAX_LENGTH) {
      // Most names: two masked words and the length, compared with two longs of the slot (D255).
      long w0;
      long w1;
      if (p + 16 <= end) {
        w0 = (long) LONGS.get(b, p);
        w1 = (long) LONGS.get(b, p + 8);
      } else {
        w0 = littleEndian(b, p, Math.min(n, 8));
        w1 = n > 8 ? littleEndian(b, p + 8, n - 8) : 0;
      }
      if (n < 8) {
        w0 &= (1L << (8 * n)) - 1;
        w1 = (long) n << 56;
      } else {
        w1 = (w1 & (1L << (8 * (n - 8))) - 1) | (long) n << 56;
      }
      int h = wordSlot(w0, w1);
      long[] words = keyWords;
      if (words[2 * h] == w0 && words[2 * h + 1] == w1) {
        return strings[h];
      }
      String s = latin1String(b, p, n);
      words[2 * h] = w0;
      words[2 * h + 1] = w1;
      keyBytes[h] = null;
      strings[h] = s;
      return s;
    }
    int h = keySlot(b, p, n);
    byte[] k = keyBytes[h];
    if (k != null && k.length == n && regionEquals(b, p, k)) {
      return strings[h];
    }
    String s = latin1String(b, p, n);
    remember(s, Arrays.copyOfRange(b, p, p + n), 0, n);
    return s;
  }

  /** The {@code count} (at most 8) bytes at {@code from} as a little-endian word. */
  private static long littleEndian(byte[] b, int from, int count) {
    long w = 0;
    for (int i = count - 1; i >= 0; i--) {
      w = w << 8 | (b[from + i] & 0xFF);
    }
    return w;
  }

  /**
   * Puts a name into the cache by its bytes (the first name, and names too long for words): in its
   * word slot when it is short enough, so that the word compare finds it, else in its byte slot,
   * whose words it clears.
   */
  private void remember(String s, byte[] bytes, int from, int n) {
    if (n <= KEY_WORDS_MAX_LENGTH) {
      long w0 = littleEndian(bytes, from, Math.min(n, 8));
      long w1 = (n > 8 ? littleEndian(bytes, from + 8, n - 8) : 0) | (long) n << 56;
      int h = wordSlot(w0, w1);
      keyWords[2 * h] = w0;
      keyWords[2 * h + 1] = w1;
      keyBytes[h] = null;
      keyStrings[h] = s;
      return;
    }
    int h = keySlot(bytes, from, n);
    keyBytes[h] = bytes;
    keyWords[2 * h] = 0;
    keyWords[2 * h + 1] = 0;
    keyStrings[h] = s;
  }

  /**
   * The position of the first byte from p that is a quote, a backslash, a control character or not
   * ASCII (or the end), sixteen bytes at a time, then eight, then one.
   */
  private int scanPlain(int p) {
    byte[] b = buf;
    int e = end;
    while (p + 16 <= e) {
      // Two words a step for long text: one branch per sixteen bytes.
      long m0 = PlainAscii.notPlain((long) LONGS.get(b, p));
      long m1 = PlainAscii.notPlain((long) LONGS.get(b, p + 8));
      if ((m0 | m1) != 0) {
        return m0 != 0
            ? p + (Long.numberOfTrailingZeros(m0) >>> 3)
            : p + 8 + (Long.numberOfTrailingZeros(m1) >>> 3);
      }
      p += 16;
    }
    while (p + 8 <= e) {
      long m = PlainAscii.notPlain((long) LONGS.get(b, p));
      if (m != 0) {
        return p + (Long.numberOfTrailingZeros(m) >>> 3);
      }
      p += 8;
    }
    while (p < e) {
      byte c = b[p];
      if (c == '"' || c == '\\' || c < 0x20) {
        return p;
      }
      p++;
    }
    return p;
  }

  /**
   * Decodes a string with escapes whose chars all stay below U+0100 (ASCII text with quotes,
   * backslashes or newlines escaped) into bytes, for a Latin-1 String the JDK copies once: no
   * widening of its plain runs to chars and no compressing back. Bytes [from, q) are plain ASCII
   * and q is a backslash. At a byte past ASCII or an escape past U+00FF it starts again with {@link
   * #decode}, which handles every string.
   */
  private String decodeLatin1(int from, int q) {
    byte[] b = buf;
    byte[] out = latin1;
    int need = q - from + 16;
    if (out == null || out.length < need) {
      out = latin1 = new byte[Math.max(need, out == null ? 64 : out.length * 2)];
    }
    int n = q - from;
    System.arraycopy(b, from, out, 0, n);
    int p = q;
    while (true) {
      if (p >= end) {
        throw error(p, "the input ends inside a string");
      }
      int c = b[p];
      if (c == '"') {
        pos = p + 1;
        return n == 1 && out[0] >= 0 ? ONE_CHAR[out[0]] : latin1String(out, 0, n);
      } else if (c == '\\') {
        long r = escape(p);
        int cp = (int) (r >>> 32);
        if (cp > 0xFF) {
          return decode(from, q);
        }
        if (n + 1 > out.length) {
          out = latin1 = Arrays.copyOf(out, out.length * 2);
        }
        out[n++] = (byte) cp;
        p = (int) r;
      } else if (c < 0) {
        return decode(from, q);
      } else if (c < 0x20) {
        throw controlCharacter(p);
      } else {
        int run = scanPlain(p);
        if (n + (run - p) > out.length) {
          out = latin1 = Arrays.copyOf(out, Math.max(out.length * 2, n + (run - p)));
        }
        System.arraycopy(b, p, out, n, run - p);
        n += run - p;
        p = run;
      }
    }
  }

  /**
   * Decodes and validates a string in one pass; bytes [from, q) are plain ASCII and are widened
   * without checks.
   */
  private String decode(int from, int q) {
    byte[] b = buf;
    char[] out = chars;
    int need = q - from + 16;
    if (out == null || out.length < need) {
      out = chars = new char[Math.max(need, out == null ? 64 : out.length * 2)];
    }
    int n = 0;
    for (int i = from; i < q; i++) {
      out[n++] = (char) b[i];
    }
    int p = q;
    while (true) {
      if (p >= end) {
        throw error(p, "the input ends inside a string");
      }
      if (n + 2 > out.length) {
        out = chars = Arrays.copyOf(out, out.length * 2);
      }
      int c = b[p];
      long r;
      if (c < 0) {
        // Runs of multi-byte characters (Korean, Japanese) go round this branch only.
        r = utf8(p);
      } else if (c == '"') {
        pos = p + 1;
        if (n == 1 && out[0] < 128) {
          return ONE_CHAR[out[0]];
        }
        return new String(out, 0, n);
      } else if (c == '\\') {
        r = escape(p);
      } else if (c < 0x20) {
        throw controlCharacter(p);
      } else {
        // A plain ASCII run: find its end a word at a time, then widen it.
        int run = scanPlain(p);
        if (n + (run - p) + 2 > out.length) {
          out = chars = Arrays.copyOf(out, Math.max(out.length * 2, n + (run - p) + 2));
        }
        for (; p < run; p++) {
          out[n++] = (char) b[p];
        }
        continue;
      }
      int cp = (int) (r >>> 32);
      p = (int) r;
      if (cp >= 0x10000) {
        out[n++] = Character.highSurrogate(cp);
        out[n++] = Character.lowSurrogate(cp);
      } else {
        out[n++] = (char) cp;
      }
    }
  }

  /** Validates a string whose content starts at p and answers the position after it. */
  private int skipString(int p) {
    while (true) {
      int q = scanPlain(p);
      if (q >= end) {
        throw error(q, "the input ends inside a string");
      }
      int c = buf[q];
      if (c == '"') {
        return q + 1;
      }
      if (c == '\\') {
        p = (int) escape(q);
      } else if (c < 0) {
        p = (int) utf8(q);
      } else {
        throw controlCharacter(q);
      }
    }
  }

  /**
   * Reads the escape at p (a backslash): the code point in the high half, the next position low.
   */
  private long escape(int p) {
    if (p + 1 >= end) {
      throw error(p, "the input ends inside an escape");
    }
    int c;
    switch (buf[p + 1]) {
      case '"' -> c = '"';
      case '\\' -> c = '\\';
      case '/' -> c = '/';
      case 'b' -> c = '\b';
      case 'f' -> c = '\f';
      case 'n' -> c = '\n';
      case 'r' -> c = '\r';
      case 't' -> c = '\t';
      case 'u' -> {
        int u = hex4(p);
        if (u >= 0xD800 && u <= 0xDBFF) {
          if (p + 8 <= end && buf[p + 6] == '\\' && buf[p + 7] == 'u') {
            int low = hex4(p + 6);
            if (low >= 0xDC00 && low <= 0xDFFF) {
              return pack(Character.toCodePoint((char) u, (char) low), p + 12);
            }
          }
          throw error(
              p,
              "the escape \\u"
                  + InputErrors.hex(u)
                  + " is a lone high surrogate; it must be followed by an escaped low surrogate"
                  + " (\\uDC00 to \\uDFFF)");
        }
        if (u >= 0xDC00 && u <= 0xDFFF) {
          throw error(
              p,
              "the escape \\u"
                  + InputErrors.hex(u)
                  + " is a lone low surrogate; it must follow an escaped high surrogate");
        }
        return pack(u, p + 6);
      }
      default ->
          throw error(
              p,
              "invalid escape "
                  + InputErrors.escapeText(buf[p + 1])
                  + " (JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u followed by four hex"
                  + " digits)");
    }
    return pack(c, p + 2);
  }

  /** The four hex digits of the \\u escape at p. */
  private int hex4(int p) {
    int v = 0;
    for (int i = p + 2; i < p + 6; i++) {
      if (i >= end) {
        throw error(p, "the input ends inside a \\u escape");
      }
      int c = buf[i];
      int d;
      if (c >= '0' && c <= '9') {
        d = c - '0';
      } else if (c >= 'a' && c <= 'f') {
        d = c - 'a' + 10;
      } else if (c >= 'A' && c <= 'F') {
        d = c - 'A' + 10;
      } else {
        throw error(i, "a \\u escape needs four hex digits but found " + describe(i));
      }
      v = v << 4 | d;
    }
    return v;
  }

  /**
   * Decodes the UTF-8 sequence at p (a byte of 0x80 or more): the code point in the high half, the
   * next position low. Every ill-formed sequence (Unicode table 3-7) is refused.
   */
  private long utf8(int p) {
    byte[] a = buf;
    int b0 = a[p] & 0xFF;
    if (b0 >= 0xE0) {
      if (b0 < 0xF0) {
        if (p + 2 < end) {
          int b1 = a[p + 1];
          int b2 = a[p + 2];
          int cp = (b0 & 0x0F) << 12 | (b1 & 0x3F) << 6 | (b2 & 0x3F);
          // Continuations are 10xxxxxx; below U+0800 is overlong; U+D800-DFFF are surrogates.
          if (((b1 & 0xC0) | (b2 & 0xC0) << 8) == 0x8080
              && cp >= 0x800
              && (cp & 0xF800) != 0xD800) {
            return pack(cp, p + 3);
          }
        }
      } else if (b0 < 0xF5 && p + 3 < end) {
        int b1 = a[p + 1];
        int b2 = a[p + 2];
        int b3 = a[p + 3];
        int cp = (b0 & 0x07) << 18 | (b1 & 0x3F) << 12 | (b2 & 0x3F) << 6 | (b3 & 0x3F);
        if (((b1 & 0xC0) | (b2 & 0xC0) << 8 | (b3 & 0xC0) << 16) == 0x808080
            && cp >= 0x10000
            && cp <= 0x10FFFF) {
          return pack(cp, p + 4);
        }
      }
    } else if (b0 >= 0xC2 && p + 1 < end) {
      int b1 = a[p + 1];
      if ((b1 & 0xC0) == 0x80) {
        return pack((b0 & 0x1F) << 6 | (b1 & 0x3F), p + 2);
      }
    }
    throw utf8Error(p);
  }

  /** Says what is wrong with the ill-formed UTF-8 sequence at p. */
  private JsonException utf8Error(int p) {
    return error(p, InputErrors.utf8(buf, p, end));
  }

  private static long pack(int codePoint, int next) {
    return (long) codePoint << 32 | next;
  }

  private JsonException controlCharacter(int p) {
    int c = buf[p];
    return error(
        p,
        "unescaped control character U+"
            + InputErrors.hex(c)
            + " in a string (write it as \\u"
            + InputErrors.hex(c).toLowerCase(java.util.Locale.ROOT)
            + ")");
  }

  /** Compares the bytes at p with all of k (the caller checked that they fit). */
  private static boolean regionEquals(byte[] a, int p, byte[] k) {
    int n = k.length;
    if (n >= 8) {
      int i = 0;
      for (; i < n - 8; i += 8) {
        if ((long) LONGS.get(a, p + i) != (long) LONGS.get(k, i)) {
          return false;
        }
      }
      return (long) LONGS.get(a, p + n - 8) == (long) LONGS.get(k, n - 8);
    }
    if (n >= 4) {
      return (int) INTS.get(a, p) == (int) INTS.get(k, 0)
          && (int) INTS.get(a, p + n - 4) == (int) INTS.get(k, n - 4);
    }
    for (int i = 0; i < n; i++) {
      if (a[p + i] != k[i]) {
        return false;
      }
    }
    return true;
  }

  // ---------------------------------------------------------------------------------------------
  // Numbers

  /** Reads an integer that fits in an int or a long; never wraps. */
  private long readIntegral(int b, boolean asInt) {
    String kind = "an integer";
    byte[] a = buf;
    int s = pos;
    int p = s;
    boolean negative = b == '-';
    if (negative) {
      p++;
    } else if (b < '0' || b > '9') {
      throw wrongKind(kind);
    }
    int first = p;
    long v = 0;
    if (p + 8 <= end) {
      // Up to eight digits from one word, and eight more from the next.
      long w = (long) LONGS.get(a, p);
      int n = digitCount(w);
      if (n == 8) {
        v = eightDigits(w - ZEROS);
        p += 8;
        if (p + 8 <= end) {
          w = (long) LONGS.get(a, p);
          n = digitCount(w);
          if (n == 8) {
            v = v * 100_000_000L + eightDigits(w - ZEROS);
            p += 8;
          } else if (n > 0) {
            v = v * POW10[n] + eightDigits((w - ZEROS) << (8 * (8 - n)));
            p += n;
          }
        }
      } else if (n > 0) {
        v = eightDigits((w - ZEROS) << (8 * (8 - n)));
        p += n;
      }
    }
    while (p < end) {
      int d = a[p] - '0';
      if (d < 0 || d > 9) {
        break;
      }
      v = v * 10 + d;
      p++;
    }
    int digits = p - first;
    if (digits == 0) {
      throw error(p, "expected a digit after '-' but found " + describe(p));
    }
    if (digits > 1 && a[first] == '0') {
      throw error(first, "leading zeros are not allowed in a number");
    }
    if (p < end && (a[p] == '.' || a[p] == 'e' || a[p] == 'E')) {
      decimal(b, kind); // from s: validates the whole number so the message can show it
      throw error(
          s,
          "expected "
              + kind
              + " but found "
              + JsonException.excerpt(text(s, pos))
              + ", which is not an integer");
    }
    if (digits >= 19
        && (digits > 19
            || Long.compareUnsigned(v, negative ? Long.MIN_VALUE : Long.MAX_VALUE) > 0)) {
      throw error(
          s, "the integer " + JsonException.excerpt(text(s, p)) + " does not fit in a long");
    }
    long r = negative ? -v : v;
    if (asInt && (int) r != r) {
      throw error(s, "the integer " + text(s, p) + " does not fit in an int");
    }
    pos = p;
    return r;
  }

  /** The number of leading (lowest-addressed) bytes of w that are ASCII digits. */
  private static int digitCount(long w) {
    // A byte is a digit when its high nibble is 3 and its low nibble plus 6 does not reach 16.
    long m =
        ((w & 0xF0F0F0F0F0F0F0F0L) ^ ZEROS)
            | (((w & 0x0F0F0F0F0F0F0F0FL) + 0x0606060606060606L) & 0xF0F0F0F0F0F0F0F0L);
    return m == 0 ? 8 : Long.numberOfTrailingZeros(m) >>> 3;
  }

  /**
   * The value of eight digit values (0-9) in the bytes of d, the first (most significant) in the
   * lowest byte: pairs, then quads, then the whole, one multiplication each.
   */
  private static long eightDigits(long d) {
    d = (d * (1 + (10L << 8)) >>> 8) & 0x00FF00FF00FF00FFL;
    d = (d * (1 + (100L << 16)) >>> 16) & 0x0000FFFF0000FFFFL;
    return d * (1 + (10_000L << 32)) >>> 32;
  }

  /**
   * Parses and validates the number at pos (whose first byte is b), leaving pos after it and its
   * value in the decimal* fields.
   */
  private void decimal(int b, String kind) {
    byte[] a = buf;
    int p = pos;
    boolean negative = b == '-';
    if (negative) {
      p++;
    } else if (b < '0' || b > '9') {
      throw wrongKind(kind);
    }
    long significand = 0;
    int digits = 0;
    int exponent = 0;
    boolean inexact = false;
    boolean integral = true;
    int c = p < end ? a[p] : -1;
    if (c == '0') {
      p++;
      if (p < end && a[p] >= '0' && a[p] <= '9') {
        throw error(p - 1, "leading zeros are not allowed in a number");
      }
    } else if (c >= '1' && c <= '9') {
      do {
        if (digits < 19) {
          significand = significand * 10 + (c - '0');
          digits++;
        } else {
          exponent++;
          inexact |= c != '0';
        }
        p++;
      } while (p < end && (c = a[p]) >= '0' && c <= '9');
    } else {
      throw error(p, "expected a digit after '-' but found " + describe(p));
    }
    if (p < end && a[p] == '.') {
      integral = false;
      p++;
      if (p >= end || a[p] < '0' || a[p] > '9') {
        throw error(p, "expected a digit after the decimal point but found " + describe(p));
      }
      do {
        c = a[p];
        if (digits < 19) {
          significand = significand * 10 + (c - '0');
          if (significand != 0) {
            digits++;
          }
          exponent--;
        } else {
          inexact |= c != '0';
        }
        p++;
      } while (p < end && a[p] >= '0' && a[p] <= '9');
    }
    if (p < end && (a[p] == 'e' || a[p] == 'E')) {
      integral = false;
      p++;
      boolean negativeExponent = false;
      if (p < end && (a[p] == '-' || a[p] == '+')) {
        negativeExponent = a[p] == '-';
        p++;
      }
      if (p >= end || a[p] < '0' || a[p] > '9') {
        throw error(p, "expected a digit in the exponent but found " + describe(p));
      }
      int x = 0;
      do {
        if (x < 100_000_000) {
          x = x * 10 + (a[p] - '0');
        }
        p++;
      } while (p < end && a[p] >= '0' && a[p] <= '9');
      exponent += negativeExponent ? -x : x;
    }
    if (p - pos > maxNumberLength) {
      throw error(
          pos,
          "a number of "
              + (p - pos)
              + " characters is longer than the limit of "
              + maxNumberLength);
    }
    pos = p;
    decimalSignificand = significand;
    decimalExponent = exponent;
    decimalNegative = negative;
    decimalInexact = inexact;
    decimalIntegral = integral;
  }

  /**
   * The String of the Latin-1 bytes {@code b[from, from + n)}. The deprecated constructor with a
   * high byte of zero is one array copy, as decoding ISO-8859-1 is, and small enough for C2 to
   * inline; the Charset constructor it replaces is 852 bytes of bytecode in JDK 25 and was a call
   * for every string read (docs/decisions.md, D110).
   */
  @SuppressWarnings("deprecation")
  private static String latin1String(byte[] b, int from, int n) {
    return new String(b, 0, from, n);
  }

  private String text(int from, int to) {
    return latin1String(buf, from, to - from);
  }

  // ---------------------------------------------------------------------------------------------
  // Errors

  /** A finite decimal whose nearest double or float is infinite: JSON cannot write it back. */
  private JsonException beyond(int s, String kind) {
    return error(
        s, "the number " + JsonException.excerpt(text(s, pos)) + " is beyond the range of " + kind);
  }

  private JsonException wrongKind(String expected) {
    return error(pos, "expected " + expected + " but found " + describe(pos));
  }

  private JsonException misplaced(String what) {
    String where =
        switch (state) {
          case TOP -> "before the document's value";
          case DONE -> "after the document's value";
          case ARRAY_FIRST, ARRAY_NEXT -> "inside an array";
          case ARRAY_VALUE -> "where the array's next element is expected";
          case OBJECT_VALUE -> "where a member's value is expected";
          default -> "where a member name is expected (read it with readKey() or nextKeyIs())";
        };
    return error(pos, what + " is not possible " + where);
  }

  private String describe(int p) {
    return InputErrors.describe(buf, p, end);
  }

  /** A JsonException at byte p, with its line and column counted from the start. */
  private JsonException error(int p, String reason) {
    return InputErrors.at(buf, start, end, p, reason);
  }
}
