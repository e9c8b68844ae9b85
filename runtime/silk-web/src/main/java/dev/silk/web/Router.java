package dev.silk.web;

import java.util.ArrayList;
import java.util.Arrays;
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
 *
 * <p>A request whose raw path is exactly a route pattern without variables ({@code /text}) is
 * answered from one more map, read before the path is split: {@link #exact} gives the segments the
 * split would make and the route each method's table finds for them, both worked out here (D366).
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
  private final Map<String, Exact> exact = new HashMap<>();

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
    for (RouteEntry r : routes) {
      if (!r.hasVariables) {
        addExact(r.route.path(), r.literals);
      }
    }
  }

  /**
   * Adds a variable-free pattern as an exact path, when a request sending it as its raw path would
   * split into the pattern's own segments (no escapes, nothing the split refuses): then {@link
   * #exact} answers exactly what the split and {@link #find} would.
   */
  private void addExact(String path, String[] literals) {
    if (exact.containsKey(path)) {
      return;
    }
    String[] segments;
    try {
      segments = PathSegments.split(path);
    } catch (HttpException e) {
      return;
    }
    if (!Arrays.equals(segments, literals)) {
      return;
    }
    RouteEntry[] found = new RouteEntry[tables.length];
    for (int m = 0; m < tables.length; m++) {
      found[m] = tables[m].find(segments);
    }
    exact.put(path, new Exact(segments, found));
  }

  /**
   * A raw request path that is a route pattern without variables, split and routed ahead; {@code
   * null} for any other path (split it, then {@link #find}).
   */
  Exact exact(String rawPath) {
    return exact.get(rawPath);
  }

  /** The segments of an exact path and the route each method finds for it. */
  static final class Exact {
    /** What {@link PathSegments#split} makes of the path; shared by its requests, never written. */
    final String[] segments;

    private final RouteEntry[] routes;

    private Exact(String[] segments, RouteEntry[] routes) {
      this.segments = segments;
      this.routes = routes;
    }

    /** What {@link Router#find} answers for these segments. */
    RouteEntry route(int method) {
      int table = table(method);
      return table < 0 ? null : routes[table];
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
    int table = table(method);
    return table < 0 ? null : tables[table].find(segments);
  }

  /** The table a method's routes are in (HEAD uses GET's), or -1 if it has none. */
  private static int table(int method) {
    if (method == HEAD) {
      return GET;
    }
    return method < 0 || method >= METHOD_NAMES.length ? -1 : method;
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
