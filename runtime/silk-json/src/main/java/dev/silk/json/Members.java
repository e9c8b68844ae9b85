package dev.silk.json;

import java.util.Arrays;

/**
 * The members of an object being built or read, in order: names and values in turn in one array,
 * which {@link #build} copies at its exact length into the {@link JsonObject} (D252). A name is
 * found by comparing it with each name up to {@value #SCAN_LIMIT} members and through a {@link
 * NameIndex} past that, so that a document of a million members costs linear time, and one crafted
 * so that its names share a hash n log n (D273).
 *
 * <p>Past {@link #BLOCK} slots the members go on in blocks of that many, so that no array of a tree
 * is one that G1 makes humongous (D129); the full array becomes the first block, uncopied.
 */
final class Members {
  /** Objects of at most this many members find a name by comparing names one after another. */
  static final int SCAN_LIMIT = 8;

  /** log2 of {@link #BLOCK}. */
  static final int SHIFT = 15;

  /**
   * Slots per block of a large object: 32,768 references (16,384 members), 128 KB (256 KB without
   * compressed references), below G1's smallest humongous size of 512 KB.
   */
  static final int BLOCK = 1 << SHIFT;

  static final int MASK = BLOCK - 1;

  /** The slots being filled: all of them, or the last block once blocks is not null. */
  private Object[] slots;

  /**
   * Whether an object built by {@link #build()} holds slots: the next change copies them first, so
   * that what was built never changes (D275).
   */
  private boolean shared;

  /** Every block of slots, for an object of more than {@link #BLOCK} slots; null below that. */
  private Object[][] blocks;

  /** Slots used: twice the members. */
  private int length;

  /** Where each name is, past {@link #SCAN_LIMIT} members; null below that or until needed. */
  private NameIndex index;

  /**
   * A bit for each of the first {@link #SCAN_LIMIT} names, chosen by the low six bits of its hash:
   * a name whose bit is clear is not among them, and needs no scan (D276).
   */
  private long seen;

  /**
   * The slot of the name that the next value replaces, -1 to add it, or {@link #IN_PLACE} when
   * {@link #name} put it in already.
   */
  private int pendingSlot;

  private static final int IN_PLACE = -2;

  private String pendingName;

  /** Members with room for {@code capacity} slots before the array grows. */
  Members(int capacity) {
    slots = new Object[capacity];
  }

  /**
   * Names the member whose value comes next ({@link #value}): answers false when the object has
   * that name already, whose value the next one then replaces in its place.
   */
  boolean name(String name) {
    int n = length;
    int at;
    if (n <= 2 * SCAN_LIMIT) {
      long bit = 1L << name.hashCode();
      if ((seen & bit) == 0) {
        Object[] s = slots;
        if (n < 2 * SCAN_LIMIT && n < s.length && !shared) {
          // Most names: new, among the first eight, with room and nothing shared. The name goes
          // in now, and value() only sets the value beside it and counts the member.
          s[n] = name;
          seen |= bit;
          pendingSlot = IN_PLACE;
          return true;
        }
        at = -1;
      } else {
        at = scan(slots, n, name);
      }
    } else {
      at = find(name);
    }
    pendingName = name;
    pendingSlot = at;
    return at < 0;
  }

  /**
   * Puts a member as a builder does: a new name is added, a repeated one has its value replaced in
   * its place. A name among the first {@value #SCAN_LIMIT} whose bit is clear (D276) is added
   * straight into the array, without the pending name and slot that {@link #name} and {@link
   * #value} pass between them for the reader.
   */
  void put(String name, JsonValue value) {
    int n = length;
    Object[] s = slots;
    if (n < 2 * SCAN_LIMIT && n < s.length && !shared) {
      long bit = 1L << name.hashCode();
      if ((seen & bit) == 0) {
        s[n] = name;
        s[n + 1] = value;
        length = n + 2;
        seen |= bit;
        return;
      }
    }
    name(name);
    value(value);
  }

  /** Sets the value of the member {@link #name} named. */
  void value(JsonValue value) {
    int at = pendingSlot;
    if (at == IN_PLACE) {
      int n = length;
      slots[n + 1] = value;
      length = n + 2;
    } else if (at < 0) {
      add(pendingName, value);
    } else if (blocks == null) {
      if (shared) {
        slots = slots.clone();
        shared = false;
      }
      slots[at + 1] = value;
    } else {
      blocks[(at + 1) >>> SHIFT][(at + 1) & MASK] = value;
    }
  }

  /** The slot of {@code name} (its value is at the next one), or -1, past the scanned members. */
  private int find(String name) {
    int n = length;
    NameIndex x = index;
    if (x == null) {
      // A builder that goes on after build() handed its index to the object it built.
      index = x = NameIndex.of(slots, blocks, n >> 1);
    }
    int member = x.find(name, slots, blocks);
    return member < 0 ? -1 : 2 * member;
  }

  /** Adds a member whose name is not there yet. */
  private void add(String name, JsonValue value) {
    int n = length;
    Object[] s = slots;
    if ((n & MASK) == 0 && n > 0) {
      // A full block: the next one starts (the first full array becomes block 0).
      if (blocks == null) {
        blocks = new Object[8][];
        blocks[0] = shared ? s.clone() : s;
        shared = false;
      } else if (n >>> SHIFT == blocks.length) {
        blocks = Arrays.copyOf(blocks, 2 * blocks.length);
      }
      blocks[n >>> SHIFT] = slots = s = new Object[BLOCK];
    } else if (blocks == null && (n == s.length || shared)) {
      slots = s = Arrays.copyOf(s, n == s.length ? 2 * n : s.length);
      shared = false;
    }
    s[n & MASK] = name;
    s[(n & MASK) + 1] = value;
    length = n + 2;
    int member = n >> 1;
    if (member < SCAN_LIMIT) {
      seen |= 1L << name.hashCode();
    } else if (index != null) {
      index = index.add(name, member, s, blocks);
    } else if (member == SCAN_LIMIT) {
      index = NameIndex.of(s, blocks, member + 1);
    }
  }

  /**
   * The object of the members so far, for a builder that may go on: the object takes the slots as
   * they are, at their length, and the next change here copies them first (D275). Most builders
   * build once and are dropped, and then nothing is copied.
   */
  JsonObject build() {
    int n = length;
    if (n == 0) {
      return JsonObject.EMPTY;
    }
    NameIndex x = handOverIndex();
    if (blocks == null) {
      shared = true;
      return new JsonObject(slots, null, n >> 1, x);
    }
    Object[][] b = Arrays.copyOf(blocks, ((n - 1) >>> SHIFT) + 1);
    for (int i = 0; i < b.length; i++) {
      b[i] = b[i].clone();
    }
    return new JsonObject(null, b, n >> 1, x);
  }

  /**
   * The object of the members so far, for the reader, whose frame keeps its array for the next
   * object: the slots are copied at their exact number, blocks handed over; {@link #clear()}
   * follows.
   */
  JsonObject take() {
    int n = length;
    if (n == 0) {
      return JsonObject.EMPTY;
    }
    NameIndex x = handOverIndex();
    if (blocks == null) {
      return new JsonObject(Arrays.copyOf(slots, n), null, n >> 1, x);
    }
    Object[][] b = Arrays.copyOf(blocks, ((n - 1) >>> SHIFT) + 1);
    blocks = null;
    slots = new Object[8];
    return new JsonObject(null, b, n >> 1, x);
  }

  /** The index for the object being built, which takes it: a builder that goes on makes another. */
  private NameIndex handOverIndex() {
    NameIndex x = index;
    if (x == null && length > 2 * SCAN_LIMIT) {
      x = NameIndex.of(slots, blocks, length >> 1); // built again, with no put in between
    }
    index = null;
    return x;
  }

  /**
   * Forgets every member, keeping the array for the next object (the reader's frames). The slots
   * are not cleared: the next object writes over them, and what they still point at is part of the
   * tree being read, alive anyway until the reader and its frames are gone (D255).
   */
  void clear() {
    length = 0;
    seen = 0;
    index = null;
    if (blocks != null || shared) {
      blocks = null;
      shared = false;
      slots = new Object[8];
    }
  }

  /**
   * The slot of {@code name} among the first {@code length} slots, or -1, comparing hashes before
   * names: every name of an object of at most {@value #SCAN_LIMIT} members had its hash computed
   * (and kept in the String) when it was put, for its bit (D276), so a name that differs costs one
   * load instead of a compare of two Strings. For lookups in a finished object; {@link #scan} is
   * the builder's, which runs only when a name's bit says it may be there.
   */
  static int lookup(Object[] slots, int length, String name) {
    int h = name.hashCode();
    for (int i = 0; i < length; i += 2) {
      String s = (String) slots[i];
      if (s == name || s.hashCode() == h && name.equals(s)) {
        return i;
      }
    }
    return -1;
  }

  static int scan(Object[] slots, int length, String name) {
    for (int i = 0; i < length; i += 2) {
      if (name.equals(slots[i])) {
        return i;
      }
    }
    return -1;
  }
}
