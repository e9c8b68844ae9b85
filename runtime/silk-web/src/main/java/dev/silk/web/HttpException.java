package dev.silk.web;

/**
 * An error answer as an exception: throw it anywhere in a handler or filter and the client gets its
 * {@link Problem}, as problem details for clients that accept JSON, as an HTML page for browsers
 * (or what the app's error handlers make of it).
 *
 * <p>Silk itself answers bad input this way (a bad typed parameter is a 400 naming the parameter,
 * an over-limit body a 413, a body that breaks its constraints a 422 listing every violation), so
 * every error goes through the same handlers. It carries no stack trace: it is an answer, not a
 * bug, and filling one in would cost every bad request.
 *
 * <pre>{@code
 * Item item = items.find(id);
 * if (item == null) throw new HttpException(404, "no item " + id);
 * throw new HttpException(401, "sign in first").withHeader("WWW-Authenticate", "Bearer");
 * throw new HttpException(Problem.of(409).withTitle("Out of stock").with("available", 2));
 * }</pre>
 */
public final class HttpException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final transient Problem problem;
  private final transient ResponseHeaders headers;

  /**
   * An error with an HTTP status (400 to 599) and a detail meant for the client.
   *
   * @throws IllegalArgumentException if the status is not an error status
   */
  public HttpException(int status, String message) {
    this(checked(status).withDetail(message), ResponseHeaders.NONE);
  }

  /** An error answered with {@code problem}. */
  public HttpException(Problem problem) {
    this(problem, ResponseHeaders.NONE);
  }

  private HttpException(Problem problem, ResponseHeaders headers) {
    super(problem.detail() != null ? problem.detail() : problem.title(), null, false, false);
    this.problem = problem;
    this.headers = headers;
  }

  private static Problem checked(int status) {
    if (status < 400 || status > 599) {
      throw new IllegalArgumentException(
          "an HttpException needs a status from 400 to 599: " + status);
    }
    return Problem.of(status);
  }

  /** The HTTP status to answer with. */
  public int status() {
    return problem.status();
  }

  /** The problem the client gets. */
  public Problem problem() {
    return problem;
  }

  /**
   * The same error, answered with a header as well (such as {@code Allow} for a 405 or {@code
   * WWW-Authenticate} for a 401); the header is sent whoever makes the error's response.
   */
  public HttpException withHeader(String name, String value) {
    return new HttpException(problem, headers.with(name, value));
  }

  /** The same error with another problem, keeping its headers. */
  HttpException withProblem(Problem newProblem) {
    return new HttpException(newProblem, headers);
  }

  ResponseHeaders headers() {
    return headers;
  }
}
