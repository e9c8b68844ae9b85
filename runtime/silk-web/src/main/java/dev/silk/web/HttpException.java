package dev.silk.web;

/**
 * An error answer as an exception: throw it anywhere in a handler or filter and the client gets
 * {@code status} with {@code message} as a plain-text body (or what the app's error handler for
 * that status makes of it).
 *
 * <p>Silk itself answers bad input this way (a bad typed parameter is a 400 naming the parameter,
 * an over-limit body a 413), so every error goes through the same error handlers. It carries no
 * stack trace: it is an answer, not a bug, and filling one in would cost every bad request.
 *
 * <pre>{@code
 * Item item = items.find(id);
 * if (item == null) throw new HttpException(404, "no item " + id);
 * }</pre>
 */
public final class HttpException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int status;

  /**
   * An error with an HTTP status (400 to 599) and a message meant for the client.
   *
   * @throws IllegalArgumentException if the status is not an error status
   */
  public HttpException(int status, String message) {
    super(message, null, false, false);
    if (status < 400 || status > 599) {
      throw new IllegalArgumentException(
          "an HttpException needs a status from 400 to 599: " + status);
    }
    this.status = status;
  }

  /** The HTTP status to answer with. */
  public int status() {
    return status;
  }
}
