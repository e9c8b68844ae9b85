package dev.silk.cli.dev.host;

import dev.silk.cli.dev.bridge.Problem;
import dev.silk.cli.dev.bridge.ReloadEntry;
import dev.silk.web.App;
import dev.silk.web.Route;
import dev.silk.web.spi.AppServlet;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The one servlet of the dev server's Jetty: dev pages under {@code /_silk/}, the current problem
 * if there is one, else the current app.
 *
 * <p>The app slot is one volatile reference to an immutable pair (the app's servlet and its class
 * loader), replaced whole on every reload: a request reads it once, so a request in flight finishes
 * on the app it started on, and the old app is unreachable from here once the last such request
 * ends.
 *
 * <p>With a shape log, the JSON body of a {@code POST}, {@code PUT} or {@code PATCH} is read ahead
 * ({@link JsonBodyRequest}), the app reads it from memory, and the body is handed to the log under
 * the pattern of the route the app matched ({@link AppServlet#serve} says which) once it has
 * answered.
 */
final class DevServlet extends HttpServlet {
  private static final long serialVersionUID = 1L;
  private static final String GENERATION = "silk.dev.loader";

  /**
   * The app being served, the loader that holds its classes, when it was swapped in and whether it
   * has answered yet (its first answer's time goes to {@code silk --verbose dev}).
   */
  private record Slot(
      AppServlet servlet, ClassLoader loader, long swappedNanos, AtomicBoolean answered) {}

  private final transient DevHost host;
  private final transient BodyLog bodies;
  private transient volatile Slot slot;

  /** A servlet for {@code host}; {@code bodies} is null when no shape log was asked for. */
  DevServlet(DevHost host, BodyLog bodies) {
    this.host = host;
    this.bodies = bodies;
  }

  void swap(App app, ClassLoader loader) {
    AppServlet servlet = new AppServlet(app);
    try {
      servlet.init(getServletConfig());
    } catch (ServletException e) {
      throw new IllegalStateException("the app's servlet failed to start", e);
    }
    Slot previous = slot;
    slot = new Slot(servlet, loader, System.nanoTime(), new AtomicBoolean());
    if (previous != null) {
      // The replaced app closes what outlives a request (WebSockets: 1012, connect again).
      previous.servlet().stopping(true);
    }
  }

  @Override
  public void destroy() {
    Slot current = slot;
    if (current != null) {
      current.servlet().stopping(false);
    }
    super.destroy();
  }

  @Override
  protected void service(HttpServletRequest request, HttpServletResponse response)
      throws IOException {
    String path = request.getRequestURI();
    if (path.startsWith("/_silk/") || path.equals("/_silk")) {
      devPage(path, request, response);
      return;
    }
    Problem problem = host.problem();
    Slot current = slot;
    long start = System.nanoTime();
    if (problem != null) {
      ErrorPage.send(request, response, problem);
    } else if (current == null) {
      response.setStatus(503);
      response.setHeader("Retry-After", "1");
      response.setContentType("text/html;charset=utf-8");
      response.getWriter().write(Html.page("starting", "<h1>The app is starting&hellip;</h1>"));
    } else {
      serveApp(current, request, response);
    }
    long end = System.nanoTime();
    host.requests().add(request.getMethod(), path, response.getStatus(), (end - start) / 1000);
    if (problem == null && current != null && current.answered().compareAndSet(false, true)) {
      host.debug(
          "first answer of the new app ("
              + request.getMethod()
              + " "
              + path
              + ", "
              + response.getStatus()
              + "): "
              + (end - start) / 1_000_000
              + " ms, its request arrived "
              + (start - current.swappedNanos()) / 1_000_000
              + " ms after the swap");
    }
  }

  private void serveApp(Slot current, HttpServletRequest request, HttpServletResponse response)
      throws IOException {
    forgetStaleSessionValues(request, current.loader());
    LiveScriptResponse wrapped = new LiveScriptResponse(response);
    JsonBodyRequest json = bodies == null ? null : JsonBodyRequest.readAhead(request);
    Thread thread = Thread.currentThread();
    ClassLoader previous = thread.getContextClassLoader();
    thread.setContextClassLoader(current.loader());
    Route route = null;
    try {
      route = current.servlet().serve(json == null ? request : json, wrapped);
      wrapped.finish();
    } catch (Exception | LinkageError e) {
      Throwable cause = e instanceof ServletException && e.getCause() != null ? e.getCause() : e;
      Problem problem = host.problemOf(cause);
      if (response.isCommitted() || problem == null) {
        throw new IOException(cause);
      }
      response.reset();
      ErrorPage.send(request, response, problem);
    } finally {
      thread.setContextClassLoader(previous);
      if (json != null && json.body() != null && route != null) {
        // Bodies of no route are not logged: they describe no endpoint.
        bodies.offer(route.method() + " " + route.path(), json.body());
      }
    }
  }

  /**
   * Sessions belong to the dev server and survive reloads. Values of JDK (or dependency) types
   * stay; a value whose class came from an older app loader would fail with "X cannot be cast to X"
   * and pin that loader, so it is dropped the first time its session is used after a reload.
   */
  private static void forgetStaleSessionValues(HttpServletRequest request, ClassLoader loader) {
    HttpSession session = request.getSession(false);
    if (session == null || loader.getName().equals(session.getAttribute(GENERATION))) {
      return;
    }
    for (String name : Collections.list(session.getAttributeNames())) {
      Object value = session.getAttribute(name);
      if (value != null && isFromOtherAppLoader(value.getClass().getClassLoader(), loader)) {
        session.removeAttribute(name);
      }
    }
    session.setAttribute(GENERATION, loader.getName());
  }

  private static boolean isFromOtherAppLoader(ClassLoader valueLoader, ClassLoader current) {
    if (valueLoader == null || valueLoader == current) {
      return false;
    }
    // The shared loaders (platform, runtime, dependencies) are ancestors of the current app loader.
    for (ClassLoader l = current.getParent(); l != null; l = l.getParent()) {
      if (l == valueLoader) {
        return false;
      }
    }
    return true;
  }

  private void devPage(String path, HttpServletRequest request, HttpServletResponse response)
      throws IOException {
    switch (path) {
      case "/_silk/events" ->
          host.live()
              .connect(
                  request,
                  response,
                  new String(
                      DevJson.testBadge(host.testReport()),
                      java.nio.charset.StandardCharsets.UTF_8));
      case LiveReload.SCRIPT_PATH -> host.live().script(response);
      case "/_silk/routes" -> {
        List<List<Object>> rows = new ArrayList<>();
        for (Route r : host.routes()) {
          rows.add(List.of(r.method(), r.path()));
        }
        DevPages.table(request, response, "Routes", List.of("method", "path"), rows);
      }
      case "/_silk/requests" ->
          DevPages.table(
              request, response, "Recent requests", RequestLog.COLUMNS, host.requests().rows());
      case "/_silk/reloads" -> {
        List<List<Object>> rows = new ArrayList<>();
        for (ReloadEntry r : host.reloads()) {
          rows.add(List.of(r.at(), r.trigger(), r.outcome(), r.files(), r.millis()));
        }
        DevPages.table(
            request,
            response,
            "Reloads",
            List.of("at", "trigger", "outcome", "files", "millis"),
            rows);
      }
      case "/_silk/openapi" -> OpenApiPage.send(response);
      case "/_silk/openapi.json" -> {
        byte[] doc = host.openApi().getBytes(java.nio.charset.StandardCharsets.UTF_8);
        response.setContentType("application/json");
        response.setContentLength(doc.length);
        response.getOutputStream().write(doc);
      }
      case "/_silk/db" -> DatabasePage.send(request, response, host.databases());
      case "/_silk/tests" -> TestsPage.send(request, response, host.testReport());
      case "/_silk/status" -> DevPages.status(response, host.status());
      case "/_silk", "/_silk/" -> {
        if (ErrorPage.wantsJson(request)) {
          DevPages.status(response, host.status());
        } else {
          DevPages.index(response, host.status());
        }
      }
      default -> response.sendError(404);
    }
  }
}
