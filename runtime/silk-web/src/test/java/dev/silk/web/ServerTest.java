package dev.silk.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.web.spi.AppServlet;
import dev.silk.web.spi.DevMode;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.VirtualThreads;
import org.junit.jupiter.api.Test;

/** The server side of silk-web on a real Jetty: start, stop, swap, dev mode, raw bad input. */
class ServerTest {
  private static final HttpClient CLIENT =
      HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

  static HttpResponse<String> get(int port, String path) throws Exception {
    return CLIENT.send(
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
            .timeout(Duration.ofSeconds(20))
            .build(),
        HttpResponse.BodyHandlers.ofString());
  }

  static RunningApp start(App app) {
    return app.host("127.0.0.1").port(0).start();
  }

  @Test
  void exactlyTwoFrameworkFramesSitBetweenTheContainerAndTheHandler() throws Exception {
    App app =
        App.create()
            .before(req -> null)
            .before("/depth", req -> null)
            .after((req, res) -> res)
            .get(
                "/depth",
                req -> {
                  StackTraceElement[] stack = new Throwable().getStackTrace();
                  StringBuilder frames = new StringBuilder();
                  for (int i = 1; i <= 3; i++) {
                    frames
                        .append(stack[i].getClassName())
                        .append('.')
                        .append(stack[i].getMethodName())
                        .append('\n');
                  }
                  return WebResponse.text(frames.toString());
                });
    try (RunningApp running = start(app)) {
      String[] frames = get(running.port(), "/depth").body().split("\n");
      assertEquals("dev.silk.web.AppDispatcher.dispatch", frames[0]);
      assertEquals("dev.silk.web.spi.AppServlet.service", frames[1]);
      assertTrue(
          frames[2].startsWith("org.eclipse.jetty."), "the container calls service: " + frames[2]);
    }
  }

  @Test
  void portZeroBindsAFreePortAndReportsIt() throws Exception {
    try (RunningApp running = start(App.create().get("/", req -> WebResponse.text("up")))) {
      assertTrue(running.port() > 0);
      assertEquals("up", get(running.port(), "/").body());
    }
  }

  @Test
  void aTakenPortIsOneLineNamingThePortAndTheFix() {
    try (RunningApp first = start(App.create())) {
      PortInUseException e =
          assertThrows(
              PortInUseException.class,
              () -> App.create().host("127.0.0.1").port(first.port()).start());
      assertEquals(first.port(), e.port());
      assertTrue(
          e.getMessage().startsWith("Port " + first.port() + " on 127.0.0.1 is already in use"),
          e.getMessage());
      assertTrue(e.getMessage().contains("app.port("), e.getMessage());
      assertFalse(e.getMessage().contains("\n"));
      assertEquals(0, e.getStackTrace().length, "no stack trace to bury the line");
    }
  }

  @Test
  void stopLetsARequestInFlightFinish() throws Exception {
    CountDownLatch entered = new CountDownLatch(1);
    App app =
        App.create()
            .get(
                "/slow",
                req -> {
                  entered.countDown();
                  Thread.sleep(400);
                  return WebResponse.text("finished");
                });
    RunningApp running = start(app);
    int port = running.port();
    CompletableFuture<HttpResponse<String>> inFlight =
        CLIENT.sendAsync(
            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/slow")).build(),
            HttpResponse.BodyHandlers.ofString());
    assertTrue(entered.await(10, TimeUnit.SECONDS));
    running.stop();
    HttpResponse<String> response = inFlight.get(10, TimeUnit.SECONDS);
    assertEquals(200, response.statusCode());
    assertEquals("finished", response.body());
    assertThrows(
        IOException.class, () -> new Socket("127.0.0.1", port).close(), "the port is released");
  }

  @Test
  void stopWaitsForARequestInFlightAndClosesAnIdleKeptAliveConnection() throws Exception {
    // Silk's server has no graceful handler of its own: this is the connector's drain (D286).
    CountDownLatch entered = new CountDownLatch(1);
    AtomicBoolean answered = new AtomicBoolean();
    App app =
        App.create()
            .get("/up", req -> WebResponse.text("up"))
            .get(
                "/slow",
                req -> {
                  entered.countDown();
                  Thread.sleep(1000);
                  answered.set(true);
                  return WebResponse.text("finished");
                });
    RunningApp running = start(app);
    try (Socket idle = new Socket("127.0.0.1", running.port());
        Socket busy = new Socket("127.0.0.1", running.port())) {
      idle.setSoTimeout(10_000);
      busy.setSoTimeout(10_000);
      send(idle, "GET /up HTTP/1.1\r\nHost: localhost\r\n\r\n");
      assertEquals("up", RawHttp.read(idle.getInputStream(), false).text());
      send(busy, "GET /slow HTTP/1.1\r\nHost: localhost\r\n\r\n");
      assertTrue(entered.await(10, TimeUnit.SECONDS));

      long begun = System.nanoTime();
      running.stop();
      long stopMillis = (System.nanoTime() - begun) / 1_000_000;

      assertTrue(answered.get(), "stop() returned before the request in flight was answered");
      assertTrue(
          stopMillis < 5_000,
          "an idle kept-alive connection held stop() for " + stopMillis + " ms (timeout 10 s)");
      RawHttp r = RawHttp.read(busy.getInputStream(), false);
      assertEquals(200, r.status);
      assertEquals("finished", r.text());
      assertEquals("close", r.header("Connection"), "the last answer closes its connection");
      assertEquals(-1, busy.getInputStream().read());
      assertEquals(-1, idle.getInputStream().read(), "the idle connection is closed");
    }
  }

  private static void send(Socket socket, String request) throws IOException {
    OutputStream out = socket.getOutputStream();
    out.write(request.getBytes(StandardCharsets.ISO_8859_1));
    out.flush();
  }

  @Test
  void registrationAfterStartIsRefused() {
    App app = App.create();
    try (RunningApp running = start(app)) {
      IllegalStateException e =
          assertThrows(
              IllegalStateException.class, () -> app.get("/late", req -> WebResponse.text("late")));
      assertTrue(e.getMessage().contains("before start()"));
    }
  }

  @Test
  void anAppServletInAServerOfItsOwnSwapsAppsAtomically() throws Exception {
    // What the dev server does: it owns Jetty and the port, and installs each new build.
    Server server = new Server();
    ServerConnector connector = new ServerConnector(server);
    connector.setHost("127.0.0.1");
    connector.setPort(0);
    server.addConnector(connector);
    ServletContextHandler context = new ServletContextHandler();
    AppServlet servlet = new AppServlet(App.create().get("/", req -> WebResponse.text("v1")));
    ServletHolder holder = new ServletHolder("silk", servlet);
    holder.setInitOrder(0);
    context.addServlet(holder, "/");
    server.setHandler(context);
    server.start();
    try {
      int port = connector.getLocalPort();
      assertEquals("v1", get(port, "/").body());
      servlet.swap(
          App.create()
              .get("/", req -> WebResponse.text("v2"))
              .get("/new", req -> WebResponse.text("new")));
      assertEquals("v2", get(port, "/").body());
      assertEquals("new", get(port, "/new").body());
    } finally {
      server.stop();
    }
  }

  @Test
  void aRequestInFlightFinishesOnTheAppItStartedWith() throws Exception {
    CountDownLatch entered = new CountDownLatch(1);
    CountDownLatch swapped = new CountDownLatch(1);
    App first =
        App.create()
            .get(
                "/",
                req -> {
                  entered.countDown();
                  swapped.await(10, TimeUnit.SECONDS);
                  return WebResponse.text("old");
                });
    AppServlet[] servlet = new AppServlet[1];
    RunningApp devServer =
        new RunningApp() {
          @Override
          public int port() {
            return 0;
          }

          @Override
          public void stop() {}
        };
    DevMode.host(
        app -> {
          // A minimal dev host: serve the first app, swap in later ones.
          if (servlet[0] != null) {
            servlet[0].swap(app);
            return devServer;
          }
          servlet[0] = new AppServlet(app);
          return devServer;
        });
    try {
      assertSame(
          devServer, first.start(), "in dev mode start() hands the app over instead of binding");
    } finally {
      DevMode.host(null);
    }
    Server server = new Server();
    ServerConnector connector = new ServerConnector(server);
    connector.setHost("127.0.0.1");
    server.addConnector(connector);
    ServletContextHandler context = new ServletContextHandler();
    ServletHolder holder = new ServletHolder("silk", servlet[0]);
    holder.setInitOrder(0);
    context.addServlet(holder, "/");
    server.setHandler(context);
    server.start();
    try {
      int port = connector.getLocalPort();
      CompletableFuture<HttpResponse<String>> inFlight =
          CLIENT.sendAsync(
              HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/")).build(),
              HttpResponse.BodyHandlers.ofString());
      assertTrue(entered.await(10, TimeUnit.SECONDS));
      servlet[0].swap(App.create().get("/", req -> WebResponse.text("new")));
      assertEquals("new", get(port, "/").body());
      swapped.countDown();
      assertEquals("old", inFlight.get(10, TimeUnit.SECONDS).body());
    } finally {
      server.stop();
    }
  }

  @Test
  void devModeHandsTheAppToTheHostWithoutBinding() {
    App app = App.create().port(1);
    App[] received = new App[1];
    RunningApp handle =
        new RunningApp() {
          @Override
          public int port() {
            return 4242;
          }

          @Override
          public void stop() {}
        };
    DevMode.host(
        given -> {
          received[0] = given;
          return handle;
        });
    try {
      assertSame(handle, app.start());
      assertSame(app, received[0]);
    } finally {
      DevMode.host(null);
    }
    assertEquals(null, DevMode.host());
  }

  @Test
  void anAppTheDevHostDeclinesBindsItsOwnPortAndTheHostIsToldOfIt() throws Exception {
    App app = App.create().host("127.0.0.1").port(0).get("/", req -> WebResponse.text("own"));
    List<RunningApp> told = new ArrayList<>();
    DevMode.host(
        new DevMode.Host() {
          @Override
          public RunningApp start(App given) {
            return null; // a test's app under continuous testing: not the dev server's
          }

          @Override
          public void started(App given, RunningApp running) {
            assertSame(app, given);
            told.add(running);
          }
        });
    RunningApp running;
    try {
      running = app.start();
    } finally {
      DevMode.host(null);
    }
    try {
      assertEquals(List.of(running), told);
      assertTrue(running.port() > 0, "an ephemeral port");
      assertEquals("own", get(running.port(), "/").body());
    } finally {
      running.stop();
    }
  }

  @Test
  void virtualThreadsServeWhereTheJdkHasThem() throws Exception {
    App app =
        App.create()
            .virtualThreads(true)
            .get(
                "/thread",
                req -> WebResponse.text(Boolean.toString(VirtualThreads.isVirtualThread())))
            .get("/json", req -> WebResponse.json(dev.silk.json.JsonCodecs.STRING, "hi"));
    try (RunningApp running = start(app)) {
      assertEquals(
          Boolean.toString(VirtualThreads.areSupported()), get(running.port(), "/thread").body());
      assertEquals("\"hi\"", get(running.port(), "/json").body());
    }
  }

  @Test
  void malformedEscapesInThePathAreA400() throws Exception {
    try (RunningApp running =
        start(App.create().get("/files/{name}", req -> WebResponse.text(req.pathParam("name"))))) {
      assertEquals(400, RawHttp.send(running.port(), "GET", "/files/%zz").status);
      assertEquals(400, RawHttp.send(running.port(), "GET", "/files/%C3").status);
      assertEquals("a b", RawHttp.send(running.port(), "GET", "/files/a%20b").text());
    }
  }

  @Test
  void anUnknownMethodIsA501() throws Exception {
    try (RunningApp running = start(App.create().get("/", req -> WebResponse.text("x")))) {
      RawHttp r = RawHttp.send(running.port(), "FROBNICATE", "/");
      assertEquals(501, r.status);
      assertEquals("application/problem+json", r.header("Content-Type"));
      assertTrue(r.text().contains("\"detail\":\"method FROBNICATE is not supported\""), r.text());
    }
  }

  @Test
  void anOverLimitContentLengthIsA413BeforeTheBodyIsSent() throws Exception {
    App app = App.create().post("/upload", req -> WebResponse.text("read " + req.body().length));
    try (RunningApp running = start(app);
        Socket socket = new Socket("127.0.0.1", running.port())) {
      socket.setSoTimeout(10_000);
      OutputStream out = socket.getOutputStream();
      // Headers only: the 100 MB body is never sent, so an answer proves nothing was waited for.
      out.write(
          ("POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100000000\r\n"
                  + "Content-Type: application/octet-stream\r\n\r\n")
              .getBytes(StandardCharsets.ISO_8859_1));
      out.flush();
      RawHttp r = RawHttp.read(socket.getInputStream(), false);
      assertEquals(413, r.status);
      assertEquals("close", r.header("Connection"));
      assertTrue(
          r.text()
              .contains(
                  "\"detail\":\"the request body is larger than the limit of 1048576 bytes\""),
          r.text());
    }
  }

  @Test
  void aChunkedBodyOverTheLimitIsA413WhileReading() throws Exception {
    App app =
        App.create()
            .maxBodySize(10_000)
            .post("/upload", req -> WebResponse.text("read " + req.body().length));
    try (RunningApp running = start(app);
        Socket socket = new Socket("127.0.0.1", running.port())) {
      socket.setSoTimeout(10_000);
      OutputStream out = socket.getOutputStream();
      out.write(
          "POST /upload HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n"
              .getBytes(StandardCharsets.ISO_8859_1));
      // 16 KB in chunks, then no terminating chunk: the server must answer without the end.
      byte[] chunk = ("1000\r\n" + "x".repeat(4096) + "\r\n").getBytes(StandardCharsets.ISO_8859_1);
      for (int i = 0; i < 4; i++) {
        out.write(chunk);
      }
      out.flush();
      RawHttp r = RawHttp.read(socket.getInputStream(), false);
      assertEquals(413, r.status);
    }
  }

  @Test
  void anUnhandledExceptionIsLoggedAndAnswersWithoutATrace() throws Exception {
    App app =
        App.create()
            .get(
                "/boom",
                req -> {
                  throw new IllegalStateException("db password is hunter2");
                });
    try (RunningApp running = start(app)) {
      HttpResponse<String> r = get(running.port(), "/boom");
      assertEquals(500, r.statusCode());
      assertFalse(r.body().contains("hunter2"));
      assertFalse(r.body().contains("at dev.silk"));
      assertTrue(r.body().matches(".*\"requestId\":\"[0-9a-f]+\".*"), r.body());
    }
  }
}
