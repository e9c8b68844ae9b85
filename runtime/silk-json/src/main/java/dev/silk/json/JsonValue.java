package dev.silk.json;

/**
 * A JSON document held as values, for documents whose shape is known only at run time (a CLI
 * printing any response, a test comparing documents, a proxy passing members on).
 *
 * <p>Typed code does not need it: codecs read and write through {@link JsonInput} and {@link
 * JsonOutput} directly, which is several times faster and allocates a fraction of a tree. The kinds
 * are sealed, so a {@code switch} over them is checked to be complete:
 *
 * <pre>{@code
 * JsonValue v = JsonValue.parse("{\"id\":7,\"tags\":[\"a\"]}");
 * if (v instanceof JsonObject o && o.get("id") instanceof JsonNumber id) {
 *   long n = id.toLong();
 * }
 * JsonValue built = JsonObject.builder().put("id", 7).put("name", "Ann").build();
 * built.toString(); // {"id":7,"name":"Ann"}
 * }</pre>
 *
 * <p>Values are immutable. {@link #toString()} answers compact JSON; {@code equals} compares values
 * (objects regardless of member order, numbers by their decimal value).
 */
public sealed interface JsonValue
    permits JsonObject, JsonArray, JsonString, JsonNumber, JsonBoolean, JsonNull {

  /**
   * Reads any JSON value into a tree and writes a tree as JSON. A JSON {@code null} reads as {@link
   * JsonNull#INSTANCE}; a Java {@code null} writes {@code null}. A member name repeated within an
   * object is refused, as {@link #parse(byte[])} refuses it.
   */
  JsonCodec<JsonValue> CODEC = JsonValueCodec.REFUSE;

  /**
   * The tree codec with a choice for repeated member names: {@link #CODEC} for {@link
   * DuplicateKeys#REFUSE}; {@link DuplicateKeys#LAST_WINS} keeps the last value of a name.
   */
  static JsonCodec<JsonValue> codec(DuplicateKeys duplicates) {
    return JsonValueCodec.of(duplicates);
  }

  /**
   * Parses a whole document (UTF-8). Member names must be unique within an object: a repeated name
   * is an error (naming it, at its second place) rather than a silent choice between the two
   * values; see {@link DuplicateKeys}.
   *
   * @throws JsonException when the bytes are not one valid JSON value
   */
  static JsonValue parse(byte[] json) {
    return parse(json, DuplicateKeys.REFUSE);
  }

  /**
   * Parses a whole document (UTF-8), treating a repeated member name as {@code duplicates} says.
   */
  static JsonValue parse(byte[] json, DuplicateKeys duplicates) {
    return JsonValueCodec.readDocument(new JsonInput(json), duplicates);
  }

  /**
   * Parses a whole document held in a String; see {@link #parse(byte[])}. A lone surrogate in the
   * String is an error, since it has no UTF-8 form.
   */
  static JsonValue parse(String json) {
    return parse(json, DuplicateKeys.REFUSE);
  }

  /**
   * Parses a whole document held in a String, treating a repeated name as {@code duplicates} says.
   */
  static JsonValue parse(String json, DuplicateKeys duplicates) {
    return JsonValueCodec.readDocument(JsonInput.of(json), duplicates);
  }

  /**
   * The value a JSON Pointer (RFC 6901) names inside this one, or {@code null} when there is none:
   * {@code at("/items/0/name")}; {@code ""} is this value, {@code ~1} stands for {@code /} and
   * {@code ~0} for {@code ~} in a name.
   *
   * @throws IllegalArgumentException for a pointer that does not start with {@code /}
   */
  default JsonValue at(String pointer) {
    if (pointer.isEmpty()) {
      return this;
    }
    if (pointer.charAt(0) != '/') {
      throw new IllegalArgumentException("a JSON Pointer starts with '/': " + pointer);
    }
    JsonValue v = this;
    int from = 1;
    while (v != null) {
      int slash = pointer.indexOf('/', from);
      String step = pointer.substring(from, slash < 0 ? pointer.length() : slash);
      if (v instanceof JsonObject o) {
        v = o.get(step.replace("~1", "/").replace("~0", "~"));
      } else if (v instanceof JsonArray a) {
        int i = step.matches("0|[1-9][0-9]{0,8}") ? Integer.parseInt(step) : -1;
        v = i >= 0 && i < a.size() ? a.get(i) : null;
      } else {
        v = null;
      }
      if (slash < 0) {
        return v;
      }
      from = slash + 1;
    }
    return null;
  }
}
