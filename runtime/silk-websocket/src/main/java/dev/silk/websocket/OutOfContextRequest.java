package dev.silk.websocket;

import org.eclipse.jetty.server.Context;
import org.eclipse.jetty.server.Request;

/**
 * The upgrade request as Jetty's handshake sees it, but with the server's context in place of the
 * servlet context: Jetty runs every event of the new session inside {@code
 * request.getContext().run(...)}, and the servlet context's scope (thread-locals, the context class
 * loader, scope listeners) cost about a tenth of the server's Java time per echoed message (D180).
 * {@link SocketFrames} sets the app's class loader itself, which is all its listeners need of it.
 */
final class OutOfContextRequest extends Request.Wrapper {
  private final Context context;

  OutOfContextRequest(Request request) {
    super(request);
    this.context = request.getConnectionMetaData().getConnector().getServer().getContext();
  }

  @Override
  public Context getContext() {
    return context;
  }
}
