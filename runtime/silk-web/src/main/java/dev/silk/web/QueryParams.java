package dev.silk.web;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A parsed query string: names and values decoded, in order, repeated names kept.
 *
 * <p>Parsed on the first read of a parameter and then kept; a request whose handler never reads its
 * query never parses it. Queries are short, so lookup is a scan of two arrays rather than a hash
 * map built per request.
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

  /** Parses {@code a=1&b=x+y&a=2}; 400 on a malformed escape, naming the parameter. */
  static QueryParams parse(String raw) {
    if (raw == null || raw.isEmpty()) {
      return EMPTY;
    }
    int max = 1;
    for (int i = 0; i < raw.length(); i++) {
      if (raw.charAt(i) == '&') {
        max++;
      }
    }
    String[] names = new String[max];
    String[] values = new String[max];
    int size = 0;
    int start = 0;
    while (start <= raw.length()) {
      int amp = raw.indexOf('&', start);
      int end = amp < 0 ? raw.length() : amp;
      if (end > start) {
        int eq = raw.indexOf('=', start);
        String rawName = eq < 0 || eq > end ? raw.substring(start, end) : raw.substring(start, eq);
        String rawValue = eq < 0 || eq > end ? "" : raw.substring(eq + 1, end);
        String name;
        try {
          name = PercentDecoder.query(rawName);
        } catch (PercentDecoder.MalformedException e) {
          throw new HttpException(400, "bad query string: " + e.getMessage());
        }
        try {
          values[size] = PercentDecoder.query(rawValue);
        } catch (PercentDecoder.MalformedException e) {
          throw new HttpException(
              400, "bad query parameter '" + TypedValues.shorten(name) + "': " + e.getMessage());
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
    List<String> list = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      if (!list.contains(names[i])) {
        list.add(names[i]);
      }
    }
    return Collections.unmodifiableList(list);
  }
}
