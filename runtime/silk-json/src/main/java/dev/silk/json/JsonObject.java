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
  static final JsonObject EMPTY = new JsonObject(new String[0], new Object[0], null, null, 0, null);

  /**
   * The names in order, never changed (but for a name that a look-up replaces by an equal String,
   * D309): at the exact length when read, and then shared with the object read before when it had
   * the same names (D302); a builder's array, with room left after the size, when built (D275).
   * Null when the names are in blocks ({@link Large}).
   */
  private final String[] names;

  /**
   * The values beside the names, in an array of their own (D302): an object read from a list of
   * records costs one exact array of values, its names shared, where names and values in turn took
   * an array twice that long. Null when they are in blocks. A value is a {@link JsonValue}, or, in
   * an object made by a {@link Builder}, a string member's String, which {@link #valueAt} wraps
   * when asked for (D354): a built object is most often written and dropped, and the writer takes
   * the String as it is.
   */
  private final Object[] values;

  private final int size;

  /**
   * What only an object of more than {@link Members#SCAN_LIMIT} members has: its index, and its
   * blocks past {@link Members#BLOCK} members; null for a smaller one, which is then 32 bytes,
   * where three fields of its own for these made every object 40 (D299).
   */
  private final Large large;

  /**
   * The index of a large object's names, and for one of more than {@link Members#BLOCK} members its
   * names and values in blocks of that many (the last one partly filled), which as one array G1
   * would make humongous (D129); the blocks are null below that.
   */
  private record Large(String[][] nameBlocks, Object[][] valueBlocks, NameIndex index) {}

  /** The hash, once computed (never 0 then); computed without recursion, by TreeEquality. */
  int hash;

  /**
   * Trusted: takes the names and values (or blocks of them) of {@code size} members, and their
   * index (made by {@link Members} for more than {@link Members#SCAN_LIMIT} members), without
   * copying.
   */
  JsonObject(
      String[] names,
      Object[] values,
      String[][] nameBlocks,
      Object[][] valueBlocks,
      int size,
      NameIndex index) {
    this.names = names;
    this.values = values;
    this.size = size;
    this.large =
        index == null && nameBlocks == null ? null : new Large(nameBlocks, valueBlocks, index);
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
    String[] n = names;
    return n != null ? n[i] : NameIndex.nameAt(null, large.nameBlocks, i);
  }

  /** The value of the member at {@code i}, in order; a builder's String wrapped (D354). */
  JsonValue valueAt(int i) {
    Object[] vs = values;
    Object v = vs != null ? vs[i] : large.valueBlocks[i >>> Members.SHIFT][i & Members.MASK];
    return TreeSlots.member(v); // tests of final classes, not a cast to the interface (D359)
  }

  /** The names, at least {@link #size()} of them; null for an object in blocks (the writer's). */
  String[] names() {
    return names;
  }

  /**
   * The values beside {@link #names()}, JsonValues and a builder's Strings (D354); null for an
   * object in blocks.
   */
  Object[] values() {
    return values;
  }

  /** Where each name is, or null for an object of at most eight members (for tests). */
  NameIndex nameIndex() {
    return large == null ? null : large.index;
  }

  /** The probes the index takes to find {@code name} or know it absent (for tests). */
  int probesToFind(String name) {
    return (int) (large.index.search(name, names, large.nameBlocks) >>> 32);
  }

  /** The number of the member called {@code name}, or -1. */
  private int find(Object name) {
    if (!(name instanceof String s)) {
      return -1;
    }
    if (size <= Members.SCAN_LIMIT) {
      return Members.lookup(names, size, s);
    }
    return large.index.find(s, names, large.nameBlocks);
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
  public static final class Builder extends Members {
    private Builder() {
      super(Members.SCAN_LIMIT); // room for the members that a scan finds before the arrays grow
    }

    /** Puts a member; a Java null value puts {@code null}. */
    public Builder put(String name, JsonValue value) {
      if (name == null) {
        throw new NullPointerException("a member name cannot be null");
      }
      putMember(name, value == null ? JsonNull.INSTANCE : value);
      return this;
    }

    /** Puts a string member; a Java null puts {@code null}. */
    public Builder put(String name, String value) {
      if (name == null) {
        throw new NullPointerException("a member name cannot be null");
      }
      // The String itself, wrapped only if the object is asked for it (D354).
      putMember(name, value == null ? JsonNull.INSTANCE : value);
      return this;
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
    @Override
    public JsonObject build() {
      return super.build();
    }
  }
}
