package dev.silk.web.spi;

import dev.silk.web.App;
import dev.silk.web.Route;
import jakarta.servlet.GenericServlet;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.SessionHandler;
import org.eclipse.jetty.http.UriCompliance;
import org.eclipse.jetty.server.HttpConfiguration;

/**
 * The servlet that serves an {@link App} on Jetty 12 (ee10): the first of the two framework frames
 * between the container and a handler.
 *
 * <p>The app's snapshot (a {@link Dispatcher}) sits behind one {@code volatile} field: each request
 * reads it once, without a lock, and keeps it to the end, so {@link #swap} is atomic and a request
 * in flight finishes on the app it started with. The snapshot is taken in {@link #init} (Silk
 * registers the servlet with init order 0, so at start-up, not on the first request).
 *
 * <p>A server owned by someone else (the {@code silk dev} server) registers an {@code AppServlet}
 * itself and installs each new build of the app with {@code swap}; nothing else refers to the old
 * snapshot, so the old app's classes can be collected once its last request ends. The replaced app
 * hears of it through its {@link App#onStop} listeners, so it can close what outlives a request.
 *
 * <pre>{@code
 * AppServlet servlet = new AppServlet(App.create());
 * ServletHolder holder = new ServletHolder("silk", servlet);
 * holder.setInitOrder(0);
 * context.addServlet(holder, "/");
 * // ... later, on reload:
 * servlet.swap(reloadedApp);
 * }</pre>
 */
public final class AppServlet extends GenericServlet {
  private static final long serialVersionUID = 1L;

  private transient App pending;
  private transient volatile Dispatcher current;
  // Set before the server starts, read by every request; the pool's threads start after it.
  private transient boolean preEncodedTypes;

  /** A servlet for {@code app}; the app's registrations freeze when the servlet initialises. */
  public AppServlet(App app) {
    if (app == null) {
      throw new IllegalArgumentException("app is null");
    }
    pending = app;
  }

  /**
   * Lets request paths through to Silk unchanged, so that Silk refuses ambiguous ones itself with
   * the same answer on every transport (an encoded slash, a dot segment, an empty segment: see
   * {@code PathSegments}), instead of Jetty answering a page of its own first. Every server that
   * runs an {@code AppServlet} calls it: silk-web's own and the {@code silk dev} server.
   */
  public static void configurePaths(HttpConfiguration config, ServletContextHandler context) {
    config.setUriCompliance(UriCompliance.UNSAFE);
    context.getServletHandler().setDecodeAmbiguousURIs(true);
  }

  /**
   * Sets up Jetty's session handler the way Silk's sessions expect (cookies that scripts cannot
   * read and other sites do not send on a POST, 30 minutes idle), for a server whose context has
   * sessions.
   */
  public static void configureSessions(SessionHandler handler) {
    ServletSession.configure(handler);
  }

  /**
   * Sends the common {@code Content-Type} values (Silk's text, HTML and JSON) as Jetty's own
   * pre-encoded fields, put below the servlet API, so that Jetty neither looks the header up nor
   * parses its media type and charset on each request (D364). The bytes sent are the same; what
   * differs is the servlet API's view of such a response: its {@code getContentType()} and {@code
   * getCharacterEncoding()} do not report the type (its {@code getHeader("Content-Type")} does). So
   * only a server whose context nothing else reads through that API calls this, before it starts:
   * Silk's own, whose context holds this servlet alone. A response that a filter or a server
   * wrapped (the {@code silk dev} server's) is always answered through the servlet API.
   *
   * @return this servlet
   */
  public AppServlet preEncodedContentTypes() {
    preEncodedTypes = true;
    return this;
  }

  @Override
  public void init() throws ServletException {
    freezePending();
  }

  /**
   * Installs a new app: requests that start after this call see it, requests in flight finish on
   * the app they started with. The new app is frozen before it is published.
   */
  public void swap(App app) {
    Dispatcher next = Dispatcher.of(app);
    Dispatcher previous;
    synchronized (this) {
      previous = current;
      current = next;
      pending = null;
    }
    if (previous != null) {
      previous.stopping(true);
    }
  }

  /** Tells the app being served that the server stops ({@link App#onStop}). */
  @Override
  public void destroy() {
    stopping();
  }

  /** Runs the served app's stop listeners, once; a server calls it before it closes the port. */
  public void stopping() {
    stopping(false);
  }

  /**
   * Runs the served app's stop listeners, once: {@code reloaded} when a server that gives each
   * build of the app its own servlet (the {@code silk dev} server) replaces this one.
   */
  public void stopping(boolean reloaded) {
    Dispatcher dispatcher = current;
    if (dispatcher != null) {
      dispatcher.stopping(reloaded);
    }
  }

  @Override
  public void service(ServletRequest req, ServletResponse res) throws IOException {
    // Calls dispatch itself rather than through serve: one framework frame here, not two.
    dispatcher()
        .dispatch(
            new ServletExchange(
                (HttpServletRequest) req, (HttpServletResponse) res, preEncodedTypes));
  }

  /**
   * Answers one request as {@link #service} does, and says which route it matched: for a server
   * that tells requests apart by route (the {@code silk dev} shape log files each JSON body under
   * its route's pattern), so it need not match the path a second time.
   *
   * @return the matched route, or {@code null} when no route matched the method and path
   */
  public Route serve(HttpServletRequest request, HttpServletResponse response) throws IOException {
    return dispatcher().dispatch(new ServletExchange(request, response, preEncodedTypes));
  }

  private Dispatcher dispatcher() {
    Dispatcher dispatcher = current;
    if (dispatcher == null) {
      // Only if a container skipped init(); never the case with Silk's own server.
      freezePending();
      dispatcher = current;
    }
    return dispatcher;
  }

  private synchronized void freezePending() {
    if (current == null) {
      current = Dispatcher.of(pending);
      pending = null;
    }
  }
}
