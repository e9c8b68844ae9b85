package dev.silk.web;

import dev.silk.json.JsonCodec;
import java.util.function.Consumer;

/**
 * Routes and filters under a common path prefix, registered on the app that created the group.
 *
 * <pre>{@code
 * app.group("/api", api -> {
 *   api.before(auth);                        // runs for /api and everything under it
 *   api.get("/items", listItems);            // GET /api/items
 *   api.group("/admin", admin -> admin.delete("/items/{id}", deleteItem));
 * });
 * }</pre>
 */
public final class RouteGroup {
  private final App app;
  private final String prefix;

  RouteGroup(App app, String prefix) {
    PathSegments.pattern(prefix);
    this.app = app;
    this.prefix =
        prefix.length() > 1 && prefix.endsWith("/")
            ? prefix.substring(0, prefix.length() - 1)
            : prefix;
  }

  /** The full prefix of this group, nested groups included. */
  public String prefix() {
    return prefix;
  }

  public RouteGroup get(String path, Handler handler) {
    app.route("GET", PathSegments.join(prefix, path), handler, prefix, null, null);
    return this;
  }

  public RouteGroup post(String path, Handler handler) {
    app.route("POST", PathSegments.join(prefix, path), handler, prefix, null, null);
    return this;
  }

  public RouteGroup put(String path, Handler handler) {
    app.route("PUT", PathSegments.join(prefix, path), handler, prefix, null, null);
    return this;
  }

  public RouteGroup patch(String path, Handler handler) {
    app.route("PATCH", PathSegments.join(prefix, path), handler, prefix, null, null);
    return this;
  }

  public RouteGroup delete(String path, Handler handler) {
    app.route("DELETE", PathSegments.join(prefix, path), handler, prefix, null, null);
    return this;
  }

  /** A typed {@code GET}, as {@link App#get(String, JsonCodec, JsonHandler)}. */
  public <T> RouteGroup get(String path, JsonCodec<T> response, JsonHandler<T> handler) {
    return typed("GET", path, TypedRoutes.answering(response, handler), null, response);
  }

  /** A typed {@code DELETE}, as {@link App#delete(String, JsonCodec, JsonHandler)}. */
  public <T> RouteGroup delete(String path, JsonCodec<T> response, JsonHandler<T> handler) {
    return typed("DELETE", path, TypedRoutes.answering(response, handler), null, response);
  }

  /** A typed {@code POST}, as {@link App#post(String, JsonCodec, JsonCodec, JsonBodyHandler)}. */
  public <B, T> RouteGroup post(
      String path, JsonCodec<B> body, JsonCodec<T> response, JsonBodyHandler<B, T> handler) {
    return typed("POST", path, TypedRoutes.reading(body, response, handler), body, response);
  }

  /** A typed {@code PUT}, as {@link App#put(String, JsonCodec, JsonCodec, JsonBodyHandler)}. */
  public <B, T> RouteGroup put(
      String path, JsonCodec<B> body, JsonCodec<T> response, JsonBodyHandler<B, T> handler) {
    return typed("PUT", path, TypedRoutes.reading(body, response, handler), body, response);
  }

  /** A typed {@code PATCH}, as {@link App#patch(String, JsonCodec, JsonCodec, JsonBodyHandler)}. */
  public <B, T> RouteGroup patch(
      String path, JsonCodec<B> body, JsonCodec<T> response, JsonBodyHandler<B, T> handler) {
    return typed("PATCH", path, TypedRoutes.reading(body, response, handler), body, response);
  }

  private RouteGroup typed(
      String method, String path, Handler handler, JsonCodec<?> body, JsonCodec<?> response) {
    app.route(method, PathSegments.join(prefix, path), handler, prefix, body, response);
    return this;
  }

  /** A nested group: its prefix is appended to this one's. */
  public RouteGroup group(String path, Consumer<RouteGroup> routes) {
    routes.accept(new RouteGroup(app, PathSegments.join(prefix, path)));
    return this;
  }

  /** A before-filter for the paths under this group's prefix. */
  public RouteGroup before(BeforeFilter filter) {
    app.before(prefix, filter);
    return this;
  }

  /** An after-filter for the paths under this group's prefix. */
  public RouteGroup after(AfterFilter filter) {
    app.after(prefix, filter);
    return this;
  }

  /**
   * Answers exceptions of {@code type} thrown under this group's prefix (or errors of a path there
   * that no route matches), before the app's own handlers: see {@link App#exception}.
   */
  public <T extends Exception> RouteGroup exception(
      Class<T> type, ExceptionHandler<? super T> handler) {
    app.exception(prefix, type, handler);
    return this;
  }

  /**
   * The answer for an error status under this group's prefix: see {@link App#error(int,
   * ExceptionHandler)}.
   */
  public RouteGroup error(int status, ExceptionHandler<HttpException> handler) {
    app.error(prefix, status, handler);
    return this;
  }

  /**
   * The answer for every error status under this group's prefix, such as problem details for an API
   * whatever the client accepts: {@code api.error((e, req) -> WebResponse.problem(e.problem()))}.
   */
  public RouteGroup error(ExceptionHandler<HttpException> handler) {
    app.error(prefix, 0, handler);
    return this;
  }
}
