package dev.silk.json;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * An array in a tree: its elements in order.
 *
 * <pre>{@code
 * JsonArray tags = JsonArray.builder().add("a").add(2).addNull().build();
 * tags.toString(); // ["a",2,null]
 * tags.get(1);     // JsonNumber 2
 * }</pre>
 */
public final class JsonArray implements JsonValue {
  private static final JsonArray EMPTY = new JsonArray(List.of());

  private final List<JsonValue> elements;

  /** The hash, once computed (never 0 then); computed without recursion, by TreeEquality. */
  int hash;

  /** Trusted: takes the list without copying; nobody else may hold it. */
  JsonArray(List<JsonValue> elements) {
    this.elements = Collections.unmodifiableList(elements);
  }

  /** An array of the given elements (use {@link JsonNull#INSTANCE} for null). */
  public static JsonArray of(JsonValue... elements) {
    if (elements.length == 0) {
      return EMPTY;
    }
    return new JsonArray(List.copyOf(Arrays.asList(elements)));
  }

  /** An array of the given elements (use {@link JsonNull#INSTANCE} for null). */
  public static JsonArray of(List<? extends JsonValue> elements) {
    return new JsonArray(List.copyOf(elements));
  }

  /** A builder for an array, element by element. */
  public static Builder builder() {
    return new Builder();
  }

  /** The elements in order, unmodifiable. */
  public List<JsonValue> elements() {
    return elements;
  }

  /** The element at {@code index}. */
  public JsonValue get(int index) {
    return elements.get(index);
  }

  /** The number of elements. */
  public int size() {
    return elements.size();
  }

  /** True when the array has no elements. */
  public boolean isEmpty() {
    return elements.isEmpty();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof JsonArray && TreeEquality.equal(this, (JsonArray) o);
  }

  @Override
  public int hashCode() {
    int h = hash;
    return h != 0 ? h : TreeEquality.hash(this);
  }

  /** The array as compact JSON. */
  @Override
  public String toString() {
    return JsonValueCodec.toJson(this);
  }

  /**
   * Collects elements in order; {@link #build()} may be called more than once. The built array
   * takes the builder's list without a copy; an {@code add} after {@code build} copies it first
   * (D245), so a built array never changes.
   */
  public static final class Builder {
    private ArrayList<JsonValue> elements = new ArrayList<>();
    private boolean handedOut;

    private Builder() {}

    /** Adds a value; a Java null adds {@code null}. */
    public Builder add(JsonValue value) {
      if (handedOut) {
        elements = new ArrayList<>(elements);
        handedOut = false;
      }
      elements.add(value == null ? JsonNull.INSTANCE : value);
      return this;
    }

    /** Adds a string; a Java null adds {@code null}. */
    public Builder add(String value) {
      return add(value == null ? JsonNull.INSTANCE : new JsonString(value));
    }

    /** Adds an integer. */
    public Builder add(long value) {
      return add(JsonNumber.of(value));
    }

    /** Adds a double, which must be finite. */
    public Builder add(double value) {
      return add(JsonNumber.of(value));
    }

    /** Adds a decimal; a Java null adds {@code null}. */
    public Builder add(BigDecimal value) {
      return add(value == null ? JsonNull.INSTANCE : JsonNumber.of(value));
    }

    /** Adds an integer of any size; a Java null adds {@code null}. */
    public Builder add(BigInteger value) {
      return add(value == null ? JsonNull.INSTANCE : JsonNumber.of(value));
    }

    /** Adds {@code true} or {@code false}. */
    public Builder add(boolean value) {
      return add(JsonBoolean.of(value));
    }

    /** Adds {@code null}. */
    public Builder addNull() {
      return add(JsonNull.INSTANCE);
    }

    /** The array of the elements added so far. */
    public JsonArray build() {
      if (elements.isEmpty()) {
        return EMPTY;
      }
      handedOut = true;
      return new JsonArray(elements);
    }
  }
}
