package dev.silk.json;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

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
  static final JsonArray EMPTY = new JsonArray(new Object[0]);

  /**
   * The elements at their exact number, never changed (D252); empty when large holds them. Every
   * one is a {@link JsonValue}, held in an {@code Object[]} (D354): a store into an array of the
   * interface's type is checked against it, element by element, where a store into an {@code
   * Object[]} is not, and the reader and the builder fill these arrays one store at a time.
   */
  private final Object[] elements;

  /**
   * The elements of an array of more than {@link BlockList#BLOCK}, which as one array G1 would make
   * humongous (D129); null otherwise.
   */
  private final BlockList<JsonValue> large;

  /** The hash, once computed (never 0 then); computed without recursion, by TreeEquality. */
  int hash;

  /** Trusted: takes the array without copying; nobody else may hold it. */
  JsonArray(Object[] elements) {
    this.elements = elements;
    this.large = null;
  }

  /** Trusted: takes the list of a large array without copying; nobody else may hold it. */
  JsonArray(BlockList<JsonValue> large) {
    this.elements = EMPTY.elements;
    this.large = large;
  }

  /** An array of the elements, which nobody else holds, as one array or in blocks. */
  static JsonArray trusted(List<JsonValue> elements) {
    if (elements.isEmpty()) {
      return EMPTY;
    }
    return elements.size() > BlockList.BLOCK
        ? new JsonArray(new BlockList<>(elements))
        : new JsonArray(elements.toArray());
  }

  /** An array of the given elements (use {@link JsonNull#INSTANCE} for null). */
  public static JsonArray of(JsonValue... elements) {
    return of(Arrays.asList(elements));
  }

  /** An array of the given elements (use {@link JsonNull#INSTANCE} for null). */
  public static JsonArray of(List<? extends JsonValue> elements) {
    if (elements.isEmpty()) {
      return EMPTY;
    }
    for (JsonValue e : elements) {
      Objects.requireNonNull(e, "an element cannot be Java null: use JsonNull.INSTANCE");
    }
    return trusted(new ArrayList<>(elements));
  }

  /** The first n of {@code elements}, all JsonValues, as a list. */
  static List<JsonValue> listOf(Object[] elements, int n) {
    List<JsonValue> list = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      list.add((JsonValue) elements[i]);
    }
    return list;
  }

  /** A builder for an array, element by element. */
  public static Builder builder() {
    return new Builder();
  }

  /** The elements in order, as an unmodifiable list. */
  public List<JsonValue> elements() {
    return large != null ? Collections.unmodifiableList(large) : new ElementList(elements);
  }

  /** The element at {@code index}. */
  public JsonValue get(int index) {
    return large != null ? large.get(index) : TreeSlots.element(elements[index]); // D359
  }

  /** The number of elements. */
  public int size() {
    return large != null ? large.size() : elements.length;
  }

  /** True when the array has no elements. */
  public boolean isEmpty() {
    return size() == 0;
  }

  /** The elements as a read-only list; a view, so it costs nothing until used. */
  private static final class ElementList extends AbstractList<JsonValue> implements RandomAccess {
    private final Object[] elements;

    ElementList(Object[] elements) {
      this.elements = elements;
    }

    @Override
    public JsonValue get(int index) {
      return TreeSlots.element(elements[index]);
    }

    @Override
    public int size() {
      return elements.length;
    }
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
   * Collects elements in order; {@link #build()} may be called more than once, and what it built
   * never changes.
   */
  public static final class Builder {
    // An array of its own rather than an ArrayList, doubled as it fills: fewer copies than an
    // ArrayList's growth by half, and no bookkeeping per element (D301).
    private Object[] elements = new Object[8];
    private int count;

    private Builder() {}

    /** Adds a value; a Java null adds {@code null}. */
    public Builder add(JsonValue value) {
      JsonValue v = value == null ? JsonNull.INSTANCE : value;
      int n = count;
      Object[] e = elements;
      if (n == e.length) {
        elements = e = Arrays.copyOf(e, 2 * n);
      }
      e[n] = v;
      count = n + 1;
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

    private List<JsonValue> elementList(int n) {
      return listOf(elements, n);
    }

    /** The array of the elements added so far. */
    public JsonArray build() {
      int n = count;
      if (n == 0) {
        return EMPTY;
      }
      return n > BlockList.BLOCK
          ? new JsonArray(new BlockList<>(elementList(n)))
          : new JsonArray(Arrays.copyOf(elements, n));
    }
  }
}
