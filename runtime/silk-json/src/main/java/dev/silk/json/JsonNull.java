package dev.silk.json;

/** The JSON {@code null} in a tree: one instance, so that it can be compared with {@code ==}. */
public enum JsonNull implements JsonValue {
  /** The only null. */
  INSTANCE;

  @Override
  public String toString() {
    return "null";
  }
}
