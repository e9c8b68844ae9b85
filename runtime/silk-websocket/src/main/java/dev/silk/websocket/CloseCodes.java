package dev.silk.websocket;

/**
 * The close codes of RFC 6455 (section 7.4) and the IANA registry that a Silk app meets. Codes from
 * 4000 to 4999 are the application's own.
 */
public final class CloseCodes {
  private CloseCodes() {}

  /** The purpose of the connection was fulfilled. */
  public static final int NORMAL = 1000;

  /** The server stops, or the connection was idle past the idle timeout. */
  public static final int GOING_AWAY = 1001;

  /** The peer broke the protocol. */
  public static final int PROTOCOL_ERROR = 1002;

  /** A kind of message the socket does not take (binary where it has no binary listener). */
  public static final int UNSUPPORTED_DATA = 1003;

  /** No close frame came: the connection dropped. Never sent, only reported. */
  public static final int ABNORMAL = 1006;

  /** A message was not what its type says: text that is not UTF-8, or JSON a codec cannot read. */
  public static final int INVALID_PAYLOAD = 1007;

  /** The message broke the app's policy. */
  public static final int POLICY_VIOLATION = 1008;

  /** A message over the size limit ({@link WebSockets#maxMessageSize}). */
  public static final int MESSAGE_TOO_BIG = 1009;

  /** A listener of the app threw; the reason names the id the log has. */
  public static final int SERVER_ERROR = 1011;

  /** The app was reloaded ({@code silk dev}); reconnect. */
  public static final int SERVICE_RESTART = 1012;

  /** The server is overloaded for now; reconnect later. */
  public static final int TRY_AGAIN_LATER = 1013;

  /**
   * Whether {@code code} may be sent in a close frame: 1000 to 1003, 1007 to 1014, and 3000 to 4999
   * (1004 to 1006 and 1015 are reserved for reports, the rest are not assigned).
   */
  public static boolean isSendable(int code) {
    return (code >= 1000 && code <= 1003)
        || (code >= 1007 && code <= 1014)
        || (code >= 3000 && code <= 4999);
  }
}
