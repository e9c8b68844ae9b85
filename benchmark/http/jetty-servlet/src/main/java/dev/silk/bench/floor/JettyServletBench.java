package dev.silk.bench.floor;

import org.eclipse.jetty.ee10.servlet.DefaultServlet;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.resource.ResourceFactory;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * Starts the floor: Jetty 12 with at most 200 platform threads, {@link FloorServlet} on the
 * benchmark's paths, Jetty's {@link DefaultServlet} for the stylesheet.
 *
 * <pre>
 * java -jar jetty-servlet-bench.jar 8080
 * </pre>
 */
public final class JettyServletBench {
  private JettyServletBench() {}

  public static void main(String[] args) throws Exception {
    int port = args.length > 0 ? Integer.parseInt(args[0]) : 8080;
    Server server = new Server(new QueuedThreadPool(200));
    ServerConnector connector = new ServerConnector(server);
    connector.setPort(port);
    server.addConnector(connector);

    ServletContextHandler context = new ServletContextHandler("/");
    context.setBaseResource(ResourceFactory.of(context).newClassLoaderResource("static"));
    ServletHolder floor = new ServletHolder("floor", new FloorServlet());
    // Initialised at start-up, not on the first request, as silk-web's servlet is.
    floor.setInitOrder(0);
    context.addServlet(floor, "/text");
    context.addServlet(floor, "/json");
    context.addServlet(floor, "/items");
    context.addServlet(floor, "/fortunes");
    ServletHolder files = new ServletHolder("static", new DefaultServlet());
    files.setInitParameter("etags", "true");
    files.setInitParameter("dirAllowed", "false");
    files.setInitOrder(0);
    context.addServlet(files, "/");
    server.setHandler(context);
    server.start();
    server.join();
  }
}
