package dev.silk.web;

/**
 * Runs before the handler and may answer in its place (authentication, rate limits, CORS
 * preflight).
 *
 * <p>Filters run as a flat loop over an immutable list, so adding one adds no stack frames. A
 * filter returns {@code null} to let the request continue, or a response to stop here: no later
 * before-filter and no handler runs, but after-filters still do.
 *
 * <pre>{@code
 * app.before("/admin", req -> req.header("X-Token") == null ? WebResponse.status(401) : null);
 * }</pre>
 */
@FunctionalInterface
public interface BeforeFilter {
  /** Returns {@code null} to continue, or the response that answers the request. */
  WebResponse before(WebRequest request) throws Exception;
}
