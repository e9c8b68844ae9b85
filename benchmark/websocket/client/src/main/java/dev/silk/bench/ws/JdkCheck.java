package dev.silk.bench.ws;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;

/**
 * Checks a server with a client that is not ours: the JDK's {@code java.net.http.WebSocket} opens a
 * socket, sends the message once, and the echo must be the very text sent.
 */
final class JdkCheck {
  private JdkCheck() {}

  static void echoes(URI uri, String message) throws Exception {
    CompletableFuture<String> echo = new CompletableFuture<>();
    StringBuilder text = new StringBuilder();
    WebSocket.Listener listener =
        new WebSocket.Listener() {
          @Override
          public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            text.append(data);
            if (last) {
              echo.complete(text.toString());
            } else {
              ws.request(1);
            }
            return null;
          }

          @Override
          public void onError(WebSocket ws, Throwable error) {
            echo.completeExceptionally(error);
          }
        };
    WebSocket socket =
        HttpClient.newHttpClient()
            .newWebSocketBuilder()
            .buildAsync(uri, listener)
            .get(10, TimeUnit.SECONDS);
    socket.sendText(message, true);
    String got = echo.get(10, TimeUnit.SECONDS);
    socket.abort();
    if (!message.equals(got)) {
      throw new IllegalStateException(uri + " answered " + got + ", not " + message);
    }
  }
}
