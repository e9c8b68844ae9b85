package dev.silk.web;

/**
 * Receives one {@link RequestLog} per request once its response is written; register it with {@link
 * App#requestLogger}. Without one, Silk measures and builds nothing per request.
 *
 * <p>It runs on the request's thread after the response went out, so a slow logger slows the
 * connection's next request, not this one's answer.
 *
 * <pre>{@code
 * app.requestLogger(RequestLogger.system());             // "GET /items 200 1532B 0.84ms"
 * app.requestLogger(log -> metrics.record(log.status(), log.nanos()));
 * }</pre>
 */
@FunctionalInterface
public interface RequestLogger {
  /** Records one request. */
  void log(RequestLog entry);

  /** Logs each request at INFO to the {@code System.Logger} named {@code dev.silk.web.requests}. */
  static RequestLogger system() {
    System.Logger logger = System.getLogger("dev.silk.web.requests");
    return entry -> {
      if (logger.isLoggable(System.Logger.Level.INFO)) {
        logger.log(System.Logger.Level.INFO, entry.toString());
      }
    };
  }
}
