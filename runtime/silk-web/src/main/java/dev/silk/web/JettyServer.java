package dev.silk.web;

import dev.silk.web.spi.AppServlet;
import java.io.IOException;
import java.net.BindException;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.ForwardedRequestCustomizer;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.VirtualThreads;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * Starts an {@link App} on its own Jetty server: a thread pool, one HTTP/1.1 connector and a
 * servlet context with the {@link AppServlet} initialised at start-up, the context straight under
 * the server.
 *
 * <p>Stopping is graceful without a handler of its own (D286): Jetty's {@code Server.stop()} shuts
 * the connector down first and waits, up to the stop timeout, until its last connection has closed.
 * The connector stops accepting, answers whatever it still serves with {@code Connection: close},
 * and closes a kept-alive connection once it has been idle for 200 ms, so a request in flight holds
 * its connection, and the stop, until it has been answered.
 */
final class JettyServer implements RunningApp {

  private final Server server;
  private final ServerConnector connector;
  private final AppServlet servlet;

  private JettyServer(Server server, ServerConnector connector, AppServlet servlet) {
    this.server = server;
    this.connector = connector;
    this.servlet = servlet;
  }

  /** Jetty reads it once, when its {@code MemoryUtils} class initialises. */
  static final String REFERENCES_PER_CACHE_LINE = "org.eclipse.jetty.util.referencesPerCacheLine";

  static RunningApp start(App app) {
    answerJettyCacheLineProbe();
    QueuedThreadPool threads = new QueuedThreadPool(app.maxThreads, Math.min(8, app.maxThreads));
    threads.setName("silk");
    if (app.virtualThreads) {
      // Jetty's helper finds virtual threads on JDK 21+ for us; Silk itself stays reflection-free.
      if (VirtualThreads.areSupported()) {
        threads.setVirtualThreadsExecutor(VirtualThreads.getDefaultVirtualThreadsExecutor());
      } else {
        WebLog.logger()
            .log(
                System.Logger.Level.WARNING,
                "virtual threads need JDK 21 or later; serving on platform threads");
      }
    }
    Server server = new Server(threads);
    HttpConfiguration config = new HttpConfiguration();
    config.setSendServerVersion(false);
    if (app.behindProxy) {
      config.addCustomizer(new ForwardedRequestCustomizer());
    }
    // One limit for the request line and the headers: Jetty answers 414 for a longer URI and 431
    // for longer headers, before a servlet runs.
    config.setRequestHeaderSize(app.maxHeaderSize);
    ServerConnector connector = new ServerConnector(server, new HttpConnectionFactory(config));
    connector.setHost(app.host);
    connector.setPort(app.port);
    // On stop, a kept-alive connection with no request in flight closes after this idle time
    // (Jetty waits a second by default, which every stop of an app with clients would pay).
    connector.setShutdownIdleTimeout(200);
    // A client that sends nothing for this long (a slow header or body, a dead peer) is closed.
    connector.setIdleTimeout(app.idleTimeout.toMillis());
    server.addConnector(connector);

    ServletContextHandler context =
        new ServletContextHandler(
            app.sessions ? ServletContextHandler.SESSIONS : ServletContextHandler.NO_SESSIONS);
    if (app.sessions) {
      AppServlet.configureSessions(context.getSessionHandler());
      if (app.sessionStore.shared()) {
        DatabaseSessions.configure(context.getSessionHandler(), app.sessionStore.dataSource);
      }
    }
    context.setContextPath("/");
    AppServlet.configurePaths(config, context);
    // The context holds this servlet alone: nothing reads its responses' types through the
    // servlet API, so the common ones go to Jetty pre-encoded (D364).
    AppServlet servlet = new AppServlet(app).preEncodedContentTypes();
    ServletHolder holder = new ServletHolder("silk", servlet);
    holder.setInitOrder(0);
    context.addServlet(holder, "/");
    server.setErrorHandler(new JettyErrors(app.maxHeaderSize));
    // No GracefulHandler between the server and the context: the connector's drain already waits
    // for requests in flight, and the extra level cost every request a counted callback (D286).
    server.setHandler(context);
    server.setStopTimeout(app.stopTimeout.toMillis());
    server.setStopAtShutdown(true);

    try {
      server.start();
    } catch (Exception e) {
      stopQuietly(server);
      if (isBindFailure(e)) {
        throw new PortInUseException(app.host, app.port);
      }
      throw new IllegalStateException("the server did not start: " + e.getMessage(), e);
    }
    return new JettyServer(server, connector, servlet);
  }

  /**
   * Jetty pads its lock-free pools by how many object references fit in a cache line, and unless a
   * system property says so it asks the JVM whether references are compressed through the platform
   * MBean server. Starting that server (every platform MXBean, the diagnostic and JFR commands) was
   * about a fifth of the CPU time to the first 200 on one CPU, and 10 MiB of its RSS (D70). The
   * heap size answers the same question: HotSpot compresses references below 32 GB unless told not
   * to, and a wrong answer only changes padding. A value the user set is kept.
   */
  private static void answerJettyCacheLineProbe() {
    if (System.getProperty(REFERENCES_PER_CACHE_LINE) == null) {
      int cacheLineBytes = Integer.getInteger("org.eclipse.jetty.util.cacheLineBytes", 64);
      System.setProperty(
          REFERENCES_PER_CACHE_LINE,
          String.valueOf(referencesPerCacheLine(Runtime.getRuntime().maxMemory(), cacheLineBytes)));
    }
  }

  /** Four-byte references below a 32 GB heap, eight-byte ones from there on, as HotSpot does. */
  static int referencesPerCacheLine(long maxHeapBytes, int cacheLineBytes) {
    boolean compressed = maxHeapBytes < (32L << 30);
    return Math.max(1, cacheLineBytes / (compressed ? 4 : 8));
  }

  private static boolean isBindFailure(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof BindException) {
        return true;
      }
      if (t instanceof IOException
          && t.getMessage() != null
          && t.getMessage().startsWith("Failed to bind")) {
        return true;
      }
    }
    return false;
  }

  private static void stopQuietly(Server server) {
    try {
      server.stop();
    } catch (Exception ignored) {
      // Already failing to start; the start failure is the one to report.
    }
  }

  @Override
  public int port() {
    return connector.getLocalPort();
  }

  @Override
  public void stop() {
    // The app's stop listeners first, while the port is open: a WebSocket can still be sent its
    // close frame.
    servlet.stopping();
    try {
      server.stop();
    } catch (Exception e) {
      throw new IllegalStateException("the server did not stop cleanly: " + e.getMessage(), e);
    }
  }

  @Override
  public String toString() {
    return "RunningApp[port " + port() + "]";
  }
}
