package dev.silk.websocket;

/** The module's logger, {@code dev.silk.websocket}, through {@link System.Logger}. */
final class WebSocketLog {
  private static final System.Logger LOGGER = System.getLogger("dev.silk.websocket");

  private WebSocketLog() {}

  static System.Logger logger() {
    return LOGGER;
  }
}
