package dev.silk.web;

/**
 * One request as the request log sees it.
 *
 * @param method the request method
 * @param path the request path as sent (percent-encoded, no query)
 * @param status the response status
 * @param bytes the response body bytes sent: 0 for a {@code HEAD}, -1 for a streamed body of
 *     unknown length
 * @param nanos time from the start of dispatch to the end of writing the response
 * @param remoteAddress the client's IP address
 * @param id the request's id, as error answers and the error log name it ({@link WebRequest#id()})
 * @param query the query string as sent, or {@code null}
 * @param protocol the protocol of the request line, such as {@code HTTP/1.1}
 * @param userAgent the {@code User-Agent} header, or {@code null}
 * @param referer the {@code Referer} header, or {@code null}
 * @param startMillis when dispatch started, in milliseconds since the epoch
 */
public record RequestLog(
    String method,
    String path,
    int status,
    long bytes,
    long nanos,
    String remoteAddress,
    String id,
    String query,
    String protocol,
    String userAgent,
    String referer,
    long startMillis) {

  /**
   * {@code GET /items 200 1532B 0.84ms 127.0.0.1}; a method or path longer than 100 chars is cut
   * there (with its length), so that a client cannot write kilobytes into the log per request.
   * {@link #path()} holds the whole path.
   */
  @Override
  public String toString() {
    long micros = nanos / 1000;
    return TypedValues.shorten(method)
        + " "
        + TypedValues.shorten(path)
        + " "
        + status
        + " "
        + (bytes < 0 ? "-" : bytes + "B")
        + " "
        + micros / 1000
        + "."
        + String.format(java.util.Locale.ROOT, "%03d", micros % 1000)
        + "ms "
        + remoteAddress;
  }
}
