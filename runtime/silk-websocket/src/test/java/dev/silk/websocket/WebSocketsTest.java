package dev.silk.websocket;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.test.TestResponse;
import dev.silk.test.TestSocket;
import dev.silk.test.WebTest;
import dev.silk.web.App;
import dev.silk.web.HttpException;
import dev.silk.web.WebResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** WebSocket routes on a real Jetty, driven by the test kit's client. */
@Tag("slow")
class WebSocketsTest {

  @Test
  void aTextMessageComesBackFromAnEchoRoute() {
    App app = App.create();
    WebSockets.on(app).route("/echo", socket -> socket.onText(socket::send));
    try (WebTest web = WebTest.serve(app);
        TestSocket socket = web.socket("/echo").connect()) {
      socket.send("hello");
      assertEquals("hello", socket.expectText());
      socket.send("zwei Wörter, 한국어");
      assertEquals("zwei Wörter, 한국어", socket.expectText());
    }
  }

  @Test
  void jsonMessagesAreReadAndWrittenByTheirCodec() {
    App app = App.create();
    WebSockets.on(app)
        .route(
            "/chat",
            socket ->
                socket.onJson(
                    ChatCodec.INSTANCE,
                    msg ->
                        socket.send(
                            ChatCodec.INSTANCE, new Chat(msg.user(), msg.text().toUpperCase()))));
    try (WebTest web = WebTest.serve(app);
        TestSocket socket = web.socket("/chat").connect()) {
      socket.send(ChatCodec.INSTANCE, new Chat("ann", "hi"));
      assertEquals(new Chat("ann", "HI"), socket.expectJson(ChatCodec.INSTANCE));
    }
  }

  @Test
  void typedPathVariablesAreReadAtTheUpgradeAndAfter() {
    App app = App.create();
    WebSockets.on(app)
        .route(
            "/rooms/{id}/{name}",
            socket -> {
              long id = socket.pathLong("id");
              socket.onText(text -> socket.send(id + " " + socket.pathParam("name") + " " + text));
            });
    try (WebTest web = WebTest.serve(app)) {
      try (TestSocket socket = web.socket("/rooms/42/lobby").connect()) {
        socket.send("hi");
        assertEquals("42 lobby hi", socket.expectText());
      }
      assertEquals(400, web.socket("/rooms/forty-two/lobby").refusal());
    }
  }

  @Test
  void binaryMessagesAndFragmentsAreWhole() {
    App app = App.create();
    WebSockets.on(app)
        .route(
            "/echo",
            socket -> {
              socket.onText(socket::send);
              socket.onBinary(socket::send);
            });
    try (WebTest web = WebTest.serve(app);
        TestSocket socket = web.socket("/echo").connect()) {
      byte[] bytes = {0, 1, 2, (byte) 0xFF};
      socket.send(bytes);
      assertArrayEquals(bytes, socket.expectBinary());
      socket.sendFragments("one ", "two ", "three");
      assertEquals("one two three", socket.expectText());
    }
  }

  @Test
  void pingsAreAnsweredAndPongsHeard() throws Exception {
    BlockingQueue<String> pongs = new ArrayBlockingQueue<>(4);
    App app = App.create();
    WebSockets.on(app)
        .route(
            "/ping",
            socket -> {
              socket.onPong(payload -> pongs.add(new String(payload, StandardCharsets.UTF_8)));
              socket.onText(text -> socket.ping(text.getBytes(StandardCharsets.UTF_8)));
            });
    try (WebTest web = WebTest.serve(app);
        TestSocket socket = web.socket("/ping").connect()) {
      socket.ping(new byte[] {7, 8});
      assertArrayEquals(new byte[] {7, 8}, socket.expectPong());
      socket.send("are you there");
      assertEquals("are you there", pongs.poll(5, TimeUnit.SECONDS));
    }
  }

  @Test
  void aMessageOverTheLimitClosesWith1009() {
    App app = App.create();
    WebSockets.on(app).maxMessageSize(1000).route("/echo", socket -> socket.onText(socket::send));
    try (WebTest web = WebTest.serve(app)) {
      try (TestSocket socket = web.socket("/echo").connect()) {
        socket.send("x".repeat(1000));
        assertEquals(1000, socket.expectText().length());
        socket.send("x".repeat(1001));
        assertEquals(CloseCodes.MESSAGE_TOO_BIG, socket.expectClose().code());
      }
      try (TestSocket socket = web.socket("/echo").connect()) {
        // Fragments add up: each is small, the message is not.
        socket.sendFragments("x".repeat(600), "x".repeat(600));
        assertEquals(CloseCodes.MESSAGE_TOO_BIG, socket.expectClose().code());
      }
    }
  }

  @Test
  void pagesOfOtherOriginsAreRefusedUnlessAllowed() {
    App app = App.create();
    WebSockets.on(app).route("/echo", socket -> socket.onText(socket::send));
    App open = App.create();
    WebSockets.on(open)
        .allowedOrigins("https://app.example.com")
        .route("/echo", socket -> socket.onText(socket::send));
    try (WebTest web = WebTest.serve(app);
        WebTest other = WebTest.serve(open)) {
      assertEquals(403, web.socket("/echo").header("Origin", "https://evil.example").refusal());
      assertEquals(403, web.socket("/echo").header("Origin", "null").refusal());
      try (TestSocket same =
          web.socket("/echo").header("Origin", "http://127.0.0.1:" + web.port()).connect()) {
        same.send("same origin");
        assertEquals("same origin", same.expectText());
      }
      try (TestSocket allowed =
          other.socket("/echo").header("Origin", "https://APP.example.com:443").connect()) {
        allowed.send("allowed");
        assertEquals("allowed", allowed.expectText());
      }
      assertEquals(403, other.socket("/echo").header("Origin", "https://evil.example").refusal());
    }
  }

  @Test
  void anyOriginLetsEveryPageConnect() {
    App app = App.create();
    WebSockets.on(app).anyOrigin().route("/echo", socket -> socket.onText(socket::send));
    try (WebTest web = WebTest.serve(app);
        TestSocket socket =
            web.socket("/echo").header("Origin", "https://elsewhere.example").connect()) {
      socket.send("hi");
      assertEquals("hi", socket.expectText());
    }
  }

  @Test
  void aPlainRequestToASocketRouteGets426() {
    App app = App.create();
    WebSockets.on(app).route("/echo", socket -> socket.onText(socket::send));
    try (WebTest web = WebTest.serve(app)) {
      TestResponse r = web.get("/echo");
      assertEquals(426, r.status());
      assertEquals("websocket", r.header("Upgrade"));
      assertTrue(r.text().contains("new WebSocket("), r.text());
    }
  }

  @Test
  void theHttpSessionIsReadableDuringTheUpgrade() {
    App app =
        App.create()
            .sessions()
            .post(
                "/login",
                req -> {
                  req.session().set("user", req.bodyText());
                  return WebResponse.noContent();
                });
    WebSockets.on(app)
        .route(
            "/me",
            socket -> {
              String user = socket.request().session().get("user");
              if (user == null) {
                throw new HttpException(401, "log in first");
              }
              socket.onOpen(() -> socket.send("hello, " + user));
            });
    try (WebTest web = WebTest.serve(app)) {
      assertEquals(401, web.socket("/me").refusal());
      String cookie = web.post("/login", "ann").header("Set-Cookie");
      String session = cookie.substring(0, cookie.indexOf(';'));
      try (TestSocket socket = web.socket("/me").header("Cookie", session).connect()) {
        assertEquals("hello, ann", socket.expectText());
      }
    }
  }

  @Test
  void beforeFiltersRunForTheUpgradeRequest() {
    App app =
        App.create()
            .before(
                "/private", req -> req.header("X-Token") == null ? WebResponse.status(401) : null);
    WebSockets.on(app).route("/private/feed", socket -> socket.onOpen(() -> socket.send("secret")));
    try (WebTest web = WebTest.serve(app)) {
      assertEquals(401, web.socket("/private/feed").refusal());
      try (TestSocket socket = web.socket("/private/feed").header("X-Token", "t").connect()) {
        assertEquals("secret", socket.expectText());
      }
    }
  }

  @Test
  void listenersRunWithTheClassLoaderTheHandlerRanWith() throws Exception {
    // As under silk dev, whose host sets the app's class loader for the request only.
    ClassLoader appLoader = new java.net.URLClassLoader(new java.net.URL[0], null);
    ClassLoader[] before = new ClassLoader[1];
    App app =
        App.create()
            .before(
                req -> {
                  before[0] = Thread.currentThread().getContextClassLoader();
                  Thread.currentThread().setContextClassLoader(appLoader);
                  return null;
                })
            .after(
                (req, res) -> {
                  Thread.currentThread().setContextClassLoader(before[0]);
                  return res;
                });
    String mark = "app";
    WebSockets.on(app)
        .route(
            "/loader",
            socket -> {
              socket.onOpen(() -> socket.send("open " + seen(appLoader, mark)));
              socket.onText(text -> socket.send(text + " " + seen(appLoader, mark)));
            });
    try (WebTest web = WebTest.serve(app);
        TestSocket socket = web.socket("/loader").connect()) {
      assertEquals("open app", socket.expectText());
      for (int i = 0; i < 20; i++) {
        socket.send("text");
        assertEquals("text app", socket.expectText());
      }
    }
  }

  private static String seen(ClassLoader expected, String mark) {
    return Thread.currentThread().getContextClassLoader() == expected ? mark : "another loader";
  }

  @Test
  void anIdleSocketIsClosedWith1001() {
    App app = App.create();
    WebSockets.on(app)
        .idleTimeout(Duration.ofMillis(300))
        .route("/quiet", socket -> socket.onText(socket::send));
    try (WebTest web = WebTest.serve(app);
        TestSocket socket = web.socket("/quiet").connect()) {
      assertEquals(CloseCodes.GOING_AWAY, socket.expectClose().code());
    }
  }

  @Test
  void jsonACodecCannotReadClosesWith1007() {
    App app = App.create();
    WebSockets.on(app).route("/chat", socket -> socket.onJson(ChatCodec.INSTANCE, msg -> {}));
    try (WebTest web = WebTest.serve(app);
        TestSocket socket = web.socket("/chat").connect()) {
      socket.send("{\"user\": \"ann\", \"text\": }");
      TestSocket.Closed closed = socket.expectClose();
      assertEquals(CloseCodes.INVALID_PAYLOAD, closed.code());
      assertTrue(closed.reason().startsWith("invalid JSON: "), closed.reason());
    }
  }

  @Test
  void aFailingListenerClosesWith1011AndNamesTheSocket() {
    App app = App.create();
    WebSockets.on(app)
        .route(
            "/boom",
            socket ->
                socket.onText(
                    text -> {
                      throw new IllegalStateException("boom");
                    }));
    try (WebTest web = WebTest.serve(app);
        TestSocket socket = web.socket("/boom").connect()) {
      socket.send("go");
      TestSocket.Closed closed = socket.expectClose();
      assertEquals(CloseCodes.SERVER_ERROR, closed.code());
      assertTrue(closed.reason().startsWith("server error (socket "), closed.reason());
    }
  }

  @Test
  void closeCodesGoBothWays() throws Exception {
    BlockingQueue<String> closes = new ArrayBlockingQueue<>(4);
    App app = App.create();
    WebSockets.on(app)
        .route(
            "/bye",
            socket -> {
              socket.onText(text -> socket.close(4001, text));
              socket.onClose((code, reason) -> closes.add(code + " " + reason));
            });
    try (WebTest web = WebTest.serve(app)) {
      try (TestSocket socket = web.socket("/bye").connect()) {
        socket.send("see you");
        assertEquals(new TestSocket.Closed(4001, "see you"), socket.expectClose());
      }
      // The code and reason are those of the first close frame received (RFC 6455 7.1.5): here
      // the client's answer, which repeats the code and gives no reason.
      assertEquals("4001 ", closes.poll(5, TimeUnit.SECONDS));
      try (TestSocket socket = web.socket("/bye").connect()) {
        socket.close();
      }
      assertEquals("1000 ", closes.poll(5, TimeUnit.SECONDS));
    }
  }

  @Test
  void sendsFromTheHandlerGoOutOnceOpenAndInOrder() {
    App app = App.create();
    WebSockets.on(app)
        .route(
            "/greet",
            socket -> {
              socket.send("first");
              socket.onOpen(() -> socket.send("second"));
            });
    try (WebTest web = WebTest.serve(app);
        TestSocket socket = web.socket("/greet").connect()) {
      assertEquals("first", socket.expectText());
      assertEquals("second", socket.expectText());
    }
  }

  @Test
  void anOfferedSubprotocolCanBeAccepted() {
    App app = App.create();
    WebSockets.on(app)
        .route(
            "/proto",
            socket -> {
              if (socket.subprotocols().contains("chat.v2")) {
                socket.acceptSubprotocol("chat.v2");
              }
              socket.onText(socket::send);
            });
    try (WebTest web = WebTest.serve(app);
        TestSocket socket =
            web.socket("/proto").subprotocol("chat.v1").subprotocol("chat.v2").connect()) {
      assertEquals("chat.v2", socket.subprotocol());
    }
  }

  @Test
  void stoppingTheServerClosesOpenSocketsWith1001() {
    App app = App.create();
    WebSockets sockets = WebSockets.on(app).route("/echo", socket -> socket.onText(socket::send));
    WebTest web = WebTest.serve(app);
    try (TestSocket socket = web.socket("/echo").connect()) {
      socket.send("hi");
      assertEquals("hi", socket.expectText());
      assertEquals(1, sockets.openSockets().size());
      web.close();
      assertEquals(CloseCodes.GOING_AWAY, socket.expectClose().code());
    }
  }

  @Test
  void inMemoryTestsSayWhereSocketsWork() {
    App app = App.create();
    WebSockets.on(app).route("/echo", socket -> socket.onText(socket::send));
    try (WebTest web = WebTest.of(app)) {
      TestResponse r =
          web.request("GET", "/echo")
              .header("Upgrade", "websocket")
              .header("Connection", "Upgrade")
              .header("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ==")
              .header("Sec-WebSocket-Version", "13")
              .send();
      assertEquals(501, r.status());
      assertTrue(r.text().contains("WebTest.serve"), r.text());
    }
  }

  @Test
  void limitsRefuseNonsense() {
    WebSockets ws = WebSockets.on(App.create());
    for (Runnable bad :
        List.<Runnable>of(
            () -> ws.maxMessageSize(10),
            () -> ws.idleTimeout(Duration.ZERO),
            () -> ws.maxQueuedMessages(0),
            () -> ws.allowedOrigins("example.com"))) {
      try {
        bad.run();
        throw new AssertionError("accepted");
      } catch (IllegalArgumentException expected) {
        assertTrue(expected.getMessage().length() > 10);
      }
    }
  }
}
