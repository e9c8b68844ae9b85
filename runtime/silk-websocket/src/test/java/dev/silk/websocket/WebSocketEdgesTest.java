package dev.silk.websocket;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.test.TestSocket;
import dev.silk.test.WebTest;
import dev.silk.web.App;
import dev.silk.web.spi.AppServlet;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.junit.jupiter.api.Test;

/** What clients that misbehave get, and what happens to sockets when the app is replaced. */
class WebSocketEdgesTest {

  @Test
  void textThatIsNotUtf8ClosesWith1007() throws Exception {
    App app = App.create();
    WebSockets.on(app).route("/echo", socket -> socket.onText(socket::send));
    try (WebTest web = WebTest.serve(app);
        RawSocket raw = new RawSocket(web.port(), "/echo")) {
      raw.frame(0x1, new byte[] {'a', (byte) 0xC3, (byte) 0x28, 'b'});
      assertEquals(CloseCodes.INVALID_PAYLOAD, raw.closeCode());
    }
  }

  @Test
  void aFrameAnnouncingMoreThanTheLimitIsRefusedFromItsHeader() throws Exception {
    App app = App.create();
    WebSockets.on(app).maxMessageSize(4096).route("/echo", socket -> socket.onText(socket::send));
    try (WebTest web = WebTest.serve(app);
        RawSocket raw = new RawSocket(web.port(), "/echo")) {
      // 2 GB announced, not one payload byte sent: the answer cannot wait for the payload.
      raw.frameHeader(0x1, 2L << 30);
      assertEquals(CloseCodes.MESSAGE_TOO_BIG, raw.closeCode());
    }
  }

  @Test
  void aBinaryMessageToATextOnlySocketClosesWith1003() throws Exception {
    App app = App.create();
    WebSockets.on(app).route("/echo", socket -> socket.onText(socket::send));
    try (WebTest web = WebTest.serve(app);
        TestSocket socket = web.socket("/echo").connect()) {
      socket.send(new byte[] {1, 2, 3});
      assertEquals(CloseCodes.UNSUPPORTED_DATA, socket.expectClose().code());
    }
  }

  @Test
  void aClientThatStopsReadingIsDisconnected() throws Exception {
    BlockingQueue<Integer> closes = new ArrayBlockingQueue<>(1);
    byte[] chunk = new byte[16 * 1024];
    App app = App.create();
    WebSockets.on(app)
        .maxQueuedMessages(16)
        .route(
            "/flood",
            socket -> {
              socket.onOpen(
                  () -> {
                    for (int i = 0; i < 10_000 && socket.isOpen(); i++) {
                      socket.send(chunk);
                    }
                  });
              socket.onClose((code, reason) -> closes.add(code));
            });
    try (WebTest web = WebTest.serve(app);
        RawSocket raw = new RawSocket(web.port(), "/flood")) {
      // The raw client reads nothing; the server must give up on it rather than queue 160 MB.
      Integer code = closes.poll(10, TimeUnit.SECONDS);
      assertNotNull(code, "the flooded socket was not closed");
    }
  }

  @Test
  void socketsOfAReplacedAppCloseWith1012AndTheNewAppAnswersTheReconnect() throws Exception {
    App first = App.create();
    WebSockets.on(first).route("/echo", socket -> socket.onText(text -> socket.send("v1 " + text)));
    AppServlet servlet = new AppServlet(first);
    Server server = new Server();
    ServerConnector connector = new ServerConnector(server);
    connector.setHost("127.0.0.1");
    connector.setPort(0);
    server.addConnector(connector);
    ServletContextHandler context = new ServletContextHandler();
    ServletHolder holder = new ServletHolder("silk", servlet);
    holder.setInitOrder(0);
    context.addServlet(holder, "/");
    server.setHandler(context);
    server.start();
    try {
      URI uri = URI.create("ws://127.0.0.1:" + connector.getLocalPort() + "/echo");
      BlockingQueue<String> events = new ArrayBlockingQueue<>(8);
      WebSocket client =
          HttpClient.newHttpClient()
              .newWebSocketBuilder()
              .buildAsync(uri, listener(events))
              .get(5, TimeUnit.SECONDS);
      client.sendText("hi", true).get(5, TimeUnit.SECONDS);
      assertEquals("text v1 hi", events.poll(5, TimeUnit.SECONDS));

      App second = App.create();
      WebSockets.on(second)
          .route("/echo", socket -> socket.onText(text -> socket.send("v2 " + text)));
      servlet.swap(second);
      String closed = events.poll(5, TimeUnit.SECONDS);
      assertNotNull(closed);
      assertTrue(closed.startsWith("close 1012 "), closed);

      // What the page's script does on 1012: connect again, now to the reloaded app.
      WebSocket again =
          HttpClient.newHttpClient()
              .newWebSocketBuilder()
              .buildAsync(uri, listener(events))
              .get(5, TimeUnit.SECONDS);
      again.sendText("hi", true).get(5, TimeUnit.SECONDS);
      assertEquals("text v2 hi", events.poll(5, TimeUnit.SECONDS));
      again.abort();
    } finally {
      server.stop();
    }
  }

  private static WebSocket.Listener listener(BlockingQueue<String> events) {
    return new WebSocket.Listener() {
      @Override
      public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
        events.add("text " + data);
        ws.request(1);
        return null;
      }

      @Override
      public CompletionStage<?> onBinary(WebSocket ws, ByteBuffer data, boolean last) {
        ws.request(1);
        return null;
      }

      @Override
      public CompletionStage<?> onClose(WebSocket ws, int code, String reason) {
        events.add("close " + code + " " + reason);
        return null;
      }
    };
  }
}
