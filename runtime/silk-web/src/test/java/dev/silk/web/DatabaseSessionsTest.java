package dev.silk.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.atomic.AtomicInteger;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;

/** Two servers of one app sharing sessions through a database, as two replicas would. */
class DatabaseSessionsTest {
  private static final AtomicInteger names = new AtomicInteger();
  private final HttpClient http = HttpClient.newHttpClient();

  private static App app(JdbcDataSource db) {
    return App.create()
        .host("127.0.0.1")
        .port(0)
        .sessions(SessionStore.database(db))
        .post(
            "/name/{name}",
            req -> {
              req.session().set("name", req.pathParam("name"));
              return WebResponse.text("set");
            })
        .get(
            "/name",
            req -> {
              String name = req.session().get("name");
              return WebResponse.text(name == null ? "nobody" : name);
            })
        .post(
            "/out",
            req -> {
              req.session().invalidate();
              return WebResponse.text("out");
            });
  }

  @Test
  void aSessionMadeOnOneServerIsReadAndEndedOnTheOther() throws Exception {
    JdbcDataSource db = new JdbcDataSource();
    db.setURL("jdbc:h2:mem:sessions" + names.incrementAndGet() + ";DB_CLOSE_DELAY=-1");
    try (RunningApp a = app(db).start();
        RunningApp b = app(db).start()) {
      HttpResponse<String> set = send(a, "POST", "/name/ada", null);
      String cookie = set.headers().firstValue("Set-Cookie").orElseThrow();
      assertTrue(cookie.startsWith("JSESSIONID="), cookie);
      String id = cookie.substring(0, cookie.indexOf(';'));

      assertEquals("ada", send(b, "GET", "/name", id).body());
      send(b, "POST", "/name/grace", id);
      assertEquals("grace", send(a, "GET", "/name", id).body());

      send(a, "POST", "/out", id);
      assertEquals("nobody", send(b, "GET", "/name", id).body());
    }
  }

  @Test
  void aStoreNeedsADataSource() {
    assertThrows(IllegalArgumentException.class, () -> SessionStore.database(null));
    assertEquals("SessionStore[memory]", SessionStore.memory().toString());
  }

  private HttpResponse<String> send(RunningApp app, String method, String path, String cookie)
      throws Exception {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + app.port() + path))
            .method(method, HttpRequest.BodyPublishers.noBody());
    if (cookie != null) {
      request.header("Cookie", cookie);
    }
    HttpResponse<String> response =
        http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    assertEquals(200, response.statusCode(), response.body());
    return response;
  }
}
