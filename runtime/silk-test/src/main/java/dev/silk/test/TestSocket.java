package dev.silk.test;

import dev.silk.json.Json;
import dev.silk.json.JsonCodec;
import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A WebSocket client for tests, connected to a {@link WebTest#serve served} app over a real socket
 * ({@code java.net.http.WebSocket}): send messages, expect what comes back, in order.
 *
 * <p>Every {@code expect...} waits for the next event (up to {@link #timeout}, 5 seconds by
 * default) and fails the test with what came instead: a text where a binary message was expected,
 * the close code and reason where a message was expected.
 *
 * <pre>{@code
 * try (WebTest web = WebTest.serve(app);
 *     TestSocket socket = web.socket("/chat/lobby").connect()) {
 *   socket.send(MessageCodec.INSTANCE, new Message("ann", "hi"));
 *   assertEquals("hi", socket.expectJson(MessageCodec.INSTANCE).text());
 *   socket.close();
 * }
 * }</pre>
 */
public final class TestSocket implements AutoCloseable {
  /** How a socket closed: the code and reason of the server's close frame. */
  public record Closed(int code, String reason) {}

  /** A connection to make: headers and subprotocols, then {@link #connect} or {@link #refusal}. */
  public static final class Request {
    private final URI uri;
    private final List<String[]> headers = new ArrayList<>();
    private final List<String> subprotocols = new ArrayList<>();

    Request(URI uri) {
      this.uri = uri;
    }

    /** A header of the upgrade request, such as {@code Origin} or {@code Cookie}. */
    public Request header(String name, String value) {
      headers.add(new String[] {name, value});
      return this;
    }

    /** Offers a subprotocol ({@code Sec-WebSocket-Protocol}). */
    public Request subprotocol(String name) {
      subprotocols.add(name);
      return this;
    }

    /** Connects; fails the test with the status if the server refuses the upgrade. */
    public TestSocket connect() {
      TestSocket socket = new TestSocket();
      try {
        socket.webSocket = builder(socket).get(10, TimeUnit.SECONDS);
        return socket;
      } catch (ExecutionException e) {
        int status = statusOf(e.getCause());
        throw new AssertionError(
            status > 0
                ? "the server refused the WebSocket upgrade of " + uri + " with " + status
                : "cannot open a WebSocket to " + uri + ": " + e.getCause(),
            e.getCause());
      } catch (InterruptedException | TimeoutException e) {
        throw new AssertionError("no WebSocket to " + uri + " within 10 seconds", e);
      }
    }

    /**
     * Expects the server to refuse the upgrade, and returns the HTTP status it answered with (403
     * for an origin it does not allow, 426 for a route that is not a WebSocket route...).
     */
    public int refusal() {
      TestSocket socket = new TestSocket();
      try {
        WebSocket ws = builder(socket).get(10, TimeUnit.SECONDS);
        ws.abort();
        throw new AssertionError("the server accepted the WebSocket upgrade of " + uri);
      } catch (ExecutionException e) {
        int status = statusOf(e.getCause());
        if (status < 0) {
          throw new AssertionError("cannot reach " + uri + ": " + e.getCause(), e.getCause());
        }
        return status;
      } catch (InterruptedException | TimeoutException e) {
        throw new AssertionError("no answer from " + uri + " within 10 seconds", e);
      }
    }

    private CompletableFuture<WebSocket> builder(TestSocket socket) {
      HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
      WebSocket.Builder builder = client.newWebSocketBuilder();
      for (String[] h : headers) {
        builder.header(h[0], h[1]);
      }
      if (!subprotocols.isEmpty()) {
        builder.subprotocols(
            subprotocols.get(0),
            subprotocols.subList(1, subprotocols.size()).toArray(new String[0]));
      }
      return builder.buildAsync(uri, socket.new Events());
    }

    private static int statusOf(Throwable failure) {
      for (Throwable t = failure; t != null; t = t.getCause()) {
        if (t instanceof WebSocketHandshakeException handshake) {
          return handshake.getResponse().statusCode();
        }
      }
      return -1;
    }
  }

  /** What arrived: a message, a pong, the close, or a failure. */
  private sealed interface Event permits Text, Binary, Pong, Close, Failure {}

  private record Text(String text) implements Event {}

  private record Binary(byte[] bytes) implements Event {}

  private record Pong(byte[] bytes) implements Event {}

  private record Close(int code, String reason) implements Event {}

  private record Failure(Throwable error) implements Event {}

  private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
  private WebSocket webSocket;
  private Duration timeout = Duration.ofSeconds(5);
  private Closed closed;

  private TestSocket() {}

  /** How long each {@code expect...} waits (5 seconds by default). */
  public TestSocket timeout(Duration newTimeout) {
    timeout = newTimeout;
    return this;
  }

  /** The subprotocol the server accepted, or {@code ""}. */
  public String subprotocol() {
    return webSocket.getSubprotocol();
  }

  // ---- sending

  /** Sends a text message and waits until it is written. */
  public TestSocket send(String text) {
    await(webSocket.sendText(text, true), "sending a text message");
    return this;
  }

  /** Sends {@code value} as a JSON text message. */
  public <T> TestSocket send(JsonCodec<T> codec, T value) {
    return send(Json.toJson(codec, value));
  }

  /** Sends a binary message. */
  public TestSocket send(byte[] bytes) {
    await(webSocket.sendBinary(ByteBuffer.wrap(bytes), true), "sending a binary message");
    return this;
  }

  /** Sends a text message in fragments, as a client may: the server must join them. */
  public TestSocket sendFragments(String... parts) {
    for (int i = 0; i < parts.length; i++) {
      await(webSocket.sendText(parts[i], i == parts.length - 1), "sending a fragment");
    }
    return this;
  }

  /** Sends a ping; the server answers with a pong ({@link #expectPong}). */
  public TestSocket ping(byte[] payload) {
    await(webSocket.sendPing(ByteBuffer.wrap(payload)), "sending a ping");
    return this;
  }

  // ---- expecting

  /** The next message, which must be text. */
  public String expectText() {
    Event e = next("a text message");
    if (e instanceof Text t) {
      return t.text();
    }
    throw unexpected("a text message", e);
  }

  /** The next message, which must be text that {@code codec} reads. */
  public <T> T expectJson(JsonCodec<T> codec) {
    return Json.read(codec, expectText());
  }

  /** The next message, which must be binary. */
  public byte[] expectBinary() {
    Event e = next("a binary message");
    if (e instanceof Binary b) {
      return b.bytes();
    }
    throw unexpected("a binary message", e);
  }

  /** The next event, which must be a pong; returns its payload. */
  public byte[] expectPong() {
    Event e = next("a pong");
    if (e instanceof Pong p) {
      return p.bytes();
    }
    throw unexpected("a pong", e);
  }

  /** The next event, which must be the server closing the socket; returns its code and reason. */
  public Closed expectClose() {
    Event e = next("the socket to close");
    if (e instanceof Close c) {
      return new Closed(c.code(), c.reason());
    }
    throw unexpected("the socket to close", e);
  }

  /** Whether nothing arrives within {@code wait}. */
  public boolean expectNothing(Duration wait) {
    try {
      Event e = events.poll(wait.toMillis(), TimeUnit.MILLISECONDS);
      if (e != null) {
        throw unexpected("nothing", e);
      }
      return true;
    } catch (InterruptedException ie) {
      Thread.currentThread().interrupt();
      throw new AssertionError("interrupted", ie);
    }
  }

  /**
   * Closes normally (1000) and waits for the server's close frame; does nothing if the server has
   * already closed the socket.
   */
  @Override
  public void close() {
    if (webSocket == null || closed != null || webSocket.isOutputClosed()) {
      return;
    }
    await(webSocket.sendClose(WebSocket.NORMAL_CLOSURE, ""), "closing");
    try {
      Event e;
      do {
        e = events.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
      } while (e != null && !(e instanceof Close) && !(e instanceof Failure));
    } catch (InterruptedException ie) {
      Thread.currentThread().interrupt();
    } finally {
      webSocket.abort();
    }
  }

  private Event next(String expected) {
    try {
      Event e = events.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
      if (e == null) {
        throw new AssertionError("expected " + expected + " within " + timeout + ", got nothing");
      }
      if (e instanceof Close c) {
        closed = new Closed(c.code(), c.reason());
      }
      return e;
    } catch (InterruptedException ie) {
      Thread.currentThread().interrupt();
      throw new AssertionError("interrupted while waiting for " + expected, ie);
    }
  }

  private static AssertionError unexpected(String expected, Event got) {
    String what;
    if (got instanceof Text t) {
      what = "the text message " + shorten(t.text());
    } else if (got instanceof Binary b) {
      what = "a binary message of " + b.bytes().length + " bytes";
    } else if (got instanceof Pong) {
      what = "a pong";
    } else if (got instanceof Close c) {
      what = "the socket closed with " + c.code() + " " + c.reason();
    } else {
      what = "a failure: " + ((Failure) got).error();
    }
    return new AssertionError("expected " + expected + ", got " + what);
  }

  private static String shorten(String s) {
    return s.length() <= 200 ? s : s.substring(0, 197) + "...";
  }

  private void await(CompletableFuture<?> done, String what) {
    try {
      done.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
    } catch (ExecutionException | CompletionException e) {
      throw new AssertionError(what + " failed: " + e.getCause(), e.getCause());
    } catch (TimeoutException e) {
      throw new AssertionError(what + " took more than " + timeout, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError("interrupted while " + what, e);
    }
  }

  /** Joins fragments into messages and queues every event, asking for one frame at a time. */
  private final class Events implements WebSocket.Listener {
    private final StringBuilder text = new StringBuilder();
    private final ByteArrayOutputStream binary = new ByteArrayOutputStream();

    @Override
    public void onOpen(WebSocket ws) {
      ws.request(1);
    }

    @Override
    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
      text.append(data);
      if (last) {
        events.add(new Text(text.toString()));
        text.setLength(0);
      }
      ws.request(1);
      return null;
    }

    @Override
    public CompletionStage<?> onBinary(WebSocket ws, ByteBuffer data, boolean last) {
      byte[] bytes = new byte[data.remaining()];
      data.get(bytes);
      binary.writeBytes(bytes);
      if (last) {
        events.add(new Binary(binary.toByteArray()));
        binary.reset();
      }
      ws.request(1);
      return null;
    }

    @Override
    public CompletionStage<?> onPong(WebSocket ws, ByteBuffer message) {
      byte[] bytes = new byte[message.remaining()];
      message.get(bytes);
      events.add(new Pong(bytes));
      ws.request(1);
      return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket ws, int statusCode, String reason) {
      events.add(new Close(statusCode, reason));
      return null;
    }

    @Override
    public void onError(WebSocket ws, Throwable error) {
      events.add(new Failure(error));
    }
  }
}
