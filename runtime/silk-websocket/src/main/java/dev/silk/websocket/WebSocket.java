package dev.silk.websocket;

import dev.silk.json.Json;
import dev.silk.json.JsonCodec;
import dev.silk.web.WebRequest;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.websocket.core.CoreSession;
import org.eclipse.jetty.websocket.core.Frame;
import org.eclipse.jetty.websocket.core.OpCode;

/**
 * One WebSocket connection: what its upgrade request said, the listeners that take its messages,
 * and the calls that send to it.
 *
 * <p>A {@link WebSocketHandler} gets it when a client asks to connect and registers listeners;
 * messages then arrive one at a time, in order, on Jetty's threads. Sending is asynchronous and
 * thread-safe: any thread may send (a broadcast, say), and messages go out in the order sent.
 *
 * <pre>{@code
 * ws.route("/chat/{room}", socket -> {
 *   String room = socket.pathParam("room");
 *   String user = socket.request().session().get("user");   // during the upgrade only
 *   socket.onOpen(() -> rooms.join(room, socket));
 *   socket.onJson(MessageCodec.INSTANCE, msg -> rooms.broadcast(room, new Message(user, msg.text())));
 *   socket.onClose((code, reason) -> rooms.leave(room, socket));
 * });
 * }</pre>
 */
public final class WebSocket {
  /** An action run when the socket opens. */
  @FunctionalInterface
  public interface OpenListener {
    /** The socket is open; an exception closes it with 1011. */
    void onOpen() throws Exception;
  }

  /** What a JSON listener needs: the codec and the listener, typed together. */
  record JsonListener<T>(JsonCodec<T> codec, MessageListener<T> listener) {
    void deliver(T value) throws Exception {
      listener.onMessage(value);
    }
  }

  private final WebSockets owner;
  private final String id;
  private final String path;
  private final Map<String, String> pathParams;
  private final String remoteAddress;
  private final List<String> offeredSubprotocols;
  private final Callback sent = Callback.from(() -> {}, this::sendFailed);

  private WebRequest request;
  private String subprotocol;

  OpenListener openListener;
  MessageListener<String> textListener;
  MessageListener<byte[]> binaryListener;
  MessageListener<byte[]> pongListener;
  JsonListener<?> jsonListener;
  CloseListener closeListener;

  /** Set once Jetty opens the session; frames sent before that wait in {@code pending}. */
  private volatile CoreSession session;

  private List<Frame> pending = new ArrayList<>();
  private volatile boolean closed;

  WebSocket(WebSockets owner, WebRequest request, String id) {
    this.owner = owner;
    this.id = id;
    this.request = request;
    this.path = request.path();
    this.pathParams = request.pathParams();
    this.remoteAddress = request.remoteAddress();
    this.offeredSubprotocols = Handshake.tokens(request.headers("Sec-WebSocket-Protocol"));
  }

  // ---- the upgrade request

  /**
   * The upgrade request, with its headers, cookies and session: readable while the {@link
   * WebSocketHandler} runs, not afterwards (the request is over once the socket opens). Read what a
   * listener needs into a local variable.
   */
  public WebRequest request() {
    WebRequest r = request;
    if (r == null) {
      throw new IllegalStateException(
          "the upgrade request is over once the socket opens: read what listeners need from"
              + " socket.request() in the WebSocketHandler, into a local variable");
    }
    return r;
  }

  /** The request path, as sent. */
  public String path() {
    return path;
  }

  /** A path variable of the route, such as {@code room} in {@code /chat/{room}}. */
  public String pathParam(String name) {
    WebRequest r = request;
    return r != null ? r.pathParam(name) : pathParams.get(name);
  }

  /**
   * A path variable as an int. While the handler runs, a value that is not one refuses the
   * connection with 400, as in an HTTP route.
   */
  public int pathInt(String name) {
    WebRequest r = request;
    return r != null ? r.pathInt(name) : Integer.parseInt(pathParams.get(name));
  }

  /** A path variable as a long; see {@link #pathInt}. */
  public long pathLong(String name) {
    WebRequest r = request;
    return r != null ? r.pathLong(name) : Long.parseLong(pathParams.get(name));
  }

  /** Every path variable by name. */
  public Map<String, String> pathParams() {
    return pathParams;
  }

  /** The client's IP address. */
  public String remoteAddress() {
    return remoteAddress;
  }

  /**
   * An id for this socket, unique enough to tell sockets apart in a log; close reasons of server
   * errors name it.
   */
  public String id() {
    return id;
  }

  /** The subprotocols the client offered ({@code Sec-WebSocket-Protocol}), in its order. */
  public List<String> subprotocols() {
    return offeredSubprotocols;
  }

  /**
   * Speaks {@code name}, one of the offered {@link #subprotocols}: a browser that offered
   * subprotocols drops a connection that accepts none. Call it in the handler.
   */
  public WebSocket acceptSubprotocol(String name) {
    setupOnly("acceptSubprotocol");
    if (!offeredSubprotocols.contains(name)) {
      throw new IllegalArgumentException(
          "the client did not offer subprotocol '" + name + "'; it offered " + offeredSubprotocols);
    }
    subprotocol = name;
    return this;
  }

  String acceptedSubprotocol() {
    return subprotocol;
  }

  // ---- listeners (registered in the handler)

  /** Runs once the socket is open (after the {@code 101}), before its first message. */
  public WebSocket onOpen(OpenListener listener) {
    setupOnly("onOpen");
    openListener = listener;
    return this;
  }

  /** Takes text messages as strings. A socket takes text as strings or as JSON, not both. */
  public WebSocket onText(MessageListener<String> listener) {
    setupOnly("onText");
    if (jsonListener != null) {
      throw new IllegalStateException(
          "this socket already reads text as JSON (onJson): take text as strings or as JSON");
    }
    textListener = listener;
    return this;
  }

  /**
   * Takes text messages as JSON values, read with {@code codec} straight from the message's bytes.
   * A message the codec cannot read closes the socket with 1007 and the parser's message.
   */
  public <T> WebSocket onJson(JsonCodec<T> codec, MessageListener<T> listener) {
    setupOnly("onJson");
    if (codec == null || listener == null) {
      throw new IllegalArgumentException("onJson needs a codec and a listener");
    }
    if (textListener != null) {
      throw new IllegalStateException(
          "this socket already reads text as strings (onText): take text as strings or as JSON");
    }
    jsonListener = new JsonListener<>(codec, listener);
    return this;
  }

  /** Takes binary messages. Without this listener a binary message closes the socket (1003). */
  public WebSocket onBinary(MessageListener<byte[]> listener) {
    setupOnly("onBinary");
    binaryListener = listener;
    return this;
  }

  /** Hears pongs, the answers to {@link #ping}. Pings from the client are answered by Silk. */
  public WebSocket onPong(MessageListener<byte[]> listener) {
    setupOnly("onPong");
    pongListener = listener;
    return this;
  }

  /** Hears that the socket closed, whoever closed it; see {@link CloseListener}. */
  public WebSocket onClose(CloseListener listener) {
    setupOnly("onClose");
    closeListener = listener;
    return this;
  }

  // ---- sending

  /** Sends a text message. Does nothing on a closed socket (a broadcast may race a close). */
  public void send(String text) {
    send(new Frame(OpCode.TEXT, true, text));
  }

  /** Sends a binary message; the array is sent as it is, not copied: do not change it after. */
  public void send(byte[] bytes) {
    send(new Frame(OpCode.BINARY, true, ByteBuffer.wrap(bytes)));
  }

  /** Sends {@code value} as a JSON text message written by {@code codec}. */
  public <T> void send(JsonCodec<T> codec, T value) {
    send(new Frame(OpCode.TEXT, true, ByteBuffer.wrap(Json.toBytes(codec, value))));
  }

  /** Sends a ping; the client answers with a pong of the same payload (at most 125 bytes). */
  public void ping(byte[] payload) {
    if (payload.length > Frame.MAX_CONTROL_PAYLOAD) {
      throw new IllegalArgumentException(
          "a ping carries at most " + Frame.MAX_CONTROL_PAYLOAD + " bytes, not " + payload.length);
    }
    send(new Frame(OpCode.PING, true, ByteBuffer.wrap(payload)));
  }

  /** Closes the socket normally (1000). */
  public void close() {
    close(CloseCodes.NORMAL, "");
  }

  /**
   * Closes the socket with {@code code} (see {@link CloseCodes}: 1000 to 1003, 1007 to 1014 or an
   * app code from 4000 to 4999) and a reason, cut to the 123 bytes a close frame holds.
   */
  public void close(int code, String reason) {
    if (!CloseCodes.isSendable(code)) {
      throw new IllegalArgumentException(
          "close code "
              + code
              + " cannot be sent: use 1000 to 1003, 1007 to 1014, or 4000 to 4999");
    }
    CoreSession s = session;
    if (s == null) {
      throw new IllegalStateException(
          "the socket is not open yet: refuse a connection by throwing an HttpException in the"
              + " handler, or close it in onOpen");
    }
    s.close(code, reasonText(reason), Callback.NOOP);
  }

  /** Whether the socket is open: opened and not yet closed. */
  public boolean isOpen() {
    return session != null && !closed;
  }

  @Override
  public String toString() {
    return "WebSocket["
        + id
        + " "
        + path
        + (isOpen() ? "" : session == null ? " opening" : " closed")
        + "]";
  }

  // ---- plumbing for SocketFrames and WebSockets

  private void send(Frame frame) {
    CoreSession s = session;
    if (s == null) {
      synchronized (this) {
        if (session == null) {
          if (pending != null) {
            pending.add(frame);
          }
          return;
        }
        s = session;
      }
    }
    if (!closed) {
      s.sendFrame(frame, sent, false);
    }
  }

  /** The session opened: frames sent during set-up go out first, in order. */
  void opened(CoreSession s) {
    List<Frame> queued;
    synchronized (this) {
      queued = pending;
      pending = null;
      session = s;
    }
    for (Frame frame : queued) {
      s.sendFrame(frame, sent, false);
    }
  }

  void markClosed() {
    closed = true;
  }

  /** The handler has run: the request is over for this socket, listeners are fixed. */
  void setupDone() {
    request = null;
  }

  WebSockets owner() {
    return owner;
  }

  private void setupOnly(String call) {
    if (request == null) {
      throw new IllegalStateException(
          call + " must be called in the WebSocketHandler, before the socket opens");
    }
  }

  private void sendFailed(Throwable failure) {
    if (failure instanceof java.nio.channels.WritePendingException) {
      // The client stopped reading: its close frame would wait behind everything queued, so the
      // connection is cut instead, and the memory held for it freed.
      CoreSession s = session;
      if (s != null && !closed) {
        WebSocketLog.logger()
            .log(
                System.Logger.Level.WARNING,
                "socket "
                    + id
                    + " "
                    + path
                    + ": more than "
                    + owner.maxQueuedMessages()
                    + " messages wait for a client that does not read; disconnecting it");
        s.abort();
      }
    }
    // Anything else means the connection is gone; onClose tells the app.
  }

  /** A close reason fits in 123 bytes of UTF-8; a longer one is cut at a character, with "...". */
  static String reasonText(String reason) {
    if (reason == null) {
      return "";
    }
    if (reason.getBytes(StandardCharsets.UTF_8).length <= 123) {
      return reason;
    }
    int bytes = 0;
    int i = 0;
    while (i < reason.length()) {
      char c = reason.charAt(i);
      int chars = Character.isHighSurrogate(c) && i + 1 < reason.length() ? 2 : 1;
      int size = c < 0x80 ? 1 : c < 0x800 ? 2 : chars == 2 ? 4 : 3;
      if (bytes + size > 120) {
        break;
      }
      bytes += size;
      i += chars;
    }
    return reason.substring(0, i) + "...";
  }
}
