package dev.silk.json;

/**
 * How much a {@link JsonInput} accepts from a document it does not trust: how deeply objects and
 * arrays may nest, and how long one number may be. Both bound the work one document can cause, so
 * that a server reading request bodies cannot be made to spend seconds on a few bytes.
 *
 * <p>Immutable: every change answers a new value, so limits kept in a constant can be shared.
 *
 * <pre>{@code
 * static final JsonLimits IMPORTS = JsonLimits.defaults().maxDepth(64).maxNumberLength(5_000);
 *
 * JsonInput in = new JsonInput(bytes).limits(IMPORTS);
 * app.jsonLimits(IMPORTS); // silk-web: every bodyJson of the app
 * }</pre>
 */
public final class JsonLimits {
  /** Objects and arrays nested deeper than this are refused unless the limit is raised. */
  public static final int DEFAULT_MAX_DEPTH = 512;

  /**
   * Numbers longer than this, in characters, are refused unless the limit is raised: Jackson's
   * default too ({@code StreamReadConstraints}).
   */
  public static final int DEFAULT_MAX_NUMBER_LENGTH = 1000;

  private static final JsonLimits DEFAULTS =
      new JsonLimits(DEFAULT_MAX_DEPTH, DEFAULT_MAX_NUMBER_LENGTH);

  private final int maxDepth;
  private final int maxNumberLength;

  private JsonLimits(int maxDepth, int maxNumberLength) {
    this.maxDepth = maxDepth;
    this.maxNumberLength = maxNumberLength;
  }

  /** Depth 512, numbers of up to 1,000 characters. */
  public static JsonLimits defaults() {
    return DEFAULTS;
  }

  /** These limits with objects and arrays nested at most {@code depth} levels deep. */
  public JsonLimits maxDepth(int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("maxDepth must not be negative: " + depth);
    }
    return new JsonLimits(depth, maxNumberLength);
  }

  /**
   * These limits with numbers of at most {@code length} characters as written; an exact conversion
   * ({@link JsonInput#readBigDecimal()}, {@link JsonInput#readBigInteger()}) also refuses a number
   * that has more digits than that when written out without an exponent, such as {@code 1e100000}.
   */
  public JsonLimits maxNumberLength(int length) {
    if (length < 1) {
      throw new IllegalArgumentException("maxNumberLength must be at least 1: " + length);
    }
    return new JsonLimits(maxDepth, length);
  }

  /** How deeply objects and arrays may nest. */
  public int maxDepth() {
    return maxDepth;
  }

  /** The longest number, in characters. */
  public int maxNumberLength() {
    return maxNumberLength;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof JsonLimits other
        && maxDepth == other.maxDepth
        && maxNumberLength == other.maxNumberLength;
  }

  @Override
  public int hashCode() {
    return 31 * maxDepth + maxNumberLength;
  }

  @Override
  public String toString() {
    return "JsonLimits[maxDepth=" + maxDepth + ", maxNumberLength=" + maxNumberLength + "]";
  }
}
