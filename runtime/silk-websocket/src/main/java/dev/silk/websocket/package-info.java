/**
 * WebSocket routes for Silk apps: {@link dev.silk.websocket.WebSockets} registers them on an {@link
 * dev.silk.web.App} as GET routes that switch protocols, and each connection is a {@link
 * dev.silk.websocket.WebSocket} with listeners for text, binary and JSON messages.
 *
 * <p>Built on Jetty 12's WebSocket core (frames, handshake, sessions) through silk-web's {@link
 * dev.silk.web.ProtocolUpgrade} seam: no annotated endpoints, no reflection, no servlet container
 * initializer; silk-web itself knows nothing of WebSocket. May import {@code dev.silk.web}, {@code
 * dev.silk.json} and Jetty's {@code org.eclipse.jetty.websocket.core}.
 */
package dev.silk.websocket;
