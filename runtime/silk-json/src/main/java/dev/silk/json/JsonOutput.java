package dev.silk.json;

import static dev.silk.json.Digits.INT;
import static dev.silk.json.Digits.LONG;

import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Writes one JSON document as UTF-8 bytes into a growable buffer that can be reset and reused.
 *
 * <p>Silk writes every JSON body through this class, directly from codecs: no tree, no String, no
 * per-value allocation for numbers, keys and ASCII strings. It tracks where it is (inside an
 * object, after a key, inside an array, at the top) with one int and a small stack, and refuses
 * anything that would make the text invalid JSON: a value without a key inside an object, a key
 * outside an object, an unbalanced end, NaN or infinity, a second top-level value. Each refusal is
 * a {@link JsonException} saying what was wrong.
 *
 * <pre>{@code
 * static final JsonKey ID = JsonKey.of("id");
 * static final JsonKey NAME = JsonKey.of("name");
 *
 * JsonOutput out = new JsonOutput();
 * out.beginObject().put(ID, 42).put(NAME, "Ada").endObject();
 * out.toString(); // {"id":42,"name":"Ada"}
 * }</pre>
 *
 * <p>{@link #pretty()} gives the same document indented by two spaces, for people. A writer is not
 * thread-safe; keep one per thread or per request and {@link #reset()} it between documents. A
 * refused call leaves the output exactly as it was before the call: a value, a key or a member is
 * written whole or not at all, so a caller that catches the {@link JsonException} can go on.
 */
public final class JsonOutput {
  // Where the writer is. Pretty writers add PRETTY, so the compact fast paths compare one int and
  // every pretty case falls through to the slow paths.
  private static final int DOC_START = 0;
  private static final int DOC_DONE = 1;
  private static final int OBJ_FIRST = 2;
  private static final int OBJ_NEXT = 3;
  private static final int OBJ_VALUE = 4;
  private static final int ARR_FIRST = 5;
  private static final int ARR_NEXT = 6;
  private static final int PRETTY = 8;

  /** Room kept past every reservation, so that values can be written with 8- and 16-byte stores. */
  private static final int SLACK = 16;

  /** The smallest buffer, slack included. */
  private static final int MIN_CAPACITY = 64;

  /** Strings this long or longer are written by {@link LongStrings}. */
  static final int LONG_STRING = 64;

  private static final int NULL = 'n' | 'u' << 8 | 'l' << 16 | 'l' << 24;
  private static final int TRUE = 't' | 'r' << 8 | 'u' << 16 | 'e' << 24;
  private static final long FALSE = 'f' | 'a' << 8 | 'l' << 16 | 's' << 24 | (long) 'e' << 32;

  private final int mode;
  // Package-private for LongStrings, which writes into the buffer directly.
  byte[] buf;
  int pos;
  // Package-private for LongStrings, which writes pieces that fit the room left.
  int limit;
  private int state;
  private int depth;
  private int[] stack = new int[8];

  private char[] chars;
  private LongStrings longStrings;
  private RecentKeys recentKeys;

  /** A compact writer with a 1 KiB buffer that grows as needed. */
  public JsonOutput() {
    this(1024);
  }

  /**
   * A compact writer whose buffer starts at {@code initialCapacity} bytes (at least 64); the last
   * 16 are kept free for word-sized stores.
   */
  public JsonOutput(int initialCapacity) {
    this(initialCapacity, 0);
  }

  private JsonOutput(int initialCapacity, int mode) {
    if (initialCapacity < 0) {
      throw new IllegalArgumentException("negative capacity " + initialCapacity);
    }
    this.mode = mode;
    // The array is exactly the capacity asked for (the slack comes out of it), so that a buffer
    // started at a power of two stays one as it doubles: one started at 1 KiB reaches 64 KiB, not
    // 64 KiB and 1 KiB of slack, and so stays within a 64 KiB keep limit (Json, silk-web).
    this.buf = new byte[Math.max(initialCapacity, MIN_CAPACITY)];
    this.limit = buf.length - SLACK;
    this.state = DOC_START | mode;
  }

  /** A writer that indents by two spaces and puts each member and element on its own line. */
  public static JsonOutput pretty() {
    return new JsonOutput(1024, PRETTY);
  }

  /** Forgets the document written so far and keeps the buffer for the next one. */
  public JsonOutput reset() {
    pos = 0;
    depth = 0;
    state = DOC_START | mode;
    return this;
  }

  // ---------------------------------------------------------------- structure

  /** Starts an object (an opening brace). */
  public JsonOutput beginObject() {
    int p = beforeValue(1);
    buf[p] = '{';
    pos = p + 1;
    push(OBJ_FIRST);
    return this;
  }

  /** Ends the innermost object (a closing brace). */
  public JsonOutput endObject() {
    int s = state;
    if (s == OBJ_NEXT || s == OBJ_FIRST) {
      ensure(1);
      buf[pos++] = '}';
      state = stack[--depth];
      return this;
    }
    return endSlow(s, OBJ_FIRST, '}');
  }

  /** Starts an array (an opening bracket). */
  public JsonOutput beginArray() {
    int p = beforeValue(1);
    buf[p] = '[';
    pos = p + 1;
    push(ARR_FIRST);
    return this;
  }

  /** Ends the innermost array (a closing bracket). */
  public JsonOutput endArray() {
    int s = state;
    if (s == ARR_NEXT || s == ARR_FIRST) {
      ensure(1);
      buf[pos++] = ']';
      state = stack[--depth];
      return this;
    }
    return endSlow(s, ARR_FIRST, ']');
  }

  private void push(int inner) {
    if (depth == stack.length) {
      stack = Arrays.copyOf(stack, depth * 2);
    }
    stack[depth++] = state;
    state = inner | mode;
  }

  private JsonOutput endSlow(int s, int first, char bracket) {
    int kind = s & ~PRETTY;
    if (s == (first | PRETTY) || s == (first + 1 | PRETTY)) {
      int indent = 2 * (depth - 1);
      ensure(indent + 2);
      int p = pos;
      if (s == (first + 1 | PRETTY)) {
        p = newline(buf, p, indent);
      }
      buf[p] = (byte) bracket;
      pos = p + 1;
      state = stack[--depth];
      return this;
    }
    String end = bracket == '}' ? "endObject()" : "endArray()";
    if (kind == OBJ_VALUE) {
      throw new JsonException(end + " right after a key: the key has no value");
    }
    if (kind == OBJ_FIRST || kind == OBJ_NEXT) {
      throw new JsonException(end + " inside an object: close it with endObject()");
    }
    if (kind == ARR_FIRST || kind == ARR_NEXT) {
      throw new JsonException(end + " inside an array: close it with endArray()");
    }
    throw new JsonException(end + " without a matching begin");
  }

  // ---------------------------------------------------------------- keys

  /** Writes a member name; the next call writes its value. */
  public JsonOutput key(JsonKey key) {
    pos = putKey(key, 0);
    state = OBJ_VALUE | mode;
    return this;
  }

  /**
   * Writes a member name given as a String (a map key, or a name in a hand-written codec). A name
   * passed again as the same String object, as a literal is, is encoded once and then written like
   * a {@link JsonKey}.
   */
  public JsonOutput key(String name) {
    if (name == null) {
      throw new JsonException("a JSON key cannot be null");
    }
    JsonKey known = recentKeys().find(name);
    return known != null ? key(known) : keyOnce(name);
  }

  /**
   * {@link #key(String)} for the tree's writer, which knows the member's place in its object: a
   * name written in the same place before, as the same String, is found without its hash (D298).
   */
  JsonOutput key(String name, int place) {
    JsonKey known = recentKeys().findAt(name, place);
    return known != null ? key(known) : keyOnce(name);
  }

  /**
   * Writes a tree object's members from {@code from} on, each whose value is no container with its
   * name in one step as a codec's {@code put} does (D353), and answers the number of the first
   * member whose value is an object or an array (nothing of it written), or {@code size} after the
   * last: one call for the object's scalars (D361, D375), where a call for each member cost the
   * list write 4-7 %.
   *
   * <p>Numbers and booleans are written here; strings and nulls go through {@link #treeMember},
   * which C2 inlines into this loop. Written the other way round, strings tested first with one
   * look-up of the name for every kind (D361's first form), the same loop wrote the orders list 4-5
   * % slower than this one.
   */
  int treeMembers(String[] names, Object[] values, int from, int size) {
    RecentKeys recent = recentKeys();
    for (int i = from; i < size; i++) {
      Object value = values[i]; // a JsonValue, or a built object's String (D354)
      if (value instanceof JsonObject || value instanceof JsonArray) {
        return i;
      }
      if (value instanceof JsonNumber n) {
        JsonKey known = recent.findAt(names[i], i);
        if (known != null) {
          n.writeTo(this, known);
        } else {
          firstTreeMember(names[i], n);
        }
      } else if (value instanceof JsonBoolean b) {
        JsonKey known = recent.findAt(names[i], i);
        if (known != null) {
          put(known, b.value());
        } else {
          firstTreeMember(names[i], b);
        }
      } else {
        treeMember(names[i], i, value);
      }
    }
    return size;
  }

  /**
   * Writes a string or null member of a tree object, its name found as {@link #key(String, int)}
   * finds it; a name met for the first time is written as that writes it.
   */
  private void treeMember(String name, int place, Object value) {
    JsonKey known = recentKeys().findAt(name, place);
    if (known == null) {
      firstTreeMember(name, value);
    } else if (value instanceof String s) {
      put(known, s); // a built object's string member, held as its String (D354)
    } else if (value instanceof JsonString s) {
      put(known, s.value());
    } else {
      putNull(known); // numbers and booleans are written by treeMembers
    }
  }

  /**
   * Writes a tree object's scalar member whose name {@link RecentKeys#findAt} has just met for the
   * first time, as {@link #key(String, int)} writes it: the name is not looked up again, which
   * would make a key of it at once (a second look-up finds it seen), as if it had come twice.
   */
  private void firstTreeMember(String name, Object value) {
    keyOnce(name);
    if (value instanceof String s) {
      value(s);
    } else {
      JsonValueCodec.writeScalar(this, TreeSlots.member(value));
    }
  }

  private RecentKeys recentKeys() {
    RecentKeys recent = recentKeys;
    if (recent == null) {
      recent = recentKeys = new RecentKeys();
    }
    return recent;
  }

  /** Writes a name that has no {@link JsonKey} yet, encoding it here. */
  private JsonOutput keyOnce(String name) {
    int s = state;
    int start = pos;
    try {
      writeKey(s, name);
    } catch (JsonException e) {
      pos = start; // a name with a lone surrogate: as if key() had not been called
      state = s;
      throw e;
    }
    return this;
  }

  private void writeKey(int s, String name) {
    if (s == OBJ_NEXT) {
      ensure(1);
      buf[pos++] = ',';
    } else if (s == (OBJ_NEXT | PRETTY) || s == (OBJ_FIRST | PRETTY)) {
      ensure(2 + 2 * depth);
      int p = pos;
      if (s == (OBJ_NEXT | PRETTY)) {
        buf[p++] = ',';
      }
      pos = newline(buf, p, 2 * depth);
    } else if (s != OBJ_FIRST) {
      throw misplacedKey(s, name);
    }
    writeQuoted(name);
    ensure(2);
    buf[pos++] = ':';
    if (mode == PRETTY) {
      buf[pos++] = ' ';
    }
    state = OBJ_VALUE | mode;
  }

  /**
   * Writes {@code key} and reserves {@code n} bytes for its value, which the caller writes at the
   * returned position. Leaves the state as after a member value: one check for key and value.
   */
  private int putKey(JsonKey key, int n) {
    int s = state;
    // For a key in a static final field these are constants (D108).
    KeyBytes k = key.bytes();
    byte[] encoded;
    long w0;
    long w1;
    if (s == OBJ_NEXT) {
      encoded = k.commaQuotedColon();
      w0 = k.laterWord0();
      w1 = k.laterWord1();
    } else if (s == OBJ_FIRST) {
      state = OBJ_NEXT;
      encoded = k.quotedColon();
      w0 = k.firstWord0();
      w1 = k.firstWord1();
    } else {
      return putKeySlow(s, key, n);
    }
    int length = encoded.length;
    ensure(length + n);
    byte[] b = buf;
    int p = pos;
    if (length <= KeyBytes.WORDS_LENGTH) {
      LONG.set(b, p, w0);
      LONG.set(b, p + 8, w1);
    } else {
      System.arraycopy(encoded, 0, b, p, length);
    }
    return p + length;
  }

  private int putKeySlow(int s, JsonKey key, int n) {
    if (s != (OBJ_FIRST | PRETTY) && s != (OBJ_NEXT | PRETTY)) {
      throw misplacedKey(s, key.name());
    }
    byte[] quoted = key.bytes().quoted();
    ensure(2 + 2 * depth + quoted.length + 2 + n);
    byte[] b = buf;
    int p = pos;
    if (s == (OBJ_NEXT | PRETTY)) {
      b[p++] = ',';
    }
    p = newline(b, p, 2 * depth);
    System.arraycopy(quoted, 0, b, p, quoted.length);
    p += quoted.length;
    b[p] = ':';
    b[p + 1] = ' ';
    state = OBJ_NEXT | PRETTY;
    return p + 2;
  }

  private static JsonException misplacedKey(int s, String name) {
    String what = "key \"" + name + "\"";
    return switch (s & ~PRETTY) {
      case OBJ_VALUE -> new JsonException(what + " follows a key that has no value yet");
      case ARR_FIRST, ARR_NEXT ->
          new JsonException(what + " inside an array: array elements have no keys");
      case DOC_DONE -> new JsonException(what + " after the document ended");
      default -> new JsonException(what + " outside an object: call beginObject() first");
    };
  }

  // ---------------------------------------------------------------- values

  /**
   * Writes what goes before a value (a comma, in pretty form a line break and indentation),
   * reserves {@code n} bytes and returns where the value starts. The caller sets {@code pos}.
   */
  private int beforeValue(int n) {
    int s = state;
    if (s == OBJ_VALUE) {
      state = OBJ_NEXT;
      ensure(n);
      return pos;
    }
    if (s == ARR_NEXT) {
      ensure(n + 1);
      buf[pos] = ',';
      return pos + 1;
    }
    if (s == ARR_FIRST) {
      state = ARR_NEXT;
      ensure(n);
      return pos;
    }
    return beforeValueSlow(s, n);
  }

  private int beforeValueSlow(int s, int n) {
    switch (s) {
      case DOC_START, DOC_START | PRETTY, OBJ_VALUE | PRETTY -> {
        state = s == DOC_START ? DOC_DONE : s == (DOC_START | PRETTY) ? DOC_DONE | PRETTY : s - 1;
        ensure(n);
        return pos;
      }
      case ARR_FIRST | PRETTY, ARR_NEXT | PRETTY -> {
        ensure(n + 2 + 2 * depth);
        int p = pos;
        if (s == (ARR_NEXT | PRETTY)) {
          buf[p++] = ',';
        }
        state = ARR_NEXT | PRETTY;
        return newline(buf, p, 2 * depth);
      }
      default -> {
        int kind = s & ~PRETTY;
        if (kind == DOC_DONE) {
          throw new JsonException(
              "a JSON document holds one top-level value: call reset() before writing another");
        }
        throw new JsonException(
            "a value inside an object needs a key first: call key(...) or put(...)");
      }
    }
  }

  private static int newline(byte[] b, int p, int indent) {
    b[p++] = '\n';
    for (int i = 0; i < indent; i++) {
      b[p++] = ' ';
    }
    return p;
  }

  /**
   * Writes what goes before a value and reserves {@code n} bytes for it in {@link #buf}, for the
   * package's writers of fixed-form text ({@link IsoText}); the caller writes from the position
   * answered and sets {@link #pos} after what it wrote.
   */
  int reserveValue(int n) {
    return beforeValue(n);
  }

  /** Writes {@code null}. */
  public JsonOutput nullValue() {
    int p = beforeValue(4);
    INT.set(buf, p, NULL);
    pos = p + 4;
    return this;
  }

  /** Writes a string, or {@code null} when {@code v} is null. */
  public JsonOutput value(String v) {
    // Small for the same reason as put(JsonKey, String).
    if (v != null) {
      int length = v.length();
      if (PlainAscii.copyable(v, length)) {
        writeCopyable(v, length, beforeValue(length + 2));
        return this;
      }
    }
    return valueOther(v);
  }

  /**
   * {@link #value(String)} for null and the strings it does not copy: under eight or from 128
   * chars, starting or ending past ASCII, or holding a char past U+00FF.
   */
  private JsonOutput valueOther(String v) {
    if (v == null) {
      return nullValue();
    }
    int length = v.length();
    int start = pos;
    int s = state;
    try {
      if (length < LONG_STRING) {
        // writeShort's steps, with one reservation for what precedes the value and the string.
        char[] cs = copy(v, length);
        int p = beforeValue(length * Utf8Text.MAX_BYTES_PER_CHAR + 2);
        pos = quote(buf, p, cs, length);
      } else {
        pos = beforeValue(0);
        longStrings().write(this, v, length);
      }
    } catch (JsonException e) {
      undo(start, s, depth); // a lone surrogate, found after the comma or half the string
      throw e;
    }
    return this;
  }

  /** Writes an int. */
  public JsonOutput value(int v) {
    int p = beforeValue(Digits.MAX_INT_LENGTH);
    pos = Digits.writeInt(buf, p, v);
    return this;
  }

  /** Writes a long. */
  public JsonOutput value(long v) {
    int p = beforeValue(Digits.MAX_LONG_LENGTH);
    pos = Digits.writeLong(buf, p, v);
    return this;
  }

  /**
   * Writes a double with the text of {@link Double#toString(double)} (JDK 19+): the shortest
   * decimal that reads back as {@code v}. NaN and infinity are not JSON and are refused.
   */
  public JsonOutput value(double v) {
    checkFinite(v);
    int p = beforeValue(DoubleWriter.MAX_LENGTH);
    pos = DoubleWriter.writeDouble(buf, p, v);
    return this;
  }

  /** Writes a float with the text of {@link Float#toString(float)} (JDK 19+). */
  public JsonOutput value(float v) {
    checkFinite(v);
    int p = beforeValue(DoubleWriter.MAX_LENGTH);
    pos = DoubleWriter.writeFloat(buf, p, v);
    return this;
  }

  /** Writes {@code true} or {@code false}. */
  public JsonOutput value(boolean v) {
    int p = beforeValue(5);
    pos = writeBoolean(buf, p, v);
    return this;
  }

  /** Writes a BigDecimal with its {@link BigDecimal#toString()} text, or null. */
  public JsonOutput value(BigDecimal v) {
    return v == null ? nullValue() : number(v.toString());
  }

  /** Writes a BigInteger, or null. */
  public JsonOutput value(BigInteger v) {
    return v == null ? nullValue() : number(v.toString());
  }

  /**
   * Writes a pre-encoded string, such as an enum constant: {@code "CONSTANT"}. Null writes null.
   */
  public JsonOutput value(JsonKey constant) {
    if (constant == null) {
      return nullValue();
    }
    KeyBytes k = constant.bytes();
    int p = beforeValue(k.quoted().length);
    pos = copyQuoted(buf, p, k);
    return this;
  }

  /**
   * Writes {@code value} with {@code codec}. If the codec throws, the output is left as it was
   * before this call, whatever the codec wrote before it failed.
   */
  public <T> JsonOutput value(JsonCodec<T> codec, T value) {
    int start = pos;
    int s = state;
    int d = depth;
    try {
      codec.write(this, value);
    } catch (RuntimeException e) {
      undo(start, s, d);
      throw e;
    }
    return this;
  }

  // ---------------------------------------------------------------- members

  /** Writes {@code key} and a string (or null) as one member. */
  public JsonOutput put(JsonKey key, String v) {
    // Only the copy of a plain short string here, so that the compiled method stays under C2's
    // InlineSmallCode and a generated codec inlines it with its constant key; with the other
    // paths in it, it was called instead (docs/decisions.md, D109).
    if (v != null) {
      int length = v.length();
      if (PlainAscii.copyable(v, length)) {
        writeCopyable(v, length, putKey(key, length + 2));
        return this;
      }
    }
    return putOther(key, v);
  }

  /**
   * {@link #put(JsonKey, String)} for null and the strings it does not copy: under eight or from
   * 128 chars, starting or ending past ASCII, or holding a char past U+00FF.
   */
  private JsonOutput putOther(JsonKey key, String v) {
    if (v == null) {
      return putNull(key);
    }
    int length = v.length();
    int start = pos;
    int s = state;
    try {
      if (length < LONG_STRING) {
        // writeShort's steps, with one reservation for the key and the string instead of two.
        char[] cs = copy(v, length);
        int p = putKey(key, length * Utf8Text.MAX_BYTES_PER_CHAR + 2);
        pos = quote(buf, p, cs, length);
      } else {
        pos = putKey(key, 0);
        longStrings().write(this, v, length);
      }
    } catch (JsonException e) {
      undo(start, s, depth); // a lone surrogate, found after the key or half the string
      throw e;
    }
    return this;
  }

  /** Writes {@code key} and an int as one member. */
  public JsonOutput put(JsonKey key, int v) {
    int p = putKey(key, Digits.MAX_INT_LENGTH);
    pos = Digits.writeInt(buf, p, v);
    return this;
  }

  /** Writes {@code key} and a long as one member. */
  public JsonOutput put(JsonKey key, long v) {
    int p = putKey(key, Digits.MAX_LONG_LENGTH);
    pos = Digits.writeLong(buf, p, v);
    return this;
  }

  /** Writes {@code key} and a double as one member; NaN and infinity are refused. */
  public JsonOutput put(JsonKey key, double v) {
    checkFinite(v);
    int p = putKey(key, DoubleWriter.MAX_LENGTH);
    pos = DoubleWriter.writeDouble(buf, p, v);
    return this;
  }

  /** Writes {@code key} and a float as one member; NaN and infinity are refused. */
  public JsonOutput put(JsonKey key, float v) {
    checkFinite(v);
    int p = putKey(key, DoubleWriter.MAX_LENGTH);
    pos = DoubleWriter.writeFloat(buf, p, v);
    return this;
  }

  /** Writes {@code key} and a boolean as one member. */
  public JsonOutput put(JsonKey key, boolean v) {
    int p = putKey(key, 5);
    pos = writeBoolean(buf, p, v);
    return this;
  }

  /** Writes {@code key} and a BigDecimal (or null) as one member. */
  public JsonOutput put(JsonKey key, BigDecimal v) {
    return key(key).value(v);
  }

  /** Writes {@code key} and a BigInteger (or null) as one member. */
  public JsonOutput put(JsonKey key, BigInteger v) {
    return key(key).value(v);
  }

  /** Writes {@code key} and a pre-encoded constant (or null) as one member. */
  public JsonOutput put(JsonKey key, JsonKey constant) {
    if (constant == null) {
      return putNull(key);
    }
    KeyBytes k = constant.bytes();
    int p = putKey(key, k.quoted().length);
    pos = copyQuoted(buf, p, k);
    return this;
  }

  /** Writes {@code key} and {@code null} as one member. */
  public JsonOutput putNull(JsonKey key) {
    int p = putKey(key, 4);
    INT.set(buf, p, NULL);
    pos = p + 4;
    return this;
  }

  /**
   * Writes {@code key} and {@code value} written by {@code codec} as one member. If the codec
   * throws, the output is left as it was before this call: no key without a value.
   */
  public <T> JsonOutput put(JsonKey key, JsonCodec<T> codec, T value) {
    int start = pos;
    int s = state;
    int d = depth;
    try {
      key(key);
      codec.write(this, value);
    } catch (RuntimeException e) {
      undo(start, s, d);
      throw e;
    }
    return this;
  }

  /** Runs {@code write}, leaving the output as it was if it throws (the tree's writer uses it). */
  void atomically(Runnable write) {
    int start = pos;
    int s = state;
    int d = depth;
    try {
      write.run();
    } catch (RuntimeException e) {
      undo(start, s, d);
      throw e;
    }
  }

  /**
   * Goes back to where a refused write started: position, state and depth. The containers the write
   * opened are forgotten with the depth; the stack below it was not touched.
   */
  void undo(int start, int s, int d) {
    pos = start;
    state = s;
    depth = d;
  }

  // ---------------------------------------------------------------- result

  /** The number of bytes written. */
  public int size() {
    return pos;
  }

  /**
   * The length of the internal buffer (that of {@link #buffer()}), so that code keeping a writer
   * between documents can drop one that grew large for a rare huge document. Never checked, so it
   * can be asked after a failed write too.
   */
  public int capacity() {
    return buf.length;
  }

  /** Whether the writer holds one complete value: everything begun has ended. */
  public boolean isComplete() {
    return state == (DOC_DONE | mode);
  }

  /**
   * The internal buffer, whose first {@link #size()} bytes are the document: for sending without a
   * copy. It is only valid until the next write or {@link #reset()}.
   *
   * @throws JsonException if the document is not complete
   */
  public byte[] buffer() {
    checkComplete();
    return buf;
  }

  /** A copy of the document's bytes. */
  public byte[] toBytes() {
    checkComplete();
    return Arrays.copyOf(buf, pos);
  }

  /** Writes the document's bytes to {@code out}. */
  public void writeTo(OutputStream out) throws IOException {
    checkComplete();
    out.write(buf, 0, pos);
  }

  /**
   * The JSON text. Unlike the other accessors it does not check that the document is complete, so
   * that a debugger can show a half-written document; {@link Json#toJson} does check.
   */
  @Override
  public String toString() {
    return new String(buf, 0, pos, StandardCharsets.UTF_8);
  }

  void checkComplete() {
    if (state == (DOC_DONE | mode)) {
      return;
    }
    if (depth == 0) {
      throw new JsonException("nothing has been written: a JSON document needs one value");
    }
    int open = state & ~PRETTY;
    String innermost =
        open == ARR_FIRST || open == ARR_NEXT
            ? "an array (call endArray())"
            : "an object (call endObject())";
    throw new JsonException(
        "the document is not finished: "
            + depth
            + (depth == 1 ? " container is" : " containers are")
            + " still open, the innermost "
            + innermost);
  }

  // ---------------------------------------------------------------- helpers

  /** Makes room for {@code n} more bytes after {@code pos}, plus the slack. */
  void ensure(int n) {
    if (n > limit - pos) {
      grow(n);
    }
  }

  private void grow(int n) {
    long needed = (long) pos + n + SLACK;
    long size = Math.max((long) buf.length * 2, needed);
    if (size > Integer.MAX_VALUE - 8) {
      if (needed > Integer.MAX_VALUE - 8) {
        throw new JsonException("the JSON document is too large for one array");
      }
      size = Integer.MAX_VALUE - 8;
    }
    buf = Arrays.copyOf(buf, (int) size);
    limit = buf.length - SLACK;
  }

  private static void checkFinite(double v) {
    if (!Double.isFinite(v)) {
      throw new JsonException(v + " is not a JSON number: JSON has no NaN or infinity");
    }
  }

  private static int writeBoolean(byte[] b, int p, boolean v) {
    if (v) {
      INT.set(b, p, TRUE);
      return p + 4;
    }
    LONG.set(b, p, FALSE);
    return p + 5;
  }

  private static int copyQuoted(byte[] b, int p, KeyBytes constant) {
    byte[] quoted = constant.quoted();
    int length = quoted.length;
    if (length <= KeyBytes.WORDS_LENGTH) {
      LONG.set(b, p, constant.quotedWord0());
      LONG.set(b, p + 8, constant.quotedWord1());
    } else {
      System.arraycopy(quoted, 0, b, p, length);
    }
    return p + length;
  }

  /** Writes already-valid JSON number text as it is (the tree keeps the text it read). */
  JsonOutput number(String text) {
    int length = text.length();
    int p = beforeValue(length);
    byte[] b = buf;
    for (int i = 0; i < length; i++) {
      b[p + i] = (byte) text.charAt(i);
    }
    pos = p + length;
    return this;
  }

  /** Writes {@code s} quoted and escaped at {@code pos}, reserving the room it needs. */
  private void writeQuoted(String s) {
    int length = s.length();
    if (PlainAscii.copyable(s, length)) {
      ensure(length + 2);
      writeCopyable(s, length, pos);
    } else if (length >= LONG_STRING) {
      longStrings().write(this, s, length);
    } else {
      writeShort(s, length);
    }
  }

  private LongStrings longStrings() {
    LongStrings writer = longStrings;
    if (writer == null) {
      writer = longStrings = new LongStrings();
    }
    return writer;
  }

  /**
   * Writes a {@link PlainAscii#copyable} string quoted at {@code p}, where {@code length + 2} bytes
   * are reserved: the JDK's copy when JSON takes it as it is, else the copy's plain bytes and the
   * rest from the first byte that is not.
   */
  private void writeCopyable(String s, int length, int p) {
    byte[] b = buf;
    if (PlainAscii.copy(s, length, b, p + 1)) {
      b[p] = '"';
      b[p + 1 + length] = '"';
      pos = p + length + 2;
    } else {
      pos = p;
      escapeCopied(s, length);
    }
  }

  /**
   * Finishes a copied string at {@code pos} that holds a byte to escape or a char past ASCII: the
   * plain bytes before it stay, and the char loop writes the rest over the copy (a long string's
   * escapes are shifted in place first, as {@link LongStrings} does).
   */
  private void escapeCopied(String s, int length) {
    if (length >= LONG_STRING) {
      longStrings().escapeCopied(this, s, length);
      return;
    }
    int start = pos + 1;
    int from = PlainAscii.firstNotPlain(buf, start, start + length) - start;
    char[] cs = copy(s, length);
    ensure(1 + from + (length - from) * Utf8Text.MAX_BYTES_PER_CHAR + 1);
    byte[] b = buf;
    b[pos] = '"';
    int p = Utf8Text.writeChars(b, start + from, cs, from, length);
    b[p] = '"';
    pos = p + 1;
  }

  /**
   * Writes {@code s}, of fewer than {@link #LONG_STRING} chars, quoted and escaped at {@code pos}
   * by the char loop, reserving the room it needs: the strings {@link PlainAscii} does not copy.
   */
  private void writeShort(String s, int length) {
    char[] cs = copy(s, length);
    ensure(length * Utf8Text.MAX_BYTES_PER_CHAR + 2);
    pos = quote(buf, pos, cs, length);
  }

  /** Copies the chars of a short string (under {@link #LONG_STRING}) out once, to scan an array. */
  private char[] copy(String s, int length) {
    char[] cs = chars;
    if (cs == null) {
      cs = chars = new char[LONG_STRING];
    }
    s.getChars(0, length, cs, 0);
    return cs;
  }

  /** Writes {@code cs[0, length)} quoted at {@code p}, room reserved; returns the end. */
  private static int quote(byte[] b, int p, char[] cs, int length) {
    b[p] = '"';
    p = Utf8Text.writeChars(b, p + 1, cs, 0, length);
    b[p] = '"';
    return p + 1;
  }
}
