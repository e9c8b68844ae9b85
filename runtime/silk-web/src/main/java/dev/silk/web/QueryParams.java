package dev.silk.web;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * A parsed query string or urlencoded form: names and values decoded, in order, repeated names
 * kept.
 *
 * <p>Parsed on the first read of a parameter and then kept; a request whose handler never reads its
 * query never parses it. Parsing is one pass over the text, and a query or form of more than {@code
 * maxKeys} parameters is refused (400) when the next one starts, so that a request cannot buy
 * quadratic work with many short names (60,000 names took 38 s before, issue 25). Lookup is a scan
 * of two arrays rather than a hash map built per request: few handlers read more than a few
 * parameters.
 */
final class QueryParams {
  static final QueryParams EMPTY = new QueryParams(new String[0], new String[0], 0);

  private final String[] names;
  private final String[] values;
  private final int size;

  private QueryParams(String[] names, String[] values, int size) {
    this.names = names;
    this.values = values;
    this.size = size;
  }

  /** What is parsed, in the words of its error messages. */
  enum Source {
    QUERY("query string", "query parameter"),
    FORM("form", "form field");

    final String whole;
    final String one;

    Source(String whole, String one) {
      this.whole = whole;
      this.one = one;
    }
  }

  /**
   * Parses {@code a=1&b=x+y&a=2}; 400 on a malformed escape, naming the parameter, and 400 naming
   * the limit when more than {@code maxKeys} parameters come.
   */
  static QueryParams parse(String raw, int maxKeys, Source source) {
    if (raw == null || raw.isEmpty()) {
      return EMPTY;
    }
    String[] names = new String[Math.min(8, maxKeys)];
    String[] values = new String[names.length];
    int size = 0;
    int length = raw.length();
    int start = 0;
    while (start <= length) {
      int amp = raw.indexOf('&', start);
      int end = amp < 0 ? length : amp;
      if (end > start) {
        if (size == maxKeys) {
          throw new HttpException(
              400, "the " + source.whole + " has more than the " + maxKeys + " parameters allowed");
        }
        if (size == names.length) {
          int grown = (int) Math.min((long) size * 2, maxKeys);
          names = Arrays.copyOf(names, grown);
          values = Arrays.copyOf(values, grown);
        }
        // The '=' of this parameter only: indexOf past its end would scan the rest of the text
        // for every parameter without one.
        int eq = start;
        while (eq < end && raw.charAt(eq) != '=') {
          eq++;
        }
        String rawName = raw.substring(start, eq);
        String rawValue = eq < end ? raw.substring(eq + 1, end) : "";
        String name;
        try {
          name = PercentDecoder.query(rawName);
        } catch (PercentDecoder.MalformedException e) {
          throw new HttpException(400, "bad " + source.whole + ": " + e.getMessage());
        }
        try {
          values[size] = PercentDecoder.query(rawValue);
        } catch (PercentDecoder.MalformedException e) {
          throw new HttpException(
              400, "bad " + source.one + " '" + TypedValues.shorten(name) + "': " + e.getMessage());
        }
        names[size++] = name;
      }
      if (amp < 0) {
        break;
      }
      start = amp + 1;
    }
    return new QueryParams(names, values, size);
  }

  /** The number of parameters, repeated names counted each time. */
  int size() {
    return size;
  }

  /** The name of the i-th parameter, in order. */
  String name(int i) {
    return names[i];
  }

  /** The value of the i-th parameter, in order. */
  String value(int i) {
    return values[i];
  }

  /** The first value of {@code name}, or {@code null}. */
  String first(String name) {
    for (int i = 0; i < size; i++) {
      if (names[i].equals(name)) {
        return values[i];
      }
    }
    return null;
  }

  /** Every value of {@code name} in order; empty if none. */
  List<String> all(String name) {
    List<String> all = null;
    for (int i = 0; i < size; i++) {
      if (names[i].equals(name)) {
        if (all == null) {
          all = new ArrayList<>(2);
        }
        all.add(values[i]);
      }
    }
    return all == null ? List.of() : Collections.unmodifiableList(all);
  }

  /** The distinct names in order of first appearance. */
  List<String> names() {
    return distinct(names, size);
  }

  /** The distinct strings of {@code a[0, n)} in order of first appearance, in one pass. */
  static List<String> distinct(String[] a, int n) {
    return List.copyOf(new LinkedHashSet<>(Arrays.asList(a).subList(0, n)));
  }
}
