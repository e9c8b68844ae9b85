package dev.silk.json;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

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
  static final JsonObject EMPTY = new JsonObject(new Object[0], null);

  /**
   * Names and values in turn (name, value, name, value...), exactly two slots per member and never
   * changed: one array per object where a map took a table and an entry per member (D252).
   */
  private final Object[] slots;

  /** A name's slot for objects of more than {@link Members#SCAN_LIMIT} members, once needed. */
  private Index index;

  /**
   * The members of an object of more than {@link BlockList#BLOCK} names, whose slots would be an
   * array G1 makes humongous (D129); null otherwise, and then slots holds them.
   */
  private final BlockMap<JsonValue> large;

  /** The hash, once computed (never 0 then); computed without recursion, by TreeEquality. */
  int hash;

  /** Trusted: takes the array (and the index, when not null) without copying. */
  JsonObject(Object[] slots, HashMap<String, Integer> positions) {
    this.slots = slots;
    this.index = positions == null ? null : new Index(positions);
    this.large = null;
  }

  /** Trusted: takes the map of a large object without copying; nobody else may hold it. */
  JsonObject(BlockMap<JsonValue> large) {
    this.slots = EMPTY_SLOTS;
    this.large = large;
  }

  private static final Object[] EMPTY_SLOTS = new Object[0];

  /** A builder for an object, member by member. */
  public static Builder builder() {
    return new Builder();
  }

  /** The members in order, as an unmodifiable map. */
  public Map<String, JsonValue> members() {
    return large != null ? Collections.unmodifiableMap(large) : new MemberMap(this);
  }

  /** The value of the member {@code name}, or Java {@code null} when there is no such member. */
  public JsonValue get(String name) {
    if (large != null) {
      return large.get(name);
    }
    int at = find(name);
    return at < 0 ? null : (JsonValue) slots[at + 1];
  }

  /** True when the object has a member {@code name} (whose value may be JSON null). */
  public boolean has(String name) {
    return large != null ? large.containsKey(name) : find(name) >= 0;
  }

  /** The number of members. */
  public int size() {
    return large != null ? large.size() : slots.length >> 1;
  }

  /** True when the object has no members. */
  public boolean isEmpty() {
    return size() == 0;
  }

  /** The name of the member at {@code i}, in order. */
  String nameAt(int i) {
    return large != null ? large.entryAt(i).getKey() : (String) slots[2 * i];
  }

  /** The value of the member at {@code i}, in order. */
  JsonValue valueAt(int i) {
    return large != null ? large.entryAt(i).getValue() : (JsonValue) slots[2 * i + 1];
  }

  private int find(Object name) {
    if (!(name instanceof String s)) {
      return -1;
    }
    Object[] m = slots;
    if (m.length <= 2 * Members.SCAN_LIMIT) {
      return Members.scan(m, m.length, s);
    }
    Index x = index;
    if (x == null) {
      index = x = new Index(Members.index(m, m.length));
    }
    Integer at = x.positions.get(s);
    return at == null ? -1 : at;
  }

  /**
   * A name's slot, made at most once per thread that looks a name up. The final field publishes the
   * map whole to every thread, so a racing lookup sees either no index or a complete one.
   */
  private static final class Index {
    final HashMap<String, Integer> positions;

    Index(HashMap<String, Integer> positions) {
      this.positions = positions;
    }
  }

  /** The members as a read-only map in order; a view, so it costs nothing until used. */
  private static final class MemberMap extends AbstractMap<String, JsonValue> {
    private final JsonObject object;

    MemberMap(JsonObject object) {
      this.object = object;
    }

    @Override
    public JsonValue get(Object name) {
      int at = object.find(name);
      return at < 0 ? null : (JsonValue) object.slots[at + 1];
    }

    @Override
    public boolean containsKey(Object name) {
      return object.find(name) >= 0;
    }

    @Override
    public int size() {
      return object.size();
    }

    @Override
    public Set<Entry<String, JsonValue>> entrySet() {
      return new AbstractSet<>() {
        @Override
        public Iterator<Entry<String, JsonValue>> iterator() {
          return new Iterator<>() {
            private int next;

            @Override
            public boolean hasNext() {
              return next < object.slots.length;
            }

            @Override
            public Entry<String, JsonValue> next() {
              if (next >= object.slots.length) {
                throw new NoSuchElementException();
              }
              int at = next;
              next = at + 2;
              return Map.entry((String) object.slots[at], (JsonValue) object.slots[at + 1]);
            }
          };
        }

        @Override
        public int size() {
          return object.size();
        }
      };
    }
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
   * as a {@link Map} does. {@link #build()} may be called more than once; what it built never
   * changes.
   */
  public static final class Builder {
    private final Members members = new Members();

    private Builder() {}

    /** Puts a member; a Java null value puts {@code null}. */
    public Builder put(String name, JsonValue value) {
      if (name == null) {
        throw new NullPointerException("a member name cannot be null");
      }
      members.name(name);
      members.value(value == null ? JsonNull.INSTANCE : value);
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
      return members.build(false);
    }
  }
}
