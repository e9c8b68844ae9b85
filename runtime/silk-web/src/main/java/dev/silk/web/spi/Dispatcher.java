package dev.silk.web.spi;

import dev.silk.web.App;
import dev.silk.web.Route;
import java.io.IOException;
import java.util.function.Function;

/**
 * An {@link App} frozen for serving, as a transport drives it: one {@link #dispatch} per request.
 *
 * <p>The Jetty servlet ({@link AppServlet}), {@code WebTest} in memory and the {@code silk dev}
 * server all answer requests through it, so an app behaves the same under each. {@link #of} freezes
 * the app's registrations into router tables and filter arrays that requests read without a lock;
 * further registration on that app is refused.
 *
 * <p>The one implementation is silk-web's own engine, which lives beside {@link App} because it
 * reads the registrations where the app keeps them (package-private, off the application API). It
 * registers itself here when {@code App} initialises, and an {@code App} exists before {@code of}
 * can be called, so it is always there: no lookup, no reflection.
 *
 * <pre>{@code
 * Dispatcher dispatcher = Dispatcher.of(app);   // freezes the app's registrations
 * dispatcher.dispatch(exchange);                // one request, any transport
 * }</pre>
 */
public abstract class Dispatcher {
  private static volatile Function<App, Dispatcher> engine;

  /** For silk-web's engine only; a transport never subclasses this type. */
  protected Dispatcher() {}

  /** Freezes {@code app} (no more registration) and takes its snapshot. */
  public static Dispatcher of(App app) {
    if (app == null) {
      throw new IllegalArgumentException("app is null");
    }
    return engine.apply(app);
  }

  /**
   * Answers one request: route, filters, handler, error handling, then the response is written.
   *
   * @return the route the request matched (its method and pattern, as {@link App#routes()} lists
   *     it), or {@code null} when none did: a transport that tells requests apart by route (the
   *     {@code silk dev} shape log) reads it here instead of matching the path again
   * @throws IOException when the exchange cannot be read or written (the client went away)
   */
  public abstract Route dispatch(Exchange exchange) throws IOException;

  /**
   * Tells the app it stops serving ({@link App#onStop}); only the first call runs its listeners.
   *
   * @param reloaded whether a reloaded app replaces this one while the server keeps running
   */
  public abstract void stopping(boolean reloaded);

  /** Installs silk-web's engine; the first call wins, so no other class can take its place. */
  protected static synchronized void engine(Function<App, Dispatcher> freeze) {
    if (engine == null) {
      engine = freeze;
    }
  }
}
