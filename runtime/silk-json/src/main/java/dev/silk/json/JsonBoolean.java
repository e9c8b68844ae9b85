package dev.silk.json;

/** {@code true} or {@code false} in a tree: two instances, so that they compare with {@code ==}. */
public enum JsonBoolean implements JsonValue {
  /** {@code true} */
  TRUE,
  /** {@code false} */
  FALSE;

  /** The instance for {@code value}. */
  public static JsonBoolean of(boolean value) {
    return value ? TRUE : FALSE;
  }

  /** The boolean this stands for. */
  public boolean value() {
    return this == TRUE;
  }

  @Override
  public String toString() {
    return this == TRUE ? "true" : "false";
  }
}
