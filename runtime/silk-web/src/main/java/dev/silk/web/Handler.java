package dev.silk.web;

/**
 * Answers one request with a response value.
 *
 * <p>A handler is a plain function, so a route is a direct call through this interface: nothing
 * between the socket and the handler is looked up by name. It returns a {@link WebResponse} instead
 * of writing to a stream, so it answers exactly once and a test can assert on the value.
 *
 * <pre>{@code
 * Handler hello = req -> WebResponse.text("Hello, " + req.query("name", "world"));
 * }</pre>
 */
@FunctionalInterface
public interface Handler {
  /**
   * Answers the request. Any exception becomes an error response: an {@link HttpException} its
   * status, an exception with a registered {@link ExceptionHandler} that handler's answer, anything
   * else a logged 500.
   */
  WebResponse handle(WebRequest request) throws Exception;
}
