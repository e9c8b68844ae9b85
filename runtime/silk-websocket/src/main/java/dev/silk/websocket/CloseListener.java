package dev.silk.websocket;

/** Hears that a {@link WebSocket} closed, with the close code and reason. */
@FunctionalInterface
public interface CloseListener {
  /**
   * The socket is closed: by the client, by the server ({@link WebSocket#close}), or by what went
   * wrong ({@link CloseCodes}: 1006 when the connection dropped without a close frame, 1001 after
   * the idle timeout, 1009 for a message over the size limit, 1012 when {@code silk dev} reloaded
   * the app). The code and reason are those of the first close frame received (RFC 6455 section
   * 7.1.5): when the server closed first, the client's answer, which usually repeats the code
   * without a reason.
   */
  void onClose(int code, String reason) throws Exception;
}
