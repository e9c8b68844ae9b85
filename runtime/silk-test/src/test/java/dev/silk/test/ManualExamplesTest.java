package dev.silk.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.json.JsonCodec;
import dev.silk.web.App;
import dev.silk.web.Cookie;
import dev.silk.web.HttpException;
import dev.silk.web.RunningApp;
import dev.silk.web.WebResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.Test;

/**
 * The examples of {@code docs/web.md}, as written there, run against their claims. When the manual
 * changes, this test changes with it.
 */
class ManualExamplesTest {
  /** In an application this class is generated from {@code @JsonBound record Item}. */
  static final class ItemCodec {
    static final JsonCodec<Item> INSTANCE = Item.CODEC;
  }

  /** A store for the examples. */
  static final class Items {
    private final List<Item> items = new ArrayList<>(List.of(new Item(7, "pen")));

    List<Item> all() {
      return items;
    }

    Item find(long id) {
      return items.stream().filter(i -> i.id() == id).findFirst().orElseThrow();
    }

    Item add(Item item) {
      Item added = new Item(items.size() + 7, item.name());
      items.add(added);
      return added;
    }
  }

  static String escape(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }

  @Test
  void routingExamplesAnswerAsTheManualSays() {
    Items items = new Items();
    App app =
        App.create()
            .get("/items", req -> WebResponse.json(ItemCodec.INSTANCE.list(), items.all()))
            .get(
                "/items/{id}",
                req -> WebResponse.json(ItemCodec.INSTANCE, items.find(req.pathLong("id"))))
            .post(
                "/items",
                req ->
                    WebResponse.status(201)
                        .withJson(ItemCodec.INSTANCE, items.add(req.bodyJson(ItemCodec.INSTANCE))))
            .delete("/items/{id}", req -> WebResponse.noContent());
    Consumer.group(app);
    try (WebTest web = WebTest.of(app)) {
      assertEquals(new Item(7, "pen"), web.get("/items/7").json(ItemCodec.INSTANCE));
      assertEquals(
          201,
          web.request("POST", "/items")
              .json(ItemCodec.INSTANCE, new Item(0, "ink"))
              .send()
              .status());
      assertEquals(2, web.get("/items").json(ItemCodec.INSTANCE.list()).size());
      assertEquals("ok", web.get("/api/health").text());
      assertEquals(405, web.request("PUT", "/items").send().status());
      assertEquals("GET, HEAD, DELETE, OPTIONS", web.options("/items/7").header("Allow"));
      assertEquals(
          List.of(
              "GET /items",
              "GET /items/{id}",
              "POST /items",
              "DELETE /items/{id}",
              "GET /api/health",
              "GET /api/v2/items/{id}"),
          app.routes().stream().map(r -> r.method() + " " + r.path()).toList());
    }
  }

  /** The group example, with its handler. */
  static final class Consumer {
    static void group(App app) {
      dev.silk.web.Handler handler = req -> WebResponse.text("v2");
      app.group(
          "/api",
          api ->
              api.get("/health", req -> WebResponse.text("ok")) // GET /api/health
                  .group("/v2", v2 -> v2.get("/items/{id}", handler))); // GET /api/v2/items/{id}
    }
  }

  @Test
  void typedParametersAnswer400NamingTheParameter() {
    App app = App.create();
    app.get(
        "/search",
        req -> {
          int page = req.queryInt("page", 1);
          int limit = req.queryInt("limit");
          return WebResponse.text(page + " " + limit);
        });
    try (WebTest web = WebTest.of(app)) {
      assertEquals(
          "query parameter 'page' must be an integer, got 'two'",
          web.get("/search?page=two&limit=1").problem().detail());
      assertEquals("query parameter 'limit' is required", web.get("/search").problem().detail());
      assertEquals("1 5", web.get("/search?limit=5").text());
    }
  }

  @Test
  void malformedJsonSaysWhere() {
    App app =
        App.create()
            .post(
                "/items",
                req -> WebResponse.json(ItemCodec.INSTANCE, req.bodyJson(ItemCodec.INSTANCE)));
    try (WebTest web = WebTest.of(app)) {
      TestResponse r = web.post("/items", "{\"id\":1,\n \"name\": nope}");
      assertEquals(400, r.status());
      assertEquals(
          "malformed JSON at line 2, column 10: expected a string or null but found 'n'",
          r.problem().detail());
    }
  }

  @Test
  void responseExampleCarriesItsHeadersAndCookie() {
    Item item = new Item(7, "pen");
    WebResponse r =
        WebResponse.status(201)
            .withJson(ItemCodec.INSTANCE, item)
            .withHeader("Location", "/items/" + item.id())
            .withCookie(
                Cookie.of("last", Long.toString(item.id())).withMaxAge(Duration.ofDays(30)));
    App app = App.create().post("/items", req -> r);
    try (WebTest web = WebTest.of(app)) {
      TestResponse t = web.post("/items", "");
      assertEquals(201, t.status());
      assertEquals("/items/7", t.header("location"));
      assertEquals(
          "last=7; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax", t.header("Set-Cookie"));
      assertEquals(item, t.json(ItemCodec.INSTANCE));
    }
  }

  @Test
  void filterExamplesAnswerAsTheManualSays() {
    App app =
        App.create()
            .get(
                "/admin/panel",
                req -> WebResponse.text("panel " + (req.<Long>attribute("started") > 0)));
    app.before(
        req -> {
          req.attribute("started", System.nanoTime());
          return null; // null: carry on
        });
    app.before(
        "/admin",
        req ->
            req.header("X-Token") == null
                ? WebResponse.status(401).withText("who are you") // a response: answer here
                : null);
    app.after((req, res) -> res.withHeader("X-Frame-Options", "DENY"));
    try (WebTest web = WebTest.of(app)) {
      TestResponse refused = web.get("/admin/panel");
      assertEquals(401, refused.status());
      assertEquals("DENY", refused.header("X-Frame-Options"));
      assertEquals(
          "panel true", web.request("GET", "/admin/panel").header("X-Token", "t").send().text());
    }
  }

  @Test
  void errorExamplesAnswerAsTheManualSays() {
    Items items = new Items();
    App app =
        App.create()
            .get(
                "/items/{id}",
                req -> {
                  long id = req.pathLong("id");
                  Item item = id == 8 ? null : items.find(id);
                  if (item == null) {
                    throw new HttpException(404, "no item " + id);
                  }
                  return WebResponse.json(ItemCodec.INSTANCE, item);
                });
    app.exception(
        NoSuchElementException.class, (e, req) -> WebResponse.status(404).withText("missing"));
    app.error(
        404,
        (e, req) ->
            WebResponse.html("<h1>Nothing at " + escape(req.path()) + "</h1>").withStatus(404));
    try (WebTest web = WebTest.of(app)) {
      assertEquals("missing", web.get("/items/9").text());
      assertEquals("<h1>Nothing at /items/8</h1>", web.get("/items/8").text());
      assertEquals("<h1>Nothing at /nowhere</h1>", web.get("/nowhere").text());
    }
  }

  @Test
  void serverExampleStartsAndStops() {
    RunningApp running =
        App.create()
            .get("/", req -> WebResponse.text("up"))
            .host("127.0.0.1") // every interface by default
            .port(0) // 8080 by default; 0 picks a free port
            .maxBodySize(10 * 1024 * 1024)
            .maxFormKeys(1000) // parameters of a query or form, the default
            .maxHeaderSize(8 * 1024) // request line and headers, the default
            .idleTimeout(Duration.ofSeconds(30))
            .maxThreads(200) // platform threads, the default
            .virtualThreads(true) // JDK 21+, off by default
            .stopTimeout(Duration.ofSeconds(10))
            .start();
    assertTrue(running.port() > 0);
    assertEquals("up", RawHttp.get(running.port(), "/").split("\r\n\r\n", 2)[1]);
    running.stop();
  }

  @Test
  void testingExampleRunsInMemoryAndOverASocket() {
    Items items = new Items();
    App app =
        App.create()
            .get(
                "/items/{id}",
                req -> WebResponse.json(ItemCodec.INSTANCE, items.find(req.pathLong("id"))))
            .post(
                "/items",
                req ->
                    WebResponse.status(201)
                        .withJson(ItemCodec.INSTANCE, items.add(req.bodyJson(ItemCodec.INSTANCE))));
    try (WebTest web = WebTest.of(app)) {
      TestResponse r = web.get("/items/7");
      assertEquals(200, r.status());
      assertEquals("application/json", r.header("content-type"));
      Item item = r.json(ItemCodec.INSTANCE);

      TestResponse created =
          web.request("POST", "/items")
              .header("X-Token", "t")
              .query("notify", "true")
              .json(ItemCodec.INSTANCE, item)
              .send();
      assertEquals(201, created.status());
    }
    try (WebTest web = WebTest.serve(app)) {
      assertEquals(new Item(7, "pen"), web.get("/items/7").json(ItemCodec.INSTANCE));
      assertTrue(web.uri("/items/7").toString().startsWith("http://127.0.0.1:"));
    }
  }
}
