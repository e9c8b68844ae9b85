package dev.silk.web;

import dev.silk.json.JsonCodec;
import dev.silk.json.JsonLimits;
import dev.silk.web.spi.DevMode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * A web application: its routes, filters, error handlers and server settings, registered as an
 * explicit list that {@link #routes()} reads back.
 *
 * <p>Registration is plain method calls with lambdas, so start-up scans nothing and a request is
 * direct calls through interfaces. When the app starts, its registrations freeze into one immutable
 * snapshot (router tables, filter arrays, handler maps); requests only read it, and further
 * registration is refused.
 *
 * <pre>{@code
 * App app = App.create()
 *     .get("/", req -> WebResponse.text("Hello"))
 *     .get("/items/{id}", req -> WebResponse.json(ItemCodec.INSTANCE, items.find(req.pathLong("id"))))
 *     .group("/api", api -> api.get("/health", req -> WebResponse.text("ok")))
 *     .before(req -> { req.attribute("start", System.nanoTime()); return null; });
 * RunningApp running = app.port(8080).start();
 * }</pre>
 *
 * <p>HEAD is answered from the GET route without a body; OPTIONS lists the allowed methods; a path
 * that exists for other methods answers 405 with {@code Allow}; anything else is a 404.
 */
public final class App {
  static {
    // The transports outside this package reach the engine through Dispatcher.of (see there).
    AppDispatcher.install();
  }

  final List<RouteEntry> routes = new ArrayList<>();
  final List<FilterEntry<BeforeFilter>> befores = new ArrayList<>();
  final List<FilterEntry<AfterFilter>> afters = new ArrayList<>();
  final List<StopListener> stopListeners = new ArrayList<>();

  /** Exception and error handlers by the path prefix they apply to; {@code "/"} is the app's. */
  final Map<String, ErrorHandlers> errorScopes = new LinkedHashMap<>();

  String host;
  int port = 8080;
  long maxBodySize = 1024 * 1024;
  int maxFormKeys = 1000;
  JsonLimits jsonLimits = JsonLimits.defaults();
  int maxHeaderSize = 8 * 1024;
  Duration idleTimeout = Duration.ofSeconds(30);
  int maxThreads = 200;
  boolean virtualThreads;
  Duration stopTimeout = Duration.ofSeconds(10);
  Templates templates;
  boolean sessions;
  boolean behindProxy;
  SessionStore sessionStore = SessionStore.memory();
  RequestLogger requestLogger;

  private boolean frozen;

  private App() {}

  /** A new app with no routes, listening on port 8080 on every interface once started. */
  public static App create() {
    return new App();
  }

  // ---- routes

  /** Answers {@code GET} (and {@code HEAD}) for a path pattern such as {@code /items/{id}}. */
  public App get(String path, Handler handler) {
    return route("GET", path, handler);
  }

  public App post(String path, Handler handler) {
    return route("POST", path, handler);
  }

  public App put(String path, Handler handler) {
    return route("PUT", path, handler);
  }

  public App patch(String path, Handler handler) {
    return route("PATCH", path, handler);
  }

  public App delete(String path, Handler handler) {
    return route("DELETE", path, handler);
  }

  /** Registers routes and filters under a path prefix. */
  public App group(String prefix, Consumer<RouteGroup> routes) {
    routes.accept(new RouteGroup(this, prefix));
    return this;
  }

  /**
   * Answers {@code GET} (and {@code HEAD}) with the value {@code handler} returns, written as JSON
   * by {@code response}; a {@code null} value answers 404. The OpenAPI document shows the schema.
   */
  public <T> App get(String path, JsonCodec<T> response, JsonHandler<T> handler) {
    return route("GET", path, TypedRoutes.answering(response, handler), null, null, response);
  }

  /** Answers {@code DELETE} with a value written by {@code response}; {@code null} answers 404. */
  public <T> App delete(String path, JsonCodec<T> response, JsonHandler<T> handler) {
    return route("DELETE", path, TypedRoutes.answering(response, handler), null, null, response);
  }

  /**
   * Answers {@code POST}: the body is read by {@code body} (400 when it cannot be), the value
   * {@code handler} returns is written by {@code response} ({@code null} answers 204).
   */
  public <B, T> App post(
      String path, JsonCodec<B> body, JsonCodec<T> response, JsonBodyHandler<B, T> handler) {
    return route("POST", path, TypedRoutes.reading(body, response, handler), null, body, response);
  }

  /** Answers {@code PUT} as {@link #post(String, JsonCodec, JsonCodec, JsonBodyHandler)} does. */
  public <B, T> App put(
      String path, JsonCodec<B> body, JsonCodec<T> response, JsonBodyHandler<B, T> handler) {
    return route("PUT", path, TypedRoutes.reading(body, response, handler), null, body, response);
  }

  /** Answers {@code PATCH} as {@link #post(String, JsonCodec, JsonCodec, JsonBodyHandler)} does. */
  public <B, T> App patch(
      String path, JsonCodec<B> body, JsonCodec<T> response, JsonBodyHandler<B, T> handler) {
    return route("PATCH", path, TypedRoutes.reading(body, response, handler), null, body, response);
  }

  App route(String method, String path, Handler handler) {
    return route(method, path, handler, null, null, null);
  }

  App route(
      String method,
      String path,
      Handler handler,
      String group,
      JsonCodec<?> body,
      JsonCodec<?> response) {
    checkOpen();
    RouteEntry entry = new RouteEntry(method, path, handler, group, body, response);
    for (RouteEntry r : routes) {
      if (r.route.method().equals(method) && r.sameShape(entry)) {
        throw new IllegalArgumentException(
            method + " " + entry.route.path() + " is already registered as " + r.route.path());
      }
    }
    routes.add(entry);
    return this;
  }

  /** The registered routes in registration order, with group prefixes applied. */
  public List<Route> routes() {
    List<Route> list = new ArrayList<>(routes.size());
    for (RouteEntry r : routes) {
      list.add(r.route);
    }
    return List.copyOf(list);
  }

  // ---- filters

  /** A before-filter for every request, in registration order. */
  public App before(BeforeFilter filter) {
    return before("/", filter);
  }

  /** A before-filter for requests whose path is {@code prefix} or below it. */
  public App before(String prefix, BeforeFilter filter) {
    checkOpen();
    befores.add(new FilterEntry<>(prefix, filter));
    return this;
  }

  /** An after-filter for every response, in registration order. */
  public App after(AfterFilter filter) {
    return after("/", filter);
  }

  /** An after-filter for requests whose path is {@code prefix} or below it. */
  public App after(String prefix, AfterFilter filter) {
    checkOpen();
    afters.add(new FilterEntry<>(prefix, filter));
    return this;
  }

  // ---- errors

  /**
   * Answers exceptions of {@code type} (and its subclasses, unless a more specific type has its own
   * handler), {@link HttpException}s included: Silk's own 400, 404, 405, 413, 422 and 501 too, so a
   * handler for {@code Exception} sees every error. A handler that returns {@code null} passes the
   * error on, to the error handlers and then to Silk's own answer.
   */
  public <T extends Exception> App exception(Class<T> type, ExceptionHandler<? super T> handler) {
    return exception("/", type, handler);
  }

  /**
   * Makes the answer for an error status, such as a custom 404 page. Applies to every {@link
   * HttpException} with that status (Silk's own answers included), to exceptions turned into a 500,
   * and to responses with that status and an empty body, such as {@link WebResponse#notFound()}. A
   * handler that returns {@code null} passes the error on to Silk's own answer.
   */
  public App error(int status, ExceptionHandler<HttpException> handler) {
    return error("/", status, handler);
  }

  /**
   * Makes the answer for every error status (400 to 599) that has no handler of its own: one hook
   * for all of them, the router's 404, 405 and 501 included. {@link HttpException#problem()} says
   * what went wrong; {@link WebResponse#problem(Problem)} answers it as problem details.
   *
   * <pre>{@code
   * app.error((e, req) -> WebResponse.template("error.jte", e.problem()).withStatus(e.status()));
   * }</pre>
   */
  public App error(ExceptionHandler<HttpException> handler) {
    return error("/", 0, handler);
  }

  <T extends Exception> App exception(
      String prefix, Class<T> type, ExceptionHandler<? super T> handler) {
    checkOpen();
    if (type == null || handler == null) {
      throw new IllegalArgumentException("exception type and handler are required");
    }
    errorScope(prefix).byType.put(type, new ExceptionRoute<>(type, handler));
    return this;
  }

  /** Status 0 registers the handler for every status. */
  App error(String prefix, int status, ExceptionHandler<HttpException> handler) {
    checkOpen();
    if (handler == null || status != 0 && (status < 400 || status > 599)) {
      throw new IllegalArgumentException("an error handler needs a status from 400 to 599");
    }
    if (status == 0) {
      errorScope(prefix).anyStatus = handler;
    } else {
      errorScope(prefix).byStatus.put(status, handler);
    }
    return this;
  }

  private ErrorHandlers errorScope(String prefix) {
    return errorScopes.computeIfAbsent(prefix, p -> new ErrorHandlers());
  }

  // ---- server settings (read when start() binds, so they may change until then; the body
  // limit is part of the frozen snapshot)

  /** The interface to listen on, such as {@code 127.0.0.1}; every interface by default. */
  public App host(String newHost) {
    host = newHost;
    return this;
  }

  /** The port to listen on (default 8080); 0 picks a free one, reported by {@link RunningApp}. */
  public App port(int newPort) {
    if (newPort < 0 || newPort > 65535) {
      throw new IllegalArgumentException("not a port: " + newPort);
    }
    port = newPort;
    return this;
  }

  /** The largest request body {@link WebRequest#body()} reads, in bytes (default 1 MB). */
  public App maxBodySize(long bytes) {
    checkOpen();
    if (bytes < 0 || bytes > Integer.MAX_VALUE - 16) {
      throw new IllegalArgumentException("body size limit out of range: " + bytes);
    }
    maxBodySize = bytes;
    return this;
  }

  /**
   * The most parameters of one query string, urlencoded form or multipart form (fields and files),
   * default 1,000 (Jetty's {@code maxFormKeys}). One more answers 400 naming the limit; parsing
   * stays linear in the body up to there.
   */
  public App maxFormKeys(int keys) {
    checkOpen();
    if (keys < 1) {
      throw new IllegalArgumentException("maxFormKeys must be at least 1: " + keys);
    }
    maxFormKeys = keys;
    return this;
  }

  /**
   * The limits of every {@link WebRequest#bodyJson} and NDJSON line: nesting depth (default 512)
   * and the length of one number (default 1,000 characters). A document past them answers 400
   * saying which limit and where.
   *
   * <pre>{@code
   * app.jsonLimits(JsonLimits.defaults().maxNumberLength(5_000));
   * }</pre>
   */
  public App jsonLimits(JsonLimits limits) {
    checkOpen();
    jsonLimits = Objects.requireNonNull(limits, "limits");
    return this;
  }

  /**
   * The largest request head Jetty reads, in bytes: the request line with its URI, and the headers
   * (default 8 KB, Jetty's). A longer URI answers 414, longer headers 431, before the app sees the
   * request.
   */
  public App maxHeaderSize(int bytes) {
    if (bytes < 1024) {
      throw new IllegalArgumentException("maxHeaderSize must be at least 1024 bytes: " + bytes);
    }
    maxHeaderSize = bytes;
    return this;
  }

  /**
   * How long a connection may send nothing before Jetty closes it (default 30 seconds, Jetty's): a
   * client that trickles its headers or body, or that keeps an idle connection, holds a thread or a
   * socket only this long between two reads.
   */
  public App idleTimeout(Duration timeout) {
    if (timeout.isNegative() || timeout.isZero()) {
      throw new IllegalArgumentException("idleTimeout must be positive: " + timeout);
    }
    idleTimeout = timeout;
    return this;
  }

  /** The most platform threads serving requests (default 200). */
  public App maxThreads(int threads) {
    if (threads < 4) {
      throw new IllegalArgumentException("at least 4 threads are needed: " + threads);
    }
    maxThreads = threads;
    return this;
  }

  /**
   * Trusts the {@code Forwarded} and {@code X-Forwarded-*} headers of a proxy in front of the app
   * (a load balancer ending TLS): the client's address, host and scheme come from them, so an HTTPS
   * request through the proxy is secure and its cookies, the session's included, are sent {@code
   * Secure}. Only for an app that no client can reach except through such a proxy, since any client
   * could send these headers. Off by default.
   */
  public App behindProxy(boolean trusted) {
    behindProxy = trusted;
    return this;
  }

  /**
   * Runs handlers on virtual threads where the JDK has them (21 and later); on older JDKs a warning
   * is logged and platform threads serve. Off by default.
   */
  public App virtualThreads(boolean enabled) {
    virtualThreads = enabled;
    return this;
  }

  /** How long {@link RunningApp#stop()} waits for requests in flight (default 10 seconds). */
  public App stopTimeout(Duration timeout) {
    stopTimeout = timeout;
    return this;
  }

  // ---- pages, sessions, request log (issue 5)

  /**
   * The jte templates {@link WebResponse#template} renders with, such as {@link
   * Templates#standard()}. Nothing is prepared until the first render.
   */
  public App templates(Templates newTemplates) {
    checkOpen();
    templates = newTemplates;
    return this;
  }

  /**
   * Turns on container sessions ({@link WebRequest#session()}) and flash values ({@link
   * WebRequest#flash()}). Off by default: without it no request pays for session lookup.
   */
  public App sessions() {
    checkOpen();
    sessions = true;
    return this;
  }

  /**
   * Turns on sessions kept in {@code store}: {@link SessionStore#database} shares them between the
   * replicas of the app, so any of them serves a signed-in user.
   */
  public App sessions(SessionStore store) {
    checkOpen();
    if (store == null) {
      throw new IllegalArgumentException(
          "a session store is required: SessionStore.memory() or .database(...)");
    }
    sessions = true;
    sessionStore = store;
    return this;
  }

  /**
   * Logs every request (method, path, status, bytes, duration) once its response is written. With
   * no logger registered nothing is measured or built per request.
   */
  public App requestLogger(RequestLogger logger) {
    checkOpen();
    requestLogger = logger;
    return this;
  }

  /**
   * Runs {@code listener} once when this app stops serving: when its server stops (before the port
   * closes, so open connections can still be told), or under {@code silk dev} when a reloaded build
   * replaces it. Listeners run in registration order; one that throws is logged and the rest still
   * run.
   */
  public App onStop(StopListener listener) {
    checkOpen();
    if (listener == null) {
      throw new IllegalArgumentException("stop listener is null");
    }
    stopListeners.add(listener);
    return this;
  }

  // ---- starting

  /**
   * Starts a Jetty server for this app and returns once it listens. In dev mode ({@code silk dev})
   * the app goes to the dev server instead, which already listens (see {@link DevMode}).
   *
   * @throws PortInUseException if the port is taken
   */
  public RunningApp start() {
    DevMode.Host host = DevMode.host();
    if (host == null) {
      return JettyServer.start(this);
    }
    RunningApp taken = host.start(this);
    if (taken != null) {
      return taken;
    }
    // Not the app the dev server serves (a test's, run by its continuous testing): it binds its
    // own port as it would under mvn test, and the dev server is told so it can stop it.
    RunningApp own = JettyServer.start(this);
    host.started(this, own);
    return own;
  }

  /** Closes registration: called when a snapshot of the app is taken. */
  void freeze() {
    frozen = true;
  }

  private void checkOpen() {
    if (frozen) {
      throw new IllegalStateException(
          "the app has started: register routes, filters and settings before start()");
    }
  }

  /** An exception handler with its type, so it can be called without an unchecked cast. */
  record ExceptionRoute<T extends Exception>(Class<T> type, ExceptionHandler<? super T> handler) {
    WebResponse handle(Exception e, WebRequest request) throws Exception {
      return handler.handle(type.cast(e), request);
    }
  }
}
