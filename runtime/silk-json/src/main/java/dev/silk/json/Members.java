package dev.silk.json;

import java.util.Arrays;

/**
 * The members of an object being built or read, in order: the names in one array and the values in
 * another (D302), which the {@link JsonObject} takes as they are from a builder (D275) and at their
 * exact length from the reader (D252). A name is found by comparing it with each name up to {@value
 * #SCAN_LIMIT} members and through a {@link NameIndex} past that, so that a document of a million
 * members costs linear time, and one crafted so that its names share a hash n log n (D273).
 *
 * <p>Past {@link #BLOCK} members the names and values go on in blocks of that many, so that no
 * array of a tree is one that G1 makes humongous (D129); the full arrays become the first blocks,
 * uncopied.
 *
 * <p>{@link JsonObject.Builder} is one (D304): a builder is its members, one object where a builder
 * holding its members was two. The reader's frames hold a {@link ReadMembers} each, which keeps
 * what only the reader needs, so that a builder is 56 bytes (D299).
 */
class Members {
  /** Objects of at most this many members find a name by comparing names one after another. */
  static final int SCAN_LIMIT = 8;

  /** log2 of {@link #BLOCK}. */
  static final int SHIFT = 14;

  /**
   * Members per block of a large object: 16,384 names in one array and their values in another, 64
   * KB each (128 KB without compressed references), below G1's smallest humongous size of 512 KB.
   */
  static final int BLOCK = 1 << SHIFT;

  static final int MASK = BLOCK - 1;

  /** The value of {@link #pending} when {@link #name} put the name in already. */
  static final int IN_PLACE = -2;

  /** The names being filled: all of them, or the last block once nameBlocks is not null. */
  String[] names;

  /**
   * The values beside {@link #names}, in an array of the same length: {@link JsonValue}s, and a
   * builder's string members as their Strings (D354).
   */
  Object[] values;

  /**
   * Whether an object built by {@link #build()} holds names and values: the next change copies them
   * first, so that what was built never changes (D275).
   */
  boolean shared;

  /** Every block of names, for an object of more than {@link #BLOCK} members; null below that. */
  String[][] nameBlocks;

  /** Every block of values, beside {@link #nameBlocks}. */
  Object[][] valueBlocks;

  int size;

  /** Where each name is, past {@link #SCAN_LIMIT} members; null below that or until needed. */
  NameIndex index;

  /**
   * A bit for each of the first {@link #SCAN_LIMIT} names, chosen by the low six bits of its hash:
   * a name whose bit is clear is not among them, and needs no scan (D276).
   */
  long seen;

  /**
   * The member whose value the next one replaces, -1 to add it, or {@link #IN_PLACE} when {@link
   * #name} put it in already.
   */
  int pending;

  private String pendingName;

  /** Members with room for {@code capacity} before the arrays grow. */
  Members(int capacity) {
    names = new String[capacity];
    values = new Object[capacity];
  }

  /**
   * Names the member whose value comes next ({@link #value}): answers false when the object has
   * that name already, whose value the next one then replaces in its place.
   */
  boolean name(String name) {
    int n = size;
    int at;
    if (n <= SCAN_LIMIT) {
      long bit = 1L << name.hashCode();
      if ((seen & bit) == 0) {
        String[] ns = names;
        if (n < SCAN_LIMIT && n < ns.length && !shared) {
          // Most names: new, among the first eight, with room and nothing shared. The name goes
          // in now, and value() only sets the value beside it and counts the member.
          ns[n] = name;
          seen |= bit;
          pending = IN_PLACE;
          return true;
        }
        at = -1;
      } else {
        at = scan(names, n, name);
      }
    } else {
      at = find(name);
    }
    pendingName = name;
    pending = at;
    return at < 0;
  }

  /**
   * Puts a member as a builder does: a new name is added, a repeated one has its value replaced in
   * its place. A name among the first {@value #SCAN_LIMIT} whose bit is clear (D276) goes straight
   * into the arrays, without the pending name and member that {@link #name} and {@link #value} pass
   * between them for the reader.
   */
  final void putMember(String name, Object value) {
    int n = size;
    String[] ns = names;
    if (n < SCAN_LIMIT && n < ns.length && !shared) {
      long bit = 1L << name.hashCode();
      if ((seen & bit) == 0) {
        ns[n] = name;
        values[n] = value;
        size = n + 1;
        seen |= bit;
        return;
      }
    }
    name(name);
    value(value);
  }

  /** Sets the value of the member {@link #name} named. */
  void value(Object value) {
    int at = pending;
    if (at == IN_PLACE) {
      int n = size;
      values[n] = value;
      size = n + 1;
    } else if (at < 0) {
      add(pendingName, value);
    } else if (nameBlocks == null) {
      if (shared) {
        names = names.clone();
        values = values.clone();
        shared = false;
      }
      values[at] = value;
    } else {
      valueBlocks[at >>> SHIFT][at & MASK] = value;
    }
  }

  /** The number of the member called {@code name}, or -1, past the scanned members. */
  private int find(String name) {
    NameIndex x = index;
    if (x == null) {
      // A builder that goes on after build() handed its index to the object it built.
      index = x = NameIndex.of(names, nameBlocks, size);
    }
    return x.find(name, names, nameBlocks);
  }

  /** Adds a member whose name is not there yet. */
  private void add(String name, Object value) {
    int n = size;
    String[] ns = names;
    Object[] vs = values;
    int i = n & MASK;
    if (i == 0 && n > 0) {
      // Full blocks: the next ones start (the first full arrays become blocks 0).
      if (nameBlocks == null) {
        nameBlocks = new String[8][];
        valueBlocks = new Object[8][];
        nameBlocks[0] = shared ? ns.clone() : ns;
        valueBlocks[0] = shared ? vs.clone() : vs;
        shared = false;
      } else if (n >>> SHIFT == nameBlocks.length) {
        nameBlocks = Arrays.copyOf(nameBlocks, 2 * nameBlocks.length);
        valueBlocks = Arrays.copyOf(valueBlocks, 2 * valueBlocks.length);
      }
      nameBlocks[n >>> SHIFT] = names = ns = new String[BLOCK];
      valueBlocks[n >>> SHIFT] = values = vs = new Object[BLOCK];
    } else if (nameBlocks == null && (n == ns.length || shared)) {
      int length = n == ns.length ? 2 * n : ns.length;
      names = ns = Arrays.copyOf(ns, length);
      values = vs = Arrays.copyOf(vs, length);
      shared = false;
    }
    ns[i] = name;
    vs[i] = value;
    size = n + 1;
    if (n < SCAN_LIMIT) {
      seen |= 1L << name.hashCode();
    } else if (index != null) {
      index = index.add(name, n, ns, nameBlocks);
    } else if (n == SCAN_LIMIT) {
      index = NameIndex.of(ns, nameBlocks, n + 1);
    }
  }

  /**
   * The object of the members so far, for a builder that may go on: the object takes the arrays as
   * they are, at their length, and the next change here copies them first (D275). Most builders
   * build once and are dropped, and then nothing is copied.
   */
  JsonObject build() {
    int n = size;
    if (n == 0) {
      return JsonObject.EMPTY;
    }
    NameIndex x = handOverIndex();
    if (nameBlocks == null) {
      shared = true;
      return new JsonObject(names, values, null, null, n, x);
    }
    int count = ((n - 1) >>> SHIFT) + 1;
    String[][] nb = Arrays.copyOf(nameBlocks, count);
    Object[][] vb = Arrays.copyOf(valueBlocks, count);
    for (int b = 0; b < count; b++) {
      nb[b] = nb[b].clone();
      vb[b] = vb[b].clone();
    }
    return new JsonObject(null, null, nb, vb, n, x);
  }

  /** The index for the object being built, which takes it: a builder that goes on makes another. */
  NameIndex handOverIndex() {
    NameIndex x = index;
    if (x == null && size > SCAN_LIMIT) {
      x = NameIndex.of(names, nameBlocks, size); // built again, with no put in between
    }
    index = null;
    return x;
  }

  /**
   * The number of the member called {@code name} among the first {@code size}, or -1: first by
   * identity, then comparing hashes before names. Every name of an object of at most {@value
   * #SCAN_LIMIT} members had its hash computed (and kept in the String) when it was put, for its
   * bit (D276), so a name that differs costs one load instead of a compare of two Strings (D300).
   *
   * <p>A name found equal but not the same String takes the place of the one the object held
   * (D309): application code asks with literals, the same String on every call, and the objects of
   * a list of records share one array of names (D302), so after the first object's look-ups every
   * later one is found by one compare of references, where each took a {@link String#equals}. The
   * array then holds another String of the same chars, which changes nothing that can be seen: the
   * names are values, the hash is the same, and no two threads can read different names (a String
   * is immutable, its fields final). For look-ups in a finished object; {@link #scan} is the
   * builder's, which runs only when a name's bit says it may be there.
   */
  static int lookup(String[] names, int size, String name) {
    for (int i = 0; i < size; i++) {
      if (names[i] == name) {
        return i;
      }
    }
    int h = name.hashCode();
    for (int i = 0; i < size; i++) {
      String s = names[i];
      if (s.hashCode() == h && name.equals(s)) {
        names[i] = name;
        return i;
      }
    }
    return -1;
  }

  static int scan(String[] names, int size, String name) {
    for (int i = 0; i < size; i++) {
      if (name.equals(names[i])) {
        return i;
      }
    }
    return -1;
  }
}
