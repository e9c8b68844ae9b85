package dev.silk.json;

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
 * <p>The name is escaped here, once, so that a key is never escaped per record. Make keys with
 * {@link #of(String)}; the canonical constructor only accepts the encoding of an existing key.
 *
 * <p>A record so that the JIT treats a constant key's encoding as constant too (see {@code
 * KeyBytes}); two keys are equal when their names are.
 *
 * @param name the name as given
 * @param bytes the encoding, from another key's {@code bytes()}
 */
public record JsonKey(String name, KeyBytes bytes) {

  /**
   * Checks that {@code bytes} encodes {@code name}.
   *
   * @throws JsonException when it does not: make keys with {@link #of(String)}
   */
  public JsonKey {
    if (name == null || bytes == null || !name.equals(bytes.name())) {
      throw new JsonException("make a JsonKey with JsonKey.of(name)");
    }
  }

  /** Encodes {@code name} once; keep the result in a constant. */
  public static JsonKey of(String name) {
    if (name == null) {
      throw new JsonException("a JSON key cannot be null");
    }
    return new JsonKey(name, KeyBytes.of(name));
  }

  /**
   * The first four bytes of the encoded name followed by its closing quote, zero-padded,
   * little-endian: what {@link JsonInput#keyHead()} answers when this key is next. Generated codecs
   * switch on it to find a member that arrives out of declared order.
   */
  public int head() {
    return bytes.head();
  }

  /** The number of bytes the name takes between its quotes (escaped). */
  int encodedLength() {
    return bytes.nameBytes().length;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof JsonKey other && name.equals(other.name);
  }

  @Override
  public int hashCode() {
    return name.hashCode();
  }

  @Override
  public String toString() {
    return "JsonKey[" + name + "]";
  }
}
