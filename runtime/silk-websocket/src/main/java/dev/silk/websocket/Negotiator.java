package dev.silk.websocket;

import java.time.Duration;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.websocket.core.Configuration;
import org.eclipse.jetty.websocket.core.FrameHandler;
import org.eclipse.jetty.websocket.core.server.ServerUpgradeRequest;
import org.eclipse.jetty.websocket.core.server.ServerUpgradeResponse;
import org.eclipse.jetty.websocket.core.server.WebSocketNegotiator;

/**
 * Gives Jetty's handshake the socket prepared by the app's handler, and the limits its session
 * gets. Jetty calls {@link #negotiate} once the handshake is valid, then {@link #customize} on the
 * new session.
 */
final class Negotiator implements WebSocketNegotiator {
  private final WebSocket socket;
  private final ClassLoader loader;
  private final int maxMessageSize;
  private final Duration idleTimeout;
  private final int maxQueuedMessages;

  Negotiator(
      WebSocket socket,
      ClassLoader loader,
      int maxMessageSize,
      Duration idleTimeout,
      int maxQueuedMessages) {
    this.socket = socket;
    this.loader = loader;
    this.maxMessageSize = maxMessageSize;
    this.idleTimeout = idleTimeout;
    this.maxQueuedMessages = maxQueuedMessages;
  }

  @Override
  public FrameHandler negotiate(
      ServerUpgradeRequest request, ServerUpgradeResponse response, Callback callback) {
    String subprotocol = socket.acceptedSubprotocol();
    if (subprotocol != null) {
      response.setAcceptedSubProtocol(subprotocol);
    }
    return new SocketFrames(socket, loader, maxMessageSize);
  }

  @Override
  public void customize(Configuration configuration) {
    configuration.setIdleTimeout(idleTimeout);
    // The parser refuses a frame past the limit from its header, before buffering it.
    configuration.setMaxFrameSize(maxMessageSize);
    configuration.setMaxTextMessageSize(maxMessageSize);
    configuration.setMaxBinaryMessageSize(maxMessageSize);
    configuration.setMaxOutgoingFrames(maxQueuedMessages);
  }
}
