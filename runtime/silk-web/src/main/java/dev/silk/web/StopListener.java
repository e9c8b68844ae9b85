package dev.silk.web;

/**
 * Runs when an app stops serving, to let go of what lives longer than a request: open WebSockets,
 * pools, timers. Registered with {@link App#onStop}.
 *
 * <pre>{@code
 * app.onStop(reloaded -> sockets.closeAll(reloaded ? 1012 : 1001));
 * }</pre>
 */
@FunctionalInterface
public interface StopListener {
  /**
   * The app stops serving.
   *
   * @param reloaded {@code true} when a reloaded build of the app replaced this one ({@code silk
   *     dev}, or {@link AppServlet#swap}) and the server keeps running; {@code false} when the
   *     server itself stops
   */
  void stopping(boolean reloaded) throws Exception;
}
