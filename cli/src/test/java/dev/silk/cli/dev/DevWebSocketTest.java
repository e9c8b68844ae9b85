package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.project.RuntimeJars;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A project with WebSocket routes under {@code silk dev}: the socket works on the embedded runtime,
 * a Java edit closes it with 1012, and the client's reconnect reaches the reloaded code.
 */
@Tag("slow")
class DevWebSocketTest {
  @TempDir Path dir;

  @Test
  void aReloadClosesSocketsWith1012AndTheReconnectReachesTheNewCode() throws Exception {
    TestProject project = TestProject.create(dir);
    project.write(
        "pom.xml",
        TestProject.pom(
            """
                <dependency>
                  <groupId>dev.silk</groupId>
                  <artifactId>silk-websocket</artifactId>
                  <version>${silk.version}</version>
                </dependency>
            """));
    project.write(
        "src/main/java/com/example/Main.java",
        """
        package com.example;

        import dev.silk.web.App;
        import dev.silk.websocket.WebSockets;

        public class Main {
          public static void main(String[] args) {
            App app = App.create();
            WebSockets.on(app).route("/echo", s -> s.onText(t -> s.send(Greeting.text() + " " + t)));
            app.port(8080).start();
          }
        }
        """);
    RecordingListener listener = new RecordingListener();
    try (DevSession session =
        new DevSession(
            DevOptions.of(dir, 0, TestProject.VERSION), RuntimeJars.locate(), listener)) {
      int port = session.start();
      URI uri = URI.create("ws://127.0.0.1:" + port + "/echo");
      BlockingQueue<String> events = new LinkedBlockingQueue<>();
      WebSocket socket = connect(uri, events);
      socket.sendText("hi", true).get(10, TimeUnit.SECONDS);
      assertEquals(
          "text hello v1 hi", events.poll(30, TimeUnit.SECONDS), listener.problems::toString);

      project.replace("src/main/java/com/example/Greeting.java", "hello v1", "hello v2");
      String closed = events.poll(60, TimeUnit.SECONDS);
      assertNotNull(closed, "no close after the reload");
      assertTrue(closed.startsWith("close 1012"), closed);

      WebSocket again = connect(uri, events);
      again.sendText("hi", true).get(10, TimeUnit.SECONDS);
      assertEquals("text hello v2 hi", events.poll(30, TimeUnit.SECONDS));
      again.abort();
    }
  }

  private static WebSocket connect(URI uri, BlockingQueue<String> events) throws Exception {
    return HttpClient.newHttpClient()
        .newWebSocketBuilder()
        .buildAsync(
            uri,
            new WebSocket.Listener() {
              @Override
              public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
                events.add("text " + data);
                ws.request(1);
                return null;
              }

              @Override
              public CompletionStage<?> onClose(WebSocket ws, int code, String reason) {
                events.add("close " + code + " " + reason);
                return null;
              }
            })
        .get(30, TimeUnit.SECONDS);
  }
}
