package dev.silk.bench.ws;

import dev.silk.bench.data.MessageCodec;
import dev.silk.web.App;
import dev.silk.websocket.WebSockets;

/**
 * Silk's WebSocket echo: each text message is read into a {@code Message} by its generated codec and
 * written back by the same codec.
 *
 * <pre>
 * java -jar silk-ws-bench.jar 8080
 * </pre>
 */
public final class SilkEcho {
  private SilkEcho() {}

  public static void main(String[] args) {
    int port = args.length > 0 ? Integer.parseInt(args[0]) : 8080;
    App app = App.create().host("127.0.0.1").port(port);
    WebSockets.on(app)
        .route(
            "/echo",
            socket ->
                socket.onJson(
                    MessageCodec.INSTANCE, message -> socket.send(MessageCodec.INSTANCE, message)));
    app.start();
    System.out.println("listening on " + port);
  }
}
