package dev.silk.web;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The headers of a response, copy-on-write: each {@code with} returns a new instance and leaves
 * this one untouched, so responses derived from a shared constant never see each other's headers.
 *
 * <p>Keyed by lower-cased name (one value per name; cookies travel separately), sent with the name
 * as first given. A handful of headers per response makes parallel arrays cheaper than a map.
 */
final class ResponseHeaders {
  static final ResponseHeaders NONE =
      new ResponseHeaders(new String[0], new String[0], new String[0]);

  private final String[] keys;
  final String[] names;
  final String[] values;

  private ResponseHeaders(String[] keys, String[] names, String[] values) {
    this.keys = keys;
    this.names = names;
    this.values = values;
  }

  int size() {
    return keys.length;
  }

  String get(String name) {
    int i = indexOf(name.toLowerCase(Locale.ROOT));
    return i < 0 ? null : values[i];
  }

  private int indexOf(String key) {
    for (int i = 0; i < keys.length; i++) {
      if (keys[i].equals(key)) {
        return i;
      }
    }
    return -1;
  }

  ResponseHeaders with(String name, String value) {
    checkName(name);
    checkValue(name, value);
    String key = name.toLowerCase(Locale.ROOT);
    int i = indexOf(key);
    if (i >= 0) {
      if (values[i].equals(value) && names[i].equals(name)) {
        return this;
      }
      String[] n = names.clone();
      String[] v = values.clone();
      n[i] = name;
      v[i] = value;
      return new ResponseHeaders(keys, n, v);
    }
    int len = keys.length;
    String[] k = Arrays.copyOf(keys, len + 1);
    String[] n = Arrays.copyOf(names, len + 1);
    String[] v = Arrays.copyOf(values, len + 1);
    k[len] = key;
    n[len] = name;
    v[len] = value;
    return new ResponseHeaders(k, n, v);
  }

  ResponseHeaders without(String name) {
    int i = indexOf(name.toLowerCase(Locale.ROOT));
    if (i < 0) {
      return this;
    }
    return new ResponseHeaders(remove(keys, i), remove(names, i), remove(values, i));
  }

  private static String[] remove(String[] a, int i) {
    String[] r = new String[a.length - 1];
    System.arraycopy(a, 0, r, 0, i);
    System.arraycopy(a, i + 1, r, i, a.length - i - 1);
    return r;
  }

  Map<String, String> asMap() {
    Map<String, String> map = new LinkedHashMap<>();
    for (int i = 0; i < names.length; i++) {
      map.put(names[i], values[i]);
    }
    return Collections.unmodifiableMap(map);
  }

  static void checkName(String name) {
    if (name == null || name.isEmpty()) {
      throw new IllegalArgumentException("a header needs a name");
    }
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c <= ' ' || c >= 0x7f || "()<>@,;:\\\"/[]?={}".indexOf(c) >= 0) {
        throw new IllegalArgumentException("not a valid header name: '" + name + "'");
      }
    }
  }

  /** Refuses CR, LF and other controls, so no value can start a header or a response of its own. */
  static void checkValue(String name, String value) {
    if (value == null) {
      throw new IllegalArgumentException("header " + name + " has no value");
    }
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c < ' ' && c != '\t' || c == 0x7f) {
        throw new IllegalArgumentException("header " + name + " contains a control character");
      }
    }
  }
}
