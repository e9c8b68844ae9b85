package dev.silk.web;

import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

/**
 * Cross-origin resource sharing: which other sites' pages may call this app from a browser.
 *
 * <p>A preflight ({@code OPTIONS} with {@code Origin} and {@code Access-Control-Request-Method}) is
 * answered here: 204 with the allowed methods, headers and max-age when the origin, method and
 * every requested header are allowed, 403 otherwise. Other requests from an allowed origin get
 * {@code Access-Control-Allow-Origin} (and credentials and exposed headers when configured);
 * responses that depend on the origin say {@code Vary: Origin}. Everything is built when the filter
 * is configured; a request compares strings.
 *
 * <p>Register it as a before-filter (so preflights are answered before authentication filters run)
 * and as an after-filter (to add headers to actual responses):
 *
 * <pre>{@code
 * CorsFilter cors = CorsFilter.origins("https://app.example.com")
 *     .methods("GET", "POST", "DELETE").headers("Content-Type", "Authorization")
 *     .credentials(true).maxAge(Duration.ofHours(1));
 * app.before(cors).after(cors);
 * }</pre>
 */
public final class CorsFilter implements BeforeFilter, AfterFilter {
  private final Set<String> origins; // null: any origin
  private final Set<String> methods;
  private final Set<String> headers; // lower-cased
  private final String allowMethods;
  private final String allowHeaders;
  private final String exposeHeaders;
  private final boolean credentials;
  private final long maxAgeSeconds;

  private CorsFilter(
      Set<String> origins,
      Set<String> methods,
      Set<String> headers,
      String exposeHeaders,
      boolean credentials,
      long maxAgeSeconds) {
    if (origins == null && credentials) {
      throw new IllegalArgumentException(
          "credentials cannot be allowed for any origin: list the origins");
    }
    this.origins = origins;
    this.methods = methods;
    this.headers = headers;
    this.allowMethods = String.join(", ", methods);
    this.allowHeaders = headers.isEmpty() ? null : String.join(", ", headers);
    this.exposeHeaders = exposeHeaders;
    this.credentials = credentials;
    this.maxAgeSeconds = maxAgeSeconds;
  }

  /** Allows pages from these origins (such as {@code https://app.example.com}), exactly. */
  public static CorsFilter origins(String... origins) {
    Set<String> set = new LinkedHashSet<>();
    for (String o : origins) {
      set.add(o.endsWith("/") ? o.substring(0, o.length() - 1) : o);
    }
    return new CorsFilter(
        Set.copyOf(set), defaultMethods(), Set.of("content-type"), null, false, -1);
  }

  /** Allows pages from any origin ({@code *}), without credentials. */
  public static CorsFilter anyOrigin() {
    return new CorsFilter(null, defaultMethods(), Set.of("content-type"), null, false, -1);
  }

  private static Set<String> defaultMethods() {
    return new LinkedHashSet<>(java.util.List.of("GET", "HEAD", "POST"));
  }

  /** The methods cross-origin requests may use (default GET, HEAD, POST). */
  public CorsFilter methods(String... list) {
    Set<String> set = new LinkedHashSet<>();
    for (String m : list) {
      set.add(m.toUpperCase(Locale.ROOT));
    }
    return new CorsFilter(origins, set, headers, exposeHeaders, credentials, maxAgeSeconds);
  }

  /** The request headers cross-origin requests may send (default {@code Content-Type}). */
  public CorsFilter headers(String... list) {
    Set<String> set = new LinkedHashSet<>();
    for (String h : list) {
      set.add(h.toLowerCase(Locale.ROOT));
    }
    return new CorsFilter(origins, methods, set, exposeHeaders, credentials, maxAgeSeconds);
  }

  /** Response headers the page's script may read beyond the simple ones. */
  public CorsFilter exposeHeaders(String... list) {
    String expose = list.length == 0 ? null : String.join(", ", list);
    return new CorsFilter(origins, methods, headers, expose, credentials, maxAgeSeconds);
  }

  /** Whether cookies and HTTP authentication go along ({@code Allow-Credentials: true}). */
  public CorsFilter credentials(boolean allowed) {
    return new CorsFilter(origins, methods, headers, exposeHeaders, allowed, maxAgeSeconds);
  }

  /** How long a browser may cache a preflight answer. */
  public CorsFilter maxAge(Duration age) {
    return new CorsFilter(origins, methods, headers, exposeHeaders, credentials, age.getSeconds());
  }

  @Override
  public WebResponse before(WebRequest request) {
    return isPreflight(request) ? preflight(request) : null;
  }

  @Override
  public WebResponse after(WebRequest request, WebResponse response) {
    if (isPreflight(request)) {
      // Registered only as an after-filter, the preflight is answered here; registered as both,
      // this recomputes the same answer.
      return preflight(request);
    }
    String origin = request.header("Origin");
    if (origin == null) {
      return origins == null ? response : Vary.add(response, "Origin");
    }
    if (!allowed(origin)) {
      return Vary.add(response, "Origin");
    }
    WebResponse r = response.withHeader("Access-Control-Allow-Origin", allowOrigin(origin));
    if (credentials) {
      r = r.withHeader("Access-Control-Allow-Credentials", "true");
    }
    if (exposeHeaders != null) {
      r = r.withHeader("Access-Control-Expose-Headers", exposeHeaders);
    }
    return origins == null ? r : Vary.add(r, "Origin");
  }

  private static boolean isPreflight(WebRequest request) {
    return request.method().equals("OPTIONS")
        && request.header("Origin") != null
        && request.header("Access-Control-Request-Method") != null;
  }

  private WebResponse preflight(WebRequest request) {
    String origin = request.header("Origin");
    String method = request.header("Access-Control-Request-Method").trim();
    String requested = request.header("Access-Control-Request-Headers");
    WebResponse denied =
        WebResponse.status(403)
            .withHeader(
                "Vary", "Origin, Access-Control-Request-Method, Access-Control-Request-Headers");
    if (!allowed(origin) || !methods.contains(method.toUpperCase(Locale.ROOT))) {
      return denied;
    }
    if (requested != null) {
      for (String h : requested.split(",")) {
        String name = h.trim().toLowerCase(Locale.ROOT);
        if (!name.isEmpty() && !headers.contains(name)) {
          return denied;
        }
      }
    }
    WebResponse r =
        WebResponse.noContent()
            .withHeader("Access-Control-Allow-Origin", allowOrigin(origin))
            .withHeader("Access-Control-Allow-Methods", allowMethods)
            .withHeader(
                "Vary", "Origin, Access-Control-Request-Method, Access-Control-Request-Headers");
    if (allowHeaders != null) {
      r = r.withHeader("Access-Control-Allow-Headers", allowHeaders);
    }
    if (credentials) {
      r = r.withHeader("Access-Control-Allow-Credentials", "true");
    }
    if (maxAgeSeconds >= 0) {
      r = r.withHeader("Access-Control-Max-Age", Long.toString(maxAgeSeconds));
    }
    return r;
  }

  private boolean allowed(String origin) {
    return origins == null || origins.contains(origin);
  }

  private String allowOrigin(String origin) {
    return origins == null ? "*" : origin;
  }
}
