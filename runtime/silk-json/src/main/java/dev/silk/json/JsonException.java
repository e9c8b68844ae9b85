package dev.silk.json;

/**
 * Thrown when JSON cannot be read or written: malformed input, a value of the wrong kind, or a
 * writer used out of order.
 *
 * <p>Errors from reading carry the byte offset, line and column where the problem was found, so
 * that a person can find it in the document; {@link #getMessage()} already includes them.
 */
public final class JsonException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final long offset;
  private final int line;
  private final int column;
  private final String reason;
  private final String pointer;
  private final boolean refused;

  /** An error with no position in a document, such as a writer misuse. */
  public JsonException(String reason) {
    super(reason);
    this.offset = -1;
    this.line = -1;
    this.column = -1;
    this.reason = reason;
    this.pointer = null;
    this.refused = false;
  }

  /** An error at a position of a document being read; line and column count from 1. */
  public JsonException(String reason, long offset, int line, int column) {
    this(reason, offset, line, column, null, false);
  }

  JsonException(String reason, long offset, int line, int column, String pointer, boolean refused) {
    super(reason + " at line " + line + ", column " + column + " (byte " + offset + ")");
    this.offset = offset;
    this.line = line;
    this.column = column;
    this.reason = reason;
    this.pointer = pointer;
    this.refused = refused;
  }

  /** How many chars of a document's text {@link #excerpt(String)} keeps. */
  private static final int EXCERPT = 100;

  /**
   * Text from a document (a name, a number, a string value) as an error message should repeat it:
   * whole up to 100 chars, else its first 100, an ellipsis and its length ({@code 1234...(60000
   * chars)}), so that a megabyte of digits cannot come back as a megabyte of message. Codecs that
   * name what they found use it: {@code throw in.error("unknown color '" +
   * JsonException.excerpt(name) + "'")}. The cut never splits a surrogate pair.
   */
  public static String excerpt(String text) {
    int n = text.length();
    if (n <= EXCERPT) {
      return text;
    }
    int cut = Character.isHighSurrogate(text.charAt(EXCERPT - 1)) ? EXCERPT - 1 : EXCERPT;
    return text.substring(0, cut) + "...(" + n + " chars)";
  }

  /** What was wrong, without the position. */
  public String reason() {
    return reason;
  }

  /** Byte offset of the error in the document, or -1 when it has no position. */
  public long offset() {
    return offset;
  }

  /** Line of the error, counting from 1, or -1 when it has no position. */
  public int line() {
    return line;
  }

  /** Column of the error in bytes, counting from 1, or -1 when it has no position. */
  public int column() {
    return column;
  }

  /**
   * The JSON Pointer (RFC 6901) of the value the reader was at: {@code "/items/3/qty"}, {@code ""}
   * for the whole document; {@code null} for an error with no document, or one made with the public
   * constructor.
   */
  public String pointer() {
    return pointer;
  }

  /**
   * Whether the document was well-formed and of the right shape but a type refused its values: a
   * record's compact constructor threw (the exception is the {@linkplain #getCause() cause}). A web
   * layer answers this as a violation at {@link #pointer()} (422), not as malformed input (400).
   */
  public boolean refused() {
    return refused;
  }
}
