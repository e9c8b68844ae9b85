package dev.silk.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.web.spi.AppServlet;
import dev.silk.web.spi.DevMode;
import dev.silk.web.spi.Dispatcher;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the dev server gets from silk-web beyond the hand-over: error pages and templates. */
class DevModeHookTest {
  @TempDir Path project;

  @AfterEach
  void leaveDevMode() {
    DevMode.host(null);
  }

  /** A dev host like silk dev's: it keeps the app and answers unclaimed failures with a page. */
  private class PageHost implements DevMode.Host {
    AppServlet servlet;

    @Override
    public RunningApp start(App app) {
      servlet = new AppServlet(app);
      return new RunningApp() {
        @Override
        public int port() {
          return 0;
        }

        @Override
        public void stop() {}
      };
    }

    @Override
    public WebResponse failed(Exception error, WebRequest request) {
      return WebResponse.html("<h1>dev page: " + error.getMessage() + "</h1>").withStatus(500);
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
  void templatesInDevModeAreTheHostsAndOutsideItPrecompiled() throws Exception {
    List<String> asked = new ArrayList<>();
    DevMode.host(
        new PageHost() {
          @Override
          public DevMode.TemplateRenderer templates(
              Path sourceDirectory, Path classDirectory, ClassLoader appLoader) {
            asked.add(sourceDirectory + " " + classDirectory);
            return (name, model, params, output) -> output.writeContent(name + ":" + model);
          }
        });
    Templates standard = Templates.standard();
    assertTrue(standard.isDevelopment());
    assertEquals("hello.jte:Ann", standard.render("hello.jte", "Ann"));
    Templates own =
        Templates.development(
            project.resolve("jte"), project.resolve("out"), getClass().getClassLoader());
    assertEquals("page.jte:Bo", own.render("page.jte", "Bo"));
    assertEquals(
        List.of("null null", project.resolve("jte") + " " + project.resolve("out")), asked);

    DevMode.host(new PageHost());
    assertFalse(Templates.standard().isDevelopment(), "a host without templates: precompiled");
    DevMode.host(null);
    assertFalse(Templates.standard().isDevelopment(), "no host: precompiled");
  }

  @Test
  void dispatchSaysWhichRouteTheRequestMatched() throws Exception {
    Dispatcher dispatcher =
        Dispatcher.of(
            App.create()
                .before(req -> req.path().equals("/orders/7") ? WebResponse.text("early") : null)
                .put("/orders/{id}", req -> WebResponse.text("put"))
                .post("/orders", req -> WebResponse.text("post")));
    assertEquals(
        new Route("PUT", "/orders/{id}"),
        dispatcher.dispatch(new MemoryExchange("PUT", "/orders/42", null)));
    assertEquals(
        new Route("PUT", "/orders/{id}"),
        dispatcher.dispatch(new MemoryExchange("PUT", "/orders/7", null)),
        "a before-filter answered, but the request still matched the route");
    assertEquals(
        new Route("POST", "/orders"),
        dispatcher.dispatch(new MemoryExchange("POST", "/orders/", null)));
    assertEquals(null, dispatcher.dispatch(new MemoryExchange("POST", "/orders/42", null)));
    assertEquals(null, dispatcher.dispatch(new MemoryExchange("PUT", "/orders/%zz", null)));
  }
}
