package dev.silk.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.json.JsonCodec;
import dev.silk.json.JsonInput;
import dev.silk.json.JsonKey;
import dev.silk.json.JsonOutput;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The examples of the pages, files, streams, sessions and filters chapters of {@code docs/web.md},
 * as written there (with the app's own types stubbed here), run against their claims on Jetty.
 * Public, because templates compiled into their own package read its records.
 */
public class ManualPagesExamplesTest {
  @TempDir Path dir;

  public record Item(String name) {}

  public record Page(String title, List<Item> items) {}

  /** In an application this is generated from {@code @JsonBound record Item(String name)}. */
  static final class ItemCodec {
    private static final JsonKey NAME = JsonKey.of("name");
    static final JsonCodec<Item> INSTANCE =
        new JsonCodec<>() {
          @Override
          public void write(JsonOutput out, Item item) {
            out.beginObject().put(NAME, item.name()).endObject();
          }

          @Override
          public Item read(JsonInput in) {
            in.beginObject();
            String name = null;
            while (in.hasNext()) {
              if (in.readKey().equals("name")) {
                name = in.readString();
              } else {
                in.skipValue();
              }
            }
            in.endObject();
            return new Item(name);
          }
        };
  }

  static final class Store {
    final List<Item> items = new ArrayList<>(List.of(new Item("pen"), new Item("ink")));

    List<Item> all() {
      return items;
    }

    void add(String name) {
      items.add(new Item(name));
    }

    void save(Item item) {
      items.add(item);
    }
  }

  private Path jte(String name, String text) throws Exception {
    Path src = Files.createDirectories(dir.resolve("src/main/jte"));
    Files.writeString(src.resolve(name), text);
    return src;
  }

  @Test
  void pagesSessionsFlashAndNegotiation() throws Exception {
    Path src =
        jte(
            "index.jte",
            "@param dev.silk.web.ManualPagesExamplesTest.Page page\n"
                + "<h1>${page.title()}</h1>\n"
                + "@for(var item : page.items())\n"
                + "  <li>${item.name()}</li>\n"
                + "@endfor\n");
    jte("items.jte", "@param String notice\n<p>${notice}</p>");
    jte(
        "list.jte",
        "@param java.util.List<dev.silk.web.ManualPagesExamplesTest.Item> items\n"
            + "${items.size()} items");
    Store items = new Store();
    Templates templates =
        Templates.development(src, dir.resolve("target/jte-classes"), getClass().getClassLoader());
    App app =
        App.create()
            .templates(
                templates) // Templates.standard() in the manual: precompiled outside silk dev
            .get("/", req -> WebResponse.template("index.jte", new Page("Home", items.all())))
            .sessions()
            .post(
                "/login",
                req -> {
                  req.session().set("user", req.form().value("name"));
                  return WebResponse.redirect("/", 303);
                })
            .get(
                "/hello",
                req -> {
                  String user = req.session().get("user"); // null for a new visitor; no session
                  return WebResponse.text(user == null ? "hello, stranger" : "hello, " + user);
                })
            .post(
                "/logout",
                req -> {
                  req.session().invalidate();
                  return WebResponse.redirect("/", 303);
                });
    app.post(
        "/items",
        req -> {
          items.add(req.form().value("name"));
          req.flash().put("notice", "Item added");
          return WebResponse.redirect("/items", 303);
        });
    app.get(
        "/items",
        req -> WebResponse.template("items.jte", Map.of("notice", req.flash().get("notice", ""))));
    app.get(
        "/list",
        req ->
            "text/html".equals(req.preferredType("application/json", "text/html"))
                ? WebResponse.template("list.jte", items.all())
                : WebResponse.json(ItemCodec.INSTANCE.list(), items.all()));
    RunningApp running = app.port(0).start();
    int port = running.port();
    try {
      String home = RawHttp.send(port, "GET", "/").text();
      assertTrue(home.startsWith("<h1>Home</h1>"), home);
      assertTrue(home.indexOf("<li>pen</li>") < home.indexOf("<li>ink</li>"), home);

      String form = "application/x-www-form-urlencoded";
      RawHttp login = UploadsTest.post(port, "/login", form, bytes("name=Ann"), false);
      String cookie = "Cookie: " + SessionsTest.cookieOf(login);
      assertEquals("hello, stranger", RawHttp.send(port, "GET", "/hello").text());
      assertEquals("hello, Ann", RawHttp.send(port, "GET", "/hello", cookie).text());

      RawHttp added = post(port, "/items", "name=cup", cookie);
      assertEquals(303, added.status);
      assertEquals("<p>Item added</p>", RawHttp.send(port, "GET", "/items", cookie).text());
      assertEquals("<p></p>", RawHttp.send(port, "GET", "/items", cookie).text());

      assertEquals("3 items", RawHttp.send(port, "GET", "/list", "Accept: text/html").text());
      assertEquals(
          "[{\"name\":\"pen\"},{\"name\":\"ink\"},{\"name\":\"cup\"}]",
          RawHttp.send(port, "GET", "/list", "Accept: application/json").text());

      post(port, "/logout", "", cookie);
      assertEquals("hello, stranger", RawHttp.send(port, "GET", "/hello", cookie).text());
    } finally {
      running.stop();
    }
  }

  private static RawHttp post(int port, String path, String form, String cookie) throws Exception {
    try (java.net.Socket socket = new java.net.Socket("127.0.0.1", port)) {
      byte[] body = bytes(form);
      String head =
          "POST "
              + path
              + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
              + cookie
              + "\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: "
              + body.length
              + "\r\n\r\n";
      socket.getOutputStream().write(bytes(head));
      socket.getOutputStream().write(body);
      return RawHttp.read(socket.getInputStream(), false);
    }
  }

  private static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  static final Uploads PHOTOS = Uploads.limits(5 * 1024 * 1024, 20 * 1024 * 1024);

  @Test
  void filesStreamsUploadsNdjsonAndFilters() throws Exception {
    Path storage = Files.createDirectories(dir.resolve("storage"));
    Path uploads = Files.createDirectories(dir.resolve("uploads"));
    Files.writeString(uploads.resolve("note.txt"), "a note");
    Store store = new Store();
    List<RequestLog> logged = new ArrayList<>();
    CorsFilter cors =
        CorsFilter.origins("https://app.example.com")
            .methods("GET", "POST", "DELETE")
            .headers("Content-Type", "Authorization")
            .exposeHeaders("X-Total")
            .credentials(true)
            .maxAge(Duration.ofHours(1));
    App app = App.create();
    app.before(StaticFiles.directory(uploads).at("/files"));
    app.get(
        "/clock",
        req ->
            WebResponse.events(
                sse -> {
                  sse.retry(Duration.ofSeconds(5));
                  String resume = sse.lastEventId(); // Last-Event-ID on a reconnect, else null
                  for (int i = 0; sse.isOpen() && i < 3; i++) { // 60 and a 1 s sleep in the manual
                    sse.send("tick", Instant.EPOCH.toString(), Integer.toString(i));
                  }
                  sse.comment("resume " + resume);
                }));
    app.post(
        "/photos",
        req -> {
          for (UploadedFile photo : req.form(PHOTOS).files("photo")) {
            photo.moveTo(storage.resolve(UUID.randomUUID() + ".jpg")); // keep it past the request
          }
          return WebResponse.redirect("/photos", 303);
        });
    app.post(
        "/import",
        req -> {
          int n = 0;
          try (NdjsonReader<Item> items = Ndjson.reader(req, ItemCodec.INSTANCE)) {
            while (items.hasNext()) {
              store.save(items.next());
              n++;
            }
          }
          return WebResponse.text(n + " imported");
        });
    app.get("/export", req -> Ndjson.response(ItemCodec.INSTANCE, store.all()));
    app.before(cors).after(cors);
    app.after(
        SecurityHeaders.defaults()
            .contentSecurityPolicy("default-src 'self'")
            .hsts(Duration.ofDays(365), true));
    app.after(GzipFilter.create().threshold(4096).level(4));
    app.requestLogger(logged::add);
    RunningApp running = app.port(0).start();
    int port = running.port();
    try {
      assertEquals("a note", RawHttp.send(port, "GET", "/files/note.txt").text());

      String events = RawHttp.send(port, "GET", "/clock", "Last-Event-ID: 9").text();
      assertTrue(events.startsWith("retry: 5000\n\nevent: tick\nid: 0\n"), events);
      assertTrue(events.endsWith(": resume 9\n\n"), events);

      byte[] photo = UploadsTest.multipart("photo", "me.jpg", "JPEG", "photo", "you.jpg", "JPEG2");
      RawHttp sent =
          UploadsTest.post(
              port,
              "/photos",
              "multipart/form-data; boundary=" + UploadsTest.BOUNDARY,
              photo,
              false);
      assertEquals(303, sent.status);
      try (var kept = Files.list(storage)) {
        assertEquals(2, kept.count());
      }

      RawHttp imported =
          UploadsTest.post(
              port,
              "/import",
              Ndjson.CONTENT_TYPE,
              bytes("{\"name\":\"cup\"}\n{\"name\":\"mug\"}\n"),
              false);
      assertEquals("2 imported", imported.text());
      assertEquals(
          "{\"name\":\"pen\"}\n{\"name\":\"ink\"}\n{\"name\":\"cup\"}\n{\"name\":\"mug\"}\n",
          RawHttp.send(port, "GET", "/export").text());

      RawHttp preflight =
          RawHttp.send(
              port,
              "OPTIONS",
              "/import",
              "Origin: https://app.example.com",
              "Access-Control-Request-Method: POST",
              "Access-Control-Request-Headers: authorization");
      assertEquals(204, preflight.status);
      assertEquals(
          "max-age=31536000; includeSubDomains", preflight.header("Strict-Transport-Security"));
      assertTrue(logged.size() >= 5);
    } finally {
      running.stop();
    }
  }
}
