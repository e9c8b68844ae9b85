package dev.silk.websocket;

import dev.silk.web.WebRequest;
import dev.silk.web.WebResponse;
import java.util.Locale;

/**
 * The checks of an opening handshake (RFC 6455 section 4.2.1) that Silk answers itself, before any
 * app code runs, so a plain GET or a broken handshake gets an HTTP answer that says what was wrong.
 */
final class Handshake {
  private Handshake() {}

  /** {@code null} when {@code req} is a WebSocket opening handshake, else the answer to send. */
  static WebResponse refusal(WebRequest req) {
    if (!hasToken(req.header("Upgrade"), "websocket")) {
      return WebResponse.text(
              "this path takes WebSocket connections: open it with new WebSocket(\"ws://host"
                  + req.path()
                  + "\")")
          .withStatus(426)
          .withHeader("Upgrade", "websocket")
          .withHeader("Connection", "Upgrade");
    }
    if (!"GET".equals(req.method())) {
      return WebResponse.text("a WebSocket handshake is a GET request").withStatus(400);
    }
    if (!hasToken(req.header("Connection"), "upgrade")) {
      return WebResponse.text("a WebSocket handshake needs the header Connection: Upgrade")
          .withStatus(400);
    }
    String key = req.header("Sec-WebSocket-Key");
    if (key == null || key.isBlank()) {
      return WebResponse.text("a WebSocket handshake needs the header Sec-WebSocket-Key")
          .withStatus(400);
    }
    if (!"13".equals(trim(req.header("Sec-WebSocket-Version")))) {
      return WebResponse.text("only WebSocket version 13 (RFC 6455) is spoken here")
          .withStatus(426)
          .withHeader("Sec-WebSocket-Version", "13");
    }
    return null;
  }

  /** Whether a comma-separated header value holds {@code token}, ignoring case. */
  static boolean hasToken(String value, String token) {
    if (value == null) {
      return false;
    }
    for (String part : value.split(",", -1)) {
      if (part.trim().toLowerCase(Locale.ROOT).equals(token)) {
        return true;
      }
    }
    return false;
  }

  /** The comma-separated tokens of every value of a header, trimmed, in order. */
  static java.util.List<String> tokens(java.util.List<String> values) {
    java.util.List<String> tokens = new java.util.ArrayList<>();
    for (String value : values) {
      for (String part : value.split(",", -1)) {
        if (!part.isBlank()) {
          tokens.add(part.trim());
        }
      }
    }
    return java.util.List.copyOf(tokens);
  }

  private static String trim(String value) {
    return value == null ? null : value.trim();
  }
}
