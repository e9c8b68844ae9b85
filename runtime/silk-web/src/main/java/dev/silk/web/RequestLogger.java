package dev.silk.web;

/**
 * Receives one {@link RequestLog} per request once its response is written; register it with {@link
 * App#requestLogger}. Without one, Silk measures and builds nothing per request.
 *
 * <p>It runs on the request's thread after the response went out, so a slow logger slows the
 * connection's next request, not this one's answer.
 *
 * <pre>{@code
 * app.requestLogger(RequestLogger.combined());            // an access log as Apache and nginx write it
 * app.requestLogger(RequestLogger.json());                // one JSON object per line
 * app.requestLogger(log -> metrics.record(log.status(), log.nanos()));
 * }</pre>
 */
@FunctionalInterface
public interface RequestLogger {
  /** The {@code System.Logger} the access logs write to, at INFO. */
  String ACCESS_LOGGER = "dev.silk.web.access";

  /** Records one request. */
  void log(RequestLog entry);

  /** Logs each request at INFO to the {@code System.Logger} named {@code dev.silk.web.requests}. */
  static RequestLogger system() {
    return toLogger("dev.silk.web.requests", RequestLog::toString);
  }

  /**
   * An access log in the Combined Log Format, which log tools read (GoAccess, AWStats, every log
   * shipper), at INFO to the logger {@code dev.silk.web.access}:
   *
   * <pre>
   * 127.0.0.1 - - [01/May/2024:12:30:00 +0000] "GET /items?page=2 HTTP/1.1" 200 1532 "https://example.com/" "Mozilla/5.0 ..."
   * </pre>
   *
   * <p>Bytes are the body bytes sent (0 for a {@code HEAD}, {@code -} for a stream of unknown
   * length). Quotes, backslashes and control characters in the request are escaped as nginx escapes
   * them, and long values are cut, so a client cannot forge lines or fill the log.
   */
  static RequestLogger combined() {
    return toLogger(ACCESS_LOGGER, AccessLines::combined);
  }

  /**
   * An access log of one JSON object per line, for log pipelines that parse JSON (Loki, Elastic,
   * CloudWatch), at INFO to the logger {@code dev.silk.web.access}:
   *
   * <pre>{@code
   * {"time":"2024-05-01T12:30:00.123Z","id":"3f2a91c0","method":"GET","path":"/items","query":"page=2",
   *  "status":200,"bytes":1532,"micros":840,"remote":"127.0.0.1","userAgent":"Mozilla/5.0 ...","referer":"https://example.com/"}
   * }</pre>
   *
   * <p>{@code id} is the request's id, as a 500's answer and the error log name it.
   */
  static RequestLogger json() {
    return toLogger(ACCESS_LOGGER, AccessLines::json);
  }

  private static RequestLogger toLogger(
      String name, java.util.function.Function<RequestLog, String> line) {
    System.Logger logger = System.getLogger(name);
    return entry -> {
      if (logger.isLoggable(System.Logger.Level.INFO)) {
        logger.log(System.Logger.Level.INFO, line.apply(entry));
      }
    };
  }
}
