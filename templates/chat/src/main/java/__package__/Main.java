package {{package}};

import dev.silk.web.App;
import dev.silk.web.RunningApp;
import dev.silk.web.StaticFiles;
import dev.silk.web.openapi.OpenApi;
import dev.silk.websocket.WebSockets;

/** {{name}}: a chat page over WebSocket, started on $PORT (or the first argument, or 8080). */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    RunningApp running = app(new Rooms()).port(port(args)).start();
    System.out.println("Listening on http://localhost:" + running.port());
  }

  /** The routes. Tests call this to get the same app. */
  public static App app(Rooms rooms) {
    App app =
        App.create()
            // src/main/resources/public: the page (index.html) and its script (chat.js)
            .before(StaticFiles.classpath("public"))
            // The room's last messages as JSON, typed: the OpenAPI document shows their schema.
            .get(
                "/api/rooms/{room}/messages",
                ChatMessageCodec.INSTANCE.list(),
                request -> rooms.recent(request.pathParam("room")));
    app.get("/openapi.json", OpenApi.of(app).title("{{name}}").version("{{version}}").handler());
    WebSockets.on(app)
        .maxMessageSize(4 * 1024) // a longer message closes the socket with 1009
        .route(
            "/chat/{room}",
            socket -> {
              String room = socket.pathParam("room");
              socket.onOpen(() -> rooms.join(room, socket));
              socket.onJson(ChatMessageCodec.INSTANCE, message -> rooms.say(room, message));
              socket.onClose((code, reason) -> rooms.leave(room, socket));
            });
    return app;
  }

  /** PORT=0 picks any free port. */
  static int port(String[] args) {
    String port = args.length > 0 ? args[0] : System.getenv("PORT");
    return port == null || port.isBlank() ? 8080 : Integer.parseInt(port.trim());
  }
}
