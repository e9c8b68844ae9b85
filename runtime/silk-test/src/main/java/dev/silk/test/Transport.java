package dev.silk.test;

/**
 * How a {@link TestRequest} reaches the app: in memory or over HTTP. Each transport keeps its own
 * cookies and follows redirects itself, so that two transports compared side by side never see each
 * other's session ids.
 */
abstract class Transport {
  final CookieJar cookies;
  boolean followRedirects;

  Transport() {
    this(new CookieJar());
  }

  Transport(CookieJar cookies) {
    this.cookies = cookies;
  }

  /** One request on the wire, one response. */
  abstract TestResponse send(Wire request);

  void close() {}

  /** The port of a transport that goes over a socket; -1 in memory. */
  int port() {
    return -1;
  }

  /** Sends a request: the cookie jar's cookies out, its {@code Set-Cookie}s in, redirects. */
  TestResponse exchange(TestRequest request) {
    TestRequest current = request;
    for (int hops = 0; ; hops++) {
      TestResponse response = send(current.wire(cookies));
      cookies.update(response.headers("Set-Cookie"), current.path());
      String location = response.header("Location");
      if (!followRedirects || !isRedirect(response.status()) || location == null) {
        return response;
      }
      if (hops == 10) {
        throw new AssertionError("more than 10 redirects; the last one to " + location);
      }
      current = current.redirectedTo(localTarget(location), response.status());
    }
  }

  void followRedirects(boolean follow) {
    followRedirects = follow;
  }

  private static boolean isRedirect(int status) {
    return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
  }

  /** A redirect's target on this app: {@code http://host:port/x?y} becomes {@code /x?y}. */
  private static String localTarget(String location) {
    if (location.startsWith("/")) {
      return location;
    }
    java.net.URI uri = java.net.URI.create(location);
    if (uri.getHost() == null) {
      throw new AssertionError(
          "a redirect to a relative location this test cannot follow: " + location);
    }
    String path = uri.getRawPath();
    String target = path == null || path.isEmpty() ? "/" : path;
    return uri.getRawQuery() == null ? target : target + "?" + uri.getRawQuery();
  }
}
