package dev.silk.web;

/**
 * A started app: the port it listens on and a way to stop it.
 *
 * <p>{@link #stop()} is graceful: the server stops accepting connections, lets requests in flight
 * finish (up to {@link App#stopTimeout}), then releases the port. In dev mode the dev server
 * returns its own implementation, which owns the port for the whole session.
 *
 * <pre>{@code
 * RunningApp running = app.port(0).start();
 * System.out.println("listening on " + running.port());
 * running.stop();
 * }</pre>
 */
public interface RunningApp extends AutoCloseable {
  /** The port bound, also when the app asked for port 0 (any free port). */
  int port();

  /** Stops accepting requests, waits for those in flight, and releases the port. */
  void stop();

  /** Same as {@link #stop()}, for try-with-resources. */
  @Override
  default void close() {
    stop();
  }
}
