package dev.silk.web;

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
    app.route("GET", PathSegments.join(prefix, path), handler);
    return this;
  }

  public RouteGroup post(String path, Handler handler) {
    app.route("POST", PathSegments.join(prefix, path), handler);
    return this;
  }

  public RouteGroup put(String path, Handler handler) {
    app.route("PUT", PathSegments.join(prefix, path), handler);
    return this;
  }

  public RouteGroup patch(String path, Handler handler) {
    app.route("PATCH", PathSegments.join(prefix, path), handler);
    return this;
  }

  public RouteGroup delete(String path, Handler handler) {
    app.route("DELETE", PathSegments.join(prefix, path), handler);
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
}
