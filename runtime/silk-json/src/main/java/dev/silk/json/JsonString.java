package dev.silk.json;

/**
 * A string in a tree.
 *
 * <pre>{@code
 * new JsonString("Ann").toString(); // "Ann" with its quotes, as JSON
 * }</pre>
 *
 * @param value the string, never null
 */
public record JsonString(String value) implements JsonValue {
  /** Refuses null: a missing string is {@link JsonNull}. */
  public JsonString {
    if (value == null) {
      throw new NullPointerException("a JsonString holds a String; use JsonNull for null");
    }
  }

  /** The string as JSON, quoted and escaped. */
  @Override
  public String toString() {
    return JsonValueCodec.toJson(this);
  }
}
