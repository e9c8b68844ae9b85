package dev.silk.websocket;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.silk.test.TestSocket;
import dev.silk.test.WebTest;
import dev.silk.web.App;
import dev.silk.web.HttpException;
import dev.silk.web.WebResponse;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The examples of docs/websocket.md, run as written. */
class WebSocketManualTest {

  @Test
  void echo() {
    App app = App.create();
    WebSockets.on(app).route("/echo", socket -> socket.onText(socket::send));

    try (WebTest web = WebTest.serve(app);
        TestSocket socket = web.socket("/echo").connect()) {
      socket.send("hello");
      assertEquals("hello", socket.expectText());
    }
  }

  @Test
  void chatRoomsWithJsonMessages() throws InterruptedException {
    ChatRooms rooms = new ChatRooms();
    App app = App.create().sessions();
    WebSockets.on(app)
        .maxMessageSize(16 * 1024)
        .idleTimeout(Duration.ofMinutes(2))
        .route(
            "/chat/{room}",
            socket -> {
              String room = socket.pathParam("room");
              String user = socket.request().session().get("user"); // readable during the upgrade
              String name = user == null ? "guest" : user;
              socket.onOpen(() -> rooms.join(room, socket));
              socket.onJson(
                  ChatCodec.INSTANCE, msg -> rooms.broadcast(room, new Chat(name, msg.text())));
              socket.onClose((code, reason) -> rooms.leave(room, socket));
            });

    try (WebTest web = WebTest.serve(app);
        TestSocket ann = web.socket("/chat/lobby").connect();
        TestSocket bob = web.socket("/chat/lobby").connect()) {
      // The client has its 101 before the server's onOpen has run: wait until both have joined.
      long deadline = System.nanoTime() + 5_000_000_000L;
      while (rooms.size("lobby") < 2 && System.nanoTime() < deadline) {
        Thread.sleep(5);
      }
      ann.send(ChatCodec.INSTANCE, new Chat("ignored", "hi all"));
      assertEquals(new Chat("guest", "hi all"), ann.expectJson(ChatCodec.INSTANCE));
      assertEquals(new Chat("guest", "hi all"), bob.expectJson(ChatCodec.INSTANCE));
      assertEquals(
          403, web.socket("/chat/lobby").header("Origin", "https://evil.example").refusal());
    }
  }

  @Test
  void refusingAConnection() {
    App app = App.create().sessions();
    WebSockets.on(app)
        .allowedOrigins("https://app.example.com")
        .route(
            "/admin/feed",
            socket -> {
              if (socket.request().session().get("admin") == null) {
                throw new HttpException(403, "admins only");
              }
              socket.onOpen(() -> socket.send("welcome"));
            });
    app.get("/", req -> WebResponse.text("home"));

    try (WebTest web = WebTest.serve(app)) {
      assertEquals(403, web.socket("/admin/feed").refusal());
      assertEquals(426, web.get("/admin/feed").status());
    }
  }
}
