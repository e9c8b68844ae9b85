package dev.silk.web;

/**
 * Splits a request path into decoded segments, once per request; the router, the filters and
 * anything else that looks at the path read the same array.
 *
 * <p>{@code "/"} is no segments; {@code "/items/42"} is {@code ["items", "42"]}. A trailing slash
 * is ignored ({@code /items/} is {@code /items}). Each segment is decoded on its own, so an encoded
 * {@code %2F} stays inside its segment instead of splitting it.
 */
final class PathSegments {
  static final String[] ROOT = new String[0];

  private PathSegments() {}

  /** Splits and decodes a raw request path; 400 if it is not a path or an escape is malformed. */
  static String[] split(String rawPath) {
    if (rawPath == null || rawPath.isEmpty() || rawPath.charAt(0) != '/') {
      throw new HttpException(400, "the request target must be a path starting with '/'");
    }
    int end = rawPath.length();
    if (end > 1 && rawPath.charAt(end - 1) == '/') {
      end--;
    }
    if (end == 1) {
      return ROOT;
    }
    int count = 1;
    for (int i = 1; i < end; i++) {
      if (rawPath.charAt(i) == '/') {
        count++;
      }
    }
    String[] segments = new String[count];
    int start = 1;
    for (int k = 0; k < count; k++) {
      int slash = k == count - 1 ? end : rawPath.indexOf('/', start);
      String raw = rawPath.substring(start, slash);
      try {
        segments[k] = PercentDecoder.path(raw);
      } catch (PercentDecoder.MalformedException e) {
        throw new HttpException(400, "bad request path: " + e.getMessage());
      }
      start = slash + 1;
    }
    return segments;
  }

  /** Splits a route pattern or filter prefix the same way, without decoding. */
  static String[] pattern(String pattern) {
    if (pattern == null || pattern.isEmpty() || pattern.charAt(0) != '/') {
      throw new IllegalArgumentException("a path must start with '/': " + pattern);
    }
    String p =
        pattern.length() > 1 && pattern.endsWith("/")
            ? pattern.substring(0, pattern.length() - 1)
            : pattern;
    return p.equals("/") ? ROOT : p.substring(1).split("/", -1);
  }

  /** Joins a group prefix and a path: {@code "/api" + "/items"}, without doubled slashes. */
  static String join(String prefix, String path) {
    if (path.equals("/") || path.isEmpty()) {
      return prefix.isEmpty() ? "/" : prefix;
    }
    return prefix.endsWith("/") ? prefix + path.substring(1) : prefix + path;
  }
}
