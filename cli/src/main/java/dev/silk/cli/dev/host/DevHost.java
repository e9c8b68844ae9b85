package dev.silk.cli.dev.host;

import dev.silk.cli.dev.bridge.Change;
import dev.silk.cli.dev.bridge.DatabaseStatus;
import dev.silk.cli.dev.bridge.HostControl;
import dev.silk.cli.dev.bridge.HostOptions;
import dev.silk.cli.dev.bridge.HostStatus;
import dev.silk.cli.dev.bridge.ListenFailure;
import dev.silk.cli.dev.bridge.Problem;
import dev.silk.cli.dev.bridge.ReloadEntry;
import dev.silk.cli.dev.bridge.SessionCallbacks;
import dev.silk.cli.dev.bridge.TestReport;
import dev.silk.cli.dev.bridge.TestScope;
import dev.silk.web.App;
import dev.silk.web.Route;
import dev.silk.web.RunningApp;
import dev.silk.web.WebRequest;
import dev.silk.web.WebResponse;
import dev.silk.web.openapi.OpenApi;
import dev.silk.web.spi.AppServlet;
import dev.silk.web.spi.DevMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The dev server's side inside the runtime class loader: Jetty, the port, the app slot, the live
 * reload stream, the dev pages and the development templates, for the whole session.
 *
 * <p>Loaded by the CLI's host loader on top of the runtime loader, so its Jetty is the one the
 * app's servlet links against, and the CLI's libraries stay out of sight. The session drives it
 * through {@link HostControl} and it calls back through {@link SessionCallbacks}, both of the
 * bridge package, which the host loader shares with the CLI's; to silk-web it is the {@link
 * DevMode.Host} that {@code App.start()} hands each new app to.
 */
public final class DevHost implements HostControl, DevMode.Host {
  private static final int HISTORY = 50;

  private final RequestLog requests = new RequestLog(100);
  private final List<ReloadEntry> reloads = new CopyOnWriteArrayList<>();
  private final LiveReload live = new LiveReload();
  private final AtomicInteger generation = new AtomicInteger();
  private final DevTemplates templates = new DevTemplates();
  private final Object swapLock = new Object();
  private Server server;
  private ServerConnector connector;
  private DevServlet devServlet;
  private BodyLog bodyLog;
  private TemplatesAhead templatesAhead;
  private volatile ClassLoader expected;
  private volatile String expectedSignatures;
  private volatile boolean accepted;
  private volatile Problem problem;
  private volatile List<Route> routes = List.of();
  private volatile OpenApi openApi;
  private volatile SessionCallbacks session;
  private volatile Path root = Path.of("");
  private volatile TestReport tests = TestReport.none(false);
  // Servers tests started (WebTest.serve) and have not stopped, by the run that started them.
  private final Map<TestScope, List<RunningApp>> testServers = new IdentityHashMap<>();

  /** Made by the CLI through its host loader. */
  public DevHost() {}

  @Override
  public int start(HostOptions options, SessionCallbacks callbacks) {
    session = callbacks;
    root = options.root();
    templates.compileWith(callbacks);
    templatesAhead = new TemplatesAhead(root, templates);
    templatesAhead.generate();
    bodyLog = options.logBodies() ? new BodyLog(callbacks::requestBody) : null;
    QueuedThreadPool threads = new QueuedThreadPool(64, 2);
    threads.setName("silk-dev-http");
    threads.setDaemon(true);
    server = new Server(threads);
    server.setStopTimeout(500);
    connector = new ServerConnector(server, 1, 1);
    connector.setHost(options.host());
    connector.setPort(options.port());
    server.addConnector(connector);
    ServletContextHandler context = new ServletContextHandler(ServletContextHandler.SESSIONS);
    context.setContextPath("/");
    // Request paths reach the app as they do under its own server: Silk refuses ambiguous ones.
    AppServlet.configurePaths(
        connector.getConnectionFactory(HttpConnectionFactory.class).getHttpConfiguration(),
        context);
    devServlet = new DevServlet(this, bodyLog);
    ServletHolder holder = new ServletHolder("silk-dev", devServlet);
    holder.setAsyncSupported(true);
    context.addServlet(holder, "/*");
    server.setHandler(context);
    try {
      server.start();
    } catch (Exception e) {
      stopQuietly();
      throw listenFailure(options, e);
    }
    DevMode.host(this);
    return connector.getLocalPort();
  }

  /** Why Jetty could not start: the port taken, or an address that is not this machine's. */
  private static ListenFailure listenFailure(HostOptions options, Exception e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof java.net.BindException bind) {
        String reason = String.valueOf(bind.getMessage());
        return new ListenFailure(options.host(), options.port(), reason.contains("in use"), reason);
      }
      if (t instanceof java.net.UnknownHostException || t instanceof java.net.SocketException) {
        return new ListenFailure(options.host(), options.port(), false, t.toString());
      }
    }
    return new ListenFailure(options.host(), options.port(), false, String.valueOf(e));
  }

  private void stopQuietly() {
    try {
      server.stop();
    } catch (Exception ignored) {
      // it did not start; stop() (the session's close) ends the rest
    }
  }

  @Override
  public String compileTemplatesAhead(String signatures) {
    return templatesAhead.compileInBackground(signatures, session);
  }

  @Override
  public void expect(ClassLoader appLoader, String signatures) {
    synchronized (swapLock) {
      expected = appLoader;
      expectedSignatures = appLoader == null ? null : signatures;
      accepted = false;
    }
  }

  @Override
  public boolean accepted() {
    return accepted;
  }

  @Override
  public void problem(Problem newProblem) {
    problem = newProblem;
    live.broadcast(Change.RELOAD.event(), String.valueOf(generation.get()));
  }

  @Override
  public void changed(Change change) {
    live.broadcast(change.event(), String.valueOf(generation.get()));
  }

  @Override
  public void reloaded(ReloadEntry entry) {
    reloads.add(0, entry);
    while (reloads.size() > HISTORY) {
      reloads.remove(reloads.size() - 1);
    }
  }

  @Override
  public void tests(TestReport report) {
    tests = report;
    live.broadcast("tests", new String(DevJson.testBadge(report), StandardCharsets.UTF_8));
  }

  @Override
  public int stopServersOf(TestScope scope) {
    List<RunningApp> servers;
    synchronized (testServers) {
      servers = testServers.remove(scope);
    }
    if (servers == null) {
      return 0;
    }
    int stopped = 0;
    for (RunningApp server : servers) {
      try {
        server.stop();
        stopped++;
      } catch (RuntimeException e) {
        // a server its test stopped already, or one that fails to stop: nothing more to do
      }
    }
    return stopped;
  }

  @Override
  public void started(App app, RunningApp running) {
    TestScope scope = testScope(Thread.currentThread().getContextClassLoader());
    if (scope != null) {
      synchronized (testServers) {
        testServers.computeIfAbsent(scope, k -> new ArrayList<>()).add(running);
      }
    }
  }

  /** The test run a loader belongs to (it or one of its parents is a test loader), or null. */
  static TestScope testScope(ClassLoader loader) {
    for (ClassLoader l = loader; l != null; l = l.getParent()) {
      if (l instanceof TestScope scope) {
        return scope;
      }
    }
    return null;
  }

  TestReport testReport() {
    return tests;
  }

  @Override
  public HostStatus status() {
    Problem p = problem;
    return new HostStatus(
        connector == null ? 0 : connector.getLocalPort(),
        generation.get(),
        p == null ? "none" : p.kind().title() + ": " + p.message(),
        live.clients(),
        routes.size(),
        reloads.size());
  }

  @Override
  public void stop() {
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
    if (templatesAhead != null) {
      try {
        templatesAhead.close();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    devServlet = null;
    expected = null;
  }

  /**
   * Takes the app the user's {@code main} built. Only the app of the expected loader counts: a
   * stray thread of an older app calling {@code start()} late must not swap an old app back in.
   */
  @Override
  public RunningApp start(App app) {
    ClassLoader caller = Thread.currentThread().getContextClassLoader();
    if (testScope(caller) != null) {
      // A test's app (WebTest.serve under continuous testing): it binds a port of its own, as
      // under mvn test, and is stopped after its run if the test leaves it open.
      return null;
    }
    if (caller == null || caller != expected) {
      return handle();
    }
    synchronized (swapLock) {
      devServlet.swap(app, caller);
      routes = app.routes();
      openApi = OpenApi.of(app).title("silk dev");
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
  @Override
  public WebResponse failed(Exception error, WebRequest request) {
    if (testScope(Thread.currentThread().getContextClassLoader()) != null) {
      return null; // a test's app answers the plain 500 it answers under mvn test
    }
    Problem shown = problemOf(error);
    if (shown == null) {
      return null;
    }
    if (ErrorPage.wantsJson(request.header("Accept"), request.header("Content-Type"))) {
      return WebResponse.bytes(DevJson.error(shown), "application/json").withStatus(500);
    }
    return WebResponse.html(ErrorPage.page(shown)).withStatus(500);
  }

  /**
   * The templates of the app being started, asked by its {@code Templates} while its {@code main}
   * runs: compiled here, reusing what the last app compiled while its signatures stay the same.
   * Another loader (an older app's late call) gets no reuse.
   */
  @Override
  public DevMode.TemplateRenderer templates(
      Path sourceDirectory, Path classDirectory, ClassLoader appLoader) {
    TestScope scope = testScope(appLoader);
    if (scope != null) {
      // Tests render with the classes of the app they run over, in folders of their own: never
      // the ones the served app loads from (D233).
      return templates.renderer(
          sourceDirectory != null ? sourceDirectory : DevTemplates.sourceDirectory(root),
          classDirectory != null ? classDirectory : DevTemplates.testClassDirectory(root),
          appLoader,
          scope.appSignatures());
    }
    String signatures;
    synchronized (swapLock) {
      signatures = appLoader != null && appLoader == expected ? expectedSignatures : null;
    }
    return templates.renderer(
        sourceDirectory != null ? sourceDirectory : DevTemplates.sourceDirectory(root),
        classDirectory != null ? classDirectory : DevTemplates.classDirectory(root),
        appLoader,
        signatures);
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

  Problem problem() {
    return problem;
  }

  /** A line for {@code silk --verbose dev}. */
  void debug(String message) {
    SessionCallbacks s = session;
    if (s != null) {
      s.debug(message);
    }
  }

  Problem problemOf(Throwable error) {
    SessionCallbacks s = session;
    return s == null ? null : s.problemOf(error);
  }

  /** The app's databases for {@code /_silk/db}; null when the project does not use silk-data. */
  List<DatabaseStatus> databases() {
    SessionCallbacks s = session;
    return s == null ? null : s.databases();
  }

  List<Route> routes() {
    return routes;
  }

  /** The OpenAPI document of the app being served (empty paths before the first start). */
  String openApi() {
    OpenApi api = openApi;
    return api == null
        ? "{\"openapi\":\"3.1.0\",\"info\":{\"title\":\"silk dev\",\"version\":\"0\"},\"paths\":{}}"
        : api.json();
  }

  List<ReloadEntry> reloads() {
    return new ArrayList<>(reloads);
  }

  RequestLog requests() {
    return requests;
  }

  LiveReload live() {
    return live;
  }
}
