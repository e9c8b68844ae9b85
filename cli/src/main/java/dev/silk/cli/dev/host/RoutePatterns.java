package dev.silk.cli.dev.host;

import dev.silk.web.Route;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Names the route a request path belongs to, as silk-web's router chooses it: the first route of
 * the method, in registration order, whose literal segments equal the path's decoded segments (a
 * variable matches any segment; a trailing slash is ignored).
 *
 * <p>The shape log needs the pattern ({@code POST /orders/{id}}), not the path, so bodies of one
 * route land in one file. silk-web keeps the matched route on its request, out of the servlet's
 * reach, so the dev server matches again from {@link dev.silk.web.App#routes()}; it is kept next to
 * the app in the servlet's slot, so a request is matched against the app that served it.
 *
 * <pre>{@code
 * RoutePatterns.of(app.routes()).find("PUT", "/orders/42");   // "PUT /orders/{id}"
 * }</pre>
 */
final class RoutePatterns {
  private record Pattern(String name, String method, String[] literals) {}

  private final List<Pattern> patterns;

  private RoutePatterns(List<Pattern> patterns) {
    this.patterns = patterns;
  }

  static RoutePatterns of(List<Route> routes) {
    List<Pattern> list = new ArrayList<>(routes.size());
    for (Route r : routes) {
      String[] parts = r.path().equals("/") ? new String[0] : r.path().substring(1).split("/", -1);
      String[] literals = new String[parts.length];
      for (int i = 0; i < parts.length; i++) {
        boolean variable =
            parts[i].length() > 2 && parts[i].startsWith("{") && parts[i].endsWith("}");
        literals[i] = variable ? null : parts[i];
      }
      list.add(new Pattern(r.method() + " " + r.path(), r.method(), literals));
    }
    return new RoutePatterns(List.copyOf(list));
  }

  /** {@code METHOD /pattern} of the route for a raw request path, or null if none matches. */
  String find(String method, String rawPath) {
    String[] segments = segments(rawPath);
    if (segments == null) {
      return null;
    }
    for (Pattern p : patterns) {
      if (p.method().equals(method) && matches(p.literals(), segments)) {
        return p.name();
      }
    }
    return null;
  }

  private static boolean matches(String[] literals, String[] segments) {
    if (literals.length != segments.length) {
      return false;
    }
    for (int i = 0; i < literals.length; i++) {
      if (literals[i] != null && !literals[i].equals(segments[i])) {
        return false;
      }
    }
    return true;
  }

  /** The decoded segments; null for what silk-web answers with 400 (no route then either). */
  private static String[] segments(String rawPath) {
    if (rawPath == null || !rawPath.startsWith("/")) {
      return null;
    }
    String p =
        rawPath.length() > 1 && rawPath.endsWith("/")
            ? rawPath.substring(0, rawPath.length() - 1)
            : rawPath;
    if (p.equals("/")) {
      return new String[0];
    }
    String[] raw = p.substring(1).split("/", -1);
    try {
      for (int i = 0; i < raw.length; i++) {
        // A path keeps '+' as it is; only %XX escapes are decoded.
        raw[i] = URLDecoder.decode(raw[i].replace("+", "%2B"), StandardCharsets.UTF_8);
      }
    } catch (IllegalArgumentException e) {
      return null;
    }
    return raw;
  }
}
