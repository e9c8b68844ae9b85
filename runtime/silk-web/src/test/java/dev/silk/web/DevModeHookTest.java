package dev.silk.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.web.spi.AppServlet;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the dev server gets from silk-web beyond the hand-over: error pages and project paths. */
class DevModeHookTest {
  @TempDir Path project;

  @AfterEach
  void leaveDevMode() {
    DevMode.host(null);
  }

  /** A dev host like silk dev's: it keeps the app and answers unclaimed failures with a page. */
  private final class PageHost implements DevMode.Host {
    AppServlet servlet;

    @Override
    public RunningApp start(App app) {
      servlet = new AppServlet(app);
      return null;
    }

    @Override
    public WebResponse failed(Exception error, WebRequest request) {
      return WebResponse.html("<h1>dev page: " + error.getMessage() + "</h1>").withStatus(500);
    }

    @Override
    public Path projectDir() {
      return project;
    }
  }

  private static HttpResponse<String> serve(AppServlet servlet, String path) throws Exception {
    Server server = new Server();
    ServerConnector connector = new ServerConnector(server);
    connector.setHost("127.0.0.1");
    server.addConnector(connector);
    ServletContextHandler context = new ServletContextHandler();
    ServletHolder holder = new ServletHolder("silk", servlet);
    holder.setInitOrder(0);
    context.addServlet(holder, "/");
    server.setHandler(context);
    server.start();
    try {
      return ServerTest.get(connector.getLocalPort(), path);
    } finally {
      server.stop();
    }
  }

  @Test
  void anUnclaimedExceptionShowsTheDevHostsPageInsteadOfThePlain500() throws Exception {
    PageHost host = new PageHost();
    DevMode.host(host);
    App.create()
        .get(
            "/boom",
            req -> {
              throw new IllegalStateException("no stock");
            })
        .start();
    HttpResponse<String> response = serve(host.servlet, "/boom");
    assertEquals(500, response.statusCode());
    assertEquals("<h1>dev page: no stock</h1>", response.body());
  }

  @Test
  void anExceptionHandlerStillWinsOverTheDevPage() throws Exception {
    PageHost host = new PageHost();
    DevMode.host(host);
    App.create()
        .get(
            "/boom",
            req -> {
              throw new IllegalStateException("no stock");
            })
        .exception(IllegalStateException.class, (e, req) -> WebResponse.text("handled"))
        .start();
    assertEquals("handled", serve(host.servlet, "/boom").body());
  }

  @Test
  void standardTemplatesInDevModeReadTheProjectsSourcesWhateverTheWorkingDirectory()
      throws Exception {
    Files.createDirectories(project.resolve("src/main/jte"));
    Files.writeString(project.resolve("src/main/jte/hello.jte"), "@param String name\nHi ${name}");
    DevMode.host(new PageHost());
    Templates templates = Templates.standard();
    assertTrue(templates.toString().contains(project.resolve("src/main/jte").toString()));
    assertEquals("Hi &lt;b&gt;", templates.render("hello.jte", "<b>"));
    assertTrue(Files.isDirectory(project.resolve("target/silk/jte-classes")));
  }
}
