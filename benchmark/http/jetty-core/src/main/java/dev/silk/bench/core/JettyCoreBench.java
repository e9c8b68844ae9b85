package dev.silk.bench.core;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The start-up floor: Jetty 12 with at most 200 platform threads and one handler on its core API
 * (no servlet layer) that answers {@code GET /text} and nothing else. Its start-up time and RSS are
 * what any server on Jetty 12 pays before a framework adds anything; it takes part in the text
 * case only.
 *
 * <pre>
 * java -jar jetty-core-bench.jar 8080
 * </pre>
 */
public final class JettyCoreBench {
  private static final byte[] HELLO = "Hello, World!".getBytes(StandardCharsets.US_ASCII);

  private JettyCoreBench() {}

  public static void main(String[] args) throws Exception {
    // As silk-web does (D70): without it Jetty starts the platform MBean server to learn whether
    // references are compressed, which costs about 10 MiB; the floor should not pay for that.
    System.setProperty("org.eclipse.jetty.util.referencesPerCacheLine", "16");
    int port = args.length > 0 ? Integer.parseInt(args[0]) : 8080;
    Server server = new Server(new QueuedThreadPool(200));
    ServerConnector connector = new ServerConnector(server);
    connector.setPort(port);
    server.addConnector(connector);
    server.setHandler(new TextHandler());
    server.start();
    server.join();
  }

  /** {@code Hello, World!} on {@code GET /text}, 404 elsewhere. */
  private static final class TextHandler extends Handler.Abstract.NonBlocking {
    @Override
    public boolean handle(Request request, Response response, Callback callback) {
      if (!"/text".equals(Request.getPathInContext(request))) {
        Response.writeError(request, response, callback, HttpStatus.NOT_FOUND_404);
        return true;
      }
      response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/plain");
      response.getHeaders().put(HttpHeader.CONTENT_LENGTH, HELLO.length);
      response.write(true, ByteBuffer.wrap(HELLO), callback);
      return true;
    }
  }
}
