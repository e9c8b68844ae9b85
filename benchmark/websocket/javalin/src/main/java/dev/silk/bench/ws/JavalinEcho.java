package dev.silk.bench.ws;

import dev.silk.bench.data.Message;
import io.javalin.Javalin;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * Javalin's WebSocket echo, as its documentation writes one: each message is read into a {@code
 * Message} by Javalin's JSON mapper (Jackson) and sent back through it.
 *
 * <pre>
 * java -jar javalin-ws-bench.jar 8080
 * </pre>
 */
public final class JavalinEcho {
  private JavalinEcho() {}

  public static void main(String[] args) {
    int port = args.length > 0 ? Integer.parseInt(args[0]) : 8080;
    Javalin.create(
            config -> {
              QueuedThreadPool pool = new QueuedThreadPool(200, 8, 60_000);
              pool.setName("JettyServerThreadPool");
              config.jetty.threadPool = pool;
              config.routes.ws(
                  "/echo",
                  ws -> ws.onMessage(ctx -> ctx.send(ctx.messageAsClass(Message.class))));
            })
        .start("127.0.0.1", port);
  }
}
