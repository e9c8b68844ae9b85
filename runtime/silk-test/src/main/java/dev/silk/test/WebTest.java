package dev.silk.test;

import dev.silk.web.App;
import dev.silk.web.RunningApp;
import dev.silk.web.spi.Dispatcher;
import java.net.URI;

/**
 * Calls an {@link App} from a test, in memory or over a real socket, with one request API.
 *
 * <p>{@link #of} runs each request through the same {@link Dispatcher} the Jetty servlet uses
 * (router, filters, error handling, response writing), on the calling thread, without a socket: a
 * few microseconds per request, and a failure's stack trace reaches from the test into the handler.
 * {@link #serve} starts the app on a free port and sends the same requests with {@code
 * java.net.http}, for what only a real server shows (connection handling, the container's own
 * checks).
 *
 * <pre>{@code
 * try (WebTest web = WebTest.of(app)) {
 *   TestResponse r = web.get("/items/7");
 *   assertEquals(200, r.status());
 *   assertEquals("application/json", r.header("content-type"));
 *   Item item = r.json(ItemCodec.INSTANCE);
 *   assertEquals(201, web.request("POST", "/items").json(ItemCodec.INSTANCE, item).send().status());
 * }
 * }</pre>
 */
public final class WebTest implements AutoCloseable {
  private final Transport transport;

  private WebTest(Transport transport) {
    this.transport = transport;
  }

  /** Calls {@code app} in memory; freezes the app's registrations. */
  public static WebTest of(App app) {
    return new WebTest(new InProcessTransport(Dispatcher.of(app)));
  }

  /**
   * Starts {@code app} on a free port of the loopback interface (overriding its host and port) and
   * sends requests over HTTP/1.1. Close the {@code WebTest} to stop the server.
   */
  public static WebTest serve(App app) {
    RunningApp running = app.host("127.0.0.1").port(0).start();
    return new WebTest(new HttpTransport(running));
  }

  /**
   * Sends every request twice, to an app from {@code app} in memory and to another one on a real
   * Jetty, and fails the request when the two answers differ in status, headers or body; answers
   * with the in-memory response. For an app's own assurance that its tests in memory say what a
   * server would (Silk's suite runs itself this way).
   *
   * <p>Each side keeps its own cookies. Values that differ by nature are compared by their shape
   * only: the {@code Date} header, session ids in {@code Set-Cookie}, and the request id of an
   * error answer. {@code app} is called twice, so each side gets an app of its own (with its own
   * data). An app whose pages carry other random values (a CSRF token) answers each side
   * differently, and a test that sends such a value back cannot be compared.
   *
   * <pre>{@code
   * try (WebTest web = WebTest.compared(() -> Main.app(new Todos()))) {
   *   web.get("/");                                  // fails if memory and Jetty disagree
   * }
   * }</pre>
   */
  public static WebTest compared(java.util.function.Supplier<App> app) {
    HttpTransport served = new HttpTransport(app.get().host("127.0.0.1").port(0).start());
    InProcessTransport memory =
        new InProcessTransport(Dispatcher.of(app.get()), new CookieJar(served.cookies));
    return new WebTest(new ComparingTransport(memory, served));
  }

  /** A request to build: headers, query parameters, a body, then {@link TestRequest#send()}. */
  public TestRequest request(String method, String path) {
    return new TestRequest(this, method, path);
  }

  public TestResponse get(String path) {
    return request("GET", path).send();
  }

  public TestResponse head(String path) {
    return request("HEAD", path).send();
  }

  public TestResponse options(String path) {
    return request("OPTIONS", path).send();
  }

  public TestResponse delete(String path) {
    return request("DELETE", path).send();
  }

  /** POST with a UTF-8 text body. */
  public TestResponse post(String path, String body) {
    return request("POST", path).body(body).send();
  }

  /** PUT with a UTF-8 text body. */
  public TestResponse put(String path, String body) {
    return request("PUT", path).body(body).send();
  }

  /** PATCH with a UTF-8 text body. */
  public TestResponse patch(String path, String body) {
    return request("PATCH", path).body(body).send();
  }

  /**
   * The cookies this test keeps, as a browser would for the site: every {@code Set-Cookie} goes in,
   * and every request sends what applies to its path. A session or a flash thus lasts from one
   * request to the next; {@code cookies().clear()} starts over as a new visitor.
   */
  public CookieJar cookies() {
    return transport.cookies;
  }

  /**
   * Follows redirects from now on ({@code 301}, {@code 302}, {@code 303} as a {@code GET} without
   * body; {@code 307}, {@code 308} with the same method and body), up to ten, and answers with the
   * last response. Off by default, so a test sees the redirect itself.
   */
  public WebTest followRedirects(boolean follow) {
    transport.followRedirects(follow);
    return this;
  }

  /** Sends a request through the transport, which keeps the cookies and follows redirects. */
  TestResponse send(TestRequest request) {
    return transport.exchange(request);
  }

  /** The port of a {@link #serve}d app. */
  public int port() {
    if (transport.port() > 0) {
      return transport.port();
    }
    throw new IllegalStateException("an in-process WebTest has no port; use WebTest.serve");
  }

  /** The URL of a path on a {@link #serve}d app, for clients of your own. */
  public URI uri(String path) {
    return URI.create("http://127.0.0.1:" + port() + path);
  }

  /**
   * A WebSocket connection to a path of a {@link #serve}d app: add headers, then {@link
   * TestSocket.Request#connect()}.
   */
  public TestSocket.Request socket(String path) {
    if (!isServed()) {
      throw new IllegalStateException(
          "WebSockets need a real connection: start the app with WebTest.serve(app)");
    }
    return new TestSocket.Request(URI.create("ws://127.0.0.1:" + port() + path));
  }

  /**
   * Whether requests go over a real socket ({@link #serve}, {@link #compared}), not only memory.
   */
  public boolean isServed() {
    return transport.port() > 0;
  }

  /** Stops the server of a {@link #serve}d app; nothing to do in memory. */
  @Override
  public void close() {
    transport.close();
  }

  @Override
  public String toString() {
    return transport instanceof ComparingTransport
        ? "WebTest.compared"
        : isServed() ? "WebTest.serve" : "WebTest.of";
  }
}
