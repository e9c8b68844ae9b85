package dev.silk.web;

import dev.silk.web.spi.AppServlet;
import dev.silk.web.spi.DevMode;
import dev.silk.web.spi.Dispatcher;
import dev.silk.web.spi.Exchange;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.util.VirtualThreads;

/**
 * An app frozen for serving: router tables, filter arrays and handler maps, immutable, read by
 * requests without a lock. It is the one {@link Dispatcher} there is: every transport drives a
 * request through {@link #dispatch}, the Jetty servlet, {@code WebTest} in memory, and the dev
 * server after a swap.
 *
 * <p>{@code dispatch} is the second and last framework frame between the container and a handler
 * (the first is {@link AppServlet#service}): filters run as a flat loop, not a chain, and the
 * response is written after the handler has returned.
 *
 * <p>Package-private because it reads the app's registrations where {@link App} keeps them; a
 * transport outside this package gets one through {@link Dispatcher#of}, which this class serves
 * once {@link App} has initialised (see {@link #install}).
 */
final class AppDispatcher extends Dispatcher {

  private final Router router;
  private final FilterEntry<BeforeFilter>[] befores;
  private final FilterEntry<AfterFilter>[] afters;
  private final FilterEntry<ErrorHandlers>[] errorScopes;
  private final RequestLimits limits;
  private final Templates templates;
  private final boolean sessions;
  private final RequestLogger requestLogger;
  private final StopListener[] stopListeners;
  private final AtomicBoolean stopped = new AtomicBoolean();
  final boolean threadBuffers;

  @SuppressWarnings({"unchecked", "rawtypes"}) // arrays of generic types: read once, never leaked
  private AppDispatcher(App app) {
    router = new Router(app.routes);
    befores = app.befores.toArray(new FilterEntry[0]);
    afters = app.afters.toArray(new FilterEntry[0]);
    errorScopes = ErrorHandlers.innermostFirst(app.errorScopes);
    limits = new RequestLimits(app.maxBodySize, app.maxFormKeys, app.jsonLimits);
    templates = app.templates;
    sessions = app.sessions;
    requestLogger = app.requestLogger;
    stopListeners = app.stopListeners.toArray(new StopListener[0]);
    // Virtual threads are many and short-lived: a per-thread buffer would be made per request.
    threadBuffers = !(app.virtualThreads && VirtualThreads.areSupported());
  }

  /** Makes this class the engine of {@link Dispatcher#of}; called when {@link App} initialises. */
  static void install() {
    engine(AppDispatcher::freeze);
  }

  /** Freezes {@code app} (no more registration) and takes its snapshot. */
  static AppDispatcher freeze(App app) {
    app.freeze();
    return new AppDispatcher(app);
  }

  @Override
  public void stopping(boolean reloaded) {
    if (!stopped.compareAndSet(false, true)) {
      return;
    }
    for (StopListener listener : stopListeners) {
      try {
        listener.stopping(reloaded);
      } catch (Exception | LinkageError e) {
        WebLog.logger().log(System.Logger.Level.ERROR, "a stop listener failed", e);
      }
    }
  }

  /**
   * Answers one request: route, filters, handler, error handling, then the response is written.
   * Every answer, an error's included, is rendered before the after-filters run, so they see the
   * same finished body whichever way it was made.
   *
   * <p>It holds only what every request runs (route, before-filters, the handler call) and calls
   * out for the rest, so that it stays under C2's size limit for inlining a hot method (325 bytes
   * of bytecode) and can be compiled into {@link AppServlet#service}'s callers: it is in most
   * starts, unless C2 has compiled it alone first (D287).
   */
  @Override
  public Route dispatch(Exchange exchange) throws IOException {
    long started = requestLogger == null ? 0 : System.nanoTime();
    String method = exchange.method();
    int m = Router.methodIndex(method);
    WebRequest request = new WebRequest(exchange, method, limits, sessions);
    WebResponse response = null;
    try {
      // Route, before-filters and handler, inline: the handler is called from this frame.
      // A route's own path skips the split and the table (D366).
      String raw = exchange.rawPath();
      Router.Exact exact = router.exact(raw);
      String[] segments = exact != null ? exact.segments : PathSegments.split(raw);
      request.segments = segments;
      RouteEntry route = exact != null ? exact.route(m) : router.find(m, segments);
      request.route = route;
      for (FilterEntry<BeforeFilter> b : befores) {
        if (b.applies(segments)) {
          response = b.filter.before(request);
          if (response != null) {
            break;
          }
        }
      }
      if (response == null) {
        response = route != null ? route.handler.handle(request) : unrouted(m, request);
      }
      response = completed(response, request);
    } catch (Exception e) {
      response = finishedFailure(e, request);
    }
    send(exchange, afterFiltered(response, request), request, m == Router.HEAD, started);
    RouteEntry route = request.route;
    return route == null ? null : route.route;
  }

  /**
   * A handler's or before-filter's answer made final: refused when null, an empty error given its
   * body, a template rendered.
   */
  private WebResponse completed(WebResponse response, WebRequest request) throws Exception {
    if (response == null) {
      throw new IllegalStateException("the handler for " + request + " returned null");
    }
    if (response.status() >= 400 && response.body().kind() == Body.Kind.EMPTY) {
      response = emptyError(response, request);
    }
    return finished(response, request);
  }

  /**
   * The answer after the after-filters that apply, rendered if one answered with a template, and
   * with the flash swept when the app has sessions.
   */
  private WebResponse afterFiltered(WebResponse answer, WebRequest request) {
    WebResponse response = answer;
    for (FilterEntry<AfterFilter> a : afters) {
      if (a.applies(request.segments)) {
        try {
          WebResponse next = a.filter.after(request, response);
          if (next == null) {
            throw new IllegalStateException("an after-filter returned null for " + request);
          }
          response = next;
        } catch (Exception e) {
          response = finishedFailure(e, request);
        }
      }
    }
    if (response.body().kind() == Body.Kind.TEMPLATE) {
      // An after-filter answered with a template (an error page, say).
      response = finishedFailure(response, request);
    }
    if (sessions) {
      Flash.sweep(request, response);
    }
    return response;
  }

  /**
   * Writes the response, releases the request's resources and logs it when the app has a request
   * logger ({@code started}: {@link System#nanoTime()} when dispatch began, else 0).
   */
  private void send(
      Exchange exchange, WebResponse answer, WebRequest request, boolean head, long started)
      throws IOException {
    WebResponse response = answer;
    long bytes;
    try {
      try {
        bytes = ResponseWriter.write(exchange, response, head, threadBuffers);
      } catch (ResponseWriter.UnwrittenException e) {
        // Nothing was sent (a JSON codec failed before the status went out): a clean 500.
        response = finishedFailure(e.getCause(), request);
        bytes = ResponseWriter.write(exchange, response, head, threadBuffers);
      }
    } catch (ResponseWriter.BodyFailedException e) {
      // Headers are out: the status can no longer change. Log it and cut the connection (by
      // throwing to the container) so a truncated body is never taken as complete.
      WebLog.logger()
          .log(
              System.Logger.Level.ERROR,
              "request " + request.id() + " " + request + ": writing the body failed",
              e.getCause());
      throw e;
    } finally {
      request.release();
    }
    if (requestLogger != null) {
      log(exchange, request, response.status(), bytes, System.nanoTime() - started);
    }
  }

  private void log(Exchange exchange, WebRequest request, int status, long bytes, long nanos) {
    requestLogger.log(
        new RequestLog(
            request.method(),
            exchange.rawPath(),
            status,
            bytes,
            nanos,
            exchange.remoteAddress(),
            request.id(),
            exchange.rawQuery(),
            exchange.protocol(),
            exchange.header("User-Agent"),
            exchange.header("Referer"),
            System.currentTimeMillis() - nanos / 1_000_000));
  }

  /** No route for this method: OPTIONS, else a 405 with {@code Allow}, a 501 or a 404. */
  private WebResponse unrouted(int method, WebRequest request) {
    String allow = router.allow(request.segments);
    if (method == Router.OPTIONS && allow != null) {
      return WebResponse.noContent().withHeader("Allow", allow);
    }
    if (method == Router.OTHER) {
      throw new HttpException(
          501, "method " + TypedValues.shorten(request.method()) + " is not supported");
    }
    if (allow != null) {
      throw new HttpException(405, "method " + request.method() + " is not allowed here")
          .withHeader("Allow", allow);
    }
    throw new HttpException(404, "no page at " + TypedValues.shorten(request.path()));
  }

  /** A template rendered into text; any other response as it is. */
  private WebResponse finished(WebResponse response, WebRequest request) {
    if (response.body().kind() != Body.Kind.TEMPLATE) {
      return response;
    }
    if (templates == null) {
      throw new IllegalStateException(
          "a handler answered with a template but the app has none: call app.templates(...)");
    }
    Body.Template t = (Body.Template) response.body();
    CsrfFilter.rendering(request); // for CsrfFilter.field() in the template
    try {
      return response.withBody(
          new Body.Text(templates.render(t.name(), t.model(), t.params())), null);
    } finally {
      CsrfFilter.rendering(null);
    }
  }

  /**
   * The finished answer to an exception: its handler's, rendered; when rendering fails too, Silk's
   * own 500. {@code failed} is an exception or a response that still needs rendering.
   */
  private WebResponse finishedFailure(Object failed, WebRequest request) {
    WebResponse response =
        failed instanceof Exception e ? failure(e, request) : (WebResponse) failed;
    try {
      return finished(response, request);
    } catch (Exception again) {
      return ErrorPages.answer(internal(again, request).problem(), request);
    }
  }

  /**
   * An exception from a filter or handler: the first handler by type (innermost scope first), else
   * the error answer for its status, an exception that is not an {@link HttpException} being a
   * logged 500. A handler that returns {@code null} passes it on.
   */
  private WebResponse failure(Exception e, WebRequest request) {
    try {
      for (FilterEntry<ErrorHandlers> scope : errorScopes) {
        if (!scope.applies(request.segments)) {
          continue;
        }
        App.ExceptionRoute<?> handler = scope.filter.forType(e.getClass());
        if (handler != null) {
          WebResponse response = handler.handle(e, request);
          if (response != null) {
            return e instanceof HttpException h ? withHeaders(response, h) : response;
          }
        }
      }
      if (!(e instanceof HttpException)) {
        DevMode.Host dev = DevMode.host();
        WebResponse page = dev == null ? null : dev.failed(e, request);
        if (page != null) {
          return page;
        }
      }
      HttpException http = e instanceof HttpException h ? h : internal(e, request);
      return errorAnswer(http, request);
    } catch (Exception again) {
      return ErrorPages.answer(internal(again, request).problem(), request);
    }
  }

  /** The answer for an error status: its handler (innermost scope first), else Silk's own. */
  private WebResponse errorAnswer(HttpException e, WebRequest request) throws Exception {
    HttpException error = e.withProblem(completed(e.problem(), request));
    for (FilterEntry<ErrorHandlers> scope : errorScopes) {
      if (scope.applies(request.segments)) {
        ExceptionHandler<HttpException> handler = scope.filter.forStatus(error.status());
        if (handler != null) {
          WebResponse response = handler.handle(error, request);
          if (response != null) {
            return withHeaders(response, error);
          }
        }
      }
    }
    return withHeaders(ErrorPages.answer(error.problem(), request), error);
  }

  /**
   * A handler's error response without a body ({@code WebResponse.notFound()}): the error handler's
   * answer, or the response's own headers and cookies with Silk's body.
   */
  private WebResponse emptyError(WebResponse response, WebRequest request) throws Exception {
    HttpException error = new HttpException(completed(Problem.of(response.status()), request));
    for (FilterEntry<ErrorHandlers> scope : errorScopes) {
      if (scope.applies(request.segments)) {
        ExceptionHandler<HttpException> handler = scope.filter.forStatus(response.status());
        if (handler != null) {
          WebResponse made = handler.handle(error, request);
          if (made != null) {
            return made;
          }
        }
      }
    }
    WebResponse page = ErrorPages.answer(error.problem(), request);
    return Vary.add(response.withBody(page.body(), page.header("Content-Type")), "Accept");
  }

  private static Problem completed(Problem p, WebRequest request) {
    Problem q = p.instance() == null ? p.withInstance(request.path()) : p;
    return q.requestId() == null ? q.withRequestId(request.id()) : q;
  }

  /** The headers an error asks for (such as {@code Allow}) on whatever response answers it. */
  private static WebResponse withHeaders(WebResponse response, HttpException error) {
    ResponseHeaders h = error.headers();
    WebResponse r = response;
    for (int i = 0; i < h.names.length; i++) {
      if (r.header(h.names[i]) == null) {
        r = r.withHeader(h.names[i], h.values[i]);
      }
    }
    return r;
  }

  /**
   * A 500 for an unexpected exception, logged with the request's id; the client sees only the id.
   */
  private static HttpException internal(Exception e, WebRequest request) {
    String id = request.id();
    WebLog.logger().log(System.Logger.Level.ERROR, "request " + id + " " + request + " failed", e);
    return new HttpException(Problem.of(500).withRequestId(id));
  }
}
