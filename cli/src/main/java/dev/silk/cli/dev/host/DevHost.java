package dev.silk.cli.dev.host;

import dev.silk.web.App;
import dev.silk.web.DevMode;
import dev.silk.web.Route;
import dev.silk.web.RunningApp;
import dev.silk.web.WebRequest;
import dev.silk.web.WebResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The dev server's side inside the runtime class loader: Jetty, the port, the app slot, the live
 * reload stream and the dev pages, for the whole session.
 *
 * <p>Loaded by the CLI's host loader on top of the runtime loader, so its Jetty is the one the
 * app's servlet links against, and the CLI's libraries stay out of sight. The CLI drives it through
 * one JDK interface, {@link BiFunction}{@code <String, Object, Object>}, a command name and a JDK
 * value, so no class crosses between the loaders. Commands:
 *
 * <ul>
 *   <li>{@code start} {host, port, root, problemOf, bodies} → the bound port; installs {@link
 *       DevMode}; {@code bodies}, a {@code BiConsumer<String, byte[]>} or absent, receives each
 *       JSON request body with its route ({@code POST /orders/{id}}) for the shape log
 *   <li>{@code expect} the app loader about to run {@code main}, or a map of it ({@code loader})
 *       and its classes' signature fingerprint ({@code signatures}); only its app is accepted
 *   <li>{@code accepted} → true once the expected app was handed over and swapped in
 *   <li>{@code problem} a problem map, or null when fixed; browsers are told to reload
 *   <li>{@code changed} {@code reload} or {@code css}: a resource or template changed
 *   <li>{@code reloaded} a map for the reload history
 *   <li>{@code status} → a map for the index page and tests
 *   <li>{@code stop} stops Jetty, removes the DevMode host
 *   <li>{@code templateSources} a template folder → its state as silk-web compares it ({@link
 *       DevMode#templateSources})
 *   <li>{@code generateTemplates} {sources, output} → the names of the templates whose Java jte
 *       wrote into {@code output}
 *   <li>{@code templatesCompiled} {classDirectory, folder, signatures, sources, names}: templates
 *       compiled ahead of the first app ({@link DevMode#templatesCompiled})
 * </ul>
 */
public final class DevHost implements BiFunction<String, Object, Object>, DevMode.Host {
  private static final int HISTORY = 50;

  private final RequestLog requests = new RequestLog(100);
  private final List<Map<String, Object>> reloads = new CopyOnWriteArrayList<>();
  private final LiveReload live = new LiveReload();
  private final AtomicInteger generation = new AtomicInteger();
  private final Object swapLock = new Object();
  private Server server;
  private ServerConnector connector;
  private DevServlet devServlet;
  private BodyLog bodyLog;
  private volatile ClassLoader expected;
  private volatile String expectedSignatures;
  private volatile boolean accepted;
  private volatile Map<String, Object> problem;
  private volatile List<Map<String, Object>> routes = List.of();
  private volatile Function<Throwable, Map<String, Object>> problemOf;
  private volatile Path projectDir = Path.of("");

  /** Made by the CLI through its host loader. */
  public DevHost() {}

  @Override
  @SuppressWarnings("unchecked")
  public Object apply(String command, Object argument) {
    switch (command) {
      case "start" -> {
        return start((Map<String, Object>) argument);
      }
      case "expect" -> {
        synchronized (swapLock) {
          if (argument instanceof Map<?, ?> m) {
            expected = (ClassLoader) m.get("loader");
            expectedSignatures = (String) m.get("signatures");
          } else {
            expected = (ClassLoader) argument;
            expectedSignatures = null;
          }
          accepted = false;
        }
        return null;
      }
      case "accepted" -> {
        return accepted;
      }
      case "problem" -> {
        problem = (Map<String, Object>) argument;
        live.broadcast("reload", String.valueOf(generation.get()));
        return null;
      }
      case "changed" -> {
        live.broadcast((String) argument, String.valueOf(generation.get()));
        return null;
      }
      case "reloaded" -> {
        reloads.add(0, (Map<String, Object>) argument);
        while (reloads.size() > HISTORY) {
          reloads.remove(reloads.size() - 1);
        }
        return null;
      }
      case "status" -> {
        return status();
      }
      case "stop" -> {
        stop();
        return null;
      }
      case "templateSources" -> {
        return DevMode.templateSources(Path.of((String) argument));
      }
      case "generateTemplates" -> {
        Map<String, Object> m = (Map<String, Object>) argument;
        return TemplateGenerator.generate(
            Path.of((String) m.get("sources")), Path.of((String) m.get("output")));
      }
      case "templatesCompiled" -> {
        Map<String, Object> m = (Map<String, Object>) argument;
        DevMode.templatesCompiled(
            Path.of((String) m.get("classDirectory")),
            Path.of((String) m.get("folder")),
            (String) m.get("signatures"),
            (String) m.get("sources"),
            (Set<String>) m.get("names"));
        return null;
      }
      default -> throw new IllegalArgumentException("unknown dev host command " + command);
    }
  }

  /**
   * Takes the app the user's {@code main} built. Only the app of the expected loader counts: a
   * stray thread of an older app calling {@code start()} late must not swap an old app back in.
   */
  @Override
  public RunningApp start(App app) {
    ClassLoader caller = Thread.currentThread().getContextClassLoader();
    if (caller == null || caller != expected) {
      return handle();
    }
    List<Map<String, Object>> table = new ArrayList<>();
    for (Route r : app.routes()) {
      Map<String, Object> row = new LinkedHashMap<>();
      row.put("method", r.method());
      row.put("path", r.path());
      table.add(row);
    }
    synchronized (swapLock) {
      devServlet.swap(app, caller);
      routes = List.copyOf(table);
      problem = null;
      accepted = true;
      generation.incrementAndGet();
    }
    return handle();
  }

  /**
   * A handler's exception that no {@code app.exception(...)} handler claimed: the dev error page
   * instead of a bare 500 (silk-web asks the host in dev mode only).
   */
  public WebResponse failed(Exception error, WebRequest request) {
    Map<String, Object> shown = problemOf(error);
    if (shown == null) {
      return null;
    }
    if (ErrorPage.wantsJson(request.header("Accept"), request.header("Content-Type"))) {
      byte[] json = Json.write(Map.of("error", shown)).getBytes(StandardCharsets.UTF_8);
      return WebResponse.bytes(json, "application/json").withStatus(500);
    }
    return WebResponse.html(Html.page(String.valueOf(shown.get("title")), ErrorPage.html(shown)))
        .withStatus(500);
  }

  /** The project folder: dev-mode templates are read from its {@code src/main/jte}. */
  public Path projectDir() {
    return projectDir;
  }

  /**
   * The signature fingerprint of the app being started, asked by its {@code Templates} while its
   * {@code main} runs; null for any other loader (an older app's late call).
   */
  @Override
  public String classSignatures(ClassLoader appLoader) {
    synchronized (swapLock) {
      return appLoader != null && appLoader == expected ? expectedSignatures : null;
    }
  }

  private RunningApp handle() {
    int port = connector.getLocalPort();
    return new RunningApp() {
      @Override
      public int port() {
        return port;
      }

      @Override
      public void stop() {
        // The dev server owns the port for the whole session; quitting silk dev stops it.
      }
    };
  }

  @SuppressWarnings("unchecked")
  private int start(Map<String, Object> options) {
    problemOf = (Function<Throwable, Map<String, Object>>) options.get("problemOf");
    projectDir = Path.of((String) options.get("root"));
    BiConsumer<String, byte[]> bodies = (BiConsumer<String, byte[]>) options.get("bodies");
    bodyLog = bodies == null ? null : new BodyLog(bodies);
    QueuedThreadPool threads = new QueuedThreadPool(64, 2);
    threads.setName("silk-dev-http");
    threads.setDaemon(true);
    server = new Server(threads);
    server.setStopTimeout(500);
    connector = new ServerConnector(server, 1, 1);
    connector.setHost((String) options.get("host"));
    connector.setPort((Integer) options.get("port"));
    server.addConnector(connector);
    ServletContextHandler context = new ServletContextHandler(ServletContextHandler.SESSIONS);
    context.setContextPath("/");
    devServlet = new DevServlet(this, bodyLog);
    ServletHolder holder = new ServletHolder("silk-dev", devServlet);
    holder.setAsyncSupported(true);
    context.addServlet(holder, "/*");
    server.setHandler(context);
    try {
      server.start();
    } catch (Exception e) {
      throw new IllegalStateException(
          "cannot listen on "
              + options.get("host")
              + ":"
              + options.get("port")
              + ": "
              + e.getMessage(),
          e);
    }
    DevMode.host(this);
    return connector.getLocalPort();
  }

  private void stop() {
    DevMode.host(null);
    live.close();
    if (server != null) {
      try {
        server.stop();
      } catch (Exception e) {
        // stopping anyway; the port is released by closing the connector
      }
      server.destroy();
    }
    if (bodyLog != null) {
      // After Jetty: no request adds a body any more, and the queued ones are written.
      bodyLog.close();
      bodyLog = null;
    }
    devServlet = null;
    expected = null;
  }

  private Map<String, Object> status() {
    Map<String, Object> status = new LinkedHashMap<>();
    status.put("port", connector == null ? 0 : connector.getLocalPort());
    status.put("generation", generation.get());
    status.put(
        "problem", problem == null ? "none" : problem.get("title") + ": " + problem.get("message"));
    status.put("liveClients", live.clients());
    status.put("routes", routes.size());
    status.put("reloads", reloads.size());
    return status;
  }

  Map<String, Object> problem() {
    return problem;
  }

  Map<String, Object> problemOf(Throwable error) {
    Function<Throwable, Map<String, Object>> f = problemOf;
    return f == null ? null : f.apply(error);
  }

  List<Map<String, Object>> routes() {
    return routes;
  }

  List<Map<String, Object>> reloads() {
    return new ArrayList<>(reloads);
  }

  RequestLog requests() {
    return requests;
  }

  LiveReload live() {
    return live;
  }

  Map<String, Object> statusMap() {
    return status();
  }
}
