package dev.silk.json;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The members of an object being built or read, in order: names and values in turn in one array,
 * which {@link #build()} copies at its exact length into the {@link JsonObject} (D252). A name is
 * found by comparing it with each name up to {@value #SCAN_LIMIT} members and through a {@code
 * HashMap} past that, so that a document of a million members costs linear time, colliding hashes
 * included (the map's bins turn into trees).
 */
final class Members {
  /** Objects of at most this many members find a name by comparing names one after another. */
  static final int SCAN_LIMIT = 8;

  private Object[] slots = new Object[8];
  private int length;

  /** A name's slot, for more than {@link #SCAN_LIMIT} members; made when first needed. */
  private HashMap<String, Integer> positions;

  /**
   * The members once they outgrow a block ({@link BlockList#BLOCK}): arrays that large would be
   * humongous to G1 (D129), so they move into a {@link BlockMap}, and slots is no longer used.
   */
  private BlockMap<JsonValue> large;

  /** The member of {@link #large} that the next value goes to. */
  private Map.Entry<String, JsonValue> pending;

  /** The slot of the name that the next value replaces, or -1 to add it. */
  private int pendingSlot;

  private String pendingName;

  /**
   * Names the member whose value comes next ({@link #value}): answers false when the object has
   * that name already, whose value the next one then replaces in its place.
   */
  boolean name(String name) {
    if (large != null) {
      int before = large.size();
      pending = large.member(name);
      return large.size() > before;
    }
    pendingName = name;
    pendingSlot = find(name);
    return pendingSlot < 0;
  }

  /** Sets the value of the member {@link #name} named. */
  void value(JsonValue value) {
    if (large != null) {
      pending.setValue(value);
    } else if (pendingSlot >= 0) {
      replace(pendingSlot, value);
    } else if (length == 2 * BlockList.BLOCK) {
      large = new BlockMap<>(Map.of());
      for (int i = 0; i < length; i += 2) {
        large.put((String) slots[i], (JsonValue) slots[i + 1]);
      }
      large.put(pendingName, value);
      slots = new Object[8];
      length = 0;
      positions = null;
    } else {
      add(pendingName, value);
    }
  }

  /** The slot of {@code name} (its value is at the next one), or -1. */
  int find(String name) {
    if (length <= 2 * SCAN_LIMIT) {
      return scan(slots, length, name);
    }
    HashMap<String, Integer> p = positions;
    if (p == null) {
      positions = p = index(slots, length);
    }
    Integer at = p.get(name);
    return at == null ? -1 : at;
  }

  /** Adds a member whose name is not there yet (the caller has asked {@link #find}). */
  void add(String name, JsonValue value) {
    int n = length;
    if (n == slots.length) {
      slots = Arrays.copyOf(slots, 2 * n);
    }
    slots[n] = name;
    slots[n + 1] = value;
    length = n + 2;
    if (positions != null) {
      positions.put(name, n);
    } else if (n == 2 * SCAN_LIMIT) {
      positions = index(slots, length);
    }
  }

  /** Replaces the value at a slot {@link #find} answered; the member keeps its place. */
  void replace(int slot, JsonValue value) {
    slots[slot + 1] = value;
  }

  /**
   * The object of the members so far. The members stay for more puts or a {@link #clear()}; with
   * {@code handOver} the object may take what it can without a copy, and only clear() may follow.
   */
  JsonObject build(boolean handOver) {
    if (large != null) {
      BlockMap<JsonValue> members = large;
      if (!handOver) {
        members = new BlockMap<>(Map.of());
        members.putAll(large);
      }
      return new JsonObject(members);
    }
    if (length == 0) {
      return JsonObject.EMPTY;
    }
    // The object takes the index as it is: a builder that goes on makes its own again.
    HashMap<String, Integer> p = positions;
    positions = null;
    return new JsonObject(Arrays.copyOf(slots, length), p);
  }

  /**
   * Forgets every member, keeping the array for the next object (the reader's frames). The slots
   * are not cleared: the next object writes over them, and what they still point at is part of the
   * tree being read, alive anyway until the reader and its frames are gone (D255).
   */
  void clear() {
    length = 0;
    positions = null;
    large = null;
    pending = null;
  }

  static int scan(Object[] slots, int length, String name) {
    for (int i = 0; i < length; i += 2) {
      if (name.equals(slots[i])) {
        return i;
      }
    }
    return -1;
  }

  static HashMap<String, Integer> index(Object[] slots, int length) {
    HashMap<String, Integer> p = new HashMap<>(length);
    for (int i = 0; i < length; i += 2) {
      p.put((String) slots[i], i);
    }
    return p;
  }
}
