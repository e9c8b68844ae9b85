package dev.silk.web;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds the route for a method and a split path with two map reads and a scan of one short list.
 *
 * <p>One table per method, each split into buckets by the first literal segment. A route whose
 * first segment is a variable is copied into every bucket at build time (and kept in a fallback
 * list for first segments no literal route uses), so each bucket holds, in registration order,
 * every route that could match a path starting with its key: the earlier-registered {@code
 * /study/today} still beats {@code /study/{mode}}. No regular expressions.
 */
final class Router {
  static final int GET = 0;
  static final int POST = 1;
  static final int PUT = 2;
  static final int PATCH = 3;
  static final int DELETE = 4;
  static final int HEAD = 5;
  static final int OPTIONS = 6;
  static final int OTHER = -1;

  static final String[] METHOD_NAMES = {"GET", "POST", "PUT", "PATCH", "DELETE"};

  private static final RouteEntry[] NONE = new RouteEntry[0];

  private final Table[] tables = new Table[METHOD_NAMES.length];

  Router(List<RouteEntry> routes) {
    for (int m = 0; m < tables.length; m++) {
      List<RouteEntry> own = new ArrayList<>();
      for (RouteEntry r : routes) {
        if (r.route.method().equals(METHOD_NAMES[m])) {
          own.add(r);
        }
      }
      tables[m] = new Table(own);
    }
  }

  /** The method's index in the tables, {@link #HEAD}, {@link #OPTIONS} or {@link #OTHER}. */
  static int methodIndex(String method) {
    switch (method) {
      case "GET":
        return GET;
      case "POST":
        return POST;
      case "PUT":
        return PUT;
      case "PATCH":
        return PATCH;
      case "DELETE":
        return DELETE;
      case "HEAD":
        return HEAD;
      case "OPTIONS":
        return OPTIONS;
      default:
        return OTHER;
    }
  }

  /** The first route for the method (HEAD uses GET's) that matches, or {@code null}. */
  RouteEntry find(int method, String[] segments) {
    if (method == HEAD) {
      method = GET;
    } else if (method < 0 || method >= tables.length) {
      return null;
    }
    return tables[method].find(segments);
  }

  /**
   * The {@code Allow} value for a path: the methods with a matching route, or {@code null} if no
   * method matches. Computed only when a request found no route for its own method.
   */
  String allow(String[] segments) {
    StringBuilder allow = null;
    for (int m = 0; m < tables.length; m++) {
      if (tables[m].find(segments) != null) {
        allow = allow == null ? new StringBuilder() : allow.append(", ");
        allow.append(METHOD_NAMES[m]);
        if (m == GET) {
          allow.append(", HEAD");
        }
      }
    }
    return allow == null ? null : allow.append(", OPTIONS").toString();
  }

  private static final class Table {
    private final Map<String, RouteEntry[]> buckets;
    private final RouteEntry[] fallback;

    Table(List<RouteEntry> routes) {
      Map<String, List<RouteEntry>> lists = new HashMap<>();
      List<RouteEntry> variableFirst = new ArrayList<>();
      for (RouteEntry r : routes) {
        String key = r.firstLiteral();
        if (key == null) {
          variableFirst.add(r);
          for (List<RouteEntry> bucket : lists.values()) {
            bucket.add(r);
          }
        } else {
          // A new bucket starts with the variable-first routes registered before this route.
          lists.computeIfAbsent(key, k -> new ArrayList<>(variableFirst)).add(r);
        }
      }
      buckets = new HashMap<>();
      lists.forEach((k, v) -> buckets.put(k, v.toArray(NONE)));
      fallback = variableFirst.toArray(NONE);
    }

    RouteEntry find(String[] segments) {
      RouteEntry[] bucket = buckets.get(segments.length == 0 ? "" : segments[0]);
      if (bucket == null) {
        bucket = fallback;
      }
      for (RouteEntry r : bucket) {
        if (r.matches(segments)) {
          return r;
        }
      }
      return null;
    }
  }
}
