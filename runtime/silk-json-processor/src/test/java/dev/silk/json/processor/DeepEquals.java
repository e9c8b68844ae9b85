package dev.silk.json.processor;

import java.lang.reflect.Array;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Value equality through arrays, which records compare by identity. Test code: reflection here only
 * looks at test fixtures.
 */
final class DeepEquals {
  private DeepEquals() {}

  /** Null when equal, else the path to the first difference. */
  static String difference(Object a, Object b, String path) {
    if (a == b) {
      return null;
    }
    if (a == null || b == null) {
      return path + ": " + a + " vs " + b;
    }
    if (a.getClass().isArray()) {
      if (!b.getClass().isArray() || Array.getLength(a) != Array.getLength(b)) {
        return path + ": array lengths differ";
      }
      for (int i = 0; i < Array.getLength(a); i++) {
        String d = difference(Array.get(a, i), Array.get(b, i), path + "[" + i + "]");
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    if (a instanceof Record) {
      if (a.getClass() != b.getClass()) {
        return path + ": " + a.getClass() + " vs " + b.getClass();
      }
      for (RecordComponent c : a.getClass().getRecordComponents()) {
        try {
          String d =
              difference(
                  c.getAccessor().invoke(a), c.getAccessor().invoke(b), path + "." + c.getName());
          if (d != null) {
            return d;
          }
        } catch (ReflectiveOperationException e) {
          throw new IllegalStateException(e);
        }
      }
      return null;
    }
    if (a instanceof Optional<?> oa && b instanceof Optional<?> ob) {
      return difference(oa.orElse(null), ob.orElse(null), path + ".get()");
    }
    if (a instanceof Set<?> || a instanceof Map<?, ?> && !(b instanceof Map<?, ?>)) {
      return a.equals(b) ? null : path + ": " + a + " vs " + b;
    }
    if (a instanceof Map<?, ?> ma && b instanceof Map<?, ?> mb) {
      if (ma.size() != mb.size()) {
        return path + ": map sizes " + ma.size() + " vs " + mb.size();
      }
      for (Map.Entry<?, ?> e : ma.entrySet()) {
        if (!mb.containsKey(e.getKey())) {
          return path + ": key " + e.getKey() + " missing";
        }
        String d = difference(e.getValue(), mb.get(e.getKey()), path + "[" + e.getKey() + "]");
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    if (a instanceof Collection<?> ca && b instanceof Collection<?> cb) {
      if (ca.size() != cb.size()) {
        return path + ": sizes " + ca.size() + " vs " + cb.size();
      }
      Iterator<?> ib = cb.iterator();
      int i = 0;
      for (Object x : ca) {
        String d = difference(x, ib.next(), path + "[" + i++ + "]");
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    return a.equals(b) ? null : path + ": " + a + " vs " + b;
  }
}
