package dev.silk.json.validation;

/**
 * One value that broke a constraint: where it is, as a JSON Pointer (RFC 6901) into the document
 * the value was read from, and what is wrong with it, in words meant for the person who sent it.
 *
 * <pre>{@code
 * new Violation("/items/3/name", "must not be blank")
 * new Violation("", "invalid Stay: must not end before it starts")   // the whole document
 * }</pre>
 *
 * @param pointer the JSON Pointer of the value: {@code ""} for the whole document, {@code
 *     "/items/3/name"} for a member of an element; {@code ~} and {@code /} in names are escaped as
 *     {@code ~0} and {@code ~1}
 * @param message what is wrong, such as {@code "must be at least 1"}
 */
public record Violation(String pointer, String message) {
  /** Checks that both parts are given. */
  public Violation {
    if (pointer == null || message == null) {
      throw new IllegalArgumentException("a violation needs a pointer and a message");
    }
  }

  /**
   * A member name as one step of a JSON Pointer: {@code ~} becomes {@code ~0} and {@code /} becomes
   * {@code ~1}, as RFC 6901 says; {@code "a/b"} gives {@code "a~1b"}.
   */
  public static String escape(String name) {
    if (name.indexOf('~') < 0 && name.indexOf('/') < 0) {
      return name;
    }
    return name.replace("~", "~0").replace("/", "~1");
  }

  /** {@code /items/3/name: must not be blank}. */
  @Override
  public String toString() {
    return (pointer.isEmpty() ? "(document)" : pointer) + ": " + message;
  }
}
