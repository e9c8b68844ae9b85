package dev.silk.json;

import java.util.TreeMap;

/**
 * Where each name of an object of more than {@link Members#SCAN_LIMIT} members is: a table of ints,
 * each holding eight bits of a name's {@code String} hash and its member's number, so that finding
 * a name costs no node, entry or boxed position per member (D273).
 *
 * <p>The table is open-addressed at most half full and probed quadratically from the slot the
 * name's hash chooses. No name is stored more than {@value #PROBES} probes from that slot, so a
 * lookup ends within that many probes, and one String compare per probe at most (only where the
 * eight bits match), whatever it finds. Names that would lie farther out (a document crafted so
 * that many names share a hash: the String hash is easy to invert, and {@code AaAa}, {@code AaBB},
 * {@code BBAa} are one hash) turn the whole index into a {@link TreeMap}, names in {@link
 * String#compareTo} order, which no hash decides: such a document costs n log n compares, never n²,
 * and holds no large array either.
 *
 * <p>The names themselves stay where the object keeps them (an array of names, or blocks of them,
 * as {@link #nameAt} reads them); the table holds numbers only, so a large one, even one that G1
 * allocates as humongous, is freed by a young collection once dead and never copied while alive
 * (unlike an array of references, D129).
 */
final class NameIndex {
  /** The most probes a name may be stored away from its first slot. */
  static final int PROBES = 32;

  /** Members a table holds at most: their numbers take the low 24 bits of a slot. */
  static final int MAX_MEMBERS = (1 << 24) - 2;

  /** The smallest table: an object of nine to sixteen members. */
  private static final int MIN_CAPACITY = 32;

  /**
   * Per slot: the low 8 bits of the name's hash in the top byte, its member's number plus one in
   * the rest; 0 for an empty slot. Four bytes a slot, so that a large object's tables (allocated as
   * it grows) cost about as much as its array of names. Null when {@link #crowded} holds the names
   * instead.
   */
  private final int[] table;

  /** Every name's member number, once names crowded the table; null while the table holds them. */
  private final TreeMap<String, Integer> crowded;

  private NameIndex(int[] table, TreeMap<String, Integer> crowded) {
    this.table = table;
    this.crowded = crowded;
  }

  /** The index of the first {@code count} names (see {@link #nameAt}). */
  static NameIndex of(String[] names, String[][] blocks, int count) {
    int[] table = count <= MAX_MEMBERS ? filled(names, blocks, count, capacity(count)) : null;
    return table != null ? new NameIndex(table, null) : crowded(names, blocks, count);
  }

  /**
   * The member number of {@code name}, or -1. The names are read from the arrays the index was made
   * for, as the object holds them now.
   */
  int find(String name, String[] names, String[][] blocks) {
    return (int) search(name, names, blocks);
  }

  /**
   * What {@link #find} answers in the low half, the probes it took in the high half: what {@code
   * NameIndexTest} counts to show that no lookup takes more than {@value #PROBES}.
   */
  long search(String name, String[] names, String[][] blocks) {
    int[] t = table;
    if (t == null) {
      Integer at = crowded.get(name);
      return 1L << 32 | (at == null ? -1 : at) & 0xFFFFFFFFL;
    }
    int hash = name.hashCode();
    int tag = hash << 24;
    int mask = t.length - 1;
    int i = home(hash, t.length);
    int probe = 1;
    for (; probe <= PROBES; probe++) {
      int e = t[i];
      if (e == 0) {
        break;
      }
      if ((e & 0xFF000000) == tag) {
        int member = (e & 0xFFFFFF) - 1;
        String here = nameAt(names, blocks, member);
        if (here == name || here.equals(name)) {
          return (long) probe << 32 | member;
        }
      }
      i = (i + probe) & mask;
    }
    return (long) Math.min(probe, PROBES) << 32 | 0xFFFFFFFFL;
  }

  /**
   * Adds member {@code member}, the last one, whose name {@link #find} did not find and whose array
   * already holds it; answers the index to use from now on: this one, a larger one, or one of
   * crowded names.
   */
  NameIndex add(String name, int member, String[] names, String[][] blocks) {
    if (crowded != null) {
      crowded.put(name, member);
      return this;
    }
    int count = member + 1;
    if (count > MAX_MEMBERS) {
      return crowded(names, blocks, count);
    }
    if (2 * count > table.length) {
      // Larger, from the names: a slot keeps too little of a hash to move it.
      int[] t = filled(names, blocks, count, 2 * table.length);
      return t != null ? new NameIndex(t, null) : crowded(names, blocks, count);
    }
    return place(table, name.hashCode(), count) ? this : crowded(names, blocks, count);
  }

  /** Whether names crowded the table and a TreeMap holds them (for tests). */
  boolean isCrowded() {
    return crowded != null;
  }

  /** The name of member {@code m}: in one array of names or in blocks of them. */
  static String nameAt(String[] names, String[][] blocks, int m) {
    return blocks == null ? names[m] : blocks[m >>> Members.SHIFT][m & Members.MASK];
  }

  /** A table of the first count names, or null if one found no slot within reach. */
  private static int[] filled(String[] names, String[][] blocks, int count, int capacity) {
    int[] table = new int[capacity];
    for (int m = 0; m < count; m++) {
      if (!place(table, nameAt(names, blocks, m).hashCode(), m + 1)) {
        return null;
      }
    }
    return table;
  }

  /** Stores a name's hash with a member number plus one; false if no slot is free in reach. */
  private static boolean place(int[] table, int hash, int memberPlusOne) {
    int mask = table.length - 1;
    int i = home(hash, table.length);
    for (int probe = 1; probe <= PROBES; probe++) {
      if (table[i] == 0) {
        table[i] = hash << 24 | memberPlusOne;
        return true;
      }
      i = (i + probe) & mask;
    }
    return false;
  }

  /**
   * The first slot of a hash: the top bits of the hash times the golden ratio (Fibonacci hashing),
   * which depend on every bit of the hash, so names that differ in their last letter spread out.
   */
  private static int home(int hash, int capacity) {
    return (hash * 0x9E3779B9) >>> (Integer.numberOfLeadingZeros(capacity) + 1);
  }

  /** A power of two at least twice the count: the table is at most half full. */
  private static int capacity(int count) {
    return Math.max(MIN_CAPACITY, Integer.highestOneBit(Math.max(1, 2 * count - 1)) << 1);
  }

  private static NameIndex crowded(String[] names, String[][] blocks, int count) {
    TreeMap<String, Integer> map = new TreeMap<>();
    for (int m = 0; m < count; m++) {
      map.put(nameAt(names, blocks, m), m);
    }
    return new NameIndex(null, map);
  }
}
