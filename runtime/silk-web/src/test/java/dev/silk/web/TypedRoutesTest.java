package dev.silk.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.json.JsonCodecs;
import dev.silk.web.spi.Dispatcher;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

/** Routes that declare their JSON types read and answer with those codecs, and list them. */
class TypedRoutesTest {
  private final Map<String, String> notes = new ConcurrentHashMap<>(Map.of("a", "first"));

  private final App app =
      App.create()
          .get("/notes/{id}", JsonCodecs.STRING, req -> notes.get(req.pathParam("id")))
          .put(
              "/notes/{id}",
              JsonCodecs.STRING,
              JsonCodecs.STRING,
              (req, text) -> notes.put(req.pathParam("id"), text))
          .group(
              "/api",
              api ->
                  api.delete(
                      "/notes/{id}", JsonCodecs.STRING, req -> notes.remove(req.pathParam("id"))));

  @Test
  void aTypedGetAnswersItsValueAsJsonAndNullAs404() throws Exception {
    Dispatcher d = Dispatcher.of(app);
    MemoryExchange found = MemoryExchange.send(d, "GET", "/notes/a");
    assertEquals(200, found.status);
    assertEquals("\"first\"", found.text());
    assertEquals("application/json", found.header("Content-Type", true));
    assertEquals(404, MemoryExchange.send(d, "GET", "/notes/zz").status);
  }

  @Test
  void aTypedPutReadsItsBodyRefusesBadJsonAndAnswers204ForNull() throws Exception {
    Dispatcher d = Dispatcher.of(app);
    MemoryExchange created = put(d, "/notes/b", "\"second\"");
    assertEquals(204, created.status, created.text());
    MemoryExchange replaced = put(d, "/notes/b", "\"third\"");
    assertEquals(200, replaced.status);
    assertEquals("\"second\"", replaced.text());
    MemoryExchange bad = put(d, "/notes/b", "{not json");
    assertEquals(400, bad.status);
    assertTrue(bad.text().contains("\"detail\":\"malformed JSON"), bad.text());
    assertEquals(400, put(d, "/notes/b", "null").status);
  }

  @Test
  void theRouteTableCarriesTheTypesAndTheGroup() {
    List<Route> routes = app.routes();
    assertEquals(new Route("GET", "/notes/{id}", null, null, JsonCodecs.STRING), routes.get(0));
    assertEquals(
        new Route("PUT", "/notes/{id}", null, JsonCodecs.STRING, JsonCodecs.STRING), routes.get(1));
    assertEquals(
        new Route("DELETE", "/api/notes/{id}", "/api", null, JsonCodecs.STRING), routes.get(2));
  }

  private static MemoryExchange put(Dispatcher d, String path, String body) throws Exception {
    MemoryExchange exchange =
        new MemoryExchange(
            "PUT",
            path,
            body.getBytes(StandardCharsets.UTF_8),
            "Content-Type: application/json",
            "Content-Length: " + body.getBytes(StandardCharsets.UTF_8).length);
    d.dispatch(exchange);
    return exchange;
  }
}
