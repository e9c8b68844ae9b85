package dev.silk.json;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.AbstractMap;
import java.util.AbstractSet;
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
  static final JsonObject EMPTY = new JsonObject(new Object[0], null, 0, null);

  /**
   * Names and values in turn (name, value, name, value...), two slots per member and never changed:
   * one array per object where a map took a table and an entry per member (D252). At the exact
   * length when read; a builder's array, with room left after the size, when built (D275). Null
   * when blocks holds them.
   */
  private final Object[] slots;

  /**
   * The slots of an object of more than {@link Members#BLOCK} slots, in blocks of that many (the
   * last one partly filled), which as one array G1 would make humongous (D129); null otherwise.
   */
  private final Object[][] blocks;

  private final int size;

  /** Where each name is, for objects of more than {@link Members#SCAN_LIMIT} members (D273). */
  private final NameIndex index;

  /** The hash, once computed (never 0 then); computed without recursion, by TreeEquality. */
  int hash;

  /**
   * Trusted: takes the slots or blocks of {@code size} members, and their index (made by {@link
   * Members} for more than {@link Members#SCAN_LIMIT} members), without copying.
   */
  JsonObject(Object[] slots, Object[][] blocks, int size, NameIndex index) {
    this.slots = slots;
    this.blocks = blocks;
    this.size = size;
    this.index = index;
  }

  /** A builder for an object, member by member. */
  public static Builder builder() {
    return new Builder();
  }

  /** The members in order, as an unmodifiable map. */
  public Map<String, JsonValue> members() {
    return new MemberMap(this);
  }

  /** The value of the member {@code name}, or Java {@code null} when there is no such member. */
  public JsonValue get(String name) {
    int at = find(name);
    return at < 0 ? null : valueAt(at);
  }

  /** True when the object has a member {@code name} (whose value may be JSON null). */
  public boolean has(String name) {
    return find(name) >= 0;
  }

  /** The number of members. */
  public int size() {
    return size;
  }

  /** True when the object has no members. */
  public boolean isEmpty() {
    return size == 0;
  }

  /** The name of the member at {@code i}, in order. */
  String nameAt(int i) {
    return NameIndex.nameAt(slots, blocks, i);
  }

  /** The value of the member at {@code i}, in order. */
  JsonValue valueAt(int i) {
    int s = 2 * i + 1;
    return (JsonValue) (blocks == null ? slots[s] : blocks[s >>> Members.SHIFT][s & Members.MASK]);
  }

  /** Where each name is, or null for an object of at most eight members (for tests). */
  NameIndex nameIndex() {
    return index;
  }

  /** The probes the index takes to find {@code name} or know it absent (for tests). */
  int probesToFind(String name) {
    return (int) (index.search(name, slots, blocks) >>> 32);
  }

  /** The number of the member called {@code name}, or -1. */
  private int find(Object name) {
    if (!(name instanceof String s)) {
      return -1;
    }
    if (size <= Members.SCAN_LIMIT) {
      return Members.lookup(slots, 2 * size, s) >> 1;
    }
    return index.find(s, slots, blocks);
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
      return at < 0 ? null : object.valueAt(at);
    }

    @Override
    public boolean containsKey(Object name) {
      return object.find(name) >= 0;
    }

    @Override
    public int size() {
      return object.size;
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
              return next < object.size;
            }

            @Override
            public Entry<String, JsonValue> next() {
              if (next >= object.size) {
                throw new NoSuchElementException();
              }
              int at = next++;
              return Map.entry(object.nameAt(at), object.valueAt(at));
            }
          };
        }

        @Override
        public int size() {
          return object.size;
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
    // Room for the members that a scan finds (SCAN_LIMIT) before the array grows.
    private final Members members = new Members(2 * Members.SCAN_LIMIT);

    private Builder() {}

    /** Puts a member; a Java null value puts {@code null}. */
    public Builder put(String name, JsonValue value) {
      if (name == null) {
        throw new NullPointerException("a member name cannot be null");
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
      return members.build();
    }
  }
}
