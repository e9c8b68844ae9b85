package dev.silk.web;

import dev.silk.web.spi.AppServlet;
import dev.silk.web.spi.DevMode;
import dev.silk.web.spi.Dispatcher;
import dev.silk.web.spi.Exchange;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
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
  private final Map<Class<? extends Exception>, App.ExceptionRoute<?>> exceptionHandlers;
  private final ExceptionHandler<HttpException>[] errorHandlers;
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
    exceptionHandlers = new HashMap<>(app.exceptionHandlers);
    errorHandlers = new ExceptionHandler[600];
    app.errorHandlers.forEach((status, handler) -> errorHandlers[status] = handler);
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

  /** Answers one request: route, filters, handler, error handling, then the response is written. */
  @Override
  public Route dispatch(Exchange exchange) throws IOException {
    long started = requestLogger == null ? 0 : System.nanoTime();
    String method = exchange.method();
    int m = Router.methodIndex(method);
    WebRequest request = new WebRequest(exchange, method, limits);
    WebResponse response = null;
    try {
      String[] segments = PathSegments.split(exchange.rawPath());
      request.segments = segments;
      RouteEntry route = router.find(m, segments);
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
      if (response == null) {
        throw new IllegalStateException("the handler for " + request + " returned null");
      }
      if (response.body().kind() == Body.Kind.EMPTY && hasErrorHandler(response.status())) {
        response = errorHandlers[response.status()].handle(errorFor(response.status()), request);
      }
      if (response.body().kind() == Body.Kind.TEMPLATE) {
        response = render(response);
      }
    } catch (Exception e) {
      response = failure(e, request);
    }
    for (FilterEntry<AfterFilter> a : afters) {
      if (a.applies(request.segments)) {
        try {
          WebResponse next = a.filter.after(request, response);
          if (next == null) {
            throw new IllegalStateException("an after-filter returned null for " + request);
          }
          response = next;
        } catch (Exception e) {
          response = internalError(e, request);
        }
      }
    }
    if (response.body().kind() == Body.Kind.TEMPLATE) {
      // An after-filter answered with a template (an error page, say).
      try {
        response = render(response);
      } catch (Exception e) {
        response = internalError(e, request);
      }
    }
    if (sessions) {
      Flash.sweep(request);
    }
    long bytes;
    try {
      try {
        bytes = ResponseWriter.write(exchange, response, m == Router.HEAD, threadBuffers);
      } catch (ResponseWriter.UnwrittenException e) {
        // Nothing was sent (a JSON codec failed before the status went out): a clean 500.
        response = internalError(e.getCause(), request);
        bytes = ResponseWriter.write(exchange, response, m == Router.HEAD, threadBuffers);
      }
    } catch (ResponseWriter.BodyFailedException e) {
      // Headers are out: the status can no longer change. Log it and cut the connection (by
      // throwing to the container) so a truncated body is never taken as complete.
      String id = RequestIds.next();
      WebLog.logger()
          .log(
              System.Logger.Level.ERROR,
              "request " + id + " " + request + ": writing the body failed",
              e.getCause());
      throw e;
    } finally {
      request.release();
    }
    if (requestLogger != null) {
      requestLogger.log(
          new RequestLog(
              method,
              exchange.rawPath(),
              response.status(),
              bytes,
              System.nanoTime() - started,
              exchange.remoteAddress()));
    }
    return request.route == null ? null : request.route.route;
  }

  private WebResponse render(WebResponse response) {
    if (templates == null) {
      throw new IllegalStateException(
          "a handler answered with a template but the app has none: call app.templates(...)");
    }
    Body.Template t = (Body.Template) response.body();
    return response.withBody(
        new Body.Text(templates.render(t.name(), t.model(), t.params())), null);
  }

  /** No route for this method: OPTIONS, 405 with {@code Allow}, 501 or 404. */
  private WebResponse unrouted(int method, WebRequest request) throws Exception {
    String allow = router.allow(request.segments);
    if (method == Router.OPTIONS && allow != null) {
      return WebResponse.noContent().withHeader("Allow", allow);
    }
    if (method == Router.OTHER) {
      return errorResponse(
          new HttpException(
              501, "method " + TypedValues.shorten(request.method()) + " is not supported"),
          request);
    }
    if (allow != null) {
      return errorResponse(
              new HttpException(405, "method " + request.method() + " is not allowed here"),
              request)
          .withHeader("Allow", allow);
    }
    return errorResponse(new HttpException(404, "Not Found"), request);
  }

  private boolean hasErrorHandler(int status) {
    return status >= 400 && status < errorHandlers.length && errorHandlers[status] != null;
  }

  private static HttpException errorFor(int status) {
    return new HttpException(status, status == 404 ? "Not Found" : "Error " + status);
  }

  /** An exception from a filter or handler: its handler by type, its status, or a logged 500. */
  private WebResponse failure(Exception e, WebRequest request) {
    try {
      App.ExceptionRoute<?> handler = handlerFor(e.getClass());
      if (handler != null) {
        WebResponse response = handler.handle(e, request);
        if (response == null) {
          throw new IllegalStateException(
              "the exception handler for " + e.getClass().getName() + " returned null");
        }
        return response;
      }
      if (e instanceof HttpException) {
        return errorResponse((HttpException) e, request);
      }
    } catch (Exception again) {
      return internalError(again, request);
    }
    return internalError(e, request);
  }

  private App.ExceptionRoute<?> handlerFor(Class<?> type) {
    if (exceptionHandlers.isEmpty()) {
      return null;
    }
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      App.ExceptionRoute<?> handler = exceptionHandlers.get(c);
      if (handler != null) {
        return handler;
      }
    }
    return null;
  }

  private WebResponse errorResponse(HttpException e, WebRequest request) throws Exception {
    ExceptionHandler<HttpException> handler = errorHandlers[e.status()];
    if (handler != null) {
      WebResponse response = handler.handle(e, request);
      if (response != null) {
        return response;
      }
    }
    String message = e.getMessage();
    return WebResponse.text(message == null ? "Error " + e.status() : message)
        .withStatus(e.status());
  }

  /** A 500 whose body names a request id and no internals; the log has the stack trace. */
  private WebResponse internalError(Exception e, WebRequest request) {
    DevMode.Host dev = DevMode.host();
    if (dev != null) {
      WebResponse page = dev.failed(e, request);
      if (page != null) {
        return page;
      }
    }
    String id = RequestIds.next();
    WebLog.logger().log(System.Logger.Level.ERROR, "request " + id + " " + request + " failed", e);
    HttpException error = new HttpException(500, "Internal Server Error (request " + id + ")");
    ExceptionHandler<HttpException> handler = errorHandlers[500];
    if (handler != null) {
      try {
        WebResponse response = handler.handle(error, request);
        if (response != null) {
          return response;
        }
      } catch (Exception again) {
        WebLog.logger()
            .log(
                System.Logger.Level.ERROR,
                "request " + id + ": the 500 error handler failed too",
                again);
      }
    }
    return WebResponse.text(error.getMessage()).withStatus(500);
  }
}
