package dev.silk.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.json.JsonCodec;
import dev.silk.json.JsonInput;
import dev.silk.json.JsonOutput;
import dev.silk.web.spi.AppServlet;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.eclipse.jetty.ee10.servlet.FilterHolder;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.junit.jupiter.api.Test;

/**
 * The {@code Content-Type} Silk sends, read as bytes off a real Jetty: the common types go to Jetty
 * pre-encoded in Silk's own server (D364), and the wire says exactly what it said through the
 * servlet API, once, for GET, HEAD, gzip, CORS, security headers and sessions alike; a filter that
 * wraps the response still sees every header through the servlet API.
 */
class ContentTypeOnTheWireTest {
  private static final String TEXT = "text/plain;charset=utf-8";

  /** A codec of one string, enough for a JSON body. */
  static final class StringCodec implements JsonCodec<String> {
    @Override
    public void write(JsonOutput out, String value) {
      out.value(value);
    }

    @Override
    public String read(JsonInput in) {
      return in.readString();
    }
  }

  /** One response as bytes: its header lines in order and its body. */
  record Wire(List<String> lines, String body) {
    /** The values of every header line with this name, in order. */
    List<String> all(String name) {
      List<String> values = new ArrayList<>();
      for (String line : lines) {
        int colon = line.indexOf(':');
        if (colon > 0 && line.substring(0, colon).equalsIgnoreCase(name)) {
          values.add(line.substring(colon + 1).trim());
        }
      }
      return values;
    }

    String status() {
      return lines.get(0);
    }
  }

  static Wire send(int port, String method, String path, String... headers) throws Exception {
    StringBuilder request = new StringBuilder(method + " " + path + " HTTP/1.1\r\n");
    request.append("Host: localhost\r\nConnection: close\r\n");
    for (String h : headers) {
      request.append(h).append("\r\n");
    }
    try (Socket socket = new Socket("127.0.0.1", port)) {
      socket.setSoTimeout(10_000);
      OutputStream out = socket.getOutputStream();
      out.write(request.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1));
      out.flush();
      InputStream in = socket.getInputStream();
      ByteArrayOutputStream all = new ByteArrayOutputStream();
      in.transferTo(all);
      String text = all.toString(StandardCharsets.ISO_8859_1);
      int end = text.indexOf("\r\n\r\n");
      return new Wire(List.of(text.substring(0, end).split("\r\n")), text.substring(end + 4));
    }
  }

  @Test
  void silksOwnServerSendsEachTypeOnceAsItDidThroughTheServletApi() throws Exception {
    String big = "hello ".repeat(400);
    RunningApp running =
        App.create()
            .sessions()
            .before(CorsFilter.anyOrigin())
            .after(CorsFilter.anyOrigin())
            .after(SecurityHeaders.defaults())
            .after(GzipFilter.create())
            .get("/text", req -> WebResponse.text("Hello, World!"))
            .get("/json", req -> WebResponse.json(new StringCodec(), "hi"))
            .get("/html", req -> WebResponse.html("<p>hi</p>"))
            .get("/big", req -> WebResponse.text(big))
            .get("/csv", req -> WebResponse.text("a,b").withHeader("Content-Type", "text/csv"))
            .get(
                "/lower",
                req ->
                    WebResponse.text("low").withHeader("content-type", "text/plain;charset=utf-8"))
            .get(
                "/session",
                req -> {
                  req.session().set("seen", "yes");
                  return WebResponse.text("kept");
                })
            .host("127.0.0.1")
            .port(0)
            .start();
    try {
      int port = running.port();
      Wire text = send(port, "GET", "/text", "Origin: https://a.example");
      assertEquals(List.of(TEXT), text.all("Content-Type"));
      assertEquals(List.of("13"), text.all("Content-Length"));
      assertEquals("Hello, World!", text.body());
      assertEquals(List.of("*"), text.all("Access-Control-Allow-Origin"));
      assertEquals(List.of("nosniff"), text.all("X-Content-Type-Options"));

      Wire head = send(port, "HEAD", "/text");
      assertEquals(List.of(TEXT), head.all("Content-Type"));
      assertEquals(List.of("13"), head.all("Content-Length"));
      assertEquals("", head.body());

      assertEquals(List.of("application/json"), send(port, "GET", "/json").all("Content-Type"));
      assertEquals(
          List.of("text/html;charset=utf-8"), send(port, "GET", "/html").all("Content-Type"));
      assertEquals(List.of("text/csv"), send(port, "GET", "/csv").all("Content-Type"));
      assertEquals(List.of(TEXT), send(port, "GET", "/lower").all("Content-Type"));

      Wire gzip = send(port, "GET", "/big", "Accept-Encoding: gzip");
      assertEquals(List.of("gzip"), gzip.all("Content-Encoding"));
      assertEquals(List.of(TEXT), gzip.all("Content-Type"));

      Wire session = send(port, "GET", "/session");
      assertEquals(List.of(TEXT), session.all("Content-Type"));
      assertEquals(1, session.all("Set-Cookie").size());
      assertEquals("kept", session.body());

      Wire missing = send(port, "GET", "/nothing");
      assertTrue(missing.status().contains(" 404"), missing.status());
      assertEquals(1, missing.all("Content-Type").size());
    } finally {
      running.stop();
    }
  }

  /** Records the type the servlet API reports once the app has answered, wrapped or not. */
  static final class TypeReadingFilter implements Filter {
    final AtomicReference<String> contentType = new AtomicReference<>();
    final AtomicReference<String> header = new AtomicReference<>();
    // The client has the whole answer before the filter's code after the chain runs.
    final CountDownLatch read = new CountDownLatch(1);

    @Override
    public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain)
        throws java.io.IOException, jakarta.servlet.ServletException {
      HttpServletResponse response = (HttpServletResponse) res;
      if (req.getParameter("wrap") != null) {
        response = new HttpServletResponseWrapper(response);
      }
      chain.doFilter(req, response);
      contentType.set(response.getContentType());
      header.set(response.getHeader("Content-Type"));
      read.countDown();
    }
  }

  private static String[] throughAFilter(AppServlet servlet, String path) throws Exception {
    Server server = new Server();
    ServerConnector connector = new ServerConnector(server);
    connector.setHost("127.0.0.1");
    connector.setPort(0);
    server.addConnector(connector);
    ServletContextHandler context = new ServletContextHandler();
    TypeReadingFilter filter = new TypeReadingFilter();
    context.addFilter(
        new FilterHolder(filter), "/*", EnumSet.allOf(jakarta.servlet.DispatcherType.class));
    ServletHolder holder = new ServletHolder("silk", servlet);
    holder.setInitOrder(0);
    context.addServlet(holder, "/");
    server.setHandler(context);
    server.start();
    try {
      Wire wire = send(connector.getLocalPort(), "GET", path);
      assertTrue(filter.read.await(10, TimeUnit.SECONDS));
      return new String[] {
        String.join("|", wire.all("Content-Type")), filter.contentType.get(), filter.header.get()
      };
    } finally {
      server.stop();
    }
  }

  private static App textApp() {
    return App.create().get("/text", req -> WebResponse.text("Hello, World!"));
  }

  @Test
  void anAppServletOfSomeoneElsesServerAnswersThroughTheServletApi() throws Exception {
    // Without preEncodedContentTypes() (the dev server's, an embedding's), a filter that reads the
    // response after the app sees its type whether it wrapped the response or not.
    String[] plain = throughAFilter(new AppServlet(textApp()), "/text");
    assertEquals(List.of(TEXT, TEXT, TEXT), List.of(plain));
    String[] wrapped = throughAFilter(new AppServlet(textApp()), "/text?wrap=1");
    assertEquals(List.of(TEXT, TEXT, TEXT), List.of(wrapped));
  }

  @Test
  void preEncodedTypesLeaveAWrappedResponseToTheServletApi() throws Exception {
    // A wrapper sees the header through the servlet API, so its type is right.
    String[] wrapped =
        throughAFilter(new AppServlet(textApp()).preEncodedContentTypes(), "/text?wrap=1");
    assertEquals(List.of(TEXT, TEXT, TEXT), List.of(wrapped));
    // Jetty's own response gets the pre-encoded field: the same bytes and the same header, but
    // the servlet API's getContentType() does not report it, as AppServlet documents.
    String[] direct = throughAFilter(new AppServlet(textApp()).preEncodedContentTypes(), "/text");
    assertEquals(TEXT, direct[0]);
    assertNull(direct[1]);
    assertEquals(TEXT, direct[2]);
  }
}
