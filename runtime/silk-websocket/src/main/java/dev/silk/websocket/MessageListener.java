package dev.silk.websocket;

/**
 * Receives one whole message of a {@link WebSocket}: text, bytes, a JSON value or a pong. Messages
 * of one socket arrive one at a time, in order; the next is read once this returns.
 *
 * @param <T> the message type
 */
@FunctionalInterface
public interface MessageListener<T> {
  /**
   * Handles {@code message}. An exception closes the socket with 1011 (server error) and is logged
   * with an id that the close reason names.
   */
  void onMessage(T message) throws Exception;
}
