package dev.silk.web.spi;

import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * Hands a request's connection to another protocol after a {@code 101 Switching Protocols} answer
 * (HTTP/1.1 Upgrade, RFC 9110 section 7.8): the seam through which a protocol module such as {@code
 * silk-websocket} takes over a connection without silk-web knowing the protocol.
 *
 * <p>Applications do not implement it. A module's handler checks the request, then answers with
 * {@link dev.silk.web.WebResponse#upgrade}; once every after-filter has run, the transport calls
 * {@link #upgrade} with Jetty's own request and response, so the module drives Jetty's protocol
 * support directly (no servlet wrapper, no reflection).
 *
 * <pre>{@code
 * app.get("/echo", req -> WebResponse.upgrade((request, response, callback) ->
 *     handshaker.upgradeRequest(negotiator, request, response, callback, components, null)));
 * }</pre>
 */
@FunctionalInterface
public interface ProtocolUpgrade {
  /**
   * Switches protocols: answers {@code 101} on {@code response} and completes {@code callback} once
   * it is sent. Returns {@code false}, leaving the response and the callback untouched, when the
   * request turns out not to be an upgrade this protocol accepts.
   */
  boolean upgrade(Request request, Response response, Callback callback) throws Exception;
}
