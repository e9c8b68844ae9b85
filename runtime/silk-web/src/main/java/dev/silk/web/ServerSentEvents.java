package dev.silk.web;

/**
 * Sends server-sent events for one client, for as long as it likes: a live feed, progress, a
 * notification channel.
 *
 * <p>Return it from a handler with {@link WebResponse#events}. It runs after the headers have gone
 * out, on the request's thread; when it returns, the stream ends. A client that disconnects makes
 * the next send throw an {@link java.io.IOException}; let it propagate (or stop when {@link
 * SseStream#isOpen()} turns false) and the stream ends quietly, with nothing in the error log.
 *
 * <pre>{@code
 * app.get("/clock", req -> WebResponse.events(sse -> {
 *   sse.retry(Duration.ofSeconds(5));
 *   for (int i = 0; i < 10 && sse.isOpen(); i++) {
 *     sse.send("tick", Instant.now().toString(), Integer.toString(i));
 *     Thread.sleep(1000);
 *   }
 * }));
 * }</pre>
 */
@FunctionalInterface
public interface ServerSentEvents {
  /** Sends events on {@code sse}; returning ends the stream. */
  void stream(SseStream sse) throws Exception;
}
