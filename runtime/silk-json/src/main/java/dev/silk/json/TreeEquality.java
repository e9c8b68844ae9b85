package dev.silk.json;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * {@code equals} and {@code hashCode} of objects and arrays, with a stack of their own instead of
 * the thread's: a tree read with a raised {@code maxDepth} may be 200,000 levels deep, and
 * comparing it by recursion would throw {@link StackOverflowError}.
 */
final class TreeEquality {
  private TreeEquality() {}

  /** Whether two trees hold equal values: objects in any member order, numbers by value. */
  static boolean equal(JsonValue a, JsonValue b) {
    ArrayDeque<JsonValue> left = new ArrayDeque<>();
    ArrayDeque<JsonValue> right = new ArrayDeque<>();
    left.push(a);
    right.push(b);
    while (!left.isEmpty()) {
      JsonValue x = left.pop();
      JsonValue y = right.pop();
      if (x == y) {
        continue;
      }
      if (x instanceof JsonObject o) {
        if (!(y instanceof JsonObject p) || o.size() != p.size()) {
          return false;
        }
        for (int i = 0; i < o.size(); i++) {
          JsonValue other = p.get(o.nameAt(i));
          if (other == null) {
            return false;
          }
          left.push(o.valueAt(i));
          right.push(other);
        }
      } else if (x instanceof JsonArray o) {
        if (!(y instanceof JsonArray p) || o.size() != p.size()) {
          return false;
        }
        for (int i = 0; i < o.size(); i++) {
          left.push(o.get(i));
          right.push(p.get(i));
        }
      } else if (!x.equals(y)) {
        return false; // scalars compare themselves, without recursion
      }
    }
    return true;
  }

  /**
   * Computes and keeps the hash of every object and array under {@code root} (root included),
   * children before parents, so that no hash needs another hash computed first.
   */
  static int hash(JsonValue root) {
    List<JsonValue> containers = new ArrayList<>();
    // A tree built in code may hold one container in many places: visit each once.
    Set<JsonValue> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    ArrayDeque<JsonValue> pending = new ArrayDeque<>();
    pending.push(root);
    while (!pending.isEmpty()) {
      JsonValue v = pending.pop();
      if (!(v instanceof JsonObject || v instanceof JsonArray) || !seen.add(v)) {
        continue;
      }
      if (v instanceof JsonObject o && o.hash == 0) {
        containers.add(o);
        for (int i = 0; i < o.size(); i++) {
          pending.push(o.valueAt(i));
        }
      } else if (v instanceof JsonArray a && a.hash == 0) {
        containers.add(a);
        for (int i = 0; i < a.size(); i++) {
          pending.push(a.get(i));
        }
      }
    }
    // In reverse order of discovery every container comes after all of its children.
    for (int i = containers.size() - 1; i >= 0; i--) {
      JsonValue v = containers.get(i);
      if (v instanceof JsonObject o) {
        int h = 0;
        for (int m = 0; m < o.size(); m++) {
          h += o.nameAt(m).hashCode() ^ o.valueAt(m).hashCode(); // order-independent
        }
        o.hash = h == 0 ? 1 : h; // 0 means "not computed yet"
      } else {
        JsonArray a = (JsonArray) v;
        int h = 1;
        for (int e = 0; e < a.size(); e++) {
          h = 31 * h + a.get(e).hashCode();
        }
        a.hash = h == 0 ? 1 : h;
      }
    }
    return root.hashCode();
  }
}
