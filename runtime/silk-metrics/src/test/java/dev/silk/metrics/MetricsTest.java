package dev.silk.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.data.DataConfig;
import dev.silk.data.Database;
import dev.silk.test.WebTest;
import dev.silk.web.App;
import dev.silk.web.WebResponse;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("slow")
class MetricsTest {
  @Test
  void requestsAreCountedByRoutePatternAndServedAsPrometheusText() {
    App app =
        App.create()
            .get("/items/{id}", req -> WebResponse.text("item " + req.pathParam("id")))
            .get("/boom", req -> WebResponse.status(503));
    Metrics.install(app);
    WebTest web = WebTest.of(app);
    web.get("/items/1");
    web.get("/items/2");
    web.get("/boom");
    web.get("/nowhere");

    var metrics = web.get("/metrics");
    assertEquals(200, metrics.status());
    assertEquals(Metrics.CONTENT_TYPE, metrics.header("Content-Type"));
    String text = metrics.text();
    assertTrue(
        text.contains(
            "http_server_requests_seconds_count{method=\"GET\",outcome=\"SUCCESS\",status=\"200\",uri=\"/items/{id}\"} 2"),
        text);
    assertTrue(text.contains("outcome=\"SERVER_ERROR\",status=\"503\",uri=\"/boom\"} 1"), text);
    assertTrue(text.contains("status=\"404\",uri=\"NOT_FOUND\"} 1"), text);
    assertTrue(text.contains("jvm_memory_used_bytes{"), text);
    assertTrue(!text.contains("uri=\"/metrics\""), "the scrape itself is not timed");
  }

  @Test
  void anAppThatStopsClosesItsRegistry() {
    App app = App.create().get("/", req -> WebResponse.text("ok"));
    Metrics metrics = Metrics.install(app);
    app.port(0).start().stop();
    assertTrue(metrics.registry().isClosed(), "no meter keeps listening to the JVM");
  }

  @Test
  void withADatabaseItsStatementsAndPoolAreMeasured() {
    try (Database db =
        Database.connect(DataConfig.of(DataConfig.inMemory("metrics")).withPoolSize(2))) {
      App app =
          App.create()
              .get(
                  "/count",
                  req -> {
                    long n =
                        db.query("select count(*) from information_schema.tables")
                            .single(rs -> rs.getLong(1));
                    return WebResponse.text(Long.toString(n));
                  });
      Metrics.install(app, db);
      WebTest web = WebTest.of(app);
      web.get("/count");
      String text = web.get("/metrics").text();
      assertTrue(text.contains("db_statements_seconds_count{outcome=\"SUCCESS\"} 1"), text);
      assertTrue(text.contains("db_pool_connections_open "), text);
    }
  }
}
