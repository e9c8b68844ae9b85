package dev.silk.websocket;

/**
 * Sets up a {@link WebSocket} when a client asks to open one on a route: reads what it needs from
 * the upgrade request (path variables, the session, headers) and registers listeners.
 *
 * <p>It runs on the request's thread before the {@code 101} answer, so throwing an {@link
 * dev.silk.web.HttpException} refuses the connection with that status, as a handler would.
 *
 * <pre>{@code
 * ws.route("/chat/{room}", socket -> {
 *   String room = socket.pathParam("room");
 *   socket.onJson(MessageCodec.INSTANCE, msg -> rooms.broadcast(room, msg));
 * });
 * }</pre>
 */
@FunctionalInterface
public interface WebSocketHandler {
  /** Prepares {@code socket}; sends made here go out once it is open. */
  void open(WebSocket socket) throws Exception;
}
