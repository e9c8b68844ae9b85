package dev.silk.test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The cookies a {@link WebTest} keeps between requests, as a browser keeps them for one site: a
 * {@code Set-Cookie} stores or replaces a cookie, {@code Max-Age=0} (or an expiry in the past)
 * deletes it, and each request sends the cookies whose {@code Path} covers its path. So a session
 * or a flash carries over from a login to the page after it without the test passing ids around.
 *
 * <pre>{@code
 * web.request("POST", "/login").form("name", "ann").send();   // Set-Cookie: JSESSIONID=...
 * web.get("/");                                               // sends it back
 * web.cookies().get("JSESSIONID");                            // the id, to look at
 * web.cookies().clear();                                      // a new visitor
 * }</pre>
 */
public final class CookieJar {
  private record Stored(String value, String path) {}

  private final Map<String, Stored> cookies = new LinkedHashMap<>();

  /** Another jar that follows this one's changes by the test (the served side of a comparison). */
  private final CookieJar twin;

  CookieJar() {
    this(null);
  }

  CookieJar(CookieJar twin) {
    this.twin = twin;
  }

  /** A cookie's value, or {@code null} when the jar has none by that name. */
  public synchronized String get(String name) {
    Stored s = cookies.get(name);
    return s == null ? null : s.value;
  }

  /** Every cookie by name, in the order they were first set. */
  public synchronized Map<String, String> all() {
    Map<String, String> m = new LinkedHashMap<>();
    cookies.forEach((name, s) -> m.put(name, s.value));
    return m;
  }

  /** Stores a cookie for every path, as if the app had set it. */
  public synchronized CookieJar put(String name, String value) {
    cookies.put(name, new Stored(value, "/"));
    if (twin != null) {
      twin.put(name, value);
    }
    return this;
  }

  /** Forgets one cookie. */
  public synchronized CookieJar remove(String name) {
    cookies.remove(name);
    if (twin != null) {
      twin.remove(name);
    }
    return this;
  }

  /** Forgets every cookie: the next request comes from a new visitor. */
  public synchronized CookieJar clear() {
    cookies.clear();
    if (twin != null) {
      twin.clear();
    }
    return this;
  }

  /** The {@code name=value} pairs to send with a request for {@code path}, minus {@code skip}. */
  synchronized List<String> forPath(String path, List<String> skip) {
    List<String> pairs = new ArrayList<>();
    cookies.forEach(
        (name, s) -> {
          if (!skip.contains(name) && covers(s.path, path)) {
            pairs.add(name + "=" + s.value);
          }
        });
    return pairs;
  }

  /** Takes in the {@code Set-Cookie} headers of a response to a request for {@code path}. */
  synchronized void update(List<String> setCookies, String path) {
    for (String header : setCookies) {
      String[] parts = header.split(";");
      int eq = parts[0].indexOf('=');
      if (eq <= 0) {
        continue;
      }
      String name = parts[0].substring(0, eq).trim();
      String value = parts[0].substring(eq + 1).trim();
      String cookiePath = defaultPath(path);
      boolean expired = false;
      for (int i = 1; i < parts.length; i++) {
        String attribute = parts[i].trim();
        String lower = attribute.toLowerCase(Locale.ROOT);
        if (lower.startsWith("path=")) {
          cookiePath = attribute.substring(5);
        } else if (lower.startsWith("max-age=")) {
          expired |=
              attribute.substring(8).trim().startsWith("-")
                  || attribute.substring(8).trim().equals("0");
        } else if (lower.startsWith("expires=")) {
          expired |= expiredDate(attribute.substring(8).trim());
        }
      }
      if (expired) {
        cookies.remove(name);
      } else {
        cookies.put(name, new Stored(value, cookiePath));
      }
    }
  }

  private static boolean expiredDate(String date) {
    try {
      return java.time.ZonedDateTime.parse(
              date, java.time.format.DateTimeFormatter.RFC_1123_DATE_TIME)
          .isBefore(java.time.ZonedDateTime.now());
    } catch (java.time.DateTimeException e) {
      return false;
    }
  }

  /** RFC 6265's default path: the request path up to its last slash. */
  private static String defaultPath(String path) {
    int slash = path.lastIndexOf('/');
    return slash <= 0 ? "/" : path.substring(0, slash);
  }

  private static boolean covers(String cookiePath, String path) {
    if (cookiePath.equals("/") || path.equals(cookiePath)) {
      return true;
    }
    return path.startsWith(cookiePath)
        && (cookiePath.endsWith("/") || path.charAt(cookiePath.length()) == '/');
  }

  @Override
  public synchronized String toString() {
    return all().toString();
  }
}
