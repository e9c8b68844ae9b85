package dev.silk.web;

/**
 * Runs after the handler (or an error handler) has answered and may replace the response, for
 * example to add headers.
 *
 * <p>After-filters see every response the app gives, including 404, 405 and error answers, in
 * registration order.
 *
 * <pre>{@code
 * app.after((req, res) -> res.withHeader("X-Frame-Options", "DENY"));
 * }</pre>
 */
@FunctionalInterface
public interface AfterFilter {
  /** Returns the response to send: the one given, or a derivation of it. */
  WebResponse after(WebRequest request, WebResponse response) throws Exception;
}
