package dev.silk.json;

/**
 * What the tree reader does with a member name that appears twice in one object.
 *
 * <p>RFC 8259 leaves it to the parser, and parsers differ on which value wins: two services can
 * read different values from one document, which is how requests get smuggled past a check. So
 * {@link JsonValue#parse(String)} refuses such a document ({@link #REFUSE}); a program that must
 * read documents written by a tool that repeats names asks for {@link #LAST_WINS} explicitly:
 *
 * <pre>{@code
 * JsonValue doc = JsonValue.parse(text, DuplicateKeys.LAST_WINS); // {"a":1,"a":2} reads as {"a":2}
 * }</pre>
 */
public enum DuplicateKeys {
  /** A repeated name is a {@link JsonException} naming it, at the repeated name. */
  REFUSE,
  /**
   * The last value of a repeated name is kept, in the place where the name first appeared (as
   * {@link java.util.Map#put} does, and as Jackson and {@code JSON.parse} read such objects).
   */
  LAST_WINS
}
