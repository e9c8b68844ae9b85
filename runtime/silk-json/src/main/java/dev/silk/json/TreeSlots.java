package dev.silk.json;

/**
 * Turns what a tree holds in its {@code Object[]}s (D354) back into its {@link JsonValue}: a value
 * of one of the tree's final classes, or a built object's string member held as its String.
 *
 * <p>A cast to {@code JsonValue}, an interface, is a look-up among the class's interfaces, and the
 * sites that make it (every {@code get} of an object or an array) see every kind of value, so C2
 * has no single class to guess: that cast was 4.5-5.9 % of the list read's profile (D354, D359).
 * Each test here is of a final class, one compare of the value's class word with a constant, most
 * common kind first: strings and numbers for members, objects for elements.
 */
final class TreeSlots {
  private TreeSlots() {}

  /** A member's value: a JsonValue, or a builder's String, which becomes a JsonString. */
  static JsonValue member(Object v) {
    if (v instanceof JsonString s) {
      return s;
    }
    if (v instanceof JsonNumber n) {
      return n;
    }
    if (v instanceof String s) {
      return new JsonString(s);
    }
    return other(v);
  }

  /** An array's element, always a JsonValue. */
  static JsonValue element(Object v) {
    if (v instanceof JsonObject o) {
      return o;
    }
    if (v instanceof JsonString s) {
      return s;
    }
    if (v instanceof JsonNumber n) {
      return n;
    }
    return other(v);
  }

  private static JsonValue other(Object v) {
    if (v instanceof JsonObject o) {
      return o;
    }
    if (v instanceof JsonArray a) {
      return a;
    }
    if (v instanceof JsonBoolean b) {
      return b;
    }
    return (JsonNull) v;
  }
}
