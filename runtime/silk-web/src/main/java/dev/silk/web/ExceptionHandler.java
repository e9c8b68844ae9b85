package dev.silk.web;

/**
 * Turns an exception thrown while answering a request into a response.
 *
 * <p>Registered per exception type with {@link App#exception}; the most specific registered
 * superclass of the thrown exception wins. Also used per error status with {@link App#error}, where
 * it receives the {@link HttpException} that describes the error.
 *
 * <pre>{@code
 * app.exception(NoSuchElementException.class, (e, req) -> WebResponse.notFound());
 * app.error(404, (e, req) -> WebResponse.html("<h1>Nothing here</h1>").withStatus(404));
 * }</pre>
 *
 * @param <T> the exception type handled
 */
@FunctionalInterface
public interface ExceptionHandler<T extends Exception> {
  /** Answers the request that failed with {@code exception}. */
  WebResponse handle(T exception, WebRequest request) throws Exception;
}
