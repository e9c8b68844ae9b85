package dev.silk.websocket;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Which pages may open a socket. Browsers let any page open a WebSocket to any host and send the
 * site's cookies along, so without this check a page elsewhere could act as a logged-in user
 * (cross-site WebSocket hijacking). Browsers always send {@code Origin}; a request without one
 * comes from a program, not a page, and is let through.
 */
final class OriginPolicy {
  /** The page's origin must be this server's own: scheme aside, the same host and port. */
  static final OriginPolicy SAME_ORIGIN = new OriginPolicy(null, false);

  /** Every origin: for public sockets that need no cookies. */
  static final OriginPolicy ANY = new OriginPolicy(null, true);

  private final Set<String> allowed;
  private final boolean any;

  private OriginPolicy(Set<String> allowed, boolean any) {
    this.allowed = allowed;
    this.any = any;
  }

  /** The same origin and these, each written as a browser sends it: {@code https://example.com}. */
  static OriginPolicy sameOriginAnd(List<String> origins) {
    java.util.HashSet<String> set = new java.util.HashSet<>();
    for (String origin : origins) {
      String normal = normalise(origin);
      if (normal == null) {
        throw new IllegalArgumentException(
            "not an origin: '"
                + origin
                + "'; write it as a browser sends it, such as https://app.example.com");
      }
      set.add(normal);
    }
    return new OriginPolicy(Set.copyOf(set), false);
  }

  /** Whether a page of {@code origin} may connect to a server reached as {@code host}. */
  boolean allows(String origin, String host) {
    if (origin == null || any) {
      return true;
    }
    String normal = normalise(origin);
    if (normal == null) {
      return false;
    }
    if (allowed != null && allowed.contains(normal)) {
      return true;
    }
    return host != null && authority(normal).equals(hostWithPort(host, normal));
  }

  /** {@code scheme://host[:port]} in lower case with the default port left out, or null. */
  static String normalise(String origin) {
    if (origin == null) {
      return null;
    }
    try {
      URI uri = new URI(origin.trim());
      String scheme = uri.getScheme();
      String host = uri.getHost();
      if (scheme == null || host == null || (uri.getPath() != null && uri.getPath().length() > 1)) {
        return null;
      }
      scheme = scheme.toLowerCase(Locale.ROOT);
      int port = uri.getPort();
      boolean defaultPort =
          port == -1
              || (port == 80 && (scheme.equals("http") || scheme.equals("ws")))
              || (port == 443 && (scheme.equals("https") || scheme.equals("wss")));
      return scheme + "://" + host.toLowerCase(Locale.ROOT) + (defaultPort ? "" : ":" + port);
    } catch (URISyntaxException e) {
      return null;
    }
  }

  /** {@code host[:port]} of a normalised origin, with its scheme's default port written out. */
  private static String authority(String normalOrigin) {
    int slashes = normalOrigin.indexOf("://");
    String scheme = normalOrigin.substring(0, slashes);
    String rest = normalOrigin.substring(slashes + 3);
    return withDefaultPort(rest, scheme);
  }

  /** The {@code Host} header with the origin's default port written out when it has none. */
  private static String hostWithPort(String host, String normalOrigin) {
    String scheme = normalOrigin.substring(0, normalOrigin.indexOf("://"));
    return withDefaultPort(host.trim().toLowerCase(Locale.ROOT), scheme);
  }

  private static String withDefaultPort(String hostPort, String scheme) {
    boolean hasPort =
        hostPort.startsWith("[") ? hostPort.indexOf("]:") > 0 : hostPort.lastIndexOf(':') > 0;
    if (hasPort) {
      return hostPort;
    }
    return hostPort + (scheme.equals("https") || scheme.equals("wss") ? ":443" : ":80");
  }
}
