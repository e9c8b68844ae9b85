package dev.silk.web;

/**
 * Splits a request path into decoded segments, once per request; the router, the filters and
 * anything else that looks at the path read the same array.
 *
 * <p>{@code "/"} is no segments; {@code "/items/42"} is {@code ["items", "42"]}. A trailing slash
 * is ignored ({@code /items/} is {@code /items}). Each segment is decoded on its own.
 *
 * <p>Paths that mean different things to different readers are refused with a 400, the same on
 * every transport (Jetty is told to pass them on, so that Silk answers them itself): an empty
 * segment ({@code //}), a {@code .} or {@code ..} segment however written ({@code %2e%2e}), an
 * encoded {@code /} or a backslash ({@code ..%2F}, {@code %5C}), and control characters. A handler
 * that uses a path variable as a file name can thus never be walked out of its folder.
 */
final class PathSegments {
  static final String[] ROOT = new String[0];

  private PathSegments() {}

  /** Splits and decodes a raw request path; 400 if it is not a path or is ambiguous. */
  static String[] split(String rawPath) {
    if (rawPath == null || rawPath.isEmpty() || rawPath.charAt(0) != '/') {
      throw new HttpException(400, "the request target must be a path starting with '/'");
    }
    int end = rawPath.length();
    if (end > 1 && rawPath.charAt(end - 1) == '/') {
      end--;
    }
    if (end == 1) {
      if (rawPath.length() > 2) {
        throw bad("an empty segment ('//')");
      }
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
      if (slash == start) {
        throw bad("an empty segment ('//')");
      }
      String raw = rawPath.substring(start, slash);
      String segment;
      try {
        segment = PercentDecoder.path(raw);
      } catch (PercentDecoder.MalformedException e) {
        throw bad(e.getMessage());
      }
      check(segment, segment != raw);
      segments[k] = segment;
      start = slash + 1;
    }
    return segments;
  }

  /** Refuses dot segments, and in a segment that had escapes an encoded slash or control. */
  private static void check(String segment, boolean decoded) {
    if (segment.equals(".") || segment.equals("..")) {
      throw bad("a '" + segment + "' segment");
    }
    if (!decoded) {
      // Without escapes the request line held the characters as they are: a backslash is the
      // only one to look for (controls and spaces cannot stand in a request line).
      if (segment.indexOf('\\') >= 0) {
        throw bad("a backslash");
      }
      return;
    }
    for (int i = 0; i < segment.length(); i++) {
      char c = segment.charAt(i);
      if (c == '/' || c == '\\') {
        throw bad("an encoded '" + c + "'");
      }
      if (c < 0x20 || c == 0x7f) {
        throw bad("an encoded control character");
      }
    }
  }

  private static HttpException bad(String what) {
    return new HttpException(400, "bad request path: " + what);
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
