package dev.silk.json;

/**
 * What {@link JsonInput#peek()} finds next, so that code reading a document of unknown shape can
 * decide how to read it.
 *
 * <pre>{@code
 * switch (in.peek()) {
 *   case STRING -> in.readString();
 *   case NUMBER -> in.readDouble();
 *   default -> in.skipValue();
 * }
 * }</pre>
 *
 * <p>Inside an object, at the place of a member, {@code peek()} answers {@link #STRING} for the
 * member name and {@link #END_OBJECT} when no member follows.
 */
public enum JsonToken {
  /** {@code {} */
  BEGIN_OBJECT,
  /** {@code }} */
  END_OBJECT,
  /** {@code [} */
  BEGIN_ARRAY,
  /** {@code ]} */
  END_ARRAY,
  /** A string, or a member name inside an object. */
  STRING,
  /** A number. */
  NUMBER,
  /** {@code true} */
  TRUE,
  /** {@code false} */
  FALSE,
  /** {@code null} */
  NULL,
  /** Nothing but whitespace is left after the top-level value. */
  END_DOCUMENT
}
