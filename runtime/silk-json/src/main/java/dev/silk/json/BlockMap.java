package dev.silk.json;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The members of a tree object read with more than {@link BlockList#BLOCK} names, in document
 * order, with no array large enough for G1 to make humongous (D129).
 *
 * <p>A {@link java.util.LinkedHashMap} of 110,000 members has a table of 262,144 references (1 MB):
 * a humongous object that, dead, keeps every young entry, name and value it points at alive through
 * the next young collections (see {@link BlockList}). Here the members are kept in a {@link
 * BlockList} and found through 64 {@link HashMap}s chosen by the name's hash, each with a table
 * under a sixty-fourth of that size. Each HashMap still turns a bin of colliding names into a tree,
 * so names made to share a hash cost what they cost a LinkedHashMap.
 *
 * <p>Only the tree reader puts members; {@link JsonObject} hands the map out unmodifiable.
 */
final class BlockMap<V> extends AbstractMap<String, V> {
  private static final int SHARD_BITS = 6;

  private final BlockList<SimpleEntry<String, V>> order;

  @SuppressWarnings({"unchecked", "rawtypes"})
  private final HashMap<String, SimpleEntry<String, V>>[] shards = new HashMap[1 << SHARD_BITS];

  private final Set<Map.Entry<String, V>> entries = new Entries();

  /** A map of {@code first}'s members, in its order. */
  BlockMap(Map<String, ? extends V> first) {
    order = new BlockList<>(Collections.emptyList());
    first.forEach(this::put);
  }

  @Override
  public int size() {
    return order.size();
  }

  @Override
  public V get(Object name) {
    SimpleEntry<String, V> member = find(name);
    return member == null ? null : member.getValue();
  }

  @Override
  public boolean containsKey(Object name) {
    return find(name) != null;
  }

  /** Adds a member at the end, or replaces the value of a name already here in its place. */
  @Override
  public V put(String name, V value) {
    SimpleEntry<String, V> member = member(name);
    return member.setValue(value);
  }

  /**
   * The member called {@code name}: the one already here, or a new one at the end whose value is
   * null until the caller sets it. One hash lookup, where containsKey and then put take two.
   */
  SimpleEntry<String, V> member(String name) {
    Objects.requireNonNull(name, "name");
    int shard = shardOf(name);
    HashMap<String, SimpleEntry<String, V>> map = shards[shard];
    if (map == null) {
      // Room for 768 names before the first resize: a block's 16,384 names spread over 64 shards
      // make 256 each, and every resize walks all of a shard's entries again.
      map = new HashMap<>(1024);
      shards[shard] = map;
    }
    SimpleEntry<String, V> member = new SimpleEntry<>(name, null);
    SimpleEntry<String, V> here = map.putIfAbsent(name, member);
    if (here != null) {
      return here;
    }
    order.add(member);
    return member;
  }

  /** The member at {@code index} in order. */
  Map.Entry<String, V> entryAt(int index) {
    return order.get(index);
  }

  @Override
  public Set<Map.Entry<String, V>> entrySet() {
    return entries;
  }

  private SimpleEntry<String, V> find(Object name) {
    if (!(name instanceof String)) {
      return null;
    }
    HashMap<String, SimpleEntry<String, V>> map = shards[shardOf((String) name)];
    return map == null ? null : map.get(name);
  }

  /** The top bits of the name's hash, mixed: a HashMap indexes by the low bits. */
  private static int shardOf(String name) {
    return (name.hashCode() * 0x9E3779B9) >>> (32 - SHARD_BITS);
  }

  /** The members in order; read-only. */
  private final class Entries extends AbstractSet<Map.Entry<String, V>> {
    @Override
    public int size() {
      return order.size();
    }

    @Override
    public Iterator<Map.Entry<String, V>> iterator() {
      Iterator<SimpleEntry<String, V>> members = order.iterator();
      return new Iterator<>() {
        @Override
        public boolean hasNext() {
          return members.hasNext();
        }

        @Override
        public Map.Entry<String, V> next() {
          return members.next();
        }
      };
    }
  }
}
