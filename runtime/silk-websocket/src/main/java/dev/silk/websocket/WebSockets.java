package dev.silk.websocket;

import dev.silk.web.App;
import dev.silk.web.WebRequest;
import dev.silk.web.WebResponse;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import org.eclipse.jetty.server.Context;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.handler.ContextHandler;
import org.eclipse.jetty.websocket.core.WebSocketComponents;
import org.eclipse.jetty.websocket.core.server.Handshaker;
import org.eclipse.jetty.websocket.core.server.WebSocketServerComponents;

/**
 * The WebSocket routes of an {@link App}, with the limits every socket of them shares.
 *
 * <p>Each route is a GET route of the app, so before-filters (authentication, say) run for the
 * upgrade request as for any other, and path variables are matched by the same router. A request
 * that is not a WebSocket handshake gets {@code 426 Upgrade Required}; a page of another origin
 * gets {@code 403} unless allowed. Then the {@link WebSocketHandler} prepares the {@link
 * WebSocket}, and the connection switches to Jetty's WebSocket core.
 *
 * <pre>{@code
 * App app = App.create();
 * WebSockets.on(app)
 *     .maxMessageSize(16 * 1024)                 // larger messages close the socket with 1009
 *     .idleTimeout(Duration.ofMinutes(2))        // a silent client is closed with 1001
 *     .route("/echo", socket -> socket.onText(socket::send))
 *     .route("/chat/{room}", socket -> socket.onJson(MessageCodec.INSTANCE, msg -> ...));
 * }</pre>
 *
 * <p>When the app stops, its open sockets are closed: with 1001 (going away) when the server stops,
 * with 1012 (service restart) when {@code silk dev} replaces the app with a reloaded build.
 */
public final class WebSockets {
  private static final Handshaker HANDSHAKER = Handshaker.newInstance();

  /** Jetty's components are made once per context; making them is not thread-safe. */
  private static final Object COMPONENTS_LOCK = new Object();

  private final App app;
  private final Set<WebSocket> open = ConcurrentHashMap.newKeySet();

  private volatile int maxMessageSize = 64 * 1024;
  private volatile Duration idleTimeout = Duration.ofMinutes(5);
  private volatile int maxQueuedMessages = 1000;
  private volatile OriginPolicy origins = OriginPolicy.SAME_ORIGIN;

  private WebSockets(App app) {
    this.app = app;
  }

  /** WebSocket routes on {@code app}; its open sockets close when the app stops. */
  public static WebSockets on(App app) {
    if (app == null) {
      throw new IllegalArgumentException("app is null");
    }
    WebSockets sockets = new WebSockets(app);
    app.onStop(sockets::stopping);
    return sockets;
  }

  /**
   * A WebSocket route: clients connect to {@code path} (a pattern like the app's routes, {@code
   * /chat/{room}}), and {@code handler} prepares each socket.
   */
  public WebSockets route(String path, WebSocketHandler handler) {
    if (handler == null) {
      throw new IllegalArgumentException("no WebSocket handler for " + path);
    }
    app.get(path, req -> upgrade(req, handler));
    return this;
  }

  /**
   * The largest message a client may send, in bytes, joined from all its fragments (default 64
   * KiB). A larger one closes the socket with 1009 before more of it is kept.
   */
  public WebSockets maxMessageSize(int bytes) {
    if (bytes < 125) {
      throw new IllegalArgumentException(
          "a message size limit below 125 bytes is too small: " + bytes);
    }
    maxMessageSize = bytes;
    return this;
  }

  /**
   * How long a socket may go without receiving or sending anything before it is closed with 1001
   * (default 5 minutes). Clients that stay open longer send messages or pings.
   */
  public WebSockets idleTimeout(Duration timeout) {
    if (timeout == null || timeout.isNegative() || timeout.isZero()) {
      throw new IllegalArgumentException("the idle timeout must be positive: " + timeout);
    }
    idleTimeout = timeout;
    return this;
  }

  /**
   * How many sent messages may wait for a slow client (default 1000); one more disconnects it (its
   * close frame would wait behind the rest), so a client that stops reading cannot make the server
   * hold everything sent to it.
   */
  public WebSockets maxQueuedMessages(int messages) {
    if (messages < 1) {
      throw new IllegalArgumentException(
          "at least one message must be allowed to wait: " + messages);
    }
    maxQueuedMessages = messages;
    return this;
  }

  /**
   * Lets pages of these origins connect too, each as a browser sends it ({@code
   * https://app.example.com}). By default only pages of the server's own origin may connect
   * (requests without an {@code Origin}, from programs, always may).
   */
  public WebSockets allowedOrigins(String... origins) {
    this.origins = OriginPolicy.sameOriginAnd(Arrays.asList(origins));
    return this;
  }

  /** Lets pages of any origin connect: for public sockets that rely on no cookie or session. */
  public WebSockets anyOrigin() {
    origins = OriginPolicy.ANY;
    return this;
  }

  /** The sockets open now, in no particular order. */
  public List<WebSocket> openSockets() {
    return List.copyOf(open);
  }

  int maxQueuedMessages() {
    return maxQueuedMessages;
  }

  void opened(WebSocket socket) {
    open.add(socket);
  }

  void closed(WebSocket socket) {
    open.remove(socket);
  }

  private WebResponse upgrade(WebRequest req, WebSocketHandler handler) throws Exception {
    WebResponse refusal = Handshake.refusal(req);
    if (refusal != null) {
      return refusal;
    }
    String origin = req.header("Origin");
    if (!origins.allows(origin, req.header("Host"))) {
      return WebResponse.text(
              "pages of "
                  + origin
                  + " may not open WebSockets here; allow them with"
                  + " WebSockets.allowedOrigins(\""
                  + origin
                  + "\")")
          .withStatus(403);
    }
    WebSocket socket = new WebSocket(this, req, newId());
    try {
      handler.open(socket);
    } finally {
      socket.setupDone();
    }
    // The listeners run with the class loader the handler ran with: the app's, under silk dev too.
    ClassLoader loader = Thread.currentThread().getContextClassLoader();
    Negotiator negotiator =
        new Negotiator(socket, loader, maxMessageSize, idleTimeout, maxQueuedMessages);
    return WebResponse.upgrade(
        (request, response, callback) ->
            HANDSHAKER.upgradeRequest(
                negotiator,
                new OutOfContextRequest(request),
                response,
                callback,
                components(request),
                null));
  }

  /** Jetty's WebSocket components (buffer pools, extensions) of the request's context. */
  private static WebSocketComponents components(Request request) {
    Server server = request.getConnectionMetaData().getConnector().getServer();
    Context context = request.getContext();
    synchronized (COMPONENTS_LOCK) {
      if (context instanceof ContextHandler.ScopedContext scoped) {
        return WebSocketServerComponents.ensureWebSocketComponents(
            server, scoped.getContextHandler());
      }
      return WebSocketServerComponents.ensureWebSocketComponents(server);
    }
  }

  private void stopping(boolean reloaded) {
    for (WebSocket socket : open) {
      if (socket.isOpen()) {
        if (reloaded) {
          socket.close(CloseCodes.SERVICE_RESTART, "the app was reloaded: connect again");
        } else {
          socket.close(CloseCodes.GOING_AWAY, "the server is stopping");
        }
      }
    }
  }

  private static String newId() {
    return Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 16);
  }
}
