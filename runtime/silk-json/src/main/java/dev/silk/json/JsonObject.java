package dev.silk.json;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An object in a tree: members by name, in the order they were read or added.
 *
 * <pre>{@code
 * JsonObject item = JsonObject.builder()
 *     .put("id", 7)
 *     .put("name", "Ann")
 *     .put("tags", JsonArray.builder().add("a").build())
 *     .build();
 * item.toString();    // {"id":7,"name":"Ann","tags":["a"]}
 * item.get("name");   // JsonString Ann
 * item.get("absent"); // null
 * }</pre>
 *
 * <p>Two objects are equal when they have the same members with equal values, in any order (JSON
 * objects are unordered; the order is kept only so that documents print as they came).
 */
public final class JsonObject implements JsonValue {
  private static final JsonObject EMPTY = new JsonObject(new LinkedHashMap<>());

  private final Map<String, JsonValue> members;

  /** The hash, once computed (never 0 then); computed without recursion, by TreeEquality. */
  int hash;

  /** Trusted: takes the map without copying; nobody else may hold it. */
  JsonObject(Map<String, JsonValue> members) {
    this.members = Collections.unmodifiableMap(members);
  }

  /** A builder for an object, member by member. */
  public static Builder builder() {
    return new Builder();
  }

  /** The members in order, unmodifiable. */
  public Map<String, JsonValue> members() {
    return members;
  }

  /** The value of the member {@code name}, or Java {@code null} when there is no such member. */
  public JsonValue get(String name) {
    return members.get(name);
  }

  /** True when the object has a member {@code name} (whose value may be JSON null). */
  public boolean has(String name) {
    return members.containsKey(name);
  }

  /** The number of members. */
  public int size() {
    return members.size();
  }

  /** True when the object has no members. */
  public boolean isEmpty() {
    return members.isEmpty();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof JsonObject && TreeEquality.equal(this, (JsonObject) o);
  }

  @Override
  public int hashCode() {
    int h = hash;
    return h != 0 ? h : TreeEquality.hash(this);
  }

  /** The object as compact JSON, members in order. */
  @Override
  public String toString() {
    return JsonValueCodec.toJson(this);
  }

  /**
   * Collects members in order. Putting a name again replaces its value and keeps its first place,
   * as a {@link Map} does. {@link #build()} may be called more than once.
   */
  public static final class Builder {
    private LinkedHashMap<String, JsonValue> members = new LinkedHashMap<>();

    /** The built object took {@link #members}; the next put copies them first (D245). */
    private boolean handedOut;

    private Builder() {}

    /** Puts a member; a Java null value puts {@code null}. */
    public Builder put(String name, JsonValue value) {
      if (name == null) {
        throw new NullPointerException("a member name cannot be null");
      }
      if (handedOut) {
        members = new LinkedHashMap<>(members);
        handedOut = false;
      }
      members.put(name, value == null ? JsonNull.INSTANCE : value);
      return this;
    }

    /** Puts a string member; a Java null puts {@code null}. */
    public Builder put(String name, String value) {
      return put(name, value == null ? JsonNull.INSTANCE : new JsonString(value));
    }

    /** Puts an integer member. */
    public Builder put(String name, long value) {
      return put(name, JsonNumber.of(value));
    }

    /** Puts a double member, which must be finite. */
    public Builder put(String name, double value) {
      return put(name, JsonNumber.of(value));
    }

    /** Puts a decimal member; a Java null puts {@code null}. */
    public Builder put(String name, BigDecimal value) {
      return put(name, value == null ? JsonNull.INSTANCE : JsonNumber.of(value));
    }

    /** Puts an integer member of any size; a Java null puts {@code null}. */
    public Builder put(String name, BigInteger value) {
      return put(name, value == null ? JsonNull.INSTANCE : JsonNumber.of(value));
    }

    /** Puts {@code true} or {@code false}. */
    public Builder put(String name, boolean value) {
      return put(name, JsonBoolean.of(value));
    }

    /** Puts {@code null}. */
    public Builder putNull(String name) {
      return put(name, JsonNull.INSTANCE);
    }

    /** The object of the members put so far. */
    public JsonObject build() {
      if (members.isEmpty()) {
        return EMPTY;
      }
      handedOut = true;
      return new JsonObject(members);
    }
  }
}
