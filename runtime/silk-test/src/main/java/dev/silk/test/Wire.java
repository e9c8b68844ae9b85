package dev.silk.test;

import java.util.List;

/**
 * A request as a transport sends it: what a {@link TestRequest} built, with the cookie jar's
 * cookies in its {@code Cookie} header and its form encoded into the body.
 */
record Wire(
    String method,
    String path,
    String rawQuery,
    List<String[]> headers,
    byte[] body,
    boolean chunked) {

  /** The request target: the path and the query. */
  String target() {
    return rawQuery == null ? path : path + "?" + rawQuery;
  }
}
