package dev.silk.json;

import dev.silk.json.validation.Violation;
import dev.silk.json.validation.Violations;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Writes values of one type to a {@link JsonOutput} and reads them back from a {@link JsonInput},
 * directly, with no tree in between.
 *
 * <p>Codecs for {@code @JsonBound} records are generated at build time; {@link JsonCodecs} has them
 * for JDK types; the defaults here build codecs for collections of a type from the codec of the
 * type. A hand-written codec is two lambdas' worth of code:
 *
 * <pre>{@code
 * record Point(int x, int y) {}
 *
 * static final JsonKey X = JsonKey.of("x");
 * static final JsonKey Y = JsonKey.of("y");
 *
 * static final JsonCodec<Point> POINT = new JsonCodec<>() {
 *   public void write(JsonOutput out, Point p) {
 *     if (p == null) {
 *       out.nullValue();
 *       return;
 *     }
 *     out.beginObject().put(X, p.x()).put(Y, p.y()).endObject();
 *   }
 *
 *   public Point read(JsonInput in) {
 *     if (in.nextIsNull()) {
 *       return null;
 *     }
 *     int x = 0;
 *     int y = 0;
 *     in.beginObject();
 *     while (in.hasNext()) {
 *       switch (in.readKey()) {
 *         case "x" -> x = in.readInt();
 *         case "y" -> y = in.readInt();
 *         default -> in.skipValue();
 *       }
 *     }
 *     in.endObject();
 *     return new Point(x, y);
 *   }
 * };
 *
 * byte[] json = Json.toBytes(POINT.list(), List.of(new Point(1, 2)));  // [{"x":1,"y":2}]
 * }</pre>
 *
 * <p>Codecs hold no state and can be shared between threads.
 *
 * @param <T> the type written and read
 */
public interface JsonCodec<T> {
  /** Writes {@code value} as one JSON value; a null value writes {@code null}. */
  void write(JsonOutput out, T value);

  /** Reads one JSON value; a JSON {@code null} reads as null for reference types. */
  T read(JsonInput in);

  /**
   * Whether {@link #readElements} is this codec's own loop, which the list codec ({@link #list()})
   * then reads its elements through instead of calling {@link #read} once per element. Codecs
   * generated for records of up to 16 members answer true (docs/decisions.md, D383, D387); a
   * hand-written codec needs neither this nor {@link #readElements}, and one that overrides {@code
   * readElements} answers true here for it to be used.
   */
  default boolean readsElements() {
    return false;
  }

  /**
   * Reads the elements of an array whose {@code [} has been read, each as {@link #read} would,
   * adding them to {@code into} (which holds fewer than {@code max} elements when called) until the
   * array ends (answers true, with the {@code ]} left for {@link JsonInput#endArray()}) or until
   * {@code into} holds {@code max} and another element follows (answers false, with the comma
   * before that element read and the element not). Codecs generated for small records run this loop
   * with the record's read inside it, so that a list of records costs no call per record, and
   * answer true to {@link #readsElements()} (docs/decisions.md, D383, D387).
   */
  default boolean readElements(JsonInput in, List<? super T> into, int max) {
    while (in.hasNext()) {
      if (into.size() == max) {
        return false;
      }
      into.add(read(in));
    }
    return true;
  }

  /**
   * Whether the values of this codec carry constraints ({@code dev.silk.json.validation}) that
   * {@link #validate(Object, Violations)} checks. Codecs generated for records with constraints, or
   * holding such records, answer {@code true}; a caller that binds values (silk-web's {@code
   * bodyJson}) asks this first and skips validation, collector included, when it is false.
   */
  default boolean validates() {
    return false;
  }

  /**
   * Checks {@code value} and everything it holds against their constraints, adding each violation
   * with its JSON Pointer. Codecs without constraints add nothing.
   */
  default void validate(T value, Violations violations) {}

  /** The violations of {@code value}, in the order found; empty when it is valid. */
  default List<Violation> violations(T value) {
    if (!validates()) {
      return List.of();
    }
    Violations violations = new Violations();
    validate(value, violations);
    return violations.list();
  }

  /** A codec for lists of this type: JSON arrays, read into {@link java.util.ArrayList}s. */
  default JsonCodec<List<T>> list() {
    return new ListCodec<>(this);
  }

  /**
   * A codec for sets of this type: JSON arrays, read into {@link java.util.LinkedHashSet}s so that
   * the order of the document is kept.
   */
  default JsonCodec<Set<T>> set() {
    return new SetCodec<>(this);
  }

  /**
   * A codec for maps from String keys to this type: JSON objects, read into {@link
   * java.util.LinkedHashMap}s in document order. A repeated member name is an error.
   */
  default JsonCodec<Map<String, T>> map() {
    return new MapCodec<>(this);
  }

  /** A codec for optionals of this type: an empty optional is {@code null} in JSON. */
  default JsonCodec<Optional<T>> optional() {
    return new OptionalCodec<>(this);
  }

  /**
   * The JSON Schema of the values this codec writes and reads, for API documents such as OpenAPI.
   * Generated codecs describe their record, enum or union exactly; the codecs of {@link JsonCodecs}
   * and of collections describe theirs; a hand-written codec says "any JSON value" unless it
   * overrides this.
   */
  default JsonSchema schema() {
    return JsonSchema.any();
  }
}
